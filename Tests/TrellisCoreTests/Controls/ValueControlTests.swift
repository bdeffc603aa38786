import SwiftUI
import Testing
import TrellisTesting

/// The seed's toolbar slider: the legacy declaration family.
private struct FontSizeSlider: View {
    @State private var fontSize = 12.0
    @State private var log: [String] = []
    var body: some View {
        VStack {
            Slider(
                value: $fontSize,
                in: 8...120,
                minimumValueLabel: Text("A").font(.system(size: 8)),
                maximumValueLabel: Text("A").font(.system(size: 16))
            ) {
                Text("Font Size (\(Int(fontSize)))")
            }
            Slider(value: $fontSize, in: 8...120, step: 4, onEditingChanged: { log.append("editing \($0)") }) {
                Text("Stepped")
            }
            Text("Log: \(log.joined(separator: ", "))")
        }
    }
}

private struct FloatSlider: View {
    @State private var volume: Float = 0.5
    var body: some View {
        VStack {
            Slider(value: $volume)
            Slider(value: $volume, in: 0...1) { Text("Volume") } minimumValueLabel: { Image(systemName: "speaker") } maximumValueLabel: { Image(systemName: "speaker.wave.3") }
            Text("Volume \(volume)")
        }
    }
}

private struct Steppers: View {
    @State private var quantity = 1
    @State private var pages = 0
    var body: some View {
        VStack {
            Stepper("Quantity: \(quantity)", value: $quantity, in: 1...3)
            Stepper(value: $quantity, step: 2) { Text("Big steps") }
            Stepper("Pages: \(pages)", onIncrement: { pages += 1 }, onDecrement: { pages -= 1 })
        }
    }
}

@MainActor
@Suite struct SliderTests {
    @Test func legacyFamilyRendersValueLabelsAndName() throws {
        let host = ViewHost(FontSizeSlider())
        let slider = try host.find(.slider, "Font Size (12)")
        #expect(slider.properties["value"] == "12")
        #expect(slider.properties["min"] == "8")
        #expect(slider.properties["max"] == "120")
        #expect(slider.properties["step"] == nil)
        let slots = slider.node.children.map { $0.properties["slot"] ?? "" }
        #expect(slots == ["label", "minimumValue", "maximumValue"])
        #expect(slider.node.children[1].properties["fontSize"] == "8")
        #expect(slider.node.children[2].properties["fontSize"] == "16")
    }

    @Test func setNumberClampsSnapsAndWrites() throws {
        let host = ViewHost(FontSizeSlider())
        try host.find(.slider, "Font Size (12)").setValue(40.5)
        _ = try host.find(.slider, "Font Size (40)")
        try host.find(.slider, "Stepped").setValue(21)
        // 8 + round(13/4)*4 = 20
        _ = try host.find(.slider, "Font Size (20)")
        try host.find(.slider, "Stepped").setValue(1_000)
        _ = try host.find(.slider, "Font Size (120)")
        #expect(throws: ViewHostError.self) { try host.find(.slider, "Stepped").setValue(.nan) }
        #expect(throws: ViewHostError.self) { try host.find(.slider, "Stepped").send(.setText("9")) }
        #expect(throws: ViewHostError.self) { try host.find(.slider, "Stepped").send(.setBool(true)) }
    }

    @Test func editingEventsCallOnEditingChanged() throws {
        let host = ViewHost(FontSizeSlider())
        let slider = try host.find(.slider, "Stepped")
        try slider.send(.editing(true))
        try slider.setValue(16)
        try slider.send(.editing(false))
        _ = try host.find(.text, "Log: editing true, editing false")
    }

    @Test func floatValuesAndClosureValueLabels() throws {
        let host = ViewHost(FloatSlider())
        let plain = host.findAll(.slider)
        #expect(plain.count == 2)
        try host.find(.slider, "Volume").setValue(0.25)
        _ = try host.find(.text, "Volume 0.25")
        #expect(try host.find(.slider, "Volume").node.children.map { $0.role } == [.text, .img, .img])
    }
}

@MainActor
@Suite struct StepperTests {
    @Test func stepsWithinTheBounds() throws {
        let host = ViewHost(Steppers())
        let stepper = try host.find(.spinbutton, "Quantity: 1")
        #expect(stepper.properties["min"] == "1")
        #expect(stepper.properties["max"] == "3")
        #expect(stepper.properties["value"] == "1")
        try stepper.setValue(2)
        try host.find(.spinbutton, "Quantity: 2").setValue(3)
        try host.find(.spinbutton, "Quantity: 3").setValue(4)
        _ = try host.find(.spinbutton, "Quantity: 3")
        try host.find(.spinbutton, "Quantity: 3").setValue(2)
        _ = try host.find(.spinbutton, "Quantity: 2")
    }

    @Test func aForgedNumberMovesAtMostOneStep() throws {
        let host = ViewHost(Steppers())
        try host.find(.spinbutton, "Big steps").setValue(1_000_000)
        _ = try host.find(.spinbutton, "Quantity: 3")
        #expect(throws: ViewHostError.self) { try host.find(.spinbutton, "Big steps").setValue(.infinity) }
        #expect(throws: ViewHostError.self) { try host.find(.spinbutton, "Big steps").send(.select(1)) }
    }

    @Test func incrementAndDecrementActions() throws {
        let host = ViewHost(Steppers())
        let pages = try host.find(.spinbutton, "Pages: 0")
        #expect(pages.properties["value"] == "0")
        #expect(pages.properties["min"] == nil)
        try pages.setValue(1)
        try host.find(.spinbutton, "Pages: 1").setValue(2)
        try host.find(.spinbutton, "Pages: 2").setValue(-1)
        _ = try host.find(.spinbutton, "Pages: 1")
    }
}

@MainActor
@Suite struct ProgressViewTests {
    private struct Progress: View {
        var body: some View {
            VStack {
                ProgressView()
                ProgressView("Downloading", value: 30, total: 120)
                ProgressView(value: 0.5) { Text("Half") } currentValueLabel: { Text("50%") }
                ProgressView(value: 2.0)
                ProgressView(value: 0.3).progressViewStyle(.circular)
            }
        }
    }

    @Test func determinateAndIndeterminate() throws {
        let host = ViewHost(Progress())
        let all = host.findAll(.progressbar)
        #expect(all.count == 5)
        #expect(all[0].properties["value"] == nil)
        #expect(all[0].properties["progressStyle"] == "circular")
        let downloading = try host.find(.progressbar, "Downloading")
        #expect(downloading.properties["value"] == "0.25")
        #expect(downloading.properties["progressStyle"] == "linear")
        let half = try host.find(.progressbar, "Half")
        #expect(half.node.children.map(\.text) == ["Half", "50%"])
        #expect(all[3].properties["value"] == "1")
        #expect(all[4].properties["progressStyle"] == "circular")
    }
}
