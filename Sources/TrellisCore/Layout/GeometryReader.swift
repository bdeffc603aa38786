/// A container view that defines its content as a function of its own size and coordinate space.
///
/// It takes all the space offered and places its content at its top leading corner. The size comes
/// from the renderer (ARCHITECTURE.md, "Sizes flowing back from a renderer"): the first render uses
/// the space proposed (the window, or the frame it is given), then the measured size.
nonisolated public struct GeometryReader<Content: View>: View {
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public typealias Body = Never
}
