import TrellisCore

/// How each idiom presents a sheet.
///
/// | idiom  | sheet                          | Escape dismisses | own toolbar without a stack |
/// |--------|--------------------------------|------------------|-----------------------------|
/// | mac    | centred dialog over the window | yes              | yes (button row)            |
/// | pad    | centred form sheet             | no               | no                          |
/// | phone  | bottom sheet                   | no               | no                          |
/// | watch  | full screen                    | no               | no                          |
/// | tv     | full screen                    | no               | no                          |
/// | vision | centred, over the window       | no               | no                          |
///
/// Detents (`presentationDetents`), the grabber and background interaction
/// apply to bottom sheets only: the phone's, and a pad's in a compact width
/// (iPadOS ignores detents on a form sheet; macOS sheets don't resize). A
/// bottom sheet at `large` is `largeFraction` of the window's height, at
/// `medium` `mediumFraction`.
/// A popover (see ``popoverForm(idiom:horizontalSizeClass:verticalSizeClass:adaptation:)``) floats next to its view on the
/// Mac, iPad and Vision Pro; in compact width it becomes a sheet unless its content adapts otherwise.
///
/// A `fullScreenCover` covers the whole window on every idiom (`fullScreen`); Escape dismisses it on
/// the Mac only, as a sheet. (macOS has no cover: there it stands in for a window-sized sheet.)
package enum PresentationTable {
    package static let largeFraction = 0.94
    package static let mediumFraction = 0.5

    /// The window height detents are ordered and custom detents computed
    /// against. The browser sizes the sheet against the real height
    /// (fractions stay fractions); the server doesn't track the window's
    /// height, which would change the environment of every view on each resize.
    package static func nominalWindowHeight(_ idiom: Idiom) -> Double {
        switch idiom {
        case .phone: 844
        case .pad: 1_024
        default: 768
        }
    }

    /// The sheet style, given the horizontal size class: a pad in a compact width presents a bottom sheet.
    package static func sheetStyle(_ idiom: Idiom, compact: Bool) -> String {
        if idiom == .pad, compact { return "bottomSheet" }
        return sheetStyle(idiom)
    }

    /// Whether a sheet of this style rests at detents (and shows a grabber).
    package static func detentsApply(style: String) -> Bool { style == "bottomSheet" }

    package static func sheetStyle(_ idiom: Idiom) -> String {
        switch idiom {
        case .mac, .vision: "centered"
        case .pad: "formSheet"
        case .phone: "bottomSheet"
        case .watch, .tv: "fullScreen"
        }
    }

    package static func escapeDismisses(_ idiom: Idiom) -> Bool { idiom == .mac }

    /// What a presentation's content asked for with `presentationCompactAdaptation`.
    package struct CompactAdaptation: Equatable {
        package var horizontal: PresentationAdaptation = .automatic
        package var vertical: PresentationAdaptation = .automatic
        package init(horizontal: PresentationAdaptation = .automatic, vertical: PresentationAdaptation = .automatic) {
            self.horizontal = horizontal
            self.vertical = vertical
        }
        /// A vertically compact window (iPhone in landscape) takes `vertical`, as SwiftUI does when both are compact.
        package func inEffect(verticallyCompact: Bool) -> PresentationAdaptation { verticallyCompact ? vertical : horizontal }
    }

    /// A bottom sheet (a compact size class): `.fullScreenCover` makes it a cover; the others keep the
    /// sheet. In a vertically compact window (iPhone in landscape) the `vertical` adaptation decides.
    /// Elsewhere the idiom's style.
    // LIMITATION: A sheet in a vertically compact phone window (landscape), `presentationCompactAdaptation(.automatic)` | stays a bottom sheet | SwiftUI covers the window; not done: it dates from when a phone drawn in a desktop-sized browser reported landscape (the runtime now sends the drawn screen, `ww`/`wh`)
    package static func sheetStyle(_ idiom: Idiom, compact: Bool, verticallyCompact: Bool, adaptation: CompactAdaptation) -> String {
        let style = sheetStyle(idiom, compact: compact)
        guard style == "bottomSheet" else { return style }
        switch adaptation.inEffect(verticallyCompact: verticallyCompact).kind {
        case .fullScreenCover: return "fullScreen"
        case .automatic, .none, .sheet, .popover: return style
        }
    }

    package static func coverStyle(_ idiom: Idiom) -> String { "fullScreen" }

    /// What a popover becomes.
    package enum PopoverForm: Hashable { case popover, sheet, fullScreenCover }

    /// A popover floats next to its view on the Mac, iPad and Vision Pro in regular width; in compact
    /// width (iPhone, a narrow iPad window) it becomes a sheet unless the content's
    /// `presentationCompactAdaptation` keeps it a popover (`.popover`, `.none`) or asks for a cover.
    /// Watch and TV have no popovers: a sheet (full screen there).
    package static func popoverForm(
        idiom: Idiom, horizontalSizeClass: UserInterfaceSizeClass?, verticalSizeClass: UserInterfaceSizeClass? = nil,
        adaptation: CompactAdaptation = CompactAdaptation()
    ) -> PopoverForm {
        switch idiom {
        case .watch, .tv: return .sheet
        case .mac, .vision: return .popover
        case .pad, .phone:
            guard horizontalSizeClass == .compact || verticalSizeClass == .compact || idiom == .phone else { return .popover }
            switch adaptation.inEffect(verticallyCompact: verticalSizeClass == .compact).kind {
            case .automatic, .sheet: return .sheet
            case .none, .popover: return .popover
            case .fullScreenCover: return .fullScreenCover
            }
        }
    }

    package static func escapeDismissesCover(_ idiom: Idiom) -> Bool { idiom == .mac }

    /// Mac sheets show toolbar items in their own button row; elsewhere items need a `NavigationStack` in the sheet.
    package static func sheetHasOwnBar(_ idiom: Idiom) -> Bool { idiom == .mac }
}

struct InSheetRootKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// True for the content of a sheet until a navigation container takes the sheet's bar role.
    package var _inSheetRoot: Bool {
        get { self[InSheetRootKey.self] }
        set { self[InSheetRootKey.self] = newValue }
    }
}
