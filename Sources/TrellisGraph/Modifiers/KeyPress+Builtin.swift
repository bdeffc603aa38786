import Foundation
import TrellisCore
import TrellisHost

/// `onKeyPress`: the element below gets `keyPress` (the page sends the keys pressed inside it) and its
/// `keyPress` events go to the action when the key, characters and phase match. A press the action
/// handles is consumed; an ignored one goes on to the element's other `onKeyPress` modifiers.
@MainActor extension _KeyPressModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        let receiver = node.state(orMake: KeyPressReceiver())
        receiver.modifier = self
        var childInputs = inputs
        childInputs.attributes.addInner("keyPress", "true")
        childInputs.attributes.addInterceptor(receiver.interceptor)
        return passThrough(content, childInputs)
    }
}

@MainActor
final class KeyPressReceiver: NodeState {
    var modifier: _KeyPressModifier?

    private(set) lazy var interceptor = EventInterceptor { [weak self] event in
        guard let self, let modifier = self.modifier, case let .keyPress(sample) = event else { return false }
        let press = Self.keyPress(sample)
        guard modifier.phases.contains(press.phase), Self.matches(press, modifier.filter) else { return false }
        return modifier.action(press) == .handled
    }.marked()

    static func keyPress(_ sample: KeyPressSample) -> KeyPress {
        let phase: KeyPress.Phases = switch sample.phase {
        case .down: .down
        case .repeat: .repeat
        case .up: .up
        }
        return KeyPress(phase: phase, key: keyEquivalent(named: sample.key), characters: sample.characters,
                        modifiers: EventModifiers(names: sample.modifiers))
    }

    /// A key name as the page sends it (`return`, `upArrow`, `a`) as SwiftUI's key.
    static func keyEquivalent(named name: String) -> KeyEquivalent {
        if let named = namedKeys[name] { return named }
        return KeyEquivalent(name.count == 1 ? name.first ?? " " : "\u{0}")
    }

    private static let namedKeys: [String: KeyEquivalent] = [
        "upArrow": .upArrow, "downArrow": .downArrow, "leftArrow": .leftArrow, "rightArrow": .rightArrow,
        "escape": .escape, "delete": .delete, "deleteForward": .deleteForward, "home": .home, "end": .end,
        "pageUp": .pageUp, "pageDown": .pageDown, "clear": .clear, "tab": .tab, "space": .space, "return": .return,
    ]

    static func matches(_ press: KeyPress, _ filter: KeyPressFilter) -> Bool {
        switch filter {
        case .any: return true
        case let .keys(keys):
            // Letters match either case: `onKeyPress("a")` sees Shift-A too, as in SwiftUI.
            return keys.contains(press.key) || keys.contains { String($0.character).lowercased() == String(press.key.character).lowercased() }
        case let .characters(set):
            return !press.characters.isEmpty && press.characters.unicodeScalars.allSatisfy { set.contains($0) }
        }
    }
}

extension EventInterceptor {
    fileprivate func marked() -> EventInterceptor {
        handlesKeyPresses = true
        return self
    }
}

/// `focusable(_:)`: the element below becomes a stop in the Tab order, and the views inside read whether it has
/// focus (`\.isFocused`).
@MainActor extension _FocusableModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        guard isFocusable else { return passThrough(content, inputs) }
        var inputs = inputs
        inputs.environment._isFocused = FocusedValuesRegistry.of(node.graph).trackFocusable(node)
        return withAttributes(content, inputs, [("focusable", "true")])
    }
}
