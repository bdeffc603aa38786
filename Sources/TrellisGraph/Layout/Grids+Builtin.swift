import Foundation
import TrellisCore
import TrellisHost

@MainActor extension LazyVGrid: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        var properties = ["layout": "vgrid", "gridTracks": GridTracks.tokens(columns)]
        // Flexible and adaptive columns take the whole width offered, as in SwiftUI.
        if columns.contains(where: { if case .fixed = $0.size { false } else { true } }) { properties["maxWidth"] = "infinity" }
        if let spacing { properties["spacing"] = formatNumber(Double(spacing)) }
        if let trackSpacing = columns.first?.spacing { properties["trackSpacing"] = formatNumber(Double(trackSpacing)) }
        if alignment != .center { properties["alignment"] = alignment.name }
        return gridContainer(properties, content, inputs)
    }
}

@MainActor extension LazyHGrid: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        var properties = ["layout": "hgrid", "gridTracks": GridTracks.tokens(rows)]
        if let spacing { properties["spacing"] = formatNumber(Double(spacing)) }
        if let trackSpacing = rows.first?.spacing { properties["trackSpacing"] = formatNumber(Double(trackSpacing)) }
        if alignment != .center { properties["alignment"] = alignment.name }
        return gridContainer(properties, content, inputs)
    }
}

@MainActor extension Grid: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        gridContainer(StackSpelling.grid(alignment, horizontalSpacing, verticalSpacing, content), content, inputs)
    }
}

extension StackSpelling {
    /// A grid's element properties, shared by `Grid` and `GridLayout`.
    static func grid(_ alignment: Alignment, _ horizontalSpacing: CGFloat?, _ verticalSpacing: CGFloat?, _ content: any View) -> [String: String] {
        var properties = ["layout": "grid", "gridColumnCount": String(GridTracks.columnCount(content))]
        if let verticalSpacing { properties["spacing"] = formatNumber(Double(verticalSpacing)) }
        if let horizontalSpacing { properties["trackSpacing"] = formatNumber(Double(horizontalSpacing)) }
        if alignment != .center { properties["alignment"] = alignment.name }
        return properties
    }
}

@MainActor extension GridRow: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        var properties = ["layout": "gridrow"]
        if let alignment, alignment != .center { properties["alignment"] = alignment.name }
        return gridContainer(properties, content, inputs)
    }
}

/// A `GridRow`'s content, for counting a `Grid`'s columns.
@MainActor protocol GridRowContent { var cells: any View { get } }
extension GridRow: GridRowContent { var cells: any View { content } }

/// A layout container whose content is one child (stacks and grids, lazy or not).
@MainActor
func gridContainer(_ properties: [String: String], _ content: some View, _ inputs: NodeInputs) -> NodeOutput {
    NodeOutput(
        element: ElementSpec(role: .generic, properties: properties),
        children: [ChildSpec(key: PositionKey.first, view: content, inputs: inputs.forElementChildren)]
    )
}

/// Grid tracks as the host tree spells them (`gridTracks`): `f:<size>` fixed, `x:<min>,<max>` flexible,
/// `a:<min>,<max>` adaptive, with `inf` for an unbounded maximum.
@MainActor enum GridTracks {
    static func tokens(_ items: [GridItem]) -> String {
        func n(_ v: CGFloat) -> String { v.isInfinite ? "inf" : formatNumber((Double(max(v, 0)) * 1000).rounded() / 1000) }
        let tokens = items.prefix(64).map { item -> String in
            switch item.size {
            case let .fixed(size): return "f:" + n(size)
            case let .flexible(minimum, maximum): return "x:" + n(minimum) + "," + n(maximum)
            case let .adaptive(minimum, maximum): return "a:" + n(max(minimum, 1)) + "," + n(maximum)
            }
        }
        return tokens.isEmpty ? "x:10,inf" : tokens.joined(separator: " ")
    }

    /// The number of columns of a `Grid`: the most cells in one of its rows (at least 1).
    static func columnCount(_ content: any View) -> Int {
        var count = 1
        ViewStructure.walk(content) { leaf in
            if case let .view(view, _, _) = leaf, let row = view as? any GridRowContent {
                var cells = 0
                ViewStructure.walk(row.cells) { _ in cells += 1; return true }
                count = max(count, cells)
            }
            return true
        }
        return min(count, 64)
    }
}
