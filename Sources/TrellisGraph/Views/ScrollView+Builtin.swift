import Foundation
import TrellisCore
import TrellisHost

/// A scroll view is a stack along its axis that scrolls: `scroll=vertical`,
/// `horizontal` or `both` on a `generic` element.
///
/// Scrolling modifiers land here: `scrollDisabled`, `scrollTargetBehavior` (`scrollSnap`),
/// `defaultScrollAnchor` (`scrollAnchor`), a scroll request (`scrollTarget`, see ``ScrollTargeting``) and
/// `scrollPosition(id:)` (`scrollReports`: the page sends the first visible child of the target layout
/// as a `visibleRange`).
@MainActor extension ScrollView: BuiltinView {
    package static var tracksReads: Bool { true }

    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let horizontal = axes.contains(.horizontal), vertical = axes.contains(.vertical)
        var properties = ["layout": horizontal && !vertical ? "hstack" : "vstack"]
        properties["scroll"] = horizontal && vertical ? "both" : horizontal ? "horizontal" : vertical ? "vertical" : "none"
        let env = inputs.environment
        let indicators = env.scrollIndicators
        if !showsIndicators || indicators == .hidden || indicators == .never { properties["scrollIndicators"] = "hidden" }
        if !env.isScrollEnabled { properties["scrollDisabled"] = "true" }
        if let snap = env._scrollSnap { properties["scrollSnap"] = snap.rawValue }
        if let anchor = env._defaultScrollAnchor {
            let along = horizontal && !vertical ? anchor.x : anchor.y
            properties["scrollAnchor"] = along >= 0.75 ? "end" : along >= 0.25 ? "center" : "start"
        }
        let requests = node.state(orMake: ScrollRequests())
        var handler: (@MainActor (HostEvent) throws -> Void)?
        if let position = env._scrollPosition {
            properties["scrollReports"] = "true"
            // A position set by the app (not the one the page reported) scrolls there.
            if let wanted = position.get(), wanted != requests.position {
                requests.position = wanted
                ScrollTargeting.scroll(to: wanted, anchor: position.anchor, under: node)
            }
            handler = { [weak node] event in
                switch event {
                case let .visibleRange(from, _):
                    // An index past the layout's children (the page was behind a patch) changes nothing.
                    guard let node, let element = ScrollLayout.child(at: from, of: node),
                          let id = ScrollTargeting.identity(of: element, in: node.graph, below: node) else { return }
                    requests.position = id
                    _ = position.set(id)
                case .focus, .key:
                    break
                default:
                    throw GraphEventError.wrongValue(event, role: .generic)
                }
            }
        }
        if let target = requests.target { properties["scrollTarget"] = target }
        return NodeOutput(element: ElementSpec(role: .generic, properties: properties, handler: handler),
                          children: [ChildSpec(key: PositionKey.first, view: content, inputs: inputs.forElementChildren)])
    }
}

/// The layout whose children a scroll view reports and settles on: the element marked
/// `scrollTargetLayout` inside it, else its only child element when that one has children, else the
/// scroll view itself (trellis-layout.js picks it the same way).
@MainActor
enum ScrollLayout {
    static func child(at index: Int, of scroll: Node) -> HostElementID? {
        guard index >= 0 else { return nil }
        let children = elementChildren(of: layout(of: scroll))
        return index < children.count ? children[index] : nil
    }

    static func layout(of scroll: Node) -> Node {
        if let marked = marked(under: scroll) { return marked }
        let top = elementChildren(of: scroll)
        if top.count == 1, let only = scroll.graph.elementNodes[top[0]], !elementChildren(of: only).isEmpty { return only }
        return scroll
    }

    private static func elementChildren(of node: Node) -> [HostElementID] {
        node.children.flatMap(\.topLevelElementIDs)
    }

    private static func marked(under scroll: Node) -> Node? {
        var stack = Array(scroll.children.reversed())
        while let node = stack.popLast() {
            if node.element?.properties["scrollTargetLayout"] == "true" { return node }
            // A nested scroll view's layout is its own.
            if node.view is any ScrollContainer { continue }
            stack.append(contentsOf: node.children.reversed())
        }
        return nil
    }
}

/// `ScrollViewReader`: its content gets a proxy whose `scrollTo` asks ``ScrollTargeting`` to scroll the
/// view with that identity below the reader into view.
@MainActor extension ScrollViewReader: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let proxy = ScrollViewProxy { [weak node] id, anchor in
            guard let node else { return }
            ScrollTargeting.scroll(to: id, anchor: anchor, under: node)
        }
        return NodeOutput(children: [ChildSpec(key: PositionKey.first, view: content(proxy), inputs: inputs)])
    }
}

@MainActor extension _ScrollTargetLayoutModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        isEnabled ? withAttributes(content, inputs, [("scrollTargetLayout", "true")]) : passThrough(content, inputs)
    }
}
