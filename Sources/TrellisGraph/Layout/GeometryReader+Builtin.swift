import Foundation
import TrellisCore
import TrellisHost

/// A `measure`d element that fills the space offered and places its content at the top leading corner.
/// Its content closure runs under dependency tracking, so the reader re-evaluates when a size the
/// closure read changes (and when state it read changes), and nothing else does.
@MainActor extension GeometryReader: BuiltinView {
    package static var tracksReads: Bool { true }

    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let measured = node.measurement(observed: false, proposal: node.proposedSize(inputs.attributes))
        let proxy = GeometryProxy(measurement: measured, namedSpaces: inputs.environment._namedCoordinateSpaces,
                                  safeArea: inputs.environment._windowSafeArea)
        var properties = ["layout": "zstack", "alignment": "topLeading", "measure": "size"]
        // Flexible in each dimension a frame doesn't fix.
        if inputs.attributes.values["width"] == nil { properties["maxWidth"] = "infinity" }
        if inputs.attributes.values["height"] == nil { properties["maxHeight"] = "infinity" }
        return NodeOutput(
            element: ElementSpec(role: .generic, properties: properties),
            children: [ChildSpec(key: PositionKey.first, view: content(proxy), inputs: inputs.forElementChildren)])
    }
}

/// `onGeometryChange`: marks the element below as measured and runs the action, after the update,
/// when the transformed value changes.
@MainActor extension _GeometryChangeModifier: BuiltinModifier, LifecycleBuiltin {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        _ = node.measurement(observed: true, proposal: node.proposedSize(inputs.attributes))
        return withAttributes(content, inputs, [("measure", "size")])
    }

    private func value(_ node: Node) -> Value? {
        guard let measured = node.state(MeasuredSize.self) else { return nil }
        let proxy = GeometryProxy(measurement: measured, namedSpaces: node.inputs.environment._namedCoordinateSpaces,
                                  safeArea: node.inputs.environment._windowSafeArea)
        return DependencyRecorder.untracked { transform(proxy) }
    }

    func didMount(_ node: Node) {
        guard let value = value(node) else { return }
        node.setState(LastValue(value))
        let action = action
        node.graph.runAfterUpdate { action(value, value) }
    }

    func didUpdate(_ node: Node) {
        guard let value = value(node), let last = node.state(LastValue<Value>.self) else { return }
        let old = last.value
        guard old != value else { return }
        last.value = value
        let action = action
        node.graph.runAfterUpdate { action(old, value) }
    }
}

/// `coordinateSpace(_:)`: marks the element below as measured and tells the views inside where it is.
@MainActor extension _CoordinateSpaceModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        let measured = node.measurement(observed: false, proposal: node.proposedSize(inputs.attributes))
        var childInputs = inputs
        childInputs.environment._namedCoordinateSpaces.spaces[name] = measured
        childInputs.attributes.addInner("measure", "size")
        return NodeOutput(children: [ChildSpec(key: PositionKey.first, view: content, inputs: childInputs)])
    }
}

/// `containerRelativeFrame`: a fixed frame computed from the window's content size (the container; see
/// the limitation on the declaration), recomputed when the window is resized.
@MainActor extension _ContainerRelativeFrameModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        let window = node.graph.windowSize
        window.addObserver(node)
        let size = DependencyRecorder.untracked { window.size }
        // A length closure may return anything: a negative or non-finite length is no length.
        func spelled(_ value: CGFloat) -> String { formatNumber(value.isFinite ? max(0, Double(value)) : 0) }
        var properties: [(String, String)] = []
        if axes.contains(.horizontal) { properties.append(("width", spelled(length(size.width, .horizontal)))) }
        if axes.contains(.vertical) { properties.append(("height", spelled(length(size.height, .vertical)))) }
        if alignment != .center { properties.append(("frameAlignment", alignment.name)) }
        return withAttributes(content, inputs, properties)
    }
}
