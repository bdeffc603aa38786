import Foundation
import TrellisCore

/// What a button node keeps between renders: the latest action, whether it is
/// held down, and the repeat task while `buttonRepeatBehavior(.enabled)` repeats.
@MainActor
final class ButtonNodeState {
    /// The delay before a held button starts repeating, and the cadence after.
    static let repeatDelay: Duration = .milliseconds(500)
    static let repeatInterval: Duration = .milliseconds(100)

    var action: @MainActor () -> Void = {}
    var isEnabled = true
    private(set) var isPressed = false
    /// The label for a custom style's body (its `configuration.label`); made for the first such
    /// build, since a button of a system style never needs it (one object less per button).
    private(set) lazy var labelProvider = ModifierContentProvider(content: EmptyView())
    private var repeatTask: Task<Void, Never>?
    private var repeated = false
    /// When a press that repeated ended: the click that follows it is not another trigger.
    private var repeatEndedAt: ContinuousClock.Instant?

    static func of(_ node: Node) -> ButtonNodeState {
        node.state(orMake: ButtonNodeState())
    }

    func setPressed(_ pressed: Bool, node: Node) {
        guard pressed != isPressed else { return }
        isPressed = pressed
        node.invalidate()
    }

    /// Triggers the action after ``repeatDelay`` and every ``repeatInterval``
    /// after that, until the press ends or the button goes away.
    func startRepeating(node: Node) {
        repeatTask?.cancel()
        repeated = false
        repeatTask = Task { @MainActor [weak self, weak node] in
            try? await Task.sleep(for: ButtonNodeState.repeatDelay)
            while !Task.isCancelled {
                guard let self, let node, node.isAttached, self.isPressed, self.isEnabled else { return }
                self.action()
                self.repeated = true
                try? await Task.sleep(for: ButtonNodeState.repeatInterval)
            }
        }
    }

    func stopRepeating() {
        guard let task = repeatTask else { return }
        task.cancel()
        repeatTask = nil
        if repeated { repeatEndedAt = .now }
        repeated = false
    }

    /// True for the click that ends a press that already repeated (the action
    /// ran while held; releasing doesn't run it once more).
    func consumesActivate() -> Bool {
        guard let ended = repeatEndedAt else { return false }
        repeatEndedAt = nil
        return ContinuousClock.now - ended < .seconds(1)
    }
}

extension ButtonNodeState: NodeState {}
