import SwiftUI
import Testing
import TrellisTesting

private struct RepeatCounter: View {
    @State var count = 0
    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Repeat", systemImage: "plus") { count += 1 }
                .buttonRepeatBehavior(.enabled)
            Button("Once") { count += 1 }
        }
    }
}

private struct Shortcuts: View {
    @State var log: [String] = []
    var body: some View {
        VStack {
            Text("Log: \(log.joined(separator: ","))")
            Button("Save") { log.append("save") }.keyboardShortcut("s")
            Button("New") { log.append("new") }.keyboardShortcut("n", modifiers: [.command, .shift])
            Button("OK") { log.append("ok") }.keyboardShortcut(.defaultAction)
            Button("Cancel", role: .cancel) { log.append("cancel") }.keyboardShortcut(.cancelAction)
            Button("Off") { log.append("off") }.keyboardShortcut("d").disabled(true)
            Button("Removed") { log.append("removed") }.keyboardShortcut(nil)
        }
    }
}

@MainActor
@Suite struct ButtonBehaviorTests {
    @Test func pressedStateFollowsPressAndRelease() throws {
        let host = ViewHost(Button("Hold") {})
        let button = try host.find(.button, "Hold")
        try button.press()
        #expect(button.current?.properties["pressed"] == "true")
        try button.release()
        #expect(button.current?.properties["pressed"] == nil)
    }

    @Test func heldRepeatButtonRepeatsAtASteadyCadence() async throws {
        let host = ViewHost(RepeatCounter())
        let button = try host.find(.button, "Repeat")
        let start = ContinuousClock.now
        func count() throws -> Int { Int(host.findAll(.text).first!.name.dropFirst("Count: ".count)) ?? -1 }
        try button.press()
        try await Task.sleep(for: .milliseconds(300))
        // Nothing before the initial 0.5 s delay: a repeat already seen means that much time has passed
        // (the clock is read after the count, so a late wake-up on a loaded machine is no failure).
        let early = try count()
        let sinceStart = ContinuousClock.now - start
        #expect(early == 0 || sinceStart >= .milliseconds(500), "count \(early) after \(sinceStart)")
        try await Task.sleep(for: .milliseconds(900))
        try button.release()
        let held = ContinuousClock.now - start
        try button.tap()                          // the click that ends the hold is not one more
        let repeated = try count()
        // First repeat at 0.5 s, then one per 0.1 s at most: ~8 in 1.2 s on an idle machine;
        // a loaded one fires fewer, never more.
        let most = Int((held - .milliseconds(500)) / .milliseconds(100)) + 1
        #expect(repeated >= 2 && repeated <= most, "count \(repeated) after holding \(held)")
        try await Task.sleep(for: .milliseconds(300))
        #expect(try count() == repeated)          // stopped on release
    }

    @Test func shortReleaseOfARepeatButtonTriggersOnce() async throws {
        let host = ViewHost(RepeatCounter())
        let button = try host.find(.button, "Repeat")
        try button.press()
        try await Task.sleep(for: .milliseconds(100))
        try button.release()
        try button.tap()
        _ = try host.find(.text, "Count: 1")
    }

    @Test func buttonsWithoutRepeatDoNotRepeat() async throws {
        let host = ViewHost(RepeatCounter())
        let button = try host.find(.button, "Once")
        try button.press()
        try await Task.sleep(for: .milliseconds(800))
        try button.release()
        try button.tap()
        _ = try host.find(.text, "Count: 1")
    }

    @Test func keyboardShortcutsTriggerTheirButton() throws {
        let host = ViewHost(Shortcuts())
        try host.pressKey("s", modifiers: ["command"])
        try host.pressKey("s", modifiers: ["control"])      // Ctrl stands in for ⌘ off Apple keyboards
        try host.pressKey("n", modifiers: ["command"])      // missing ⇧: nothing
        try host.pressKey("n", modifiers: ["shift", "command"])
        try host.pressKey("return")
        try host.pressKey("escape")
        try host.pressKey("d", modifiers: ["command"])      // disabled: nothing
        _ = try host.find(.text, "Log: save,save,new,ok,cancel")
    }

