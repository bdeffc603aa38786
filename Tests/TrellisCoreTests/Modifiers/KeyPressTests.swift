import Foundation
import SwiftUI
import Testing
import TrellisHost
import TrellisTesting

private struct Player: View {
    @State private var log: [String] = []
    var body: some View {
        VStack {
            Text("Player")
                .focusable()
                .onKeyPress(.space) {
                    log.append("play")
                    return .handled
                }
                .onKeyPress(keys: [.leftArrow, .rightArrow], phases: .all) { press in
                    log.append("\(press.key == .leftArrow ? "left" : "right") \(press.phase == .up ? "up" : press.phase == .repeat ? "repeat" : "down")")
                    return .handled
                }
                .onKeyPress(characters: .decimalDigits) { press in
                    log.append("digit \(press.characters)")
                    return .handled
                }
                .onKeyPress("q", phases: .down) { press in
                    log.append(press.modifiers.contains(.shift) ? "Q" : "q")
                    return .ignored
                }
                .onKeyPress { press in
                    log.append("other \(press.characters)")
                    return .handled
                }
            Text(log.joined(separator: "; "))
        }
    }
}

@MainActor @Suite struct KeyPressTests {
    private func log(_ host: ViewHost) -> String? { host.findAll(.text).last?.text }

    private func press(_ element: ViewHost.Element, _ key: String, _ chars: String = "", mods: [String] = [],
                       phase: KeyPressSample.Phase = .down) throws {
        try element.send(.keyPress(KeyPressSample(key: key, characters: chars, modifiers: mods, phase: phase)))
    }

    @Test func aFocusableViewTakesItsKeys() throws {
        let host = ViewHost(Player())
        let player = try host.find(.text, "Player")
        #expect(player.properties["focusable"] == "true")
        #expect(player.properties["keyPress"] == "true")
        try press(player, "space", " ")
        try press(player, "leftArrow")
        try press(player, "leftArrow", phase: .repeat)
        try press(player, "leftArrow", phase: .up)
        try press(player, "7", "7")
        #expect(log(host) == "play; left down; left repeat; left up; digit 7")
    }

    @Test func anIgnoredPressGoesOnToTheNextHandler() throws {
        let host = ViewHost(Player())
        let player = try host.find(.text, "Player")
        try press(player, "q", "Q", mods: ["shift"])
        #expect(log(host) == "Q; other Q")
    }

    @Test func aPhaseTheActionDoesntTakeIsNotDelivered() throws {
        let host = ViewHost(Player())
        let player = try host.find(.text, "Player")
        // `.space`'s action takes down and repeat only; the catch-all too.
        try press(player, "space", " ", phase: .up)
        #expect(log(host) == "")
    }

    @Test func aViewWithoutOnKeyPressRefusesKeyPresses() throws {
        let host = ViewHost(Player())
        #expect(throws: (any Error).self) {
            try host.findAll(.text).last?.send(.keyPress(KeyPressSample(key: "a", characters: "a")))
        }
    }
}
