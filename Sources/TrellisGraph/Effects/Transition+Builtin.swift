import TrellisCore
import TrellisHost

/// `transition(_:)` lands on the content's element as `transition`: the insertion effects, `|`, the
/// removal effects, each a space-separated list of `opacity`, `scale:<s>`, `move:<edge>`,
/// `offset:<x>:<y>`, `blur`, then `|` and the duration in seconds. trellis.js animates an element with
/// it when a patch inserts it, and keeps a removed one until its removal animation ends.
@MainActor extension _TransitionModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        withAttributes(content, inputs, [("transition", TransitionSpelling.spell(transition))])
    }
}

@MainActor package enum TransitionSpelling {
    package static func spell(_ transition: AnyTransition) -> String {
        let animation = transition.animation ?? .default
        let seconds = min(max(animation.duration / animation.speed, 0), 10)
        return effects(transition.insertion) + "|" + effects(transition.removal) + "|" + EffectSpelling.number((seconds * 1000).rounded() / 1000)
    }

    static func effects(_ effects: [TransitionEffect]) -> String {
        effects.map { effect in
            switch effect {
            case .opacity: "opacity"
            case let .scale(s): "scale:" + EffectSpelling.number(s.isFinite ? min(max(s, 0), 10) : 0)
            case let .move(edge): "move:\(edge)"
            case let .offset(x, y): "offset:" + EffectSpelling.number(x.isFinite ? x : 0) + ":" + EffectSpelling.number(y.isFinite ? y : 0)
            case .blur: "blur"
            }
        }.joined(separator: " ")
    }
}
