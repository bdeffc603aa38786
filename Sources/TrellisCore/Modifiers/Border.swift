import Foundation

extension View {
    /// Adds a border with the specified style and width to this view.
    ///
    ///     Text("Purple border inside the view bounds.")
    ///         .padding()
    ///         .border(Color.purple, width: 4)
    ///
    /// The border is drawn inside the view's frame, over its content: it does
    /// not make the view larger. To place a border around a view's padding,
    /// apply `padding` first, as above.
    nonisolated public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        modifier(_BorderModifier(style: content, width: width))
    }
}

/// `border(_:width:)`: the style and width, drawn by the graph as element properties.
nonisolated package struct _BorderModifier<Style: ShapeStyle>: ViewModifier {
    package let style: Style
    package let width: CGFloat
    package typealias Body = Never
}
