public import Foundation
public import TrellisHost
import TrellisGraph

/// The test host's own layout: deterministic sizes for the elements a view asks to have measured
/// (`measure`: `GeometryReader`, `ViewThatFits`, `onGeometryChange`, custom shapes), delivered through
/// the same path as the browser's `sizes` messages (ARCHITECTURE.md, "Sizes flowing back").
///
/// It is deliberately simple, so a test can say what size a view gets:
/// - the window's content gets the `ViewHost`'s size (a top-level `GeometryReader` reads it);
/// - an element with a `frame(width:height:)` gets that size in the dimensions the frame fixes;
/// - padding shrinks what the element's children get;
/// - an `HStack` splits its width evenly among its children (a `VStack` its height), spacing ignored;
///   any other element gives each child its whole space;
/// - a custom `Layout`'s container gets the height its layout returned, and each subview its ideal size
///   at its `placement`;
/// - a `ViewThatFits` child gets its *ideal* size: text is 8 px per character by 20 px, an image
///   20×20, stacks add up their children's ideal sizes with their spacing (8 by default), frames and
///   padding count, and anything else is as big as its largest child.
/// Window chrome (toolbars, the menu bar, navigation bars) takes no space.
extension ViewHost {
    /// The sizes this layout gives every `measure`d element, in the window's coordinates.
    public func measuredFrames() -> [HostElementID: CGRect] {
        var frames: [HostElementID: CGRect] = [:]
        place(mirror.root, in: CGRect(origin: .zero, size: traits.size), into: &frames)
        return frames
    }

    /// Delivers this layout's sizes until the graph has nothing more to re-evaluate.
    func settleSizes() {
        guard graph.hasMeasuredElements else { return }
        for _ in 0..<8 {
            let measurements = measuredFrames().map { id, frame in
                HostMeasurement(id: id, x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height))
            }
            if graph.deliverSizes(measurements.sorted { $0.id.rawValue < $1.id.rawValue }) == 0 { return }
        }
    }

    /// Delivers sizes as a renderer would (a test forging a message); returns how many changed a size.
    @discardableResult
    package func deliver(_ sizes: [HostMeasurement]) -> Int { graph.deliverSizes(sizes) }

    private static let chromeRoles: Set<HostRole> = [.toolbar, .menubar, .banner, .navigation]

    /// Window chrome and the `ViewThatFits` children not shown take no space.
    private static func takesSpace(_ node: HostNode) -> Bool {
        !chromeRoles.contains(node.role) && node.properties["fitsCandidate"] != "hidden"
    }

    private func place(_ node: HostNode, in proposed: CGRect, into frames: inout [HostElementID: CGRect]) {
        var frame = proposed
        if node.properties["fitsCandidate"] != nil {
            frame.size = Self.idealSize(node)
        } else {
            // A custom layout's container is as tall as its layout says (and as wide as it is offered).
            if let size = Self.numbers(node.properties["layoutSize"]), size.count == 2 { frame.size.height = size[1] }
            if let w = Self.length(node.properties["width"]) { frame.size.width = w }
            if let h = Self.length(node.properties["height"]) { frame.size.height = h }
        }
        if node.properties["measure"] != nil { frames[node.id] = frame }
        let insets = Self.padding(node)
        let content = CGRect(x: frame.minX + insets.leading, y: frame.minY + insets.top,
                             width: max(0, frame.width - insets.leading - insets.trailing),
                             height: max(0, frame.height - insets.top - insets.bottom))
        let inFlow = node.children.filter(Self.takesSpace)
        let layout = node.properties["layout"]
        var offset: CGFloat = 0
        for child in node.children {
            if node.properties["customLayout"] != nil {
                // A subview of a custom layout: its ideal size, at its placement in the container.
                var origin = content.origin
                if let at = Self.numbers(child.properties["placedAt"]), at.count == 2 { origin = CGPoint(x: frame.minX + at[0], y: frame.minY + at[1]) }
                place(child, in: CGRect(origin: origin, size: Self.idealSize(child)), into: &frames)
                continue
            }
            guard Self.takesSpace(child) else {
                place(child, in: content, into: &frames)
                continue
            }
            switch layout {
            case "hstack":
                let w = content.width / CGFloat(inFlow.count)
                place(child, in: CGRect(x: content.minX + offset, y: content.minY, width: w, height: content.height), into: &frames)
                offset += w
            case "vstack":
                let h = content.height / CGFloat(inFlow.count)
                place(child, in: CGRect(x: content.minX, y: content.minY + offset, width: content.width, height: h), into: &frames)
                offset += h
            default:
                place(child, in: content, into: &frames)
            }
        }
    }

    /// The ideal size of an element, by the rules above.
    static func idealSize(_ node: HostNode) -> CGSize {
        var size: CGSize
        let children = node.children.filter(takesSpace).map(idealSize)
        let spacing = length(node.properties["spacing"]) ?? 8
        let gaps = spacing * CGFloat(max(children.count - 1, 0))
        if let text = node.text, children.isEmpty {
            size = CGSize(width: CGFloat(text.count) * 8, height: 20)
        } else if node.role == .img, children.isEmpty {
            size = CGSize(width: 20, height: 20)
        } else {
            switch node.properties["layout"] {
            case "hstack":
                size = CGSize(width: children.reduce(0) { $0 + $1.width } + gaps, height: children.map(\.height).max() ?? 0)
            case "vstack":
                size = CGSize(width: children.map(\.width).max() ?? 0, height: children.reduce(0) { $0 + $1.height } + gaps)
            default:
                size = CGSize(width: children.map(\.width).max() ?? 0, height: children.map(\.height).max() ?? 0)
            }
        }
        let insets = padding(node)
        size.width += insets.leading + insets.trailing
        size.height += insets.top + insets.bottom
        if let w = length(node.properties["width"]) { size.width = w }
        if let h = length(node.properties["height"]) { size.height = h }
        return size
    }

    private static func length(_ value: String?) -> CGFloat? {
        guard let value, let number = Double(value), number.isFinite, number >= 0 else { return nil }
        return CGFloat(number)
    }

    private static func numbers(_ value: String?) -> [CGFloat]? {
        value?.split(separator: ",").map { Double($0).map { CGFloat($0) } ?? .nan }
    }

    private static func padding(_ node: HostNode) -> (top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        let parts = (node.properties["padding"] ?? "").split(separator: ",").compactMap { Double($0) }.map { CGFloat($0) }
        guard parts.count == 4 else { return (0, 0, 0, 0) }
        return (parts[0], parts[1], parts[2], parts[3])
    }
}
