import Foundation

/// A key pressed on a hardware keyboard while a view has focus (`onKeyPress`).
public struct KeyPress: Sendable {
    /// Whether the key went down, repeats while held, or went up.
    public struct Phases: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let down = Phases(rawValue: 1 << 0)
        public static let `repeat` = Phases(rawValue: 1 << 1)
        public static let up = Phases(rawValue: 1 << 2)
        public static let all: Phases = [.down, .repeat, .up]
    }

    /// Whether the action used the key press.
    public enum Result: Hashable, Sendable {
        /// The key press is used up.
        case handled
        /// The key press goes on to the next handler.
        case ignored
    }

    /// This press's phase (one of `down`, `repeat`, `up`).
    public var phase: KeyPress.Phases
    /// The key.
    public var key: KeyEquivalent
    /// The characters the key typed (empty for a named key such as an arrow).
    public var characters: String
    /// The modifier keys held.
    public var modifiers: EventModifiers

    package init(phase: KeyPress.Phases, key: KeyEquivalent, characters: String, modifiers: EventModifiers) {
        self.phase = phase
        self.key = key
        self.characters = characters
        self.modifiers = modifiers
    }
}

/// Which key presses an `onKeyPress` modifier takes.
package enum KeyPressFilter {
    case keys(Set<KeyEquivalent>)
    case characters(CharacterSet)
    case any
}

/// Runs an action for key presses while the view (or a view inside it) has focus.
nonisolated package struct _KeyPressModifier: ViewModifier {
    package let filter: KeyPressFilter
    package let phases: KeyPress.Phases
    package let action: (KeyPress) -> KeyPress.Result
    package typealias Body = Never
}

// LIMITATION: `onKeyPress` | the page sends the keys of a focused view that has `onKeyPress` and keeps the browser's own handling of them (scrolling, typing) only in text fields; a press the action `.ignored` goes no further (an enclosing view's `onKeyPress` doesn't see it) | the page can't wait for the server's answer before the browser acts on the key
nonisolated extension View {
    /// Runs `action` when `key` goes down (or repeats) while the view has focus.
    ///
    ///     Color.blue.focusable().onKeyPress(.space) { isPlaying.toggle(); return .handled }
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier(filter: .keys([key]), phases: [.down, .repeat], action: { _ in action() }))
    }

    /// Runs `action` for `key` in the given phases while the view has focus.
    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases,
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier(filter: .keys([key]), phases: phases, action: action))
    }

    /// Runs `action` for any of `keys` while the view has focus.
    public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier(filter: .keys(keys), phases: phases, action: action))
    }

    /// Runs `action` for keys that type one of `characters` while the view has focus.
    public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier(filter: .characters(characters), phases: phases, action: action))
    }

    /// Runs `action` for every key press while the view has focus.
    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier(filter: .any, phases: phases, action: action))
    }
}