    @Test func shortcutsAreShownOnTheElement() throws {
        let host = ViewHost(Shortcuts())
        #expect(try host.find(.button, "Save").properties["shortcut"] == "⌘S")
        #expect(try host.find(.button, "New").properties["shortcut"] == "⇧⌘N")
        #expect(try host.find(.button, "OK").properties["shortcut"] == "↩")
        #expect(try host.find(.button, "Cancel").properties["shortcut"] == "⎋")
        #expect(try host.find(.button, "Removed").properties["shortcut"] == nil)
    }

    @Test func aShortcutGoesAwayWithItsButton() throws {
        struct Toggler: View {
            @State var show = true
            @State var saves = 0
            var body: some View {
                VStack {
                    Text("Saves: \(saves)")
                    if show { Button("Save") { saves += 1 }.keyboardShortcut("s") }
                    Button("Hide") { show = false }
                }
            }
        }
        let host = ViewHost(Toggler())
        try host.pressKey("s", modifiers: ["command"])
        try host.find(.button, "Hide").tap()
        try host.pressKey("s", modifiers: ["command"])
        _ = try host.find(.text, "Saves: 1")
    }

    @Test func disabledIsInheritedAndCannotBeUndone() throws {
        var count = 0
        let host = ViewHost(VStack {
            Button("Child") { count += 1 }.disabled(false)
        }.disabled(true))
        let button = try host.find(.button, "Child")
        #expect(button.properties["disabled"] == "true")
        try button.tap()
        try button.press()
        #expect(count == 0)
        #expect(button.current?.properties["pressed"] == nil)
    }

    @Test func borderShapesSizesSizingAndTintBecomeProperties() throws {
        let host = ViewHost(VStack {
            Button("Capsule") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule)
            Button("Rounded") {}.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle(radius: 6))
            Button("Rect") {}.buttonBorderShape(.roundedRectangle)
            Button("Circle", systemImage: "plus") {}.buttonBorderShape(.circle).labelStyle(.iconOnly)
            Button("Auto") {}.buttonBorderShape(.automatic)
            Button("Mini") {}.controlSize(.mini)
            Button("Small") {}.controlSize(.small)
            Button("Large") {}.controlSize(.large)
            Button("XL") {}.controlSize(.extraLarge)
            Button("Clamped") {}.controlSize(.small...ControlSize.large).controlSize(.extraLarge)
            Button("Flexible") {}.buttonSizing(.flexible)
            Button("Fitted") {}.buttonSizing(.fitted)
            Button("Tinted") {}.tint(.pink)
            Button("Tinted style") {}.tint(Color.red.opacity(0.5))
        })
        func p(_ name: String, _ key: String) throws -> String? { try host.find(.button, name).properties[key] }
        #expect(try p("Capsule", "borderShape") == "capsule")
        #expect(try p("Rounded", "borderShape") == "roundedRectangle:6")
        #expect(try p("Rect", "borderShape") == "roundedRectangle")
        #expect(try p("Circle", "borderShape") == "circle")
        #expect(try p("Auto", "borderShape") == nil)
        #expect(try p("Mini", "controlSize") == "mini")
        #expect(try p("Small", "controlSize") == "small")
        #expect(try p("Large", "controlSize") == "large")
        #expect(try p("XL", "controlSize") == "extraLarge")
        #expect(try p("Clamped", "controlSize") == "large")
        #expect(try p("Flexible", "maxWidth") == "infinity")
        #expect(try p("Fitted", "maxWidth") == nil)
        #expect(try p("Tinted", "tint") == "pink")
        #expect(try p("Tinted style", "tint") == "red/0.5")
    }

    @Test func environmentReportsTheButtonSettings() throws {
        struct Reader: View {
            @Environment(\.buttonRepeatBehavior) var repeats
            @Environment(\.buttonSizing) var sizing
            @Environment(\.controlSize) var size
            @Environment(\.keyboardShortcut) var shortcut
            var body: some View {
                Text("\(repeats == .enabled) \(sizing == .flexible) \(size == .large) \(shortcut == .defaultAction)")
            }
        }
        let host = ViewHost(Reader().buttonRepeatBehavior(.enabled).buttonSizing(.flexible).controlSize(.large).keyboardShortcut(.defaultAction))
        _ = try host.find(.text, "true true true true")
    }
}
