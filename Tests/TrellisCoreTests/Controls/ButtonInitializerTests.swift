import SwiftUI
import Testing
import TrellisTesting

private struct Refresh: AppIntent {
    static let title: LocalizedStringResource = "Refresh"
    @MainActor static var performed = 0
    init() {}
    func perform() async throws -> some IntentResult {
        Refresh.performed += 1
        return .result()
    }
}

extension ImageResource {
    fileprivate static let logo = ImageResource(name: "logo", bundle: .main)
}

/// Every initializer builds a button with the right label, role and action.
@MainActor
@Suite struct ButtonInitializerTests {
    final class Log { var entries: [String] = [] }

    @Test func everyTitleFormMakesANamedButtonThatActs() throws {
        let log = Log()
        let title: String = "String title"
        let sub: Substring = "Substring title"
        let resource: LocalizedStringResource = "Resource title"
        let host = ViewHost(VStack {
            Button(action: { log.entries.append("action:label") }) { Text("Custom label") }
            Button("Localized key") { log.entries.append("key") }
            Button(title) { log.entries.append("string") }
            Button(sub) { log.entries.append("substring") }
            Button(resource) { log.entries.append("resource") }
        })
        for name in ["Custom label", "Localized key", "String title", "Substring title", "Resource title"] {
            try host.find(.button, name).tap()
        }
        #expect(log.entries == ["action:label", "key", "string", "substring", "resource"])
    }

    @Test func systemImageAndImageResourceFormsShowTitleAndIcon() throws {
        let title = "Share"
        let host = ViewHost(VStack {
            Button("Sign In", systemImage: "arrow.up") {}
            Button(title, systemImage: "square.and.arrow.up") {}
            Button("Logo", image: .logo) {}
            Button(LocalizedStringResource("Resource"), systemImage: "star") {}
        })
        #expect(host.dump().hasPrefix("""
            main controlClickMenus=true layout=window
              generic layout=vstack
                button "Sign In" style=bordered
                  generic layout=label
                    img decorative=true systemName=arrow.up
                    text "Sign In"
            """))
        _ = try host.find(.button, "Share")
        _ = try host.find(.button, "Resource")
        let logo = try host.find(.button, "Logo")
        #expect(logo.node.children.first?.children.first?.properties["imageName"] == "logo")
    }

    @Test func everyRoleFormCarriesTheRole() throws {
        let title = "Str"
        let host = ViewHost(VStack {
            Button("Delete", role: .destructive) {}
            Button(title, role: .cancel) {}
            Button("Trash", systemImage: "trash", role: .destructive) {}
            Button(title + " icon", systemImage: "xmark", role: .close) {}
            Button("Logo", image: .logo, role: .confirm) {}
            Button(role: .destructive) {} label: { Text("Custom") }
            Button(role: nil) {} label: { Text("No role") }
        })
        #expect(try host.find(.button, "Delete").properties["buttonRole"] == "destructive")
        #expect(try host.find(.button, "Str").properties["buttonRole"] == "cancel")
        #expect(try host.find(.button, "Trash").properties["buttonRole"] == "destructive")
        #expect(try host.find(.button, "Str icon").properties["buttonRole"] == "close")
        #expect(try host.find(.button, "Logo").properties["buttonRole"] == "confirm")
        #expect(try host.find(.button, "Custom").properties["buttonRole"] == "destructive")
        #expect(try host.find(.button, "No role").properties["buttonRole"] == nil)
    }

    @Test func roleOnlyButtonsGetTheSystemLabel() throws {
        var tapped: [String] = []
        let host = ViewHost(VStack {
            Button(role: .cancel) { tapped.append("cancel") }
            Button(role: .close) { tapped.append("close") }
            Button(role: .confirm) { tapped.append("confirm") }
            Button(role: .destructive) { tapped.append("delete") }
        })
        try host.find(.button, "Cancel").tap()
        try host.find(.button, "Close").tap()
        try host.find(.button, "Done").tap()
        try host.find(.button, "Delete").tap()
        #expect(tapped == ["cancel", "close", "confirm", "delete"])
    }

    @Test func roleOnlyButtonsShowTheirSymbolInAToolbar() throws {
        // A toolbar shows the role's symbol; the title stays the accessible name.
        let host = ViewHost(Button(role: .cancel) {}.environment(\._container, .toolbar))
        #expect(host.dump() == """
            main controlClickMenus=true layout=window
              button "Cancel" buttonRole=cancel container=toolbar style=borderless
                generic layout=label
                  img decorative=true systemName=xmark
                  text "Cancel" visuallyHidden=true
            """)
    }

    @Test func configurationInitializerKeepsRoleLabelAndTrigger() throws {
        struct Wrapping: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack { Button(configuration) }
            }
        }
        var count = 0
        let host = ViewHost(Button("Wrapped", role: .destructive) { count += 1 }.buttonStyle(Wrapping()))
        let button = try host.find(.button, "Wrapped")
        #expect(button.properties["buttonRole"] == "destructive")
        try button.tap()
        #expect(count == 1)
    }

    @Test func intentButtonsPerformTheIntent() async throws {
        Refresh.performed = 0
        let host = ViewHost(VStack {
            Button("Refresh", intent: Refresh())
            Button(intent: Refresh()) { Text("Custom") }
            Button("Role", role: .destructive, intent: Refresh())
            Button(role: .cancel, intent: Refresh()) { Text("Role custom") }
            Button("Symbol", systemImage: "arrow.clockwise", intent: Refresh())
            Button("Image", image: .logo, role: nil, intent: Refresh())
        })
        for name in ["Refresh", "Custom", "Role", "Role custom", "Symbol", "Image"] {
            try host.find(.button, name).tap()
        }
        for _ in 0..<50 where Refresh.performed < 6 { try await Task.sleep(for: .milliseconds(10)) }
        #expect(Refresh.performed == 6)
        #expect(try host.find(.button, "Role").properties["buttonRole"] == "destructive")
    }
}
