import TrellisCore
import TrellisHost

@MainActor extension LazyVStack: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        // A lazy stack takes the whole width it is offered, unlike a VStack.
        var properties = ["layout": "vstack", "maxWidth": "infinity"]
        if let spacing { properties["spacing"] = formatNumber(Double(spacing)) }
        if alignment != .center { properties["alignment"] = alignment.name }
        return gridContainer(properties, content, inputs)
    }
}

@MainActor extension LazyHStack: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        var properties = ["layout": "hstack", "maxHeight": "infinity"]
        if let spacing { properties["spacing"] = formatNumber(Double(spacing)) }
        if alignment != .center { properties["alignment"] = alignment.name }
        return gridContainer(properties, content, inputs)
    }
}
