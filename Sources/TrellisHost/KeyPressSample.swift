/// A key going down, repeating or going up on an element with `keyPress` (`onKeyPress`).
public struct KeyPressSample: Equatable, Sendable {
    public enum Phase: String, Sendable, CaseIterable {
        case down, `repeat`, up
    }

    /// The key's name, as `key` events name it (`a`, `return`, `upArrow`).
    public var key: String
    /// What the key typed (empty for a named key).
    public var characters: String
    /// Modifier names (`shift`, `command`, …).
    public var modifiers: [String]
    public var phase: Phase

    public init(key: String, characters: String = "", modifiers: [String] = [], phase: Phase = .down) {
        self.key = key
        self.characters = characters
        self.modifiers = modifiers
        self.phase = phase
    }
}
