import SwiftUI
import Testing
import TrellisTesting

// A page whose body reads a counter: a click re-runs the whole body, and every view in it is a new
// value. What changed is one text; the rest of the page should cost nothing to bring up to date.

private struct Panel<Content: View>: View {
    let title: String
    @ViewBuilder var content: Content
    var body: some View {
        VStack(alignment: .leading) {
            Text(title).font(.headline)
            content
        }
        .padding(8)
    }
}

private struct Page: View {
    @State private var count = 0
    @State private var log: [String] = []
    var lines = 40

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Panel(title: "Counter") {
                Text("Count: \(count)").font(.title2).monospaced()
                HStack {
                    Button("Decrement") { count -= 1 }
                    Button("Increment") { count += 1 }
                }
            }
            // The label never changes; the action captures the count it was made with.
            let seen = count
            Button("Log") { log.append("saw \(seen)") }
            Text(log.joined(separator: ", "))
            ForEach(0..<lines, id: \.self) { line in
                Text("Line \(line) never changes").foregroundStyle(.secondary)
            }
            Panel(title: "Static") {
                Text("Nothing here reads the counter.")
                Button("Does nothing") {}
            }
        }
    }
}

@MainActor
@Suite struct UnchangedBuiltinTests {
    @Test func aClickRebuildsTheViewsThatChangedNotThePage() throws {
        let small = ViewHost(Page(lines: 0))
        let large = ViewHost(Page(lines: 400))
        for host in [small, large] {
            host.resetStats()
            try host.find(.button, "Increment").tap()
            #expect(try host.find(.text, "Count: 1").name == "Count: 1")
            #expect(host.stats.hostChanges == 1, "\(host.stats)")
        }
        // The page's size doesn't change what a click rebuilds: 400 more lines, not one more builtin.
        #expect(large.stats.builtinsBuilt == small.stats.builtinsBuilt, "\(small.stats) vs \(large.stats)")
        #expect(small.stats.builtinsBuilt < 20, "\(small.stats)")
    }

    @Test func aButtonWhoseActionCapturedANewValueRunsTheNewAction() throws {
        let host = ViewHost(Page(lines: 3))
        try host.find(.button, "Increment").tap()
        try host.find(.button, "Increment").tap()
        try host.find(.button, "Log").tap()
        _ = try host.find(.text, "saw 2")
        try host.find(.button, "Decrement").tap()
        try host.find(.button, "Log").tap()
        _ = try host.find(.text, "saw 2, saw 1")
    }

    @Test func anUnchangedTextStillFollowsItsEnvironment() throws {
        struct Themed: View {
            @State private var large = false
            var body: some View {
                VStack {
                    Button("Toggle") { large.toggle() }
                    Text("Same words").font(large ? .largeTitle : .body)
                    Group { Text("Inherits") }.font(large ? .largeTitle : .body)
                }
            }
        }
        let host = ViewHost(Themed())
        let before = try host.find(.text, "Inherits").properties["font"]
        try host.find(.button, "Toggle").tap()
        let after = try host.find(.text, "Inherits").properties["font"]
        #expect(before != after)
        #expect(try host.find(.text, "Same words").properties["font"] == after)
    }
}
