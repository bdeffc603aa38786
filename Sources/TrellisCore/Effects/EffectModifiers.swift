public import Foundation

/// A geometry or colour effect on the rendered view (`scaleEffect`, `shadow`, `blur`…), as SwiftUI names it.
/// Effects compose: one further out applies after the ones inside it. TrellisGraph spells them for hosts.
package enum _VisualEffect: Sendable, Equatable {
    case scale(CGSize, anchor: UnitPoint)
    case rotation(Angle, anchor: UnitPoint)
    case rotation3D(Angle, axis: [CGFloat], anchor: UnitPoint, perspective: CGFloat)
    case offset(CGSize)
    case shadow(Color, radius: CGFloat, x: CGFloat, y: CGFloat)
    case blur(radius: CGFloat)
    case brightness(Double)
    case contrast(Double)
    case saturation(Double)
    case grayscale(Double)
    case hueRotation(Angle)
    case colorInvert
}

nonisolated package struct _VisualEffectModifier: ViewModifier {
    package let effect: _VisualEffect
    package typealias Body = Never
}

/// A property of the view's own element that SwiftUI states directly (`zIndex`, `allowsHitTesting`…).
package enum _ViewAttribute: Sendable, Equatable {
    case opacity(Double)
    case hidden
    case cornerRadius(CGFloat)
    case zIndex(Double)
    case compositingGroup
    case allowsHitTesting(Bool)
    case contentShape
    case redacted(RedactionReasons)
    case unredacted
    case colorMultiply(Color)
    case blendMode(BlendMode)
    case gridCellColumns(Int)
    case gridColumnAlignment(HorizontalAlignment)
    case gridCellAnchor(UnitPoint)
    // Text formatting (TrellisCore/Text/TextModifiers.swift); nil or false: as the environment says.
    case textAlignment(TextAlignment)
    case truncation(Text.TruncationMode)
    case textSelection(Bool)
    case tracking(CGFloat)
    case baselineOffset(CGFloat)
    case textCase(Text.Case?)
    case fontWidth(Font.Width?)
    case bold(Bool)
    case italic(Bool)
    case fontWeight(Font.Weight?)
    case fontDesign(Font.Design?)
    case monospacedDigit
    case help(String)
    /// `contentTransition(_:)`, spelled (``ContentTransition/spelling``).
    case contentTransition(String)
    /// `matchedGeometryEffect`, spelled (``MatchedGeometryKey``).
    case matchedGeometry(String)
}

nonisolated package struct _ViewAttributeModifier: ViewModifier {
    package let attribute: _ViewAttribute
    package typealias Body = Never
}

/// An element property holding a shape style, resolved in the environment where it applies
/// (`background(.tint)`, `shapeFill`…).
@usableFromInline nonisolated package struct _PaintPropertyModifier: ViewModifier {
    package let key: String
    package let style: any ShapeStyle
    @usableFromInline package init(key: String, style: any ShapeStyle) {
        self.key = key
        self.style = style
    }
    @usableFromInline package typealias Body = Never
}

/// A view layered behind or in front of the content, sized to it (`background`, `overlay`).
nonisolated package struct _LayerModifier<Layer: View>: ViewModifier {
    package let layer: Layer
    package let alignment: Alignment
    package let isBackground: Bool
    package typealias Body = Never
}

/// Clips the content to a shape (`clipShape`, `clipped`).
nonisolated package struct _ClipShapeModifier: ViewModifier {
    package let geometry: ShapeGeometry
    package let eoFill: Bool
    package typealias Body = Never
}

/// Masks the content with a view's alpha (`mask`).
nonisolated package struct _MaskModifier<Mask: View>: ViewModifier {
    package let mask: Mask
    package typealias Body = Never
}

/// Places the content's centre at a point of a space that fills its container (`position`).
nonisolated package struct _PositionModifier: ViewModifier {
    package let point: CGPoint
    package typealias Body = Never
}

/// How a view's colours blend with what is behind it.
public enum BlendMode: Equatable, Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference
    case exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

/// The colour space a drawing group renders in.
public enum ColorRenderingMode: Equatable, Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}

/// Why a view's content is redacted.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }

extension EnvironmentValues {
    /// The reasons the current view's content is redacted (`redacted(reason:)`).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

/// The kinds of interaction a content shape defines.
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

nonisolated extension View {
    func effect(_ effect: _VisualEffect) -> some View { modifier(_VisualEffectModifier(effect: effect)) }

    func attribute(_ attribute: _ViewAttribute) -> some View { modifier(_ViewAttributeModifier(attribute: attribute)) }

    // MARK: - Transforms

    /// Scales the rendered view around an anchor; its layout frame does not change.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        effect(.scale(scale, anchor: anchor))
    }

    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Rotates the rendered view around an anchor; its layout frame does not change.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        effect(.rotation(angle, anchor: anchor))
    }

    /// Rotates the rendered view in 3D around an axis, with perspective.
