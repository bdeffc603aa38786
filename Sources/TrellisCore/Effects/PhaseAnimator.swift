/// A container that animates its content through a sequence of phases: on each trigger change, or
/// continuously.
///
///     PhaseAnimator([false, true], trigger: likes) { isPopped in
///         Image(systemName: "heart.fill").scaleEffect(isPopped ? 1.4 : 1)
///     } animation: { isPopped in isPopped ? .spring(duration: 0.2) : .easeOut(duration: 0.3) }
///
/// Each phase change is a state change with the phase's animation (the browser animates it, as it does
/// `withAnimation`); the next phase follows when that animation's duration is over.
// LIMITATION: `PhaseAnimator`, `phaseAnimator` | the next phase starts when the phase's animation's duration (plus delay, at its speed) is over, at least 1/30 s later; a spring's is its `duration`, not its settling time; a `repeatCount`/`repeatForever` animation counts one pass; under `prefers-reduced-motion` the browser shows each phase at once but the phases still step | the Swift process schedules each phase change (one timer per animator), the browser runs the animations
nonisolated public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    let trigger: Any?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?

    /// Steps through `phases` each time `trigger` changes, then back to the first phase.
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = trigger
        self.content = content
        self.animation = animation
    }

    /// Steps through `phases` continuously, starting at once.
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = nil
        self.content = content
        self.animation = animation
    }

    public var body: some View {
        let content = content
        return EmptyView().modifier(_PhaseAnimatorModifier(phases: phases, trigger: trigger, content: { content($0) }, animation: animation))
    }
}

nonisolated extension View {
    /// Animates effects on this view through `phases` each time `trigger` changes.
    ///
    ///     Text("Saved").phaseAnimator([0, 1], trigger: saves) { content, phase in
    ///         content.offset(y: phase * -8)
    ///     }
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>, trigger: some Equatable,
                                                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        let view = self
        return EmptyView().modifier(_PhaseAnimatorModifier(
            phases: Array(phases), trigger: trigger, content: { content(PlaceholderContentView(view), $0) }, animation: animation))
    }

    /// Animates effects on this view through `phases` continuously.
    ///
    ///     Circle().phaseAnimator([0.4, 1]) { content, opacity in content.opacity(opacity) }
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>,
                                                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        let view = self
        return EmptyView().modifier(_PhaseAnimatorModifier(
            phases: Array(phases), trigger: nil, content: { content(PlaceholderContentView(view), $0) }, animation: animation))
    }
}

/// The phase animator the graph runs: its phases, its trigger (nil: it loops), the content for a phase
/// and each phase's animation. It replaces the view it is applied to (`EmptyView`).
nonisolated package struct _PhaseAnimatorModifier<Phase: Equatable>: ViewModifier {
    package let phases: [Phase]
    package let trigger: Any?
    package let content: (Phase) -> any View
    package let animation: (Phase) -> Animation?
    package typealias Body = Never
}
