import Foundation
import SwiftUI
import Testing
import TrellisHost
import TrellisTesting

@MainActor
@Suite struct FixedSizeTests {
    @Test func fixedSizeSpellsItsAxes() throws {
        let host = ViewHost(VStack {
            Text("One line").fixedSize()
            Text("All lines").fixedSize(horizontal: false, vertical: true)
            Text("Wide").fixedSize(horizontal: true, vertical: false)
            Text("Free").fixedSize(horizontal: false, vertical: false)
        })
        #expect(try host.find(.text, "One line").properties["fixedSize"] == "both")
        #expect(try host.find(.text, "All lines").properties["fixedSize"] == "vertical")
        #expect(try host.find(.text, "Wide").properties["fixedSize"] == "horizontal")
        #expect(try host.find(.text, "Free").properties["fixedSize"] == nil)
    }

    @Test func fixedSizeOnAStackLandsOnTheStack() throws {
        let host = ViewHost(VStack {
            Button("OK") {}.frame(maxWidth: .infinity)
            Button("Cancel") {}.frame(maxWidth: .infinity)
        }.fixedSize())
        var stacks: [HostNode] = []
        host.tree.forEach { if $0.properties["layout"] == "vstack" { stacks.append($0) } }
        #expect(stacks.last?.properties["fixedSize"] == "both")
        #expect(try host.find(.button, "OK").properties["maxWidth"] == "infinity")
    }

    @Test func layoutPriorityRanksChildren() throws {
        let host = ViewHost(HStack {
            Text("A long title that may truncate")
            Text("$9.99").layoutPriority(1)
            Text("Note").layoutPriority(-1)
            Text("Plain").layoutPriority(0)
        })
        #expect(try host.find(.text, "$9.99").properties["layoutPriority"] == "high")
        #expect(try host.find(.text, "Note").properties["layoutPriority"] == "low")
        #expect(try host.find(.text, "Plain").properties["layoutPriority"] == nil)
        #expect(try host.find(.text, "A long title that may truncate").properties["layoutPriority"] == nil)
    }

    @Test func spacerMinLengthIsSpelled() throws {
        let host = ViewHost(HStack { Text("a"); Spacer(minLength: 0); Text("b"); Spacer(minLength: 24); Spacer() })
        var spacers: [HostNode] = []
        host.tree.forEach { if $0.properties["layout"] == "spacer" { spacers.append($0) } }
        #expect(spacers.map { $0.properties["minLength"] } == ["0", "24", nil])
    }
}
