import TrellisCore
import TrellisHost

/// How an `Animation` reaches a renderer: seconds (at its speed), a curve token, a delay
/// (`HostAnimation`), and the same as one `animates` property value, `<seconds>|<curve>|<delay>`.
@MainActor package enum AnimationSpelling {
    package static func host(_ animation: Animation) -> HostAnimation {
        HostAnimation(duration: animation.duration / animation.speed, curve: curve(animation), delay: animation.delay / animation.speed)
    }

    package static func property(_ animation: Animation) -> String {
        let h = host(animation)
        return EffectSpelling.number((h.duration * 1000).rounded() / 1000) + "|" + h.curve + "|" + EffectSpelling.number((h.delay * 1000).rounded() / 1000)
    }

    static func curve(_ animation: Animation) -> String {
        switch animation.name {
        case "linear", "easeIn", "easeOut", "easeInOut": return animation.name
        case "timingCurve" where animation.controlPoints.count == 4 && animation.controlPoints.allSatisfy(\.isFinite):
            return "c:" + animation.controlPoints.map { EffectSpelling.number(min(max($0, -10), 10)) }.joined(separator: ",")
        default: return animation.bounce > 0.05 ? "bouncy" : "spring"
        }
    }
}

/// `animation(_:value:)` lands on the content's element as `animates` (nil: no animation).
@MainActor extension _AnimationModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        withAttributes(content, inputs, animation.map { [("animates", AnimationSpelling.property($0))] } ?? [])
    }
}
