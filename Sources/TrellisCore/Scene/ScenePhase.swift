/// Whether a scene is in the foreground and interactive (`@Environment(\.scenePhase)`).
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background, inactive, active
}

struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }

extension EnvironmentValues {
    /// The phase of the scene the view is in: `.active` while its page is visible and focused,
    /// `.inactive` while visible without focus, `.background` while hidden (another tab, a minimised
    /// window) or while no page shows it.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
