import Foundation
import TrellisCore
import TrellisHost

/// `onTapGesture(count:perform:)`: the element below becomes `tappable` (the
/// browser reports clicks on it as `activate`) and its activations go to the
/// gesture first, which consumes them.
///
/// A count of 2 or more fires when that many activations arrive, each within
/// ``TapCounter/interval`` (0.5 s) of the previous one; a slower tap starts over.
@MainActor extension _TapGestureModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        let counter = node.state(orMake: TapCounter())
        counter.count = count
        counter.action = action
        var childInputs = inputs
        childInputs.attributes.addInner("tappable", "true")
        childInputs.attributes.addInterceptor(counter.interceptor)
        return passThrough(content, childInputs)
    }
}

/// Counts taps for one gesture.
@MainActor
final class TapCounter {
    static let interval: Duration = .milliseconds(500)
    var count = 1
    var action: () -> Void = {}
    private var taps = 0
    private var last: ContinuousClock.Instant?

    private(set) lazy var interceptor = EventInterceptor { [weak self] event in
        guard let self, case .activate = event else { return false }
        self.tap()
        return true
    }

    private func tap() {
        let now = ContinuousClock.now
        if let last, now - last <= Self.interval { taps += 1 } else { taps = 1 }
        last = now
        guard taps >= count else { return }
        taps = 0
        last = nil
        action()
    }
}

extension TapCounter: NodeState {}
