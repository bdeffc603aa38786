import TrellisHost

/// A validated message from the browser.
///
/// Built only by ``decode(_:)``, which enforces every rule in
/// `docs/PROTOCOL.md`; anything that reaches the server's logic has the
/// right shape, types and ranges.
package enum ClientMessage: Equatable, Sendable {
    /// A person acted on an element.
    case event(HostEvent, element: HostElementID)
    /// The viewport's size or colour scheme changed.
    case viewport(Viewport)
    /// The developer switched the idiom (`auto` = automatic).
    case idiom(String)
    /// Liveness check; answered with `pong`.
    case ping
    /// Sizes the renderer measured for elements marked `measure`, at most one message per frame.
    case sizes([HostMeasurement])

    /// The page's visibility and focus changed: `active`, `inactive` or `background` (`\.scenePhase`).
    case scenePhase(String)

    /// The values of `t` the server accepts.
    package static let typeNames = ["event", "viewport", "idiom", "ping", "sizes", "phase"]

    /// The scene phases a client may report.
    package static let phaseNames: Set<String> = ["active", "inactive", "background"]

    /// The values of `e` in an `event` message.
    package static let eventNames = [
        "activate", "pressBegan", "pressEnded", "setBool", "setNumber", "setText", "select", "editing", "focus", "key",
        "contextMenu", "dismiss", "reorder", "swipe", "insert", "hover", "pointer", "keyPress", "hoverMove",
    ]

    /// The idiom names a client may ask for.
    package static let idiomNames: Set<String> = ["mac", "pad", "phone", "watch", "tv", "vision", "auto"]

    /// The modifier names allowed in a `key` event's `mods`.
    package static let modifierNames: Set<String> = ["shift", "control", "option", "command", "capsLock", "function"]
}
