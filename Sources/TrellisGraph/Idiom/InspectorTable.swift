import TrellisCore

/// How an inspector presents on each idiom, and the numbers its column and
/// sheet start from (docs/INSPECTOR.md has the table with every placement).
///
/// | idiom  | regular width            | compact width                  | default column width |
/// |--------|--------------------------|--------------------------------|----------------------|
/// | mac    | trailing column          | (macOS has no compact width)   | 270                  |
/// | pad    | trailing column; overlaying the content below 900 pt | sheet, medium + large | 320     |
/// | phone  | —                        | sheet, medium + large          | —                    |
/// | vision | trailing column (SwiftUI marks it unavailable; Trellis shows the Mac's) | — | 320 |
/// | watch, tv | —                     | sheet, full screen (unavailable in SwiftUI) | —      |
///
/// Placement (only for a column): inside a navigation container the column
/// sits under that container's toolbar (`underToolbar`); outside one it takes
/// the full height with a toolbar section of its own (`fullHeight`).
package enum InspectorTable {
    package enum Presentation: String, Sendable {
        /// A trailing column beside the content.
        case column
        /// A trailing column over the content's trailing edge: a regular-width iPad window without room
        /// for another column (seed 002: "without room for another column, it overlays the split view's content").
        case overlay
        /// A resizable sheet.
        case sheet
    }

    package static func presentation(_ idiom: Idiom, compact: Bool, roomForColumn: Bool = true) -> Presentation {
        switch idiom {
        case .mac, .vision: .column
        case .pad: compact ? .sheet : (roomForColumn ? .column : .overlay)
        case .phone, .watch, .tv: .sheet
        }
    }

    /// The narrowest regular-width iPad window with room for an inspector column beside its content: the
    /// portrait iPads (744–834 pt) have none, a 13-inch one in portrait (1024 pt) and every landscape one has.
    package static let padColumnMinimumWidth = 900.0

    /// Whether a window this wide has room for the column (a derived window trait: it changes, and
    /// re-evaluates its readers, only when the window crosses the threshold).
    package static func roomForColumn(_ idiom: Idiom, windowWidth: Double) -> Bool {
        idiom != .pad || windowWidth >= padColumnMinimumWidth
    }

    /// The column's width when the content gives none.
    package static func defaultWidth(_ idiom: Idiom) -> Double { idiom == .mac ? 270 : 320 }

    /// The detents of an inspector shown as a sheet, unless its content sets some.
    package static let sheetDetents: Set<PresentationDetent> = [.medium, .large]

    /// How far one arrow key moves a resizable column's edge (Shift: ×5).
    package static let keyboardStep = 10.0

    /// Only an inside placement shares its container's toolbar.
    package static func placement(insideNavigation: Bool) -> String {
        insideNavigation ? "underToolbar" : "fullHeight"
    }
}
