import Foundation
import TrellisCore
import TrellisHost

/// `layout { … }`: each view the content lists is one subview, a `LayoutSubviewSlot` keyed by its path,
/// whatever the layout, so an `AnyLayout` that switches layouts keeps every child's node and state.
///
/// The stack layouts (`HStackLayout`, `VStackLayout`, `ZStackLayout`, `GridLayout`, or an `AnyLayout`
/// holding one) render exactly as their stacks (grid): the same element, and slots that add nothing. Any other layout is a
/// `measure`d container (`customLayout`) whose slots mark their subview's element `measure`d too; once
/// the renderer has measured the container and every subview, the layout's own `sizeThatFits` and
/// `placeSubviews` run here with those sizes, and the placements go back as `placedAt` on each subview
/// and `layoutSize` on the container. Before that the subviews show in a wrapping flow. A subview's
/// size change rebuilds only this container (its slot's `MeasuredSize` is observed by it).
@MainActor extension _LayoutContainer: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let base: any Layout = (layout as? AnyLayout)?.base ?? layout
        var subviews: [(key: AnyHashable, view: any View)] = []
        ViewStructure.walk(content) { leaf in
            if case let .view(view, path, _) = leaf { subviews.append((AnyHashable(path), view)) }
            return true
        }
        let childInputs = inputs.forElementChildren
        if let stack = StackSpelling.properties(of: base, content: content) {
            return NodeOutput(
                element: ElementSpec(role: .generic, properties: stack),
                children: subviews.map { ChildSpec(key: $0.key, view: LayoutSubviewSlot(content: $0.view, mode: .stack), inputs: childInputs) })
        }
        let pass = CustomLayoutPass(node: node, inputs: inputs, keys: subviews.map(\.key))
        let placements = pass.run(base)
        var properties = ["customLayout": placements == nil ? "flow" : "placed", "measure": "size"]
        if let placements { properties["layoutSize"] = placements.containerSize }
        return NodeOutput(
            element: ElementSpec(role: .generic, properties: properties),
            children: subviews.enumerated().map { index, subview in
                let mode: LayoutSubviewSlot.Mode = placements.map { .placed($0.subviews[index]) } ?? .flow
                return ChildSpec(key: subview.key, view: LayoutSubviewSlot(content: subview.view, mode: mode), inputs: childInputs)
            })
    }
}

extension StackSpelling {
    /// The stack (grid) a stack layout renders as; nil for any other layout.
    static func properties(of layout: any Layout, content: any View) -> [String: String]? {
        switch layout {
        case let stack as HStackLayout: hstack(stack.alignment, stack.spacing)
        case let stack as VStackLayout: vstack(stack.alignment, stack.spacing)
        case let stack as ZStackLayout: zstack(stack.alignment)
        case let grid as GridLayout: self.grid(grid.alignment, grid.horizontalSpacing, grid.verticalSpacing, content)
        default: nil
        }
    }
}

/// One pass of a custom layout over the sizes measured so far.
@MainActor
struct CustomLayoutPass {
    let node: Node
    let inputs: NodeInputs
    let keys: [AnyHashable]

    /// Where everything goes, as the host spells it.
    struct Placements {
        /// `layoutSize`: the container's size, with its padding.
        var containerSize: String
        /// `placedAt` per subview (nil: not measured yet, kept out of sight until it is).
        var subviews: [String?]
    }

    /// The container's padding (`top,leading,bottom,trailing`): placements are inside it.
    private var padding: [CGFloat] {
        let parts = (inputs.attributes.values["padding"] ?? "").split(separator: ",").compactMap { Double($0) }
        return parts.count == 4 ? parts.map { CGFloat($0) } : [0, 0, 0, 0]
    }

