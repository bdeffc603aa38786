import Foundation
import TrellisCore
import TrellisHost

/// A `LazyVStack` is a `vstack` that takes the whole width it is offered. With more than
/// `ListMetrics.virtualizationThreshold` rows that ``LazyViewList`` can index, it builds only a window
/// of them as a long `List` does (``ListWindow``): the element carries `lazyCount`, `lazyBefore`,
/// `lazyAfter`, `rowHeight`, each row's first element `lazyRow`, and it takes `visibleRange` events
/// from trellis-lazy.js. `pinnedViews` keeps section headers (footers) stuck to the scroll view's edge.
/// A `LazyHStack` windows its columns the same way, across.
@MainActor extension LazyVStack: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        // A lazy stack takes the whole width it is offered, unlike a VStack.
        var properties = ["layout": "vstack", "maxWidth": "infinity"]
        if let spacing { properties["spacing"] = formatNumber(Double(spacing)) }
        if alignment != .center { properties["alignment"] = alignment.name }
        if let pinned = LazyStackWindowing.pinned(pinnedViews) { properties["pinnedViews"] = pinned }
        return LazyStackWindowing.build(properties, content, inputs, node)
    }
}

@MainActor extension LazyHStack: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        var properties = ["layout": "hstack", "maxHeight": "infinity"]
        if let spacing { properties["spacing"] = formatNumber(Double(spacing)) }
        if alignment != .center { properties["alignment"] = alignment.name }
        if let pinned = LazyStackWindowing.pinned(pinnedViews) { properties["pinnedViews"] = pinned }
        // Windowed across, column by column; its sections are built whole (they don't flatten across).
        return LazyStackWindowing.build(properties, content, inputs, node, sections: false, estimate: LazyStackWindowing.estimatedColumnWidth)
    }
}

/// The key of a section header carried at the top of a window (distinct from the header's own row).
private struct CarriedHeaderKey: Hashable {
    let header: AnyHashable
}

@MainActor
enum LazyStackWindowing {
    /// The row height the browser starts from before it has measured a built row.
    static let estimatedRowHeight = 44
    /// A `LazyHStack` column's width, likewise.
    static let estimatedColumnWidth = 80

    static func pinned(_ views: PinnedScrollableViews) -> String? {
        switch (views.contains(.sectionHeaders), views.contains(.sectionFooters)) {
        case (true, true): "both"
        case (true, false): "headers"
        case (false, true): "footers"
        case (false, false): nil
        }
    }

    static func build(
        _ properties: [String: String], _ content: some View, _ inputs: NodeInputs, _ node: Node,
        sections: Bool = true, estimate: Int = estimatedRowHeight
    ) -> NodeOutput {
        var properties = properties
        let window = node.state(orMake: ListWindow())
        let rows = node.state(orMake: LazyRows())
        guard let lazy = ViewList.lazyItems(of: content, sections: sections), lazy.count > ListMetrics.virtualizationThreshold else {
            window.deactivate()
            rows.record([], windowed: nil)
            return gridContainer(properties, content, inputs)
        }
        let range = window.settle(in: lazy)
        let items = range.map(lazy.item(at:))
        rows.record(items, windowed: lazy)
        properties.merge(window.properties(rowHeight: estimate)) { $1 }
        var rowInputs = inputs.forElementChildren
        rowInputs.attributes.addInner("lazyRow", "true")
        // A section's header and footer are rows too, marked so pinned headers stick (layout.css).
        var children = items.map { item in
            var inputs = rowInputs
            if let slot = item.slot { inputs.attributes.addInner("slot", slot) }
            return ChildSpec(key: item.key, view: item.view, inputs: inputs)
        }
        // A pinned header whose section began above the window is carried at the window's top: a
        // zero-height sticky wrapper (not a row), so the rows on screen keep their section's header.
        if properties["pinnedViews"] == "headers" || properties["pinnedViews"] == "both",
           let first = range.first, let header = lazy.sectionHeader(before: first) {
            var inputs = inputs.forElementChildren
            inputs.attributes.addInner("slot", "header")
            children.insert(ChildSpec(key: AnyHashable(CarriedHeaderKey(header: header.key)), view: VStack(spacing: 0) { AnyView(header.view) }, inputs: inputs), at: 0)
        }
        let handler: @MainActor (HostEvent) throws -> Void = { [weak node] event in
            switch event {
            case let .visibleRange(from, to):
                guard from >= 0, from <= to else { throw GraphEventError.wrongValue(event, role: .generic) }
                if window.show(from..<to) { node?.invalidate() }
            case .focus, .key:
                break
            default:
                throw GraphEventError.wrongValue(event, role: .generic)
            }
        }
        return NodeOutput(element: ElementSpec(role: .generic, properties: properties, handler: handler), children: children)
    }
}
