import TrellisCore
import TrellisHost

/// A sheet (or a `fullScreenCover`) is a `dialog` element after the presenting view's content: a
/// backdrop holding a navigation container (`chrome=sheet`) whose style comes
/// from ``PresentationTable`` (centred on the Mac, a bottom sheet on iPhone).
/// Its content gets `dismiss` and `isPresented`.
@MainActor extension _SheetModifier: BuiltinModifier, LifecycleBuiltin {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        var children = [ChildSpec(key: AnyHashable("content"), view: AnyView(erasing: content), inputs: inputs)]
        if let presented {
            var sheetInputs = inputs
            sheetInputs.attributes = Attributes()
            children.append(ChildSpec(key: AnyHashable(SheetKey(id: presented)), view: SheetPresentation(content: self.content(), dismiss: dismiss, isCover: isCover), inputs: sheetInputs))
        }
        return NodeOutput(children: children)
    }

    func didMount(_ node: Node) { node.setState(PresentedItem(presented)) }

    func didUpdate(_ node: Node) {
        let item = node.state(orMake: PresentedItem(nil))
        let previous = item.value
        item.value = presented
        // Any way a sheet goes away (dismiss, the binding, a new item) runs onDismiss.
        if let previous, previous != presented, let onDismiss {
            node.graph.runAfterUpdate { onDismiss() }
        }
    }
}

struct SheetKey: Hashable { let id: AnyHashable }

struct SheetPresentation: View, BuiltinView {
    typealias Body = Never
    let content: any View
    let dismiss: () -> Void
    /// A `fullScreenCover`: styled and dismissed as ``PresentationTable`` says covers are.
    var isCover = false

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let idiom = inputs.environment.idiom
        let dismiss = dismiss
        let escapes = isCover ? PresentationTable.escapeDismissesCover(idiom) : PresentationTable.escapeDismisses(idiom)
        let handler: @MainActor (HostEvent) throws -> Void = { event in
            switch event {
            case let .key(key, modifiers):
                if escapes, key == "escape", modifiers.isEmpty { dismiss() }
            case .focus, .activate, .pressBegan, .pressEnded: break
            default: throw GraphEventError.wrongValue(event, role: .dialog)
            }
        }
        let ownBar = PresentationTable.sheetHasOwnBar(idiom)
        let container = BarContainer(
            context: ownBar ? .sheet : .window, content: content, chrome: "sheet",
            environment: { env in
                env._dismiss = DismissAction(action: { dismiss() })
                env._isPresented = true
                env._inSheetRoot = true
                env._container = .sheet
            }
        )
        return NodeOutput(
            element: ElementSpec(role: .dialog, properties: ["presentation": isCover ? PresentationTable.coverStyle(idiom) : PresentationTable.sheetStyle(idiom)], handler: handler),
            children: [ChildSpec(key: PositionKey.first, view: container, inputs: inputs.forElementChildren)]
        )
    }
}

/// What a sheet showed at the last update, to notice it going away.
final class PresentedItem: NodeState {
    var value: AnyHashable?
    init(_ value: AnyHashable?) { self.value = value }
}
