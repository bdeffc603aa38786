
/// How scroll views below settle (`scrollTargetBehavior`), as the host spells it.
package enum ScrollSnap: String, Sendable {
    case paging, viewAligned
}

/// A scroll position binding (`scrollPosition(id:anchor:)`), type-erased for the environment.
package struct ScrollPositionBinding {
    /// The id now, nil when none is set.
    package let get: () -> AnyHashable?
    /// Sets the id when `value` has the binding's type; false when it hasn't.
    package let set: (AnyHashable) -> Bool
    package let anchor: UnitPoint?
}

struct ScrollSnapKey: EnvironmentKey { static let defaultValue: ScrollSnap? = nil }
struct ScrollEnabledKey: EnvironmentKey { static let defaultValue = true }
struct DefaultScrollAnchorKey: EnvironmentKey { static let defaultValue: UnitPoint? = nil }
struct ScrollPositionKey: EnvironmentKey { nonisolated(unsafe) static let defaultValue: ScrollPositionBinding? = nil }

extension EnvironmentValues {
    /// Whether scroll views below scroll (`scrollDisabled(_:)` sets it to false).
    public var isScrollEnabled: Bool {
        get { self[ScrollEnabledKey.self] }
        set { self[ScrollEnabledKey.self] = newValue }
    }

    package var _scrollSnap: ScrollSnap? {
        get { self[ScrollSnapKey.self] }
        set { self[ScrollSnapKey.self] = newValue }
    }

    package var _defaultScrollAnchor: UnitPoint? {
        get { self[DefaultScrollAnchorKey.self] }
        set { self[DefaultScrollAnchorKey.self] = newValue }
    }

    package var _scrollPosition: ScrollPositionBinding? {
        get { self[ScrollPositionKey.self] }
        set { self[ScrollPositionKey.self] = newValue }
    }
}

/// `scrollTargetLayout()`: the layout whose children a view-aligned scroll view settles on.
nonisolated package struct _ScrollTargetLayoutModifier: ViewModifier {
    package let isEnabled: Bool
    package typealias Body = Never
}

nonisolated extension View {
    /// Stops scroll views below from scrolling.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isScrollEnabled) { enabled in enabled = enabled && !disabled }
    }

    /// How scroll views below come to rest: `.paging` or `.viewAligned` (with `scrollTargetLayout()`).
    // LIMITATION: `scrollTargetBehavior(_:)` | `.paging` and `.viewAligned` snap with CSS scroll snapping: paging settles on the content's children (whole pages when each child is as large as the scroll view), a custom behavior's `updateTarget` isn't called and the view scrolls freely | the browser settles scrolls itself
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        let snap: ScrollSnap? = behavior is PagingScrollTargetBehavior ? .paging : behavior is ViewAlignedScrollTargetBehavior ? .viewAligned : nil
        return environment(\._scrollSnap, snap)
    }

    /// Marks the layout whose children a `.viewAligned` scroll view settles on.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        modifier(_ScrollTargetLayoutModifier(isEnabled: isEnabled))
    }

    /// Where scroll views below start: `.bottom` starts a chat at its newest message and keeps it there
    /// as messages arrive while it is scrolled to the end.
    // LIMITATION: `defaultScrollAnchor(_:)` | honours the anchor along the scroll axis (top, centre, bottom; leading, trailing) | the browser starts every scroll box at its start otherwise
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        environment(\._defaultScrollAnchor, anchor)
    }

    /// Keeps `id` the identity of the view of the `scrollTargetLayout()` at the top (leading edge) of
    /// the scroll views below, and scrolls to the view when `id` is set.
    // LIMITATION: `scrollPosition(id:anchor:)` | the view reported is the first child of the scroll view's layout whose bottom is below the scroll view's top; `anchor` is used when scrolling to a set id only | the page reports the first visible child, not a point
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        let typed = TypedScrollPosition(binding: id)
        let position = ScrollPositionBinding(get: typed.get, set: typed.set, anchor: anchor)
        return environment(\._scrollPosition, position)
    }
}

/// A `scrollPosition` binding with its id type: the erased binding's getter and setter.
nonisolated private struct TypedScrollPosition<ID: Hashable> {
    let binding: Binding<ID?>

    func get() -> AnyHashable? {
        guard let value = binding.wrappedValue else { return nil }
        return AnyHashable(value)
    }

    func set(_ value: AnyHashable) -> Bool {
        guard let typed = value.base as? ID else { return false }
        if binding.wrappedValue != typed { binding.wrappedValue = typed }
        return true
    }
}