// LIMITATION: `rotation3DEffect` | `perspective` maps to CSS `perspective(800px / perspective)`; `anchorZ` is ignored | SwiftUI's perspective is relative to the view's size, which the server does not know
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> some View {
        effect(.rotation3D(angle, axis: [axis.x, axis.y, axis.z], anchor: anchor, perspective: perspective))
    }

    /// Moves the rendered view; its layout frame stays where it was.
    public func offset(_ offset: CGSize) -> some View {
        effect(.offset(offset))
    }

    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }

    /// Places the view's centre at a point in its parent's space; the view fills the space it is offered.
    public func position(_ position: CGPoint) -> some View { modifier(_PositionModifier(point: position)) }

    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }

    // MARK: - Filters

    /// Adds a shadow behind the view's drawn content (CSS `drop-shadow`).
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        effect(.shadow(color, radius: radius, x: x, y: y))
    }

    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        effect(.blur(radius: radius))
    }

    /// Brightens (positive) or darkens (negative) the view: `amount` from -1 to 1.
    public func brightness(_ amount: Double) -> some View {
        effect(.brightness(amount))
    }

    public func contrast(_ amount: Double) -> some View { effect(.contrast(amount)) }

    public func saturation(_ amount: Double) -> some View { effect(.saturation(amount)) }

    public func grayscale(_ amount: Double) -> some View {
        effect(.grayscale(amount))
    }

    public func hueRotation(_ angle: Angle) -> some View { effect(.hueRotation(angle)) }

    public func colorInvert() -> some View { effect(.colorInvert) }

    /// Multiplies the view's colours by a colour (drawn as a multiply-blended layer over the view:
    /// docs/LIMITATIONS.md).
// LIMITATION: `colorMultiply(_:)` | a multiply-blended layer over the view: transparent areas are tinted too | CSS has no multiply filter
    public func colorMultiply(_ color: Color) -> some View {
        attribute(.colorMultiply(color))
    }

    public func blendMode(_ blendMode: BlendMode) -> some View {
        attribute(.blendMode(blendMode))
    }

    // MARK: - Compositing, clipping, hit testing

    public func zIndex(_ value: Double) -> some View {
        attribute(.zIndex(value))
    }

    /// Composites the view's content as a group before blending it with what is behind.
    public func compositingGroup() -> some View { attribute(.compositingGroup) }

    /// Renders the view's content as one group (the browser composites it like `compositingGroup`).
// LIMITATION: `drawingGroup`, `blur(radius:opaque:)`, `blendMode(.plusDarker/.sourceAtop/.destinationOver/.destinationOut)` | drawing groups composite like `compositingGroup`; `opaque` is ignored; those blend modes draw as `darken` or normal | CSS has no equivalents
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        attribute(.compositingGroup)
    }

    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(_ClipShapeModifier(geometry: shape.geometry, eoFill: style.isEOFilled))
    }

    /// Clips the view to its frame.
    public func clipped(antialiased: Bool = false) -> some View {
        modifier(_ClipShapeModifier(geometry: ShapeGeometry(.rect), eoFill: false))
    }

    /// Masks the view with the alpha of another view (a gradient, a colour or a shape).
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(_MaskModifier(mask: mask()))
    }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead.")
    public func mask<Mask: View>(_ mask: Mask) -> some View { modifier(_MaskModifier(mask: mask)) }

    /// Whether the view takes part in hit testing; `false` lets clicks through to what is behind.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        attribute(.allowsHitTesting(enabled))
    }

    /// The shape used for hit testing. The browser hit-tests the view's whole box, which is what
    /// `contentShape(Rectangle())` asks for; other shapes still hit-test the box (docs/LIMITATIONS.md).
// LIMITATION: `contentShape(_:)` | the browser hit-tests the view's whole box (what `contentShape(Rectangle())` asks for); other shapes don't narrow it | HTML hit testing is by box
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        attribute(.contentShape)
    }

    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        attribute(.contentShape)
    }

    // MARK: - Redaction

    /// Shows placeholder bars instead of the text below (`.placeholder`), and tells views why.
// LIMITATION: `redacted(reason:)` | `.placeholder` draws text as bars (images fade); `.privacy` and `.invalidated` only set `redactionReasons` | only placeholder has a standard look
    public func redacted(reason: RedactionReasons) -> some View {
        attribute(.redacted(reason))
            .transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
    }

    /// Shows the content below unredacted.
    public func unredacted() -> some View {
        attribute(.unredacted)
            .transformEnvironment(\.redactionReasons) { $0 = [] }
    }
}
