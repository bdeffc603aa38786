import SwiftUI
import Testing
@testable import TrellisGraph
@testable import TrellisTesting

/// The graph forgets the elements of removed views, whether few go (a row) or most (a clear, a
/// replacement, which it does by keeping the rest): an event for one of them is refused as unknown,
/// and every element still shown still takes events.
@MainActor
@Suite struct RemovedElementsTests {
    private struct Item: Identifiable {
        let id: Int
    }

    private struct Rows: View {
        @State private var items = (0..<50).map { Item(id: $0) }
        @State private var taps = 0
        var body: some View {
            VStack {
                Text("Taps \(taps)")
                Button("Clear") { items = [] }
                Button("Replace") { items = (100..<150).map { Item(id: $0) } }
                Button("Remove first") { if !items.isEmpty { items.removeFirst() } }
                ForEach(items) { item in
                    Button("Item \(item.id)") { taps += 1 }
                }
            }
        }
    }

    private func ids(of host: ViewHost, _ names: [String]) throws -> [HostElementID] {
        try names.map { try host.find(.button, $0).id }
    }

    @Test func aRemovedRowsElementsAreForgotten() throws {
        let host = ViewHost(Rows())
        let gone = try ids(of: host, ["Item 0"])
        try host.find(.button, "Remove first").tap()
        #expect(host.graph.elementNodes[gone[0]] == nil)
        #expect(throws: GraphEventError.unknownElement(gone[0])) { try host.graph.dispatch(.activate, to: gone[0]) }
        try host.find(.button, "Item 1").tap()
        _ = try host.find(.text, "Taps 1")
    }

    @Test(arguments: ["Clear", "Replace"])
    func mostElementsGoingAtOnceAreForgottenAndTheRestStillWork(button: String) throws {
        let host = ViewHost(Rows())
        let gone = try ids(of: host, (0..<50).map { "Item \($0)" })
        let before = host.graph.elementNodes.count
        try host.find(.button, button).tap()
        for id in gone { #expect(host.graph.elementNodes[id] == nil) }
        #expect(throws: GraphEventError.unknownElement(gone[7])) { try host.graph.dispatch(.activate, to: gone[7]) }
        let rows = button == "Clear" ? 0 : 50
        // Each row is a button and its label.
        #expect(host.graph.elementNodes.count == before - 100 + 2 * rows)
        for (id, node) in host.graph.elementNodes {
            #expect(node.isMounted && node.element?.id == id)
        }
        try host.find(.button, "Remove first").tap()
        if button == "Replace" { try host.find(.button, "Item 120").tap() }
        try host.find(.button, "Clear").tap()
        _ = try host.find(.text, button == "Replace" ? "Taps 1" : "Taps 0")
    }
}
