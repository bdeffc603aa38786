
/// A view whose content can scroll the scroll views inside it to a view by identity.
///
///     ScrollViewReader { proxy in
///         ScrollView { ForEach(messages) { MessageRow($0) } }
///             .onChange(of: messages.count) { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
///     }
nonisolated public struct ScrollViewReader<Content: View>: View {
    public var content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public typealias Body = Never
}

/// Scrolls the scroll views inside a `ScrollViewReader`.
public struct ScrollViewProxy {
    package let request: (@MainActor (AnyHashable, UnitPoint?) -> Void)?

    package nonisolated init(request: (@MainActor (AnyHashable, UnitPoint?) -> Void)?) { self.request = request }

    /// Scrolls the first scroll view holding a view with identity `id` (its `id(_:)` or `ForEach` id) to
    /// it: with `anchor`, that point of the view lines up with the same point of the scroll view; without
    /// one, by the least amount that shows the whole view. Inside `withAnimation` it scrolls smoothly.
    @MainActor @preconcurrency
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        // `scrollTo(messages.last?.id)`: an optional id is its value, and nil scrolls nowhere.
        let mirror = Mirror(reflecting: id)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value as? AnyHashable else { return }
            request?(wrapped, anchor)
            return
        }
        request?(AnyHashable(id), anchor)
    }
}
