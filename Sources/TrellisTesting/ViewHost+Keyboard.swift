import TrellisHost

extension ViewHost {
    /// Presses a key with modifiers, as the browser reports it to the window
    /// (the root element): keyboard shortcuts (`⌘S`, Return for the default
    /// action, Escape for cancel) trigger their control.
    ///
    ///     try host.pressKey("s", modifiers: ["command"])
    ///     try host.pressKey("return")
    public func pressKey(_ key: String, modifiers: [String] = []) throws {
        try send(.key(key, modifiers: modifiers), to: .root)
    }
}

extension ViewHost.Element {
    /// Secondary-clicks (or long-presses) the element: the nearest context
    /// menu around it opens, as in the browser.
    public func openContextMenu() throws {
        var id: HostElementID? = self.id
        while let current = id {
            if host.tree.find(current)?.properties["contextMenu"] == "true" {
                try host.send(.contextMenu, to: current)
                return
            }
            id = host.mirror.parent(of: current)
        }
        throw ViewHostError.notFound("no context menu around \(description)")
    }

    /// Dismisses the popup this element owns (Escape, or a click elsewhere).
    public func dismiss() throws { try host.send(.dismiss, to: id) }
}
