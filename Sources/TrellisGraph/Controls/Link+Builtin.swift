import TrellisCore
import TrellisHost

/// A link is a `link` element. With the system `openURL` action it carries `url` when the destination
/// is `http`, `https` or `mailto` (the browser renders `href`, `target=_blank`, `rel=noopener noreferrer`
/// and opens it itself); any other scheme gets no `url`, so nothing can run or navigate.
/// Under an `OpenURLAction` set with `.environment(\.openURL, …)` it has no `url`: activating it hands
/// the destination to that action, as SwiftUI's `Link` does. The label is inside.
@MainActor extension Link: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        var properties: [String: String] = [:]
        let openURL = inputs.environment.openURL
        let routed = openURL.handler != nil
        if !routed, let url = safeDestination { properties["url"] = url }
        if !inputs.environment.isEnabled { properties["disabled"] = "true" }
        let destination = destination
        let handler: @MainActor (HostEvent) throws -> Void = { event in
            switch event {
            case .activate: if routed { openURL(destination) } // else the browser opens the href
            case .focus, .key, .pressBegan, .pressEnded, .contextMenu: break
            default: throw GraphEventError.wrongValue(event, role: .link)
            }
        }
        return NodeOutput(element: ElementSpec(role: .link, properties: properties, handler: handler),
                          children: [ChildSpec(key: PositionKey.first, view: label, inputs: inputs.forElementChildren)])
    }
}
