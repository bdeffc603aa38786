import TrellisCore
import TrellisHost

/// A popover: a non-modal `dialog` (`presentation=popover`) after the
/// presenting view's content, which trellis-dialogs.js places next to that
/// view's element on `popoverEdge` (pointing at `anchorX`/`anchorY` of it),
/// flipping to the other side when there is no room. A click outside it,
/// Escape, `dismiss` or the binding closes it.
///
/// Where it doesn't fit (compact width: iPhone, a narrow iPad window) it becomes
/// a sheet or a cover, per ``PresentationTable/popoverForm(idiom:horizontalSizeClass:verticalSizeClass:adaptation:)``
/// and the content's `presentationCompactAdaptation`.
@MainActor extension _PopoverModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        var children = [ChildSpec(key: AnyHashable("content"), view: AnyView(erasing: content), inputs: inputs)]
        guard let presented else { return NodeOutput(children: children) }
        var presentationInputs = inputs
        presentationInputs.attributes = Attributes()
        let body = self.content()
        let env = inputs.environment
        let form = PresentationTable.popoverForm(
            idiom: env.idiom, horizontalSizeClass: env.horizontalSizeClass, verticalSizeClass: env.verticalSizeClass,
            adaptation: PopoverPresentation.compactAdaptation(of: body))
        let view: any View = switch form {
        case .popover:
            PopoverPresentation(content: body, dismiss: dismiss, edge: arrowEdge, point: attachmentAnchor.unitPoint)
        case .sheet:
            SheetPresentation(content: body, dismiss: dismiss)
        case .fullScreenCover:
            SheetPresentation(content: body, dismiss: dismiss, isCover: true)
        }
        children.append(ChildSpec(key: AnyHashable(PopoverKey(id: presented, form: form)), view: view, inputs: presentationInputs))
        return NodeOutput(children: children)
    }
}

/// `presentationCompactAdaptation` changes nothing below it: a popover reads it from its content,
/// a sheet from its options box.
@MainActor extension _PresentationCompactAdaptationModifier: BuiltinModifier, LifecycleBuiltin {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        PresentationOptionsBox.nearest(to: node)?.register(node, .compactAdaptation(horizontal: horizontal, vertical: vertical))
        return passThrough(content, inputs)
    }

    func willUnmount(_ node: Node) { PresentationOptionsBox.nearest(to: node)?.unregister(node) }
}

struct PopoverKey: Hashable {
    let id: AnyHashable
    let form: PresentationTable.PopoverForm
}

/// Host property names a popover adds (docs/DIALOGS.md, "Popovers").
enum PopoverProperty {
    /// The edge of the presenting view the popover sits on: `top`, `bottom`, `leading`, `trailing`.
    static let edge = "popoverEdge"
    /// The point it points at, in unit coordinates of the presenting view.
    static let anchorX = "anchorX"
    static let anchorY = "anchorY"
}

// LIMITATION: `popover` | no arrow is drawn; `presentationCompactAdaptation` is read from the content's top-level views only | the panel sits on the arrow edge with a gap; an adaptation set inside a custom content view's body is not seen
struct PopoverPresentation: View, BuiltinView {
    typealias Body = Never
    let content: any View
    let dismiss: () -> Void
    let edge: Edge?
    let point: UnitPoint?

    /// The adaptation the content asks for with `presentationCompactAdaptation` on one of its
    /// top-level views (through `if`, `Group`, `AnyView`; the outermost modifier wins).
    static func compactAdaptation(of content: any View) -> PresentationTable.CompactAdaptation {
        var found: PresentationTable.CompactAdaptation?
        ViewStructure.walk(content) { leaf in
            guard case let .view(view, _, _) = leaf else { return true }
            var current: any View = view
            while let modified = current as? any ModifiedContentProtocol {
                if let adaptation = modified.anyModifier as? _PresentationCompactAdaptationModifier {
                    found = PresentationTable.CompactAdaptation(horizontal: adaptation.horizontal, vertical: adaptation.vertical)
                    return false
                }
                current = modified.anyContent
            }
            return true
        }
        return found ?? PresentationTable.CompactAdaptation()
    }

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        // Options written inside a popover are its own: they must not reach a sheet further out.
        _ = node.state(orMake: PresentationOptionsBox(owner: node))
        let dismiss = dismiss
        let handler: @MainActor (HostEvent) throws -> Void = { event in
            switch event {
            case .dismiss: dismiss()
            case let .key(key, modifiers):
                if key == "escape", modifiers.isEmpty { dismiss() }
            case .focus, .activate, .pressBegan, .pressEnded: break
            default: throw GraphEventError.wrongValue(event, role: .dialog)
            }
        }
        var properties = ["presentation": "popover", PopoverProperty.edge: Self.edgeName(edge ?? .bottom)]
        if let point {
            properties[PopoverProperty.anchorX] = formatNumber(min(max(Double(point.x), 0), 1))
            properties[PopoverProperty.anchorY] = formatNumber(min(max(Double(point.y), 0), 1))
        }
        var contentInputs = inputs.forElementChildren
        contentInputs.environment._dismiss = DismissAction(action: { dismiss() })
        contentInputs.environment._isPresented = true
        return NodeOutput(
            element: ElementSpec(role: .dialog, properties: properties, handler: handler),
            children: [ChildSpec(key: PositionKey.first, view: content, inputs: contentInputs)])
    }

    static func edgeName(_ edge: Edge) -> String {
        switch edge {
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        }
    }
}
