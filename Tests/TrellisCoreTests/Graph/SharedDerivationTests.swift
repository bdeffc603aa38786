import SwiftUI
import Testing
@testable import TrellisGraph
import TrellisTesting

/// What many rows make alike is made once and shared (a stateless button style's environment, a lone
/// inherited property, a symbol's properties, a node's one child). Sharing must never show: each row
/// renders what it would have on its own, and follows what changes above it.
@MainActor
@Suite struct SharedDerivationTests {
    @Observable final class Settings {
        var disabled = false
        var selected = 1
        var plain = true
    }

    private struct Rows: View {
        let settings: Settings
        var body: some View {
            VStack {
                ForEach(0..<3, id: \.self) { i in
                    HStack {
                        Text("Row \(i)")
                        if settings.plain {
                            Button("Open \(i)") {}.buttonStyle(.plain)
                        } else {
                            Button("Open \(i)") {}.buttonStyle(.borderless)
                        }
                        Image(systemName: "xmark")
                    }
                    .background(settings.selected == i ? Color.accentColor : Color.clear)
                }
            }
            .disabled(settings.disabled)
        }
    }

    @Test func rowsSharingAStyleFollowTheEnvironmentAboveThem() throws {
        let settings = Settings()
        let host = ViewHost(Rows(settings: settings))
        for i in 0..<3 {
            #expect(try host.find(.button, "Open \(i)").properties["style"] == "plain")
            #expect(try host.find(.button, "Open \(i)").properties["disabled"] == nil)
        }
        settings.disabled = true
        host.update()
        for i in 0..<3 { #expect(try host.find(.button, "Open \(i)").properties["disabled"] == "true", "row \(i)") }
        settings.plain = false
        host.update()
        for i in 0..<3 {
            #expect(try host.find(.button, "Open \(i)").properties["style"] == "borderless", "row \(i)")
            #expect(try host.find(.button, "Open \(i)").properties["disabled"] == "true", "row \(i)")
        }
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func eachRowKeepsItsOwnBackground() throws {
        let settings = Settings()
        let host = ViewHost(Rows(settings: settings))
        func rowStacks() -> [HostNode] { host.tree.allNodes().filter { $0.properties["layout"] == "hstack" } }
        let before = rowStacks().map { $0.properties["background"] }
        #expect(before.count == 3)
        #expect(before[0] != nil && before[0] == before[2], "unselected rows show the same background")
        #expect(before[1] != nil && before[1] != before[0], "the selected row shows its own")
        settings.selected = 2
        host.update()
        let after = rowStacks()
        #expect(after.map { $0.properties["background"] } == [before[0], before[0], before[1]])
        // Each stack holds its layout and its background, nothing from another row.
        #expect(after.allSatisfy { $0.properties.keys.sorted() == ["background", "layout"] })
    }

    @Test func aSymbolImageIsNamedAndLabelledInEveryRow() throws {
        let host = ViewHost(Rows(settings: Settings()))
        let images = host.tree.allNodes().filter { $0.role == .img }
        #expect(images.count == 3)
        for image in images {
            #expect(image.properties["systemName"] == "xmark")
            #expect(image.properties["label"] != nil)
        }
    }

    /// A style with stored properties is not one style in every value: each value is its own.
    private struct Tinted: PrimitiveButtonStyle {
        let red: Bool
        func makeBody(configuration: Configuration) -> some View {
            Button(configuration).tint(red ? Color.red : Color.blue)
        }
    }

    @Test func aStyleWithPropertiesIsAppliedPerValue() throws {
        let host = ViewHost(VStack {
            ForEach(0..<3, id: \.self) { i in
                Button(i == 1 ? "Blue \(i)" : "Red \(i)") {}.buttonStyle(Tinted(red: i != 1))
            }
        })
        let tints = try ["Red 0", "Blue 1", "Red 2"].map { try host.find(.button, $0).properties["tint"] }
        #expect(tints[0] != nil && tints[0] == tints[2] && tints[1] != nil && tints[1] != tints[0])
    }

    @Test func aStackKeepsItsChildrensStateWhenASiblingChangesKind() throws {
        let host = ViewHost(Toggler())
        try host.find(.button, "Count 0").tap()
        try host.find(.button, "Count 1").tap()
        try host.find(.button, "Switch").tap()
        // The counter sits at the same place in the stack's block: its state is kept.
        _ = try host.find(.button, "Count 2")
        _ = try host.find(.text, "Second")
    }

    private struct Counter: View {
        @State private var count = 0
        var body: some View { Button("Count \(count)") { count += 1 } }
    }

    private struct Toggler: View {
        @State private var first = true
        var body: some View {
            HStack {
                Counter()
                if first { Text("First") } else { Text("Second") }
                Button("Switch") { first.toggle() }
            }
        }
    }

    @Test func nodeChildrenHoldNoneOneOrMany() {
        let graph = ViewGraph(EmptyView())
        let nodes = (0..<3).map { Node(graph: graph, parent: nil, key: PositionKey.at($0), view: EmptyView(), inputs: graph.root.inputs) }
        #expect(NodeChildren().isEmpty)
        let one = NodeChildren(one: nodes[0])
        #expect(one.count == 1 && one[0] === nodes[0] && one.array.count == 1)
        #expect(NodeChildren([nodes[1]]).first === nodes[1])
        let many = NodeChildren(nodes)
        #expect(many.count == 3 && many.map(\.key) == nodes.map(\.key))
        #expect(NodeChildren([]).isEmpty)
    }

    class Tally: NodeState { var count = 0 }
    final class Press: NodeState { var down = false }
    final class LoudTally: Tally {}

    @Test func nodeStatesFindEachStateByTheTypeItWasStoredFor() {
        var states = NodeStates()
        #expect(states.isEmpty && states.get(Tally.self) == nil)
        // One state, then a second of another type, then the first dropped: each found by its type.
        let tally = Tally()
        states.set(tally, for: Tally.self)
        #expect(states.get(Tally.self) === tally && states.get(Press.self) == nil)
        let press = Press()
        states.set(press, for: Press.self)
        #expect(states.get(Tally.self) === tally && states.get(Press.self) === press)
        states.set(nil, for: Tally.self)
        #expect(states.get(Tally.self) == nil && states.get(Press.self) === press)
        states.set(nil, for: Press.self)
        #expect(states.isEmpty)
        // A subclass's instance stored for its superclass is found by the superclass, not its own class.
        let loud = LoudTally()
        states.set(loud, for: Tally.self)
        #expect(states.get(Tally.self) === loud && states.get(LoudTally.self) == nil)
        // Replacing keeps one state per type.
        let other = Tally()
        states.set(other, for: Tally.self)
        #expect(states.get(Tally.self) === other)
        states.set(nil, for: LoudTally.self)
        #expect(states.get(Tally.self) === other)
        // A lone state replaced by a subclass's instance is still found by the type it was stored for.
        var lone = NodeStates()
        lone.set(Tally(), for: Tally.self)
        let louder = LoudTally()
        lone.set(louder, for: Tally.self)
        #expect(lone.get(Tally.self) === louder && lone.get(LoudTally.self) == nil)
        lone.set(nil, for: Tally.self)
        #expect(lone.isEmpty)
    }
}

private extension HostNode {
    func allNodes() -> [HostNode] {
        var result: [HostNode] = []
        forEach { result.append($0) }
        return result
    }
}