    /// Runs the layout when the container has been measured and at least one subview has; nil before.
    func run(_ layout: any Layout) -> Placements? {
        let container = node.measurement(observed: true, proposal: node.proposedSize(inputs.attributes))
        let slots = Dictionary(node.children.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        // A subview is measured once its slot's element has been (one with no element takes no space).
        let storages: [LayoutSubviewStorage?] = keys.map { key in
            guard let slot = slots[key] else { return nil }
            let values = slot.state(LayoutSubviewValues.self)
            let storage = LayoutSubviewStorage(size: .zero, priority: values?.priority ?? 0, values: values?.values ?? [:])
            if let measured = slot.state(MeasuredSize.self), measured.isMeasured {
                storage.size = DependencyRecorder.untracked { measured.size }
            } else if !slot.topLevelElementIDs.isEmpty {
                return nil
            }
            return storage
        }
        guard container.isMeasured, storages.contains(where: { $0 != nil }) || keys.isEmpty else { return nil }
        let inset = padding
        let measuredWidth = DependencyRecorder.untracked { container.size.width }
        let proposal = ProposedViewSize(width: max(0, measuredWidth - inset[1] - inset[3]), height: nil)
        let present = storages.compactMap { $0 }
        let subviews = LayoutSubviews(present.map(LayoutSubview.init), layoutDirection: inputs.environment.layoutDirection)
        let size = Self.sanitized(runTyped(layout, proposal: proposal, subviews: subviews))
        let spelledSize = [size.width + inset[1] + inset[3], size.height + inset[0] + inset[2]]
        return Placements(
            containerSize: spelledSize.map { formatNumber(Self.rounded($0)) }.joined(separator: ","),
            subviews: storages.map { storage in
                guard let storage else { return nil }
                // A subview the layout did not place sits in the middle, as in SwiftUI.
                let frame = storage.placement ?? CGRect(x: (size.width - storage.size.width) / 2, y: (size.height - storage.size.height) / 2,
                                                        width: storage.size.width, height: storage.size.height)
                return [frame.minX + inset[1], frame.minY + inset[0]].map { formatNumber(Self.rounded(Self.clamped($0))) }.joined(separator: ",")
            })
    }

    /// `sizeThatFits` then `placeSubviews` in that size, with the cache kept on the node.
    private func runTyped<L: Layout>(_ layout: L, proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        let box = node.state(orMake: LayoutCacheBox())
        var cache: L.Cache
        if let kept = box.cache as? L.Cache, box.layoutType == ObjectIdentifier(L.self) {
            cache = kept
            layout.updateCache(&cache, subviews: subviews)
        } else {
            cache = layout.makeCache(subviews: subviews)
        }
        let size = Self.sanitized(layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache))
        layout.placeSubviews(in: CGRect(origin: .zero, size: size), proposal: proposal, subviews: subviews, cache: &cache)
        box.cache = cache
        box.layoutType = ObjectIdentifier(L.self)
        return size
    }

    /// A size the layout returned, finite and non-negative.
    private static func sanitized(_ size: CGSize) -> CGSize {
        CGSize(width: size.width.isFinite ? min(max(0, size.width), 1e6) : 0, height: size.height.isFinite ? min(max(0, size.height), 1e6) : 0)
    }

    private static func clamped(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(value, -1e6), 1e6) : 0 }

    /// Six decimals at most, as the host's numbers allow.
    private static func rounded(_ value: CGFloat) -> Double { (Double(value) * 1000).rounded() / 1000 }
}

/// A custom layout's cache, kept between passes while the layout's type stays the same.
final class LayoutCacheBox: NodeState {
    var cache: Any?
    var layoutType: ObjectIdentifier?
}

/// One subview of a layout container: passes the subview's placement down to its element.
struct LayoutSubviewSlot: View, BuiltinView {
    enum Mode: Equatable {
        /// In a stack layout: nothing of its own.
        case stack
        /// A custom layout before the sizes arrived: measured, in the wrapping flow.
        case flow
        /// A custom layout: measured, and at `x,y` in the container (nil: waiting for its size).
        case placed(String?)
    }

    let content: any View
    let mode: Mode
    typealias Body = Never

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        var childInputs = inputs
        if mode != .stack {
            let measured = node.state(orMake: MeasuredSize())
            node.graph.hasMeasuredElements = true
            if let container = node.parent { measured.addObserver(container) }
            childInputs.attributes.addOuter("measure", "size")
            if case let .placed(placement?) = mode { childInputs.attributes.addOuter("placedAt", placement) }
        }
        return NodeOutput(children: [ChildSpec(key: PositionKey.first, view: content, inputs: childInputs)])
    }
}
