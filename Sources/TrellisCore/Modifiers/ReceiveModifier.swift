public import OpenCombine

/// Subscribes to a publisher while the view is in the graph.
nonisolated package struct _ReceiveModifier<P: Publisher>: ViewModifier where P.Failure == Never {
    package let publisher: P
    package let action: (P.Output) -> Void
    package typealias Body = Never
}

nonisolated extension View {
    /// Runs `action` with each value `publisher` emits, for as long as this view
    /// is in the hierarchy.
    ///
    ///     Text("\(seconds) s")
    ///         .onReceive(timer) { _ in seconds += 1 }
    ///
    /// The view subscribes when it appears and cancels when it disappears. A new
    /// publisher (a different instance, or an unequal value) replaces the
    /// subscription; the latest `action` is the one called. Values published off
    /// the main thread are delivered on the main queue.
    public func onReceive<P>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P: Publisher, P.Failure == Never {
        modifier(_ReceiveModifier(publisher: publisher, action: action))
    }
}
