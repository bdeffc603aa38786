public import TrellisHost
import Foundation

extension ViewHost {
    /// An element of the hosted tree, found by role and accessible name.
    @MainActor
    public struct Element: CustomStringConvertible {
        unowned let host: ViewHost
        nonisolated public let id: HostElementID
        nonisolated public let node: HostNode

        public var role: HostRole { node.role }
        /// The accessible name: what a screen reader announces.
        public var name: String { node.accessibleName }
        public var properties: [String: String] { node.properties }
        public var text: String? { node.text }
        nonisolated public var description: String { node.dumpLine }

        /// Clicks or taps the element.
        public func tap() throws { try host.send(.activate, to: id) }

        /// Flips a switch or checkbox.
        public func toggle() throws {
            let current = host.tree.find(id)?.properties["checked"] == "true"
            try host.send(.setBool(!current), to: id)
        }

        /// Moves a slider or sets a stepper.
        public func setValue(_ value: Double) throws { try host.send(.setNumber(value), to: id) }

        /// Replaces the text of a text field.
        public func type(_ text: String) throws { try host.send(.setText(text), to: id) }

        /// Holds the element down (`isPressed` becomes true) until ``release()``.
        public func press() throws { try host.send(.pressBegan, to: id) }
        public func release() throws { try host.send(.pressEnded, to: id) }

        /// Sends any event.
        public func send(_ event: HostEvent) throws { try host.send(event, to: id) }

        /// Scrolls a long list so that its rows `rows` (indices among all its rows)
        /// are on screen, as the browser reports it (`visibleRange`).
        public func scroll(toRows rows: Range<Int>) throws {
            try host.send(.visibleRange(from: rows.lowerBound, to: rows.upperBound), to: id)
        }

        /// The element as it is now (properties may have changed since it was found).
        public var current: Element? { host.tree.find(id).map { Element(host: host, id: id, node: $0) } }
    }

    /// The one element with this role and accessible name.
    ///
    /// - Throws: ``ViewHostError/notFound(_:)`` listing the elements that came
    ///   closest, or ``ViewHostError/ambiguous(_:)`` when several match.
    public func find(_ role: HostRole, _ name: String) throws -> Element {
        let matches = findAll(role, name)
        if matches.count == 1 { return matches[0] }
        if matches.count > 1 {
            throw ViewHostError.ambiguous("\(matches.count) elements are \(role) \"\(name)\": \(matches.map(\.description).joined(separator: "; "))")
        }
        var nearMisses: [String] = []
        tree.forEach { node in
            if node.role == role || (!name.isEmpty && node.accessibleName.localizedCaseInsensitiveContains(name)) {
                nearMisses.append(node.dumpLine)
            }
        }
        let hint = nearMisses.isEmpty ? "nothing similar; the tree is:\n\(dump())" : "near misses:\n  " + nearMisses.prefix(12).joined(separator: "\n  ")
        throw ViewHostError.notFound("no \(role) named \"\(name)\"; \(hint)")
    }

    /// Every element with this role (and name, when given), in tree order.
    public func findAll(_ role: HostRole, _ name: String? = nil) -> [Element] {
        var result: [Element] = []
        tree.forEach { node in
            if node.role == role, name == nil || node.accessibleName == name {
                result.append(Element(host: self, id: node.id, node: node))
            }
        }
        return result
    }
}

/// Why a lookup or interaction in a ``ViewHost`` failed.
public enum ViewHostError: Error, CustomStringConvertible {
    case notFound(String)
    case ambiguous(String)
    case eventRejected(String)

    public var description: String {
        switch self {
        case let .notFound(message): "ViewHostError: \(message)"
        case let .ambiguous(message): "ViewHostError: \(message)"
        case let .eventRejected(message): "ViewHostError: the event was rejected: \(message)"
        }
    }
}

extension HostNode {
    func find(_ id: HostElementID) -> HostNode? {
        if self.id == id { return self }
        for child in children { if let found = child.find(id) { return found } }
        return nil
    }
}
