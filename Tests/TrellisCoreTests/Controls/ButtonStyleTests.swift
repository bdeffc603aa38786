import SwiftUI
import Testing
import TrellisTesting

private struct PressedScaleStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(8)
            .foregroundStyle(configuration.role == .destructive ? Color.red : Color.accentColor)
            .opacity(configuration.isPressed ? 0.5 : 1)
    }
}

private struct DoubleTapStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration)
            .onTapGesture(count: 2) { configuration.trigger() }
    }
}

/// A style with its own state: proves the style's dynamic properties link to the graph.
private struct CountingStyle: ButtonStyle {
    @Environment(\.isEnabled) var isEnabled
    func makeBody(configuration: Configuration) -> some View {
        HStack { configuration.label; Text(isEnabled ? "on" : "off") }
    }
}

@MainActor
@Suite struct ButtonStyleTests {
    @Test func builtinStylesBecomeTheStyleProperty() throws {
        let host = ViewHost(VStack {
            Button("Automatic") {}.buttonStyle(.automatic)
            Button("Bordered") {}.buttonStyle(.bordered)
            Button("Prominent") {}.buttonStyle(.borderedProminent)
            Button("Borderless") {}.buttonStyle(.borderless)
            Button("Plain") {}.buttonStyle(.plain)
            Button("Link") {}.buttonStyle(.link)
            Button("Glass") {}.buttonStyle(.glass)
            Button("Clear glass") {}.buttonStyle(.glass(.clear))
            Button("Glass prominent") {}.buttonStyle(.glassProminent)
        })
        let expected = [
            "Automatic": "bordered", "Bordered": "bordered", "Prominent": "borderedProminent", "Borderless": "borderless",
            "Plain": "plain", "Link": "link", "Glass": "glass", "Clear glass": "glass", "Glass prominent": "glassProminent",
        ]
        for (name, style) in expected {
            #expect(try host.find(.button, name).properties["style"] == style, "\(name)")
        }
    }

    @Test func aStyleOnAContainerAppliesToEveryButtonInside() throws {
        let host = ViewHost(VStack {
            HStack {
                Button("Sign In") {}
                Button("Register") {}
                Button("Inner wins") {}.buttonStyle(.plain)
            }
            .buttonStyle(.bordered)
            Button("Outside") {}
        }, idiom: .phone)
        #expect(try host.find(.button, "Sign In").properties["style"] == "bordered")
        #expect(try host.find(.button, "Register").properties["style"] == "bordered")
        #expect(try host.find(.button, "Inner wins").properties["style"] == "plain")
        #expect(try host.find(.button, "Outside").properties["style"] == "borderless")
    }

    @Test func automaticAdaptsToTheIdiom() throws {
        let expected: [Idiom: String] = [.mac: "bordered", .phone: "borderless", .pad: "borderless", .watch: "bordered", .tv: "bordered", .vision: "bordered"]
        for (idiom, style) in expected {
            let host = ViewHost(Button("Go") {}, idiom: idiom)
            #expect(try host.find(.button, "Go").properties["style"] == style, "\(idiom)")
        }
        // Watch buttons fill the width.
        #expect(try ViewHost(Button("Go") {}, idiom: .watch).find(.button, "Go").properties["maxWidth"] == "infinity")
    }

    @Test func automaticAdaptsToTheContainer() throws {
        func style(_ container: ContainerKind, _ idiom: Idiom) throws -> [String: String] {
            try ViewHost(Button("Go") {}.environment(\._container, container), idiom: idiom).find(.button, "Go").properties
        }
        #expect(try style(.list, .phone)["style"] == "borderless")
        #expect(try style(.list, .phone)["container"] == "list")
        #expect(try style(.list, .phone)["maxWidth"] == "infinity")
        #expect(try style(.form, .phone)["container"] == "form")
        #expect(try style(.form, .mac)["style"] == "bordered")
        #expect(try style(.form, .mac)["maxWidth"] == nil)
        #expect(try style(.toolbar, .mac)["style"] == "borderless")
        #expect(try style(.toolbar, .mac)["container"] == "toolbar")
    }

    @Test func customButtonStyleDrawsItsBodyAndFollowsIsPressed() throws {
        var count = 0
        let host = ViewHost(Button("Custom", role: .destructive) { count += 1 }.buttonStyle(PressedScaleStyle()))
        #expect(host.dump() == """
            main controlClickMenus=true layout=window
              button "Custom" buttonRole=destructive style=custom
                text "Custom" foreground=red opacity=1 padding=8,8,8,8
            """)
        let button = try host.find(.button, "Custom")
        try button.press()
        #expect(host.dump() == """
            main controlClickMenus=true layout=window
              button "Custom" buttonRole=destructive pressed=true style=custom
                text "Custom" foreground=red opacity=0.5 padding=8,8,8,8
            """)
        try button.release()
        #expect(try host.find(.text, "Custom").properties["opacity"] == "1")
        try button.tap()
        #expect(count == 1)
    }

    @Test func customStyleReadsTheEnvironment() throws {
        let host = ViewHost(VStack {
            Button("A") {}.buttonStyle(CountingStyle())
            Button("B") {}.buttonStyle(CountingStyle()).disabled(true)
        })
        #expect(try host.find(.button, "A on").properties["disabled"] == nil)
        #expect(try host.find(.button, "B off").properties["disabled"] == "true")
    }

    @Test func primitiveStyleDecidesWhenTheButtonTriggers() throws {
        var count = 0
        let host = ViewHost(Button("Primitive") { count += 1 }.buttonStyle(DoubleTapStyle()))
        let button = try host.find(.button, "Primitive")
        #expect(button.properties["tappable"] == "true")
        try button.tap()
        #expect(count == 0)
        try button.tap()
        #expect(count == 1)
        try button.tap()
        #expect(count == 1)
    }

    @Test func slowTapsDoNotMakeADoubleTap() async throws {
        var count = 0
        let host = ViewHost(Text("Twice").onTapGesture(count: 2) { count += 1 })
        let text = try host.find(.text, "Twice")
        try text.tap()
        try await Task.sleep(for: .milliseconds(600))
        try text.tap()
        #expect(count == 0)
        try text.tap()
        #expect(count == 1)
    }

    @Test func systemStyleMakeBodyGivesTheSameLook() throws {
        struct Wrapper: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                BorderedProminentButtonStyle().makeBody(configuration: configuration)
            }
        }
        let host = ViewHost(Button("Wrapped") {}.buttonStyle(Wrapper()))
        #expect(try host.find(.button, "Wrapped").properties["style"] == "borderedProminent")
    }
}
