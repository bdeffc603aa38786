/// Stands for the view a modifier animates inside its content closure (`phaseAnimator`,
/// `keyframeAnimator`), and for the content a custom `Transition` receives.
///
///     Image(systemName: "heart.fill").phaseAnimator([1, 1.3]) { content, scale in
///         content.scaleEffect(scale)
///     }
nonisolated public struct PlaceholderContentView<Value>: View {
    /// The view it stands for (nil for a transition's, which Trellis doesn't run).
    package let content: (any View)?
    package init(_ content: (any View)?) { self.content = content }
    public typealias Body = Never
}
