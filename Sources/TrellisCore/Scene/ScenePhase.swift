/// Whether a scene is in the foreground and interactive (`@Environment(\.scenePhase)`).
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background, inactive, active
}

struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }

extension EnvironmentValues {
    /// The phase of the scene the view is in.
    // LIMITATION: `\.scenePhase` | always `.active` while the window is open | the page's visibility (hidden tab, minimised window) does not reach the server yet
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
