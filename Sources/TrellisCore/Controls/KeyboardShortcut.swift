/// A key on the keyboard, for keyboard shortcuts: a character (`"s"`) or a
/// named key (``return``, ``escape``, arrows…).
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public var character: Character

    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral: Character) { character = extendedGraphemeClusterLiteral }

    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let deleteForward = KeyEquivalent("\u{F728}")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}")
    public static let pageDown = KeyEquivalent("\u{F72D}")
    public static let clear = KeyEquivalent("\u{F739}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    public static let `return` = KeyEquivalent("\r")

    /// Named keys: the name the browser runtime reports and the glyph menus show.
    static let named: [Character: (name: String, glyph: String)] = [
        "\u{F700}": ("upArrow", "↑"), "\u{F701}": ("downArrow", "↓"), "\u{F702}": ("leftArrow", "←"),
        "\u{F703}": ("rightArrow", "→"), "\u{1B}": ("escape", "⎋"), "\u{8}": ("delete", "⌫"),
        "\u{F728}": ("deleteForward", "⌦"), "\u{F729}": ("home", "↖"), "\u{F72B}": ("end", "↘"),
        "\u{F72C}": ("pageUp", "⇞"), "\u{F72D}": ("pageDown", "⇟"), "\u{F739}": ("clear", "⌧"),
        "\t": ("tab", "⇥"), " ": ("space", "Space"), "\r": ("return", "↩"),
    ]

    /// The key name the browser runtime sends for this key (`return`, `s`).
    package var keyName: String { Self.named[character]?.name ?? String(character).lowercased() }

    /// How menus print the key (`↩`, `S`).
    package var glyph: String { Self.named[character]?.glyph ?? String(character).uppercased() }
}

/// Modifier keys held with a key.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    public static let shift = EventModifiers(rawValue: 1 << 1)
    public static let control = EventModifiers(rawValue: 1 << 2)
    public static let option = EventModifiers(rawValue: 1 << 3)
    public static let command = EventModifiers(rawValue: 1 << 4)
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    public static let function = EventModifiers(rawValue: 1 << 6)
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad, .function]

    /// The modifiers named as the browser runtime names them (`command`, `shift`…).
    package init(names: [String]) {
        var set: EventModifiers = []
        for name in names {
            switch name {
            case "capsLock": set.insert(.capsLock)
            case "shift": set.insert(.shift)
            case "control": set.insert(.control)
            case "option": set.insert(.option)
            case "command": set.insert(.command)
            case "function": set.insert(.function)
            default: break
            }
        }
        self = set
    }
}

/// A key with modifiers that triggers a control, like ⌘S.
///
///     Button("Save", action: save).keyboardShortcut("s")          // ⌘S
///     Button("OK", action: accept).keyboardShortcut(.defaultAction) // Return
///     Button("Cancel", action: cancel).keyboardShortcut(.cancelAction) // Escape
public struct KeyboardShortcut: Hashable, Sendable {
    /// Return, for the default button of a window or dialog.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape, for the button that cancels.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    public var key: KeyEquivalent
    public var modifiers: EventModifiers
    public var localization: Localization

    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.init(key, modifiers: modifiers, localization: .automatic)
    }

    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization) {
        self.key = key
        self.modifiers = modifiers
        self.localization = localization
    }

    /// How a shortcut adapts to the keyboard layout.
    public struct Localization: Hashable, Sendable {
        package let name: String
        public static let automatic = Localization(name: "automatic")
        public static let withoutMirroring = Localization(name: "withoutMirroring")
        public static let custom = Localization(name: "custom")
    }

    /// The shortcut as menus print it: ⌃⌥⇧⌘ then the key (`⌘S`, `⇧⌘N`, `↩`).
    package var displayString: String {
        var s = ""
        if modifiers.contains(.control) { s += "⌃" }
        if modifiers.contains(.option) { s += "⌥" }
        if modifiers.contains(.shift) { s += "⇧" }
        if modifiers.contains(.command) { s += "⌘" }
        return s + key.glyph
    }

    /// Whether a key press the browser reported triggers this shortcut.
    ///
    /// Off Apple keyboards Ctrl stands in for ⌘ (as the runtime does for menu
    /// shortcuts): a ⌘ shortcut without ⌃ also matches Ctrl + key.
    package func matches(key name: String, modifiers names: [String]) -> Bool {
        guard name.lowercased() == key.keyName.lowercased() else { return false }
        var pressed = EventModifiers(names: names).subtracting([.capsLock, .function, .numericPad])
        let wanted = modifiers.subtracting([.capsLock, .function, .numericPad])
        if wanted.contains(.command), !wanted.contains(.control), pressed.contains(.control), !pressed.contains(.command) {
            pressed.remove(.control)
            pressed.insert(.command)
        }
        return pressed == wanted
    }
}

struct KeyboardShortcutKey: EnvironmentKey { static let defaultValue: KeyboardShortcut? = nil }

extension EnvironmentValues {
    /// The shortcut that triggers the buttons here.
    public var keyboardShortcut: KeyboardShortcut? { self[KeyboardShortcutKey.self] }

    package var _keyboardShortcut: KeyboardShortcut? {
        get { self[KeyboardShortcutKey.self] }
        set { self[KeyboardShortcutKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Triggers the control with a key and modifiers; ⌘ when none are given.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        environment(\._keyboardShortcut, KeyboardShortcut(key, modifiers: modifiers))
    }

    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization) -> some View {
        environment(\._keyboardShortcut, KeyboardShortcut(key, modifiers: modifiers, localization: localization))
    }

    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        environment(\._keyboardShortcut, shortcut)
    }

    /// Sets or (with nil) removes the control's shortcut.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        environment(\._keyboardShortcut, shortcut)
    }
}
