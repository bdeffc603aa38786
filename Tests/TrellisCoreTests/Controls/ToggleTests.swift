import SwiftUI
import Testing
import TrellisTesting

private struct Settings: View {
    @State private var wifi = true
    @State private var bold = false
    var body: some View {
        VStack {
            Toggle("Wi-Fi", isOn: $wifi)
            Text(wifi ? "Wi-Fi on" : "Wi-Fi off")
            Toggle(isOn: $bold) { Text("Bold") }.toggleStyle(.checkbox)
            Toggle(isOn: $bold) { Image(systemName: "bold") }.toggleStyle(.button)
            Toggle(String("Disabled"), isOn: $wifi).disabled(true)
        }
    }
}

/// Reads the value only through the toggle: nothing above re-renders on a flip.
private struct Silent: View {
    @State private var on = false
    var body: some View { Toggle("Silent", isOn: $on).toggleStyle(.switch) }
}

private struct CheckmarkStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button { configuration.isOn.toggle() } label: {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                configuration.label
            }
        }
    }
}

private struct Custom: View {
    @State private var on = false
    var body: some View {
        VStack {
            Toggle("Custom", isOn: $on).toggleStyle(CheckmarkStyle())
            Text(on ? "on" : "off")
        }
    }
}

private struct Item: Identifiable { let id: Int; var on: Bool }

private struct Mixed: View {
    @State private var items = [Item(id: 1, on: true), Item(id: 2, on: false)]
    var body: some View { Toggle("All", sources: $items, isOn: \.on) }
}

@MainActor
@Suite struct ToggleTests {
    @Test func automaticIsASwitchOnThePhoneAndACheckboxOnTheMac() throws {
        let phone = ViewHost(Settings(), idiom: .phone)
        #expect(try phone.find(.switch, "Wi-Fi").properties["checked"] == "true")
        let mac = ViewHost(Settings(), idiom: .mac)
        #expect(try mac.find(.checkbox, "Wi-Fi").properties["checked"] == "true")
    }

    @Test func setBoolWritesTheBindingAndTheMirrorFollows() throws {
        let host = ViewHost(Settings(), idiom: .phone)
        try host.find(.switch, "Wi-Fi").send(.setBool(false))
        _ = try host.find(.text, "Wi-Fi off")
        #expect(try host.find(.switch, "Wi-Fi").properties["checked"] == nil)
        try host.find(.switch, "Wi-Fi").toggle()
        _ = try host.find(.text, "Wi-Fi on")
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func theToggleUpdatesEvenWhenNoBodyReadsTheValue() throws {
        let host = ViewHost(Silent())
        host.resetStats()
        try host.find(.switch, "Silent").send(.setBool(true))
        #expect(try host.find(.switch, "Silent").properties["checked"] == "true")
        #expect(host.stats.bodiesEvaluated == 0)
        #expect(host.stats.hostChanges == 1)
    }

    @Test func checkboxAndButtonStyles() throws {
        let host = ViewHost(Settings(), idiom: .phone)
        let box = try host.find(.checkbox, "Bold")
        #expect(box.properties["checked"] == nil)
        let button = try host.find(.button, "bold")
        #expect(button.properties["toggle"] == "true")
        try button.tap()
        #expect(try host.find(.checkbox, "Bold").properties["checked"] == "true")
        #expect(try host.find(.button, "bold").properties["checked"] == "true")
    }

    @Test func disabledTogglesIgnoreEvents() throws {
        let host = ViewHost(Settings(), idiom: .phone)
        let toggle = try host.find(.switch, "Disabled")
        #expect(toggle.properties["disabled"] == "true")
        try toggle.send(.setBool(false))
        _ = try host.find(.text, "Wi-Fi on")
    }

    @Test func wrongEventKindsAreRefused() throws {
        let host = ViewHost(Settings(), idiom: .phone)
        let toggle = try host.find(.switch, "Wi-Fi")
        for event in [HostEvent.setText("x"), .setNumber(1), .select(0), .editing(true), .reorder(from: 0, to: 1)] {
            #expect(throws: ViewHostError.self) { try toggle.send(event) }
        }
        #expect(throws: ViewHostError.self) { try host.find(.button, "bold").send(.setBool(true)) }
        _ = try host.find(.text, "Wi-Fi on")
    }

    @Test func aToggleWithAnImageInAToolbarIsAToggleButton() throws {
        struct Bar: View {
            @State var bold = false
            var body: some View {
                Toggle(isOn: $bold) { Image(systemName: "bold") }
                    .environment(\._container, .toolbar)
            }
        }
        let host = ViewHost(Bar(), idiom: .mac)
        let button = try host.find(.button, "bold")
        #expect(button.properties["toggle"] == "true")
        try button.tap()
        #expect(try host.find(.button, "bold").properties["checked"] == "true")
    }

    @Test func aCustomStyleDrawsTheToggle() throws {
        let host = ViewHost(Custom())
        #expect(host.findAll(.switch).isEmpty && host.findAll(.checkbox).isEmpty)
        try host.find(.button, "square Custom").tap()
        _ = try host.find(.text, "on")
        _ = try host.find(.button, "checkmark square Custom")
    }

    @Test func sourcesToggleIsMixedAndSetsThemAll() throws {
        let host = ViewHost(Mixed(), idiom: .phone)
        let all = try host.find(.switch, "All")
        #expect(all.properties["mixed"] == "true")
        #expect(all.properties["checked"] == nil)
        try all.send(.setBool(true))
        let after = try host.find(.switch, "All")
        #expect(after.properties["checked"] == "true")
        #expect(after.properties["mixed"] == nil)
    }
}
