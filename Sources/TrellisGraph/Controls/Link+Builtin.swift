import TrellisCore
import TrellisHost

/// A link is a `link` element with `url` when the destination is `http`, `https` or `mailto`
/// (the browser renders `href`, `target=_blank`, `rel=noopener noreferrer`); any other scheme
/// gets no `url`, so nothing can run or navigate. The label is inside.
@MainActor extension Link: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        var properties: [String: String] = [:]
        if let url = safeDestination { properties["url"] = url }
        if !inputs.environment.isEnabled { properties["disabled"] = "true" }
        let handler: @MainActor (HostEvent) throws -> Void = { event in
            switch event {
            case .activate, .focus, .key, .pressBegan, .pressEnded, .contextMenu: break // the browser opens it
            default: throw GraphEventError.wrongValue(event, role: .link)
            }
        }
        return NodeOutput(element: ElementSpec(role: .link, properties: properties, handler: handler),
                          children: [ChildSpec(key: PositionKey.first, view: label, inputs: inputs.forElementChildren)])
    }
}
