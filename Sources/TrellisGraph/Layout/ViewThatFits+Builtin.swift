import Foundation
import TrellisCore
import TrellisHost

/// A `measure`d container holding every child as a `FitsCandidate`: the chosen one in flow, the
/// others hidden and out of flow, each laid out at its ideal size and measured. When the space or a
/// child's ideal size changes, the container rebuilds and picks again: the first child that fits along
/// `axes`, else the last. Before anything is measured, the first child shows.
@MainActor extension ViewThatFits: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let space = node.measurement(observed: true, proposal: node.proposedSize(inputs.attributes)).size
        var candidates: [(key: AnyHashable, view: any View)] = []
        ViewStructure.walk(content) { leaf in
            if case let .view(view, path, _) = leaf { candidates.append((AnyHashable(path), view)) }
            return true
        }
        let measured = Dictionary(node.children.compactMap { child in child.state(MeasuredSize.self).map { (child.key, $0) } },
                                  uniquingKeysWith: { first, _ in first })
        var chosen = max(candidates.count - 1, 0)
        for (index, candidate) in candidates.enumerated() {
            // A child not measured yet fits (the first paint shows the first child).
            guard let size = measured[candidate.key], size.isMeasured else { chosen = index; break }
            let ideal = DependencyRecorder.untracked { size.size }
            let fitsWidth = !axes.contains(.horizontal) || ideal.width <= space.width + 0.5
            let fitsHeight = !axes.contains(.vertical) || ideal.height <= space.height + 0.5
            if fitsWidth && fitsHeight { chosen = index; break }
        }
        let fits = axes == [.horizontal, .vertical] ? "both" : axes.contains(.vertical) ? "vertical" : "horizontal"
        var properties = ["layout": "zstack", "fits": fits, "measure": "size"]
        if axes.contains(.horizontal), inputs.attributes.values["width"] == nil { properties["maxWidth"] = "infinity" }
        if axes.contains(.vertical), inputs.attributes.values["height"] == nil { properties["maxHeight"] = "infinity" }
        let childInputs = inputs.forElementChildren
        return NodeOutput(
            element: ElementSpec(role: .generic, properties: properties),
            children: candidates.enumerated().map { index, candidate in
                ChildSpec(key: candidate.key, view: FitsCandidate(content: candidate.view, isChosen: index == chosen), inputs: childInputs)
            })
    }
}

/// One child of a `ViewThatFits`, measured at its ideal size; its container rebuilds when it changes.
struct FitsCandidate: View, BuiltinView {
    let content: any View
    let isChosen: Bool
    typealias Body = Never

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let measured = node.state(orMake: MeasuredSize())
        node.graph.hasMeasuredElements = true
        if let container = node.parent { measured.addObserver(container) }
        return NodeOutput(
            element: ElementSpec(role: .generic, properties: ["measure": "size", "fitsCandidate": isChosen ? "chosen" : "hidden"]),
            children: [ChildSpec(key: PositionKey.first, view: content, inputs: inputs.forElementChildren)])
    }
}
