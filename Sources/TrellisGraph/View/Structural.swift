import TrellisCore
import TrellisHost

// Views that only arrange other views: they own no element.

@MainActor extension EmptyView: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput { NodeOutput() }
}

@MainActor extension TupleView: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        NodeOutput(children: children.enumerated().map { ChildSpec(key: PositionKey.at($0.offset), view: $0.element, inputs: inputs) })
    }

    package static var keysChildrenByPosition: Bool { true }
}

@MainActor extension _ConditionalContent: BuiltinView where TrueContent: View, FalseContent: View {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        switch storage {
        case let .trueContent(view): NodeOutput(children: [ChildSpec(key: PositionKey.trueBranch, view: view, inputs: inputs)])
        case let .falseContent(view): NodeOutput(children: [ChildSpec(key: PositionKey.falseBranch, view: view, inputs: inputs)])
        }
    }
}

@MainActor extension Optional: BuiltinView where Wrapped: View {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        guard let view = self else { return NodeOutput() }
        return NodeOutput(children: [ChildSpec(key: PositionKey.first, view: view, inputs: inputs)])
    }
}

@MainActor extension AnyView: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        // The wrapped type is part of the child's identity: a new type is a new view.
        NodeOutput(children: [ChildSpec(key: PositionKey.first, view: view, inputs: inputs)])
    }
}

@MainActor extension Group: BuiltinView where Content: View {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        NodeOutput(children: [ChildSpec(key: PositionKey.first, view: content, inputs: inputs)])
    }
}

@MainActor extension EquatableView: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        NodeOutput(children: [ChildSpec(key: PositionKey.first, view: content, inputs: inputs)])
    }
}

@MainActor extension ForEach: BuiltinView where Content: View {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        var children: [ChildSpec] = []
        children.reserveCapacity(elementCount)
        forEachElement { id, make in
            children.append(ChildSpec(key: id, view: make(), inputs: inputs))
        }
        return NodeOutput(children: children)
    }

    /// The content closure runs here, so what it reads (`store.selected == row.id`)
    /// must re-run it. Reads made inside row views' own bodies stay with those rows.
    package static var tracksReads: Bool { true }

    /// Rows built inline in the closure are new values each time it runs.
    package static var comparesChildValues: Bool { true }
}

@MainActor extension _ViewModifier_Content: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        NodeOutput(children: [ChildSpec(key: PositionKey.first, view: provider.content, inputs: inputs)])
    }
}
