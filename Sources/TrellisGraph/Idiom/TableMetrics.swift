import TrellisCore

/// How a `Table` adapts to the idiom and size class (docs/RENDERING.md, "Tables").
///
/// | idiom / width       | columns shown | columns resizable | estimated row height |
/// |---------------------|---------------|-------------------|----------------------|
/// | mac                 | all           | yes (drag or ← → on a header's edge) | 24 |
/// | pad, vision regular | all           | no                | 44                   |
/// | compact (phone, narrow pad) | the first only, as SwiftUI does | no | 44      |
/// | watch, tv           | the first only | no               | 44 / 66              |
///
/// Long tables are windowed like lists (``ListMetrics``).
package enum TableMetrics {
    package static func showsAllColumns(_ idiom: Idiom, compact: Bool) -> Bool {
        switch idiom {
        case .watch, .tv: false
        default: !compact
        }
    }

    package static func columnsResizable(_ idiom: Idiom) -> Bool { idiom == .mac }

    package static func estimatedRowHeight(_ idiom: Idiom) -> Int {
        ListMetrics.estimatedRowHeight(idiom: idiom, style: .plain)
    }

    /// How far ← → move a resizable column's edge.
    package static let keyboardStep = 10.0
}
