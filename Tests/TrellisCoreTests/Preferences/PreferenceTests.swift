import SwiftUI
import Testing
import TrellisTesting

private struct TitleKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

private struct Screen: View {
    @State private var titles: [String] = []
    @State private var showThird = false
    var body: some View {
        VStack {
            Text("Titles: \(titles.joined(separator: ", "))")
            Button("Add third") { showThird = true }
            VStack {
                Text("One").preference(key: TitleKey.self, value: ["one"])
                Text("Two").preference(key: TitleKey.self, value: ["two"])
                if showThird { Text("Three").preference(key: TitleKey.self, value: ["three"]) }
            }
            .onPreferenceChange(TitleKey.self) { titles = $0 }
        }
    }
}

private struct Lifecycle: View {
    @State private var shown = true
    @State private var log: [String] = []
    @State private var value = 0
    var body: some View {
        VStack {
            Text("Log: \(log.joined(separator: " "))")
            Button("Toggle") { shown.toggle() }
            Button("Bump") { value += 1 }
            if shown {
                Text("Child")
                    .onAppear { log.append("appear") }
                    .onDisappear { log.append("disappear") }
            }
            Text("Value \(value)")
                .onChange(of: value) { old, new in log.append("\(old)->\(new)") }
        }
    }
}

@MainActor
@Suite struct PreferenceTests {
    @Test func descendantPreferencesReachOnPreferenceChange() throws {
        let host = ViewHost(Screen())
        _ = try host.find(.text, "Titles: one, two")
        try host.find(.button, "Add third").tap()
        _ = try host.find(.text, "Titles: one, two, three")
    }

    @Test func appearDisappearAndChangeRunInOrder() throws {
        let host = ViewHost(Lifecycle())
        _ = try host.find(.text, "Log: appear")
        try host.find(.button, "Bump").tap()
        _ = try host.find(.text, "Log: appear 0->1")
        try host.find(.button, "Toggle").tap()
        _ = try host.find(.text, "Log: appear 0->1 disappear")
    }
}
