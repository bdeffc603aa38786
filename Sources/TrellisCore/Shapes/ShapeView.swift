public import Foundation

/// A shape drawn with a fill and/or a stroke: what `fill`, `stroke` and `strokeBorder` return,
/// and what a shape's own `body` is (filled with the foreground style).
nonisolated public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle
    /// The fill layer's style; nil when the shape is only stroked.
    package var fill: (any ShapeStyle)?
    /// The stroke layer, if any.
    package var stroke: StrokeLayer?

    package typealias StrokeLayer = _ShapeStrokeLayer

    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.fill = style
    }

    package init(shape: Content, style: Style, fill: (any ShapeStyle)?, fillStyle: FillStyle = FillStyle(), stroke: StrokeLayer?) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.fill = fill
        self.stroke = stroke
    }

    public typealias Body = Never
}

/// A shape's stroke: its paint, its style, and whether it stays inside the shape (`strokeBorder`).
package struct _ShapeStrokeLayer: Sendable {
    package var paint: any ShapeStyle
    package var style: StrokeStyle
    package var isBorder: Bool
    package init(paint: any ShapeStyle, style: StrokeStyle, isBorder: Bool) {
        self.paint = paint
        self.style = style
        self.isBorder = isBorder
    }
}

nonisolated extension _ShapeView {
    /// Adds a fill under this shape's stroke (`Circle().stroke(.blue).fill(.white)` draws both).
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Content, S> {
        _ShapeView<Content, S>(shape: shape, style: content, fill: content, fillStyle: style, stroke: stroke)
    }

    /// Adds a stroke over this shape's fill.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Content, Style> {
        _ShapeView<Content, Style>(shape: shape, style: self.style, fill: fill, fillStyle: fillStyle,
                                   stroke: StrokeLayer(paint: content, style: style, isBorder: false))
    }

    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Content, Style> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

nonisolated extension _ShapeView where Content: InsettableShape {
    /// Adds a stroke inside the shape's bounds over this shape's fill.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Content, Style> {
        _ShapeView<Content, Style>(shape: shape, style: self.style, fill: fill, fillStyle: fillStyle,
                                   stroke: StrokeLayer(paint: content, style: style, isBorder: true))
    }

    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Content, Style> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

nonisolated extension Shape {
    /// The shape filled with a style (the foreground style by default).
    ///
    ///     RoundedRectangle(cornerRadius: 12).fill(.blue.gradient)
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// The shape's outline, stroked with a style.
    ///
    ///     Circle().stroke(.red, style: StrokeStyle(lineWidth: 4, dash: [6, 3]))
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fill: nil, stroke: .init(paint: content, style: style, isBorder: false))
    }

    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self, S> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

nonisolated extension InsettableShape {
    /// The outline stroked inside the shape's bounds: the stroke never spills out of the frame.
    ///
    ///     Capsule().strokeBorder(.blue, lineWidth: 2)
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fill: nil, stroke: .init(paint: content, style: style, isBorder: true))
    }

    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self, S> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}
