import Foundation
import TrellisCore
import TrellisHost

/// `safeAreaInset(edge:)`: a `generic` with `safeAreaInset=<edge>` holding the view and the inset
/// content (`insetContent`), in edge order; CSS lays them out as a flex box along the edge's axis, the
/// view taking the space the inset leaves.
@MainActor extension _SafeAreaInsetModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        var properties = ["safeAreaInset": edgeName]
        if alignment != "center" { properties["alignment"] = alignment }
        properties["spacing"] = formatNumber(Double(spacing ?? 0))
        let childInputs = inputs.forElementChildren
        var insetInputs = childInputs
        insetInputs.attributes.addInner("insetContent", "true")
        let body = ChildSpec(key: AnyHashable("content"), view: content, inputs: childInputs)
        let bar = ChildSpec(key: AnyHashable("inset"), view: inset, inputs: insetInputs)
        let leadingEdge = edge == .top || edge == .leading
        return NodeOutput(element: ElementSpec(role: .generic, properties: properties), children: leadingEdge ? [bar, body] : [body, bar])
    }

    private var edgeName: String {
        switch edge {
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        }
    }
}

/// `ignoresSafeArea`: `ignoresSafeArea=<edges>` (`t`, `l`, `b`, `r` in that order) on the view's element;
/// layout.css extends it past the window's padding and bars on those edges.
@MainActor extension _IgnoresSafeAreaModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        guard regions.contains(.container) else { return passThrough(content, inputs) }
        let value = IgnoredEdges.spell(edges)
        guard !value.isEmpty else { return passThrough(content, inputs) }
        return withAttributes(content, inputs, [("ignoresSafeArea", value)])
    }
}

enum IgnoredEdges {
    /// `tlbr`-style spelling of an edge set, in top, leading, bottom, trailing order.
    static func spell(_ edges: Edge.Set) -> String {
        [(Edge.Set.top, "t"), (.leading, "l"), (.bottom, "b"), (.trailing, "r")].filter { edges.contains($0.0) }.map(\.1).joined()
    }
}
