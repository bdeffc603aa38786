/// A container that animates its content with keyframes: when a trigger changes, or in a loop.
///
///     KeyframeAnimator(initialValue: 1.0, trigger: taps) { scale in
///         Image(systemName: "star.fill").scaleEffect(scale)
///     } keyframes: { _ in
///         SpringKeyframe(1.5, duration: 0.2)
///         SpringKeyframe(1.0, spring: .bouncy)
///     }
///
/// The Swift process computes the whole timeline once per run, evaluating the content at 30 samples a
/// second, and sends the effects it finds to the browser as one Web Animation; the view keeps the end value.
// LIMITATION: `KeyframeAnimator`, `keyframeAnimator` | the effects the content puts on its outermost view (`scaleEffect`, `rotationEffect`, `offset`, `opacity`, `blur` and the other `transform`/`filter` effects) animate, sampled 30 times a second (at most 300 samples); other changes the content makes (text, colours, frames, effects inside a stack) show the end value at once; a trigger change during a run restarts from the end value; a repeating animator samples its content once, when it starts | the browser plays the samples as Web Animations keyframes, so the Swift process does no work per frame
nonisolated public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where Value == KeyframePath.Value {
    let initialValue: Value
    let trigger: Any?
    let repeating: Bool
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath

    /// Plays the keyframes each time `trigger` changes, from the value the last run ended at.
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.trigger = trigger
        self.repeating = false
        self.content = content
        self.keyframes = keyframes
    }

    /// Loops the keyframes while `repeating` is true; otherwise shows the timeline's first value.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.trigger = nil
        self.repeating = repeating
        self.content = content
        self.keyframes = keyframes
    }

    public var body: some View {
        let content = content, keyframes = keyframes
        return EmptyView().modifier(_KeyframeAnimatorModifier(
            initialValue: initialValue, trigger: trigger, repeating: repeating, content: { content($0) },
            timeline: { KeyframeTimeline(initialValue: $0, keyframes: keyframes($0)) }))
    }
}

nonisolated extension View {
    /// Plays keyframes on this view's effects each time `trigger` changes.
    ///
    ///     Image(systemName: "bell").keyframeAnimator(initialValue: Angle.zero, trigger: rings) { content, angle in
    ///         content.rotationEffect(angle)
    ///     } keyframes: { _ in
    ///         CubicKeyframe(.degrees(20), duration: 0.1)
    ///         CubicKeyframe(.degrees(-20), duration: 0.2)
    ///         CubicKeyframe(.zero, duration: 0.1)
    ///     }
    public func keyframeAnimator<Value>(initialValue: Value, trigger: some Equatable,
                                        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        let view = self
        return EmptyView().modifier(_KeyframeAnimatorModifier(
            initialValue: initialValue, trigger: trigger, repeating: false, content: { content(PlaceholderContentView(view), $0) },
            timeline: { KeyframeTimeline(initialValue: $0, keyframes: keyframes($0)) }))
    }

    /// Loops keyframes on this view's effects while `repeating` is true.
    public func keyframeAnimator<Value>(initialValue: Value, repeating: Bool = true,
                                        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        let view = self
        return EmptyView().modifier(_KeyframeAnimatorModifier(
            initialValue: initialValue, trigger: nil, repeating: repeating, content: { content(PlaceholderContentView(view), $0) },
            timeline: { KeyframeTimeline(initialValue: $0, keyframes: keyframes($0)) }))
    }
}

/// The keyframe animator the graph runs: its start value, trigger (nil: `repeating` says whether it loops),
/// the content for a value and the timeline from a value. It replaces the view it is applied to (`EmptyView`).
nonisolated package struct _KeyframeAnimatorModifier<Value>: ViewModifier {
    package let initialValue: Value
    package let trigger: Any?
    package let repeating: Bool
    package let content: (Value) -> any View
    package let timeline: (Value) -> KeyframeTimeline<Value>
    package typealias Body = Never
}
