import TrellisCore
import TrellisHost

/// The keyboard shortcuts of one window: which control a key press triggers.
///
/// A control with `.keyboardShortcut(…)` registers itself each time it
/// renders (and unregisters when it renders without one). The browser sends
/// key presses to the focused element or the root; ``ViewGraph/dispatch(_:to:)``
/// asks the registry first, as AppKit's window asks for key equivalents before
/// the focused view sees the key. When several enabled controls share a
/// shortcut, the one rendered first wins. Disabled ones never trigger.
@MainActor
package struct KeyboardShortcutRegistry {
    struct Entry {
        weak var node: Node?
        var shortcut: KeyboardShortcut
        var isEnabled: Bool
        var action: @MainActor () -> Void
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    /// Presented modal dialogs (alerts): while one is up, only its own shortcuts fire.
    private var modals: [ObjectIdentifier: WeakNode] = [:]
    private struct WeakNode { weak var node: Node? }

    package init() {}

    /// Registers (or, with a nil shortcut, removes) `node`'s shortcut.
    mutating func register(_ node: Node, shortcut: KeyboardShortcut?, isEnabled: Bool, action: @escaping @MainActor () -> Void) {
        let key = ObjectIdentifier(node)
        guard let shortcut else {
            if !entries.isEmpty { entries[key] = nil }
            return
        }
        entries[key] = Entry(node: node, shortcut: shortcut, isEnabled: isEnabled, action: action)
    }

    /// Registers a presented modal dialog (each time it renders).
    mutating func registerModal(_ node: Node) {
        modals[ObjectIdentifier(node)] = WeakNode(node: node)
    }

    /// The frontmost presented modal dialog, if any.
    private mutating func frontModal() -> Node? {
        modals = modals.filter { $0.value.node?.isAttached == true }
        return modals.values.compactMap(\.node).max { ($0.element?.id.rawValue ?? 0) < ($1.element?.id.rawValue ?? 0) }
    }

    /// The shortcuts currently live, for tests and the menu bar.
    package var active: [KeyboardShortcut] {
        live.map(\.entry.shortcut)
    }

    private var live: [(order: Int, entry: Entry)] {
        entries.values.compactMap { entry in
            guard let node = entry.node, node.isAttached else { return nil }
            return (node.element?.id.rawValue ?? Int.max, entry)
        }.sorted { $0.order < $1.order }
    }

    /// Runs the first enabled control whose shortcut matches; false when none does.
    mutating func trigger(key: String, modifiers: [String]) -> Bool {
        entries = entries.filter { $0.value.node?.isAttached == true }
        let modal = frontModal()
        guard let match = live.first(where: {
            $0.entry.isEnabled && $0.entry.shortcut.matches(key: key, modifiers: modifiers)
                && (modal == nil || $0.entry.node.map { Self.node($0, isInside: modal) } == true)
        })
        else { return false }
        match.entry.action()
        return true
    }

    private static func node(_ node: Node, isInside ancestor: Node?) -> Bool {
        var current: Node? = node
        while let candidate = current {
            if candidate === ancestor { return true }
            current = candidate.parent
        }
        return false
    }
}
