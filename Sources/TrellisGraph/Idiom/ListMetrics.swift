import TrellisCore

/// How long lists are windowed, and the row height the browser starts from
/// before it has measured a row.
///
/// | idiom | estimated row height (pt) | sidebar |
/// |---|---:|---:|
/// | mac | 24 | 24 |
/// | phone, pad, vision | 44 | 32 |
/// | watch | 44 | 44 |
/// | tv | 66 | 66 |
///
/// The estimate only sizes the spacers of rows that are not built, until the
/// browser has measured rendered rows (controls.css's row heights); the server
/// thinks in row indices, never pixels.
package enum ListMetrics {
    /// A list with more rows than this builds only a window of them.
    package static let virtualizationThreshold = 200
    /// Rows built before the browser has said which are visible.
    package static let initialWindow = 60
    /// Rows built beyond each end of the visible range, at least.
    package static let minimumMargin = 16
    /// After a scroll request moved the window to a row, this many reports that don't show the row
    /// leave the window where it is: the page sent them before it scrolled there.
    package static let staleReportsAfterReveal = 3

    package static func estimatedRowHeight(idiom: Idiom, style: ListStyleKind) -> Int {
        switch idiom {
        case .mac: 24
        case .phone, .pad, .vision: style == .sidebar ? 32 : 44
        case .watch: 44
        case .tv: 66
        }
    }
}
