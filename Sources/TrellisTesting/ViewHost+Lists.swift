public import TrellisHost

extension ViewHost.Element {
    /// Swipes a list row sideways, as a horizontal drag does in the browser: reveals the
    /// row's `edge` swipe actions (nil closes them); `full` is a full swipe, which runs
    /// the edge's first action.
    ///
    ///     try host.find(.listitem, "Invoice").swipe(.trailing)
    ///     try host.find(.button, "Archive").tap()
    public func swipe(_ edge: HostSwipeEdge?, full: Bool = false) throws {
        try send(.swipe(edge, full: full))
    }
}
