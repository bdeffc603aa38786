import SwiftUI
import Testing
import TrellisTesting

private struct OldStyle: View {
    @State private var count = 0
    var body: some View {
        NavigationView {
            VStack {
                Text("Count \(count)")
                NavigationLink("Details") {
                    Text("Detail").navigationBarBackButtonHidden(true)
                }
            }
            .navigationBarTitle("Inbox", displayMode: .inline)
            .navigationBarItems(leading: Button("Sort") {}, trailing: Button("Add") { count += 1 })
        }
        .navigationViewStyle(StackNavigationViewStyle())
        .preferredColorScheme(.dark)
    }
}

private struct SchemeReader: View {
    @Environment(\.colorScheme) private var scheme
    var body: some View { Text(scheme == .dark ? "dark" : "light") }
}

@MainActor
@Suite struct LegacyNavigationBarTests {
    @Test func navigationBarTitleAndItemsLandInTheBar() throws {
        let host = ViewHost(OldStyle(), idiom: .phone)
        #expect(host.region(of: "Sort", role: .button) == "titlebar.leading")
        #expect(host.region(of: "Add", role: .button) == "titlebar.trailing")
        #expect(host.contains("Inbox"))
        try host.find(.button, "Add").tap()
        _ = try host.find(.text, "Count 1")
        let mac = ViewHost(OldStyle(), idiom: .mac)
        #expect(mac.region(of: "Add", role: .button) != nil)
    }

    @Test func backButtonHiddenRemovesTheBackButton() throws {
        let host = ViewHost(OldStyle(), idiom: .phone)
        try host.find(.button, "Details").tap()
        _ = try host.find(.text, "Detail")
        #expect(host.findAll(.button, "Inbox").isEmpty)
        #expect(host.findAll(.button, "Back").isEmpty)
    }

    @Test func navigationBarHiddenHidesTheBar() throws {
        let shown = ViewHost(NavigationStack { Text("Body").navigationTitle("Shown").navigationBarItems(trailing: Button("Go") {}) }, idiom: .phone)
        #expect(shown.region(of: "Go", role: .button) != nil)
        let hidden = ViewHost(NavigationStack { Text("Body").navigationTitle("Shown").navigationBarItems(trailing: Button("Go") {}).navigationBarHidden(true) }, idiom: .phone)
        #expect(hidden.findAll(.button, "Go").isEmpty)
    }

    @Test func preferredColorSchemeReachesTheViewsBelowAndTheWindow() throws {
        let host = ViewHost(SchemeReader().preferredColorScheme(.dark), idiom: .phone)
        let text = try host.find(.text, "dark")
        #expect(text.properties["preferredColorScheme"] == "dark")
    }
}
