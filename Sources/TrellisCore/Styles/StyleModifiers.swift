import Foundation

nonisolated extension View {
    /// Fills the view's background with a style: a colour, a gradient or a material.
    ///
    ///     Text("Hello").padding().background(.blue.gradient)
    @inlinable public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_PaintPropertyModifier(key: "background", style: style))
    }

    /// Fills the view's background with the window's background style.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }

    /// Layers a view behind this one, sized to it.
    ///
    ///     Text("Hi").padding().background { RoundedRectangle(cornerRadius: 8).fill(.yellow) }
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_LayerModifier(layer: content(), alignment: alignment, isBackground: true))
    }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(_LayerModifier(layer: background, alignment: alignment, isBackground: true))
    }

    /// Fills a shape behind the view with a style.
    ///
    ///     Label("Wi-Fi", systemImage: "wifi").padding().background(.thinMaterial, in: Capsule())
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(alignment: .center) { shape.fill(style, style: fillStyle) }
    }

    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }

    /// Layers a view in front of this one, sized to it.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_LayerModifier(layer: content(), alignment: alignment, isBackground: false))
    }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(_LayerModifier(layer: overlay, alignment: alignment, isBackground: false))
    }

    /// Covers the view with a style.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        overlay(alignment: .center) { Rectangle().fill(style) }
    }

    /// Fills a shape in front of the view with a style.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        overlay(alignment: .center) { shape.fill(style, style: fillStyle) }
    }
}

nonisolated extension View {
    /// Primary and secondary foreground styles (hierarchical symbols and text levels).
    // LIMITATION: `foregroundStyle(_:_:)`, `foregroundStyle(_:_:_:)` | the primary style applies; the secondary and tertiary levels draw as that style's `.secondary`/`.tertiary` defaults | symbols render with one colour in the browser
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStyle(primary)
    }

    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        foregroundStyle(primary)
    }
}
