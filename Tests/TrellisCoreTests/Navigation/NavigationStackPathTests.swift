import SwiftUI
import Testing
import TrellisTesting

// `NavigationStack(path:)`: pushing and popping through the binding and
// through `NavigationLink(value:)` + `navigationDestination(for:)`, with the
// back button each idiom shows.

private struct Numbers: View {
    @Binding var path: [Int]
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                NavigationLink("Show 7", value: 7)
                Text("Depth \(path.count)")
            }
            .navigationTitle("Numbers")
            .navigationDestination(for: Int.self) { n in
                VStack {
                    Text("Number \(n)")
                    NavigationLink("Next", value: n + 1)
                }
                .navigationTitle("No. \(n)")
            }
        }
    }
}

/// Owns the path as `@State` and exposes buttons that edit it the way app code would.
private struct PathOwner: View {
    @State private var path: [Int] = []
    var body: some View {
        VStack {
            Button("Push 3") { path.append(3) }
            Button("Pop") { if !path.isEmpty { path.removeLast() } }
            Button("Pop to root") { path.removeAll() }
            Text("Path \(path.map(String.init).joined(separator: ","))")
            Numbers(path: $path)
        }
    }
}

@MainActor
@Suite struct NavigationStackPathTests {
    /// Names of the visible (top) level's texts.
    func topLevelTexts(_ host: ViewHost) -> [String] {
        var levels: [HostNode] = []
        host.tree.forEach { node in
            if node.properties["chrome"] == "level", node.properties["hidden"] != "true" { levels.append(node) }
        }
        var texts: [String] = []
        levels.last?.forEach { if $0.role == .text, let t = $0.text { texts.append(t) } }
        return texts
    }

    /// The back button's visible text (its icon aside).
    func backLabel(_ node: HostNode) -> String? {
        node.children.first { $0.role == .text }?.text
    }

    @Test func thePathBindingPushesAndPops() throws {
        let host = ViewHost(PathOwner(), idiom: .phone, size: CGSize(width: 390, height: 844))
        #expect(topLevelTexts(host).contains("Depth 0"))
        try host.find(.button, "Push 3").tap()
        #expect(topLevelTexts(host).contains("Number 3"))
        try host.find(.button, "Push 3").tap()
        _ = try host.find(.text, "Path 3,3")
        try host.find(.button, "Pop").tap()
        #expect(topLevelTexts(host).contains("Number 3"))
        try host.find(.button, "Pop to root").tap()
        #expect(topLevelTexts(host).contains("Depth 0"))
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func linksPushValuesOntoTheBoundPath() throws {
        let host = ViewHost(PathOwner(), idiom: .phone, size: CGSize(width: 390, height: 844))
        try host.find(.button, "Show 7").tap()
        _ = try host.find(.text, "Path 7")
        #expect(topLevelTexts(host).contains("Number 7"))
        try host.findAll(.button, "Next").last.map { try $0.tap() }
        _ = try host.find(.text, "Path 7,8")
        #expect(topLevelTexts(host).contains("Number 8"))
    }

    @Test func phoneBackButtonNamesThePreviousLevelAndPops() throws {
        let host = ViewHost(PathOwner(), idiom: .phone, size: CGSize(width: 390, height: 844))
        try host.find(.button, "Show 7").tap()
        let back = try host.find(.button, "Back")
        #expect(backLabel(back.node) == "Numbers", "iOS labels the back button with the previous title")
        #expect(host.region(of: "Back", role: .button) == "titlebar.leading")
        try host.findAll(.button, "Next").last.map { try $0.tap() }
        let backs = host.findAll(.button, "Back").filter { host.isOnTopLevel($0.node) }
        #expect(backs.map { backLabel($0.node) } == ["No. 7"])
        try backs.first?.tap()
        _ = try host.find(.text, "Path 7")
        #expect(topLevelTexts(host).contains("Number 7"))
    }

    @Test func macBackButtonIsAChevronWithoutALabel() throws {
        let host = ViewHost(PathOwner(), idiom: .mac)
        try host.find(.button, "Show 7").tap()
        let back = try host.find(.button, "Back")
        #expect(backLabel(back.node) == nil, "the Mac shows only a chevron")
        #expect(back.node.children.contains { $0.role == .img })
        try back.tap()
        _ = try host.find(.text, "Path ")
        #expect(topLevelTexts(host).contains("Depth 0"))
    }

    @Test func tvHasNoBackButton() throws {
        // tvOS goes back with the remote's Menu button; there is no button in the bar.
        let host = ViewHost(PathOwner(), idiom: .tv, size: CGSize(width: 1920, height: 1080))
        try host.find(.button, "Show 7").tap()
        #expect(host.findAll(.button, "Back").isEmpty)
    }
}

extension ViewHost {
    /// Whether `node` is in the top level of its stack (not under a hidden level).
    func isOnTopLevel(_ node: HostNode) -> Bool {
        guard let path = tree.path(to: { $0.id == node.id }) else { return false }
        return !path.contains { $0.properties["chrome"] == "level" && $0.properties["hidden"] == "true" }
    }
}
