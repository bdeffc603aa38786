import Foundation

/// How a gesture attached to a view competes with the view's other gestures.
package enum GesturePriority: Sendable {
    /// `gesture(_:including:)`: the first gesture to recognize wins.
    case normal
    /// `highPriorityGesture(_:including:)`: sees every sample before the normal ones.
    case high
    /// `simultaneousGesture(_:including:)`: recognized alongside the others.
    case simultaneous
}

/// Attaches a gesture to a view.
nonisolated package struct _GestureModifier<G: Gesture>: ViewModifier {
    package let gesture: G
    package let mask: GestureMask
    package let priority: GesturePriority
    package typealias Body = Never
}

// LIMITATION: `gesture(_:including:)` and friends with a mask without `.subviews` | the view's own gesture is added or left out as the mask says, but its subviews' gestures stay enabled | subview gestures are attached to their own elements in the page
nonisolated extension View {
    /// Attaches `gesture` to the view; the first of the view's gestures to recognize wins.
    ///
    ///     Circle().gesture(DragGesture().onChanged { offset = $0.translation })
    public func gesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View where T: Gesture {
        modifier(_GestureModifier(gesture: gesture, mask: mask, priority: .normal))
    }

    /// Attaches `gesture` ahead of the view's other gestures.
    public func highPriorityGesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View where T: Gesture {
        modifier(_GestureModifier(gesture: gesture, mask: mask, priority: .high))
    }

    /// Attaches `gesture` so that it is recognized at the same time as the view's other gestures.
    public func simultaneousGesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View where T: Gesture {
        modifier(_GestureModifier(gesture: gesture, mask: mask, priority: .simultaneous))
    }

    /// Runs `action` when the view has been pressed for `minimumDuration` seconds without moving more than
    /// `maximumDistance` points; `onPressingChanged` sees the press start (true) and end (false).
    ///
    ///     Text("Hold me").onLongPressGesture { isArmed = true }
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        modifier(_GestureModifier(gesture: _LongPressAction(minimumDuration: minimumDuration, maximumDistance: maximumDistance,
                                                            action: action, pressing: onPressingChanged),
                                  mask: .all, priority: .normal))
    }

    /// The older spelling: `pressing` sees the press start and end, then `action` runs.
    /// (Disfavoured so that `onLongPressGesture { … }` picks the current spelling, as in SwiftUI.)
    @_disfavoredOverload
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   pressing: ((Bool) -> Void)? = nil,
                                   perform action: @escaping () -> Void) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance,
                           perform: action, onPressingChanged: pressing)
    }

    /// Runs `action` with the location of a tap (or `count` taps in a row) on the view.
    ///
    ///     Canvas { … }.onTapGesture { location in points.append(location) }
    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View {
        let space = coordinateSpace.coordinateSpace
        return modifier(_GestureModifier(gesture: _SpatialTapAction(count: count, coordinateSpace: space, action: action),
                                         mask: .all, priority: .normal))
    }
}

/// `onLongPressGesture`: a long press that also reports the press starting and ending.
nonisolated package struct _LongPressAction: Gesture {
    package let minimumDuration: Double
    package let maximumDistance: CGFloat
    package let action: () -> Void
    package let pressing: ((Bool) -> Void)?
    package typealias Value = Bool
    package typealias Body = Never
}

/// `onTapGesture(count:coordinateSpace:perform:)`: a spatial tap that runs an action.
nonisolated package struct _SpatialTapAction: Gesture {
    package let count: Int
    package let coordinateSpace: CoordinateSpace
    package let action: (CGPoint) -> Void
    package typealias Value = CGPoint
    package typealias Body = Never
}
