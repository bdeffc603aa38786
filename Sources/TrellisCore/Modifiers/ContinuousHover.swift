import Foundation

/// Where a hovering pointer is (`onContinuousHover`).
public enum HoverPhase: Equatable, Sendable {
    /// The pointer is over the view, at this location.
    case active(CGPoint)
    /// The pointer left the view.
    case ended
}


/// Reports a hovering pointer's location.
nonisolated package struct _ContinuousHoverModifier: ViewModifier {
    package let coordinateSpace: CoordinateSpace
    package let action: (HoverPhase) -> Void
    package typealias Body = Never
}

nonisolated extension View {
    /// Runs `action` with the pointer's location as it moves over the view (at most once per animation
    /// frame), and with `.ended` when it leaves. Mouse and pen only: a touch screen has no hover.
    ///
    ///     Canvas { … }.onContinuousHover { phase in
    ///         if case let .active(location) = phase { cursor = location } else { cursor = nil }
    ///     }
    public func onContinuousHover(coordinateSpace: some CoordinateSpaceProtocol = .local,
                                  perform action: @escaping (HoverPhase) -> Void) -> some View {
        modifier(_ContinuousHoverModifier(coordinateSpace: coordinateSpace.coordinateSpace, action: action))
    }

    /// The older spelling, with a `CoordinateSpace`.
    @_disfavoredOverload
    public func onContinuousHover(coordinateSpace: CoordinateSpace = .local,
                                  perform action: @escaping (HoverPhase) -> Void) -> some View {
        modifier(_ContinuousHoverModifier(coordinateSpace: coordinateSpace, action: action))
    }
}
