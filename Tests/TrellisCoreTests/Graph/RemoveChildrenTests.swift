import SwiftUI
import Testing
import TrellisTesting

private struct Row: Identifiable, Equatable {
    let id: Int
    var name: String
}

/// A keyed list that is its stack's only content, and one that shares its stack with a header.
private struct Rows: View {
    @State var rows: [Row] = (0..<5).map { Row(id: $0, name: "Row \($0)") }
    @State var extra: [Row] = (0..<3).map { Row(id: $0, name: "Extra \($0)") }
    var body: some View {
        VStack {
            Button("Clear") { rows = [] }
            Button("Replace") { rows = (10..<14).map { Row(id: $0, name: "Row \($0)") } }
            Button("Remove one") { rows.removeFirst() }
            Button("Clear extra") { extra = [] }
            VStack(spacing: 0) {
                ForEach(rows) { row in Text(row.name) }
            }
            VStack(spacing: 0) {
                Text("Header")
                ForEach(extra) { row in Text(row.name) }
            }
        }
    }
}

/// Emptying a keyed `ForEach` that fills its element is one `removeChildren`, not a remove per row.
@MainActor
@Suite struct RemoveChildrenTests {
    func node(_ id: HostElementID, in tree: HostNode) -> HostNode? {
        if tree.id == id { return tree }
        for child in tree.children { if let found = node(id, in: child) { return found } }
        return nil
    }

    func names(_ host: ViewHost, _ prefix: String) -> [String] {
        host.findAll(.text).map(\.name).filter { $0.hasPrefix(prefix) }
    }

    @Test func clearingAListThatFillsItsStackIsOneChange() throws {
        let host = ViewHost(Rows())
        try host.find(.button, "Clear").tap()
        let changes = host.updates.last?.changes ?? []
        #expect(changes.count == 1)
        guard case let .removeChildren(id)? = changes.first else {
            Issue.record("expected one removeChildren, got \(changes)")
            return
        }
        #expect(names(host, "Row").isEmpty)
        // The stack that held the rows is still there and empty; the other list is untouched.
        #expect(node(id, in: host.tree)?.children.isEmpty == true)
        #expect(names(host, "Extra") == ["Extra 0", "Extra 1", "Extra 2"])
        #expect(try host.find(.text, "Header").name == "Header")
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func replacingEveryRowIsOneClearThenTheInserts() throws {
        let host = ViewHost(Rows())
        try host.find(.button, "Replace").tap()
        let changes = host.updates.last?.changes ?? []
        guard case .removeChildren? = changes.first else {
            Issue.record("expected removeChildren first, got \(changes)")
            return
        }
        #expect(changes.dropFirst().allSatisfy { if case .insert = $0 { true } else { false } })
        #expect(changes.count == 5)
        #expect(names(host, "Row") == ["Row 10", "Row 11", "Row 12", "Row 13"])
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func aListSharingItsStackRemovesRowByRow() throws {
        let host = ViewHost(Rows())
        try host.find(.button, "Clear extra").tap()
        let changes = host.updates.last?.changes ?? []
        #expect(changes.count == 3)
        #expect(changes.allSatisfy { if case .remove = $0 { true } else { false } })
        #expect(names(host, "Extra").isEmpty)
        #expect(try host.find(.text, "Header").name == "Header")
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func removingOneRowStaysARemove() throws {
        let host = ViewHost(Rows())
        try host.find(.button, "Remove one").tap()
        let changes = host.updates.last?.changes ?? []
        #expect(changes.count == 1)
        guard case .remove? = changes.first else {
            Issue.record("expected a remove, got \(changes)")
            return
        }
        #expect(names(host, "Row") == ["Row 1", "Row 2", "Row 3", "Row 4"])
    }
}
