public import Foundation

/// One customization a presented view makes to its presentation (a sheet, or
/// an inspector shown as a sheet). The graph hands it to the nearest
/// presentation above; outside one it does nothing, as in SwiftUI.
package enum PresentationOption {
    case detents(Set<PresentationDetent>, selection: Binding<PresentationDetent>?)
    case dragIndicator(Visibility)
    /// A fill, resolved in a default environment.
    case background(ResolvedPaint)
    case backgroundView(Alignment, any View)
    case backgroundInteraction(PresentationBackgroundInteraction)
    case cornerRadius(Double?)
    case contentInteraction(PresentationContentInteraction)
    case interactiveDismissDisabled(Bool)
    /// `presentationCompactAdaptation(horizontal:vertical:)` (the popover reads it from its content instead).
    case compactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation)
}

nonisolated package struct _PresentationOptionModifier: ViewModifier {
    package let option: PresentationOption
    package typealias Body = Never
}

nonisolated extension View {
    /// The heights a resizable sheet can rest at (default: `[.large]`).
    // LIMITATION: `presentationDetents` on Mac and regular-width pad sheets | ignored: the sheet keeps its size | as on those platforms (bottom sheets only resize); background interaction still applies
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(_PresentationOptionModifier(option: .detents(detents, selection: nil)))
    }

    /// The heights a resizable sheet can rest at, and the one it rests at now.
    /// A value outside `detents` is ignored.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        modifier(_PresentationOptionModifier(option: .detents(detents, selection: selection)))
    }

    /// Shows or hides the grabber (`.automatic`: shown when there is more than one detent).
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        modifier(_PresentationOptionModifier(option: .dragIndicator(visibility)))
    }

    /// Whether the view behind the sheet stays interactive.
    // LIMITATION: `presentationBackgroundInteraction(.automatic)` (the default) | the browser's backdrop stops clicks behind the sheet; the graph doesn't refuse such events | refusing them would break code that changes state behind a sheet programmatically in tests; `.disabled` and `.enabled(upThrough:)` are enforced by the graph
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        modifier(_PresentationOptionModifier(option: .backgroundInteraction(interaction)))
    }

    /// The sheet's corner radius (nil: the system's).
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        modifier(_PresentationOptionModifier(option: .cornerRadius(cornerRadius.map { Double($0) })))
    }

    /// Whether a swipe on scrolling content resizes the sheet first or scrolls.
    // LIMITATION: `presentationContentInteraction` | recorded, no effect | a swipe on a sheet's scrolling content doesn't resize the sheet in the browser
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View {
        modifier(_PresentationOptionModifier(option: .contentInteraction(behavior)))
    }

    /// Fills the whole presentation with `style`; materials let what is behind show through.
    public func presentationBackground<S>(_ style: S) -> some View where S: ShapeStyle {
        modifier(_PresentationOptionModifier(option: .background(style.resolvedPaint)))
    }

    /// Fills the whole presentation with a view.
    public func presentationBackground<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View {
        modifier(_PresentationOptionModifier(option: .backgroundView(alignment, content())))
    }

    /// Stops a person from dismissing the sheet by swiping, clicking outside or
    /// pressing Escape, and from collapsing an inspector; dismissing in code still works.
    // LIMITATION: `interactiveDismissDisabled` on an inspector column | accepted | a column can't be collapsed by dragging its edge in Trellis yet, so there is nothing to disable
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(_PresentationOptionModifier(option: .interactiveDismissDisabled(isDisabled)))
    }
}
