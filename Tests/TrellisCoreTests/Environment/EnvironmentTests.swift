import SwiftUI
import Testing
import TrellisTesting

private struct ThemeKey: EnvironmentKey { static let defaultValue = "plain" }
extension EnvironmentValues {
    var theme: String {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

private struct ThemeLabel: View {
    let name: String
    @Environment(\.theme) private var theme
    var body: some View { Text("\(name): \(theme)") }
}

private struct Bystander: View {
    var body: some View { Text("Bystander") }
}

private struct Themed: View {
    @State private var theme = "dark"
    var body: some View {
        VStack {
            Button("Switch") { theme = "light" }
            ThemeLabel(name: "outside")
            VStack {
                ThemeLabel(name: "inside")
                Bystander()
            }
            .environment(\.theme, theme)
        }
    }
}

/// Re-runs its body on every click, and each time sets the key to its default value around a changed stack.
private struct DefaultThemed: View {
    @State private var clicks = 0
    var body: some View {
        VStack {
            Button("Click") { clicks += 1 }
            Text("Clicks: \(clicks)")
            ThemeLabel(name: "label")
        }
        .environment(\.theme, "plain")
    }
}

@Observable final class Library {
    var books = ["Dune"]
}

private struct BookCount: View {
    @Environment(Library.self) private var library
    var body: some View { Text("\(library.books.count) books") }
}

@MainActor
@Suite struct EnvironmentTests {
    @Test func overridesAreScopedToTheirSubtree() throws {
        let host = ViewHost(Themed())
        _ = try host.find(.text, "outside: plain")
        _ = try host.find(.text, "inside: dark")
    }

    @Test func changingAValueReevaluatesOnlyItsReaders() throws {
        let host = ViewHost(Themed())
        host.resetStats()
        try host.find(.button, "Switch").tap()
        _ = try host.find(.text, "inside: light")
        // Themed's body and the one ThemeLabel that reads the key inside; not Bystander.
        #expect(host.stats.bodiesEvaluated == 2)
    }

    @Test func settingAKeyToTheValueItAlreadyHasReevaluatesNobody() throws {
        // The key was never set above: the label already reads "plain". Setting it to "plain" again on
        // every click is no change, so the label's body doesn't run again.
        let host = ViewHost(DefaultThemed())
        _ = try host.find(.text, "label: plain")
        host.resetStats()
        try host.find(.button, "Click").tap()
        _ = try host.find(.text, "Clicks: 1")
        #expect(host.stats.bodiesEvaluated == 1, "only DefaultThemed's body")
    }

    @Test func observableObjectsFlowThroughTheEnvironment() throws {
        let library = Library()
        let host = ViewHost(BookCount().environment(library))
        _ = try host.find(.text, "1 books")
        library.books.append("Emma")
        _ = try host.find(.text, "2 books")
    }

    @Test func fontAndDisabledInherit() throws {
        let host = ViewHost(VStack { Text("Title"); Button("Go") {} }.font(.title).disabled(true))
        #expect(try host.find(.text, "Title").properties["font"] == "title")
        #expect(try host.find(.button, "Go").properties["disabled"] == "true")
    }
}
