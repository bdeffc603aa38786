import TrellisCore
import TrellisHost

/// A content-unavailable view is a `group` (`boxStyle=unavailable`) that fills and centres: the
/// label (a large symbol over a bold title), the description (secondary) and the actions.
@MainActor extension ContentUnavailableView: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        var properties = ["boxStyle": "unavailable"]
        if let name = StaticText.of(label) { properties["label"] = name }
        let childInputs = inputs.forElementChildren
        var labelInputs = childInputs
        labelInputs.attributes.addInner("slot", "label")
        var descriptionInputs = childInputs
        descriptionInputs.attributes.addInner("slot", "value")
        return NodeOutput(element: ElementSpec(role: .group, properties: properties), children: [
            ChildSpec(key: AnyHashable("label"), view: label, inputs: labelInputs),
            ChildSpec(key: AnyHashable("description"), view: description, inputs: descriptionInputs),
            ChildSpec(key: AnyHashable("actions"), view: actions, inputs: childInputs),
        ])
    }
}

@MainActor extension SearchUnavailableContent.Label: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let title = text.map { "No Results for \u{201C}\($0)\u{201D}" } ?? "No Results"
        return NodeOutput(children: [ChildSpec(key: PositionKey.first, view: Label(title, systemImage: "magnifyingglass"), inputs: inputs)])
    }
}

@MainActor extension SearchUnavailableContent.Description: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        NodeOutput(children: [ChildSpec(key: PositionKey.first, view: Text("Check the spelling or try a new search."), inputs: inputs)])
    }
}

@MainActor extension SearchUnavailableContent.Actions: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput { NodeOutput() }
}
