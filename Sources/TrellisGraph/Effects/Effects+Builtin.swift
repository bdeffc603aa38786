import Foundation
import TrellisCore
import TrellisHost

@MainActor extension _VisualEffectModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        let (key, tokens) = EffectSpelling.tokens(effect)
        // Modifiers further out built first: their tokens are already here and apply after ours.
        let composed = composeTransforms(outer: inputs.attributes.values[key], inner: tokens) ?? tokens
        return withAttributes(content, inputs, [(key, composed)])
    }
}

@MainActor extension _ViewAttributeModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        withAttributes(content, inputs, EffectSpelling.properties(attribute))
    }
}

@MainActor extension _PaintPropertyModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        withAttribute(content, inputs, key, style.hostPaint(in: inputs.environment))
    }
}

@MainActor extension _LayerModifier: BuiltinModifier {
    /// A wrapper element (`layout=overlay`) holding the layer and the content in one grid cell; the
    /// layer (`layer=background|overlay`) fills the content's box without sizing it. Modifiers
    /// further out land on the wrapper.
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        var layerInputs = inputs.forElementChildren
        layerInputs.attributes.addInner("layer", isBackground ? "background" : "overlay")
        if alignment != .center { layerInputs.attributes.addInner("overlayAlignment", alignment.name) }
        let layerChild = ChildSpec(key: PositionKey.at(isBackground ? 0 : 1), view: layer, inputs: layerInputs)
        let contentChild = ChildSpec(key: PositionKey.at(2), view: content, inputs: inputs.forElementChildren)
        return NodeOutput(
            element: ElementSpec(role: .generic, properties: ["layout": "overlay"]),
            children: isBackground ? [layerChild, contentChild] : [contentChild, layerChild])
    }
}

@MainActor extension _PositionModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        var childInputs = inputs.forElementChildren
        childInputs.attributes.addInner("position", EffectSpelling.number(Double(point.x)) + "," + EffectSpelling.number(Double(point.y)))
        return NodeOutput(
            element: ElementSpec(role: .generic, properties: ["layout": "position"]),
            children: [ChildSpec(key: PositionKey.first, view: content, inputs: childInputs)])
    }
}

@MainActor extension _ClipShapeModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        withAttributes(content, inputs, ClipRendering.properties(geometry, eoFill: eoFill, knownSize: _ShapeView<Rectangle, Color>.knownSize(inputs.attributes)))
    }
}

@MainActor extension _MaskModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        withAttributes(content, inputs, ClipRendering.maskProperties(mask, inputs: inputs))
    }
}

/// Clip and mask properties.
@MainActor enum ClipRendering {
    /// `clip` for primitives (`rect[:corners]`, `capsule`, `circle`, `ellipse`); `clipPath`/`clipBox` for other shapes.
    static func properties(_ geometry: ShapeGeometry, eoFill: Bool, knownSize: CGSize?) -> [(String, String)] {
        if geometry.isPrimitive, geometry.transforms.isEmpty, geometry.inset == 0, geometry.trim == nil {
            let props = ShapeRenderer.geometryProperties(geometry, knownSize: knownSize, filled: true)
            guard let kind = props[ShapeProperty.shape] else { return [] }
            if let corners = props[ShapeProperty.corners] { return [("clip", kind + ":" + corners)] }
            return [("clip", kind)]
        }
        let size = knownSize ?? nominalShapeSize
        let path = geometry.path(in: CGRect(origin: .zero, size: size)).svgPathData
        var props = [("clipPath", path), ("clipBox", formatNumber(Double(size.width)) + "," + formatNumber(Double(size.height)))]
        if eoFill { props.append(("eoFill", "true")) }
        return props
    }

    /// A mask from a view: a shape style view (gradient, colour) masks by its alpha; a shape clips.
// LIMITATION: `mask(_:)` | masks with gradients, colours and shapes; other views (text, images) are ignored with a runtime warning | CSS masks are images, not DOM
    static func maskProperties(_ mask: any View, inputs: NodeInputs) -> [(String, String)] {
        if let style = mask as? any ShapeStyle {
            return [("mask", style.hostPaint(in: inputs.environment))]
        }
        if let shape = mask as? any Shape {
            return properties(shape.geometry, eoFill: false, knownSize: nil)
        }
        if let shaped = mask as? any _ShapeGeometryView {
            return properties(shaped.maskGeometry, eoFill: false, knownSize: nil)
        }
        RuntimeIssue.report("mask(_:) draws only shapes, colours and gradients as masks in Trellis; \(type(of: mask)) is ignored (docs/LIMITATIONS.md).")
        return []
    }
}

/// A view that is a shape (a `Shape`, or a filled or stroked one), for masks.
@MainActor protocol _ShapeGeometryView { var maskGeometry: ShapeGeometry { get } }

extension _ShapeView: _ShapeGeometryView { var maskGeometry: ShapeGeometry { shape.geometry } }
