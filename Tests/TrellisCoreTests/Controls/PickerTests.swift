import SwiftUI
import Testing
import TrellisTesting

enum Flavor: String, CaseIterable, Identifiable {
    case chocolate = "Chocolate", vanilla = "Vanilla", strawberry = "Strawberry"
    var id: Self { self }
}

private struct Flavors: View {
    var style: Style
    enum Style { case automatic, menu, segmented, inline, radio, wheel }
    @State private var flavor = Flavor.vanilla
    var body: some View {
        VStack {
            picker
            Text("Picked \(flavor.rawValue)")
        }
    }

    @ViewBuilder var picker: some View {
        let p = Picker("Flavor", selection: $flavor) {
            ForEach(Flavor.allCases) { flavor in
                Text(flavor.rawValue).tag(flavor)
            }
        }
        switch style {
        case .automatic: p
        case .menu: p.pickerStyle(.menu)
        case .segmented: p.pickerStyle(.segmented)
        case .inline: p.pickerStyle(.inline)
        case .radio: p.pickerStyle(.radioGroup)
        case .wheel: p.pickerStyle(.wheel)
        }
    }
}

/// No `.tag`: the ForEach ids (of the selection's type) stand in.
private struct ImplicitTags: View {
    @State private var flavor: Flavor? = nil
    var body: some View {
        VStack {
            Picker("Flavor", selection: $flavor) {
                Text("None").tag(Flavor?.none)
                ForEach(Flavor.allCases) { Text($0.rawValue).tag(Optional($0)) }
            }
            .pickerStyle(.segmented)
            Text("Picked \(flavor?.rawValue ?? "nothing")")
        }
    }
}

private struct StaticOptions: View {
    @State private var size = 2
    var body: some View {
        VStack {
            Picker(selection: $size) {
                Text("Small").tag(1)
                Text("Medium").tag(2)
                Section("More") { Text("Large").tag(3) }
                Text("Untagged")
            } label: {
                Text("Size")
            }
            .pickerStyle(.inline)
            Text("Size \(size)")
        }
    }
}

@MainActor
@Suite struct PickerTests {
    @Test func menuPickerIsAComboboxWithOptions() throws {
        let host = ViewHost(Flavors(style: .automatic), idiom: .mac)
        let combo = try host.find(.combobox, "Flavor")
        #expect(combo.properties["pickerStyle"] == "menu")
        // The current value shows in the combobox itself.
        #expect(combo.node.children.first { $0.properties["slot"] == "value" }?.text == "Vanilla")
        #expect(try host.find(.option, "Vanilla").properties["selected"] == "true")
        #expect(try host.find(.option, "Chocolate").properties["selected"] == nil)
        try host.find(.listbox, "").send(.select(2))
        _ = try host.find(.text, "Picked Strawberry")
        #expect(try host.find(.option, "Strawberry").properties["selected"] == "true")
        #expect(try host.find(.combobox, "Flavor").node.children.first { $0.properties["slot"] == "value" }?.text == "Strawberry")
        try host.find(.option, "Chocolate").tap()
        _ = try host.find(.text, "Picked Chocolate")
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func segmentedPickerIsARadioGroup() throws {
        let host = ViewHost(Flavors(style: .segmented), idiom: .phone)
        let group = try host.find(.radiogroup, "Flavor")
        #expect(group.properties["pickerStyle"] == "segmented")
        #expect(try host.find(.radio, "Vanilla").properties["checked"] == "true")
        try group.send(.select(0))
        _ = try host.find(.text, "Picked Chocolate")
        #expect(try host.find(.radio, "Chocolate").properties["checked"] == "true")
        #expect(try host.find(.radio, "Vanilla").properties["checked"] == nil)
    }

    @Test func inlineRadioAndWheelStyles() throws {
        #expect(try ViewHost(Flavors(style: .inline)).find(.listbox, "Flavor").properties["pickerStyle"] == "inline")
        #expect(try ViewHost(Flavors(style: .wheel)).find(.listbox, "Flavor").properties["pickerStyle"] == "inline")
        let radio = ViewHost(Flavors(style: .radio))
        #expect(try radio.find(.radiogroup, "Flavor").properties["pickerStyle"] == "radioGroup")
        try radio.find(.radio, "Strawberry").tap()
        _ = try radio.find(.text, "Picked Strawberry")
    }

    @Test func outOfRangeAndWrongEventsAreRefused() throws {
        let host = ViewHost(Flavors(style: .segmented))
        let group = try host.find(.radiogroup, "Flavor")
        #expect(throws: ViewHostError.self) { try group.send(.select(3)) }
        #expect(throws: ViewHostError.self) { try group.send(.select(-1)) }
        #expect(throws: ViewHostError.self) { try group.send(.setText("Chocolate")) }
        #expect(throws: ViewHostError.self) { try group.send(.setNumber(0)) }
        _ = try host.find(.text, "Picked Vanilla")
    }

    @Test func optionalSelectionWithOptionalTags() throws {
        let host = ViewHost(ImplicitTags())
        #expect(try host.find(.radio, "None").properties["checked"] == "true")
        try host.find(.radio, "Vanilla").tap()
        _ = try host.find(.text, "Picked Vanilla")
        try host.find(.radio, "None").tap()
        _ = try host.find(.text, "Picked nothing")
    }

    @Test func staticOptionsSectionsAndUntaggedOptions() throws {
        let host = ViewHost(StaticOptions())
        let options = host.findAll(.option)
        #expect(options.map(\.name) == ["Small", "Medium", "Large", "Untagged"])
        try host.find(.option, "Large").tap()
        _ = try host.find(.text, "Size 3")
        // An untagged option can't be chosen.
        try host.find(.option, "Untagged").tap()
        _ = try host.find(.text, "Size 3")
    }

    @Test func seedPickerOverAnObservableModel() throws {
        let host = ViewHost(AnimalInspector())
        let combo = try host.find(.combobox, "Suspicion Level")
        #expect(combo.node.children.first { $0.properties["slot"] == "value" }?.text == "Annoying")
        try host.find(.option, "Suspicious").tap()
        _ = try host.find(.text, "Level: Suspicious")
    }
}

@Observable final class PickerAnimal {
    var level = Level.annoying
    enum Level: String, CaseIterable, Identifiable {
        case innocent = "Innocent", annoying = "Annoying", suspicious = "Suspicious"
        var id: Self { self }
    }
}

private struct AnimalInspector: View {
    @State private var animal = PickerAnimal()
    var body: some View {
        VStack {
            Form {
                Section("Suspicion") {
                    Picker("Suspicion Level", selection: $animal.level) {
                        ForEach(PickerAnimal.Level.allCases) { level in
                            Text(level.rawValue).tag(level)
                        }
                    }
                }
            }
            Text("Level: \(animal.level.rawValue)")
        }
    }
}
