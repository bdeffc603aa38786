import TrellisCore
import TrellisHost

/// Alerts and confirmation dialogs: an `alertdialog` element after the
/// presenting view's content, modal (`aria-modal`), holding the title, the
/// message and the actions. Layout, cancel placement and the action sheet
/// style come from ``DialogTable``; trellis-dialogs.js moves focus in (to the
/// default action) and back out on dismiss, and keeps Tab inside.
///
/// The actions are the app's own `Button`s, built as ordinary child nodes. Each
/// gets the dialog's ``DialogPresentationState`` in its environment: choosing
/// one dismisses the dialog first and then runs the action, once. The default
/// action carries `.defaultAction` (Return), the cancel one `.cancelAction`
/// (Escape); while a dialog is up, only its own shortcuts fire.
@MainActor extension _DialogModifier: BuiltinModifier, LifecycleBuiltin {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        var children = [ChildSpec(key: AnyHashable("content"), view: AnyView(erasing: content), inputs: inputs)]
        if let presented {
            var dialogInputs = inputs
            dialogInputs.attributes = Attributes()
            children.append(ChildSpec(key: AnyHashable(DialogKey(id: presented)), view: DialogPresentation(modifier: self), inputs: dialogInputs))
        }
        return NodeOutput(children: children)
    }
}

struct DialogKey: Hashable { let id: AnyHashable }

/// Host property names the dialog adds (docs/RENDERING.md, "Dialogs").
enum DialogProperty {
    /// On the `alertdialog`: `alert`, `actionSheet` or `fullScreen` (``DialogTable/style(_:_:)``).
    static let style = "dialogStyle"
    /// On the dialog's parts: `title`, `message`, `fields`, `actions`.
    static let part = "dialogPart"
}

/// One presented dialog: its element, and whether an action was already chosen.
struct DialogPresentation: View, BuiltinView {
    typealias Body = Never
    let modifier: _DialogModifier

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let env = inputs.environment
        let idiom = env.idiom
        let state = DialogPresentationState.of(node)
        state.present(dismiss: modifier.dismiss)
        node.graph.keyboardShortcuts.registerModal(node)
        let kind = modifier.kind

        let written = DialogAction.flatten(modifier.actions)
        // Text fields (an alert asking for a name) go above the buttons, stacked.
        let fields = written.filter { !$0.isButton }
        var actions = written.filter(\.isButton)
        if actions.isEmpty { actions = [DialogAction.ok] }
        if kind == .confirmationDialog, DialogTable.addsCancelToDialog(idiom), !actions.contains(where: { $0.role == .cancel }) {
            actions.append(DialogAction.cancel)
        }
        let inRow = DialogTable.actionsInRow(kind, idiom, count: actions.count)
        let cancels = actions.filter { $0.role == .cancel }
        let others = actions.filter { $0.role != .cancel }
        actions = DialogTable.cancelPlacement(inRow: inRow) == .first ? cancels + others : others + cancels
        let defaultKey = actions.first(where: \.isExplicitDefault)?.key
            ?? actions.first(where: { $0.role == nil && $0.isButton })?.key

        let showsTitle = switch modifier.titleVisibility {
        case .visible: true
        case .hidden: false
        case .automatic: kind == .alert || DialogTable.showsDialogTitleAutomatically(idiom)
        }
        let title = modifier.title.plainText
        var children: [ChildSpec] = []
        let partInputs = inputs.forElementChildren
        if showsTitle, !title.isEmpty {
            children.append(ChildSpec(key: AnyHashable("title"), view: DialogPart(part: "title", role: .heading, content: modifier.title), inputs: partInputs))
        }
        if let message = modifier.message {
            children.append(ChildSpec(key: AnyHashable("message"), view: DialogPart(part: "message", role: .generic, content: message), inputs: partInputs))
        }
        if !fields.isEmpty {
            let fieldItems = fields.map { ChildSpec(key: $0.key, view: $0.view, inputs: partInputs) }
            children.append(ChildSpec(key: AnyHashable("fields"), view: DialogFields(items: fieldItems), inputs: partInputs))
        }
        let items = actions.map { action in
            var itemInputs = partInputs
            itemInputs.environment._dialogPresentation = state
            itemInputs.environment._buttonStyles = []
            if action.key == defaultKey {
                itemInputs.environment._keyboardShortcut = .defaultAction
            } else if action.role == .cancel {
                itemInputs.environment._keyboardShortcut = .cancelAction
            }
            return ChildSpec(key: action.key, view: action.view, inputs: itemInputs)
        }
        children.append(ChildSpec(key: AnyHashable("actions"), view: DialogActions(items: items, inRow: inRow), inputs: partInputs))

        var properties = [DialogProperty.style: DialogTable.style(kind, idiom)]
        if !title.isEmpty { properties["label"] = title }
        let handler: @MainActor (HostEvent) throws -> Void = { [weak state] event in
            switch event {
            case let .key(key, modifiers):
                // Escape with no cancel action (that one is a shortcut, run before this).
                if key == "escape", modifiers.isEmpty { state?.dismissWithoutAction() }
            case .focus, .activate, .pressBegan, .pressEnded, .dismiss: break
            default: throw GraphEventError.wrongValue(event, role: .alertdialog)
            }
        }
        return NodeOutput(element: ElementSpec(role: .alertdialog, properties: properties, handler: handler), children: children)
    }
}

/// One action of a dialog, found in the `actions` the app wrote.
@MainActor struct DialogAction {
    let key: AnyHashable
    let view: any View
    let role: ButtonRole?
    let isExplicitDefault: Bool
    /// A `Button` (else a text field or other view the actions hold).
    var isButton = true

    static var ok: DialogAction {
        DialogAction(key: AnyHashable("ok"), view: Button(role: nil, action: {}, label: Text(verbatim: "OK")), role: nil, isExplicitDefault: false)
    }

    static var cancel: DialogAction {
        DialogAction(key: AnyHashable("cancel"), view: Button(role: .cancel, action: {}, label: Text(verbatim: "Cancel")), role: .cancel, isExplicitDefault: false)
    }

    /// The actions in order: buttons, each possibly modified, in tuples,
    /// conditionals, groups and `ForEach`es.
    static func flatten(_ view: (any View)?) -> [DialogAction] {
        guard let view else { return [] }
        var result: [DialogAction] = []
        collect(view, path: [], into: &result)
        return result
    }

    private static func collect(_ view: any View, path: [AnyHashable], into result: inout [DialogAction]) {
        ViewStructure.walk(view, path: path) { leaf in
            guard case let .view(view, path, _) = leaf else { return true }
            if let legacy = view as? any _LegacyDialogButtonsExpanding {
                collect(legacy.expanded, path: path, into: &result)
                return true
            }
            var role: ButtonRole?
            var isDefault = false
            var isButton = false
            var current: any View = view
            while true {
                if let button = current as? any DialogButtonInspecting {
                    role = button.dialogRole
                    isButton = true
                    break
                }
                guard let modified = current as? any ModifiedContentProtocol else { break }
                if let shortcut = (modified.anyModifier as? any KeyboardShortcutCarrying)?.carriedShortcut, shortcut == .defaultAction {
                    isDefault = true
                }
                current = modified.anyContent
            }
            result.append(DialogAction(key: AnyHashable(path), view: view, role: role, isExplicitDefault: isDefault, isButton: isButton))
            return true
        }
    }
}

/// A `Button`'s role, read through the view's type.
@MainActor protocol DialogButtonInspecting {
    var dialogRole: ButtonRole? { get }
}

@MainActor extension Button: DialogButtonInspecting {
    var dialogRole: ButtonRole? { role }
}

/// The legacy `Alert.Button`s, expanded into `Button`s.
@MainActor protocol _LegacyDialogButtonsExpanding {
    var expanded: any View { get }
}

@MainActor extension _LegacyDialogButtons: _LegacyDialogButtonsExpanding {
    var expanded: any View { body }
}

/// `.keyboardShortcut(_:)` on an action, to find the one marked `.defaultAction`.
@MainActor protocol KeyboardShortcutCarrying {
    var carriedShortcut: KeyboardShortcut? { get }
}

@MainActor extension _EnvironmentKeyWritingModifier: KeyboardShortcutCarrying {
    var carriedShortcut: KeyboardShortcut? {
        guard (keyPath as AnyKeyPath) == (\EnvironmentValues._keyboardShortcut as AnyKeyPath) else { return nil }
        return value as? KeyboardShortcut
    }
}

/// A titled part of a dialog: the title (a heading) or the message.
struct DialogPart: View, BuiltinView {
    typealias Body = Never
    let part: String
    let role: HostRole
    let content: any View

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        NodeOutput(
            element: ElementSpec(role: role, properties: [DialogProperty.part: part]),
            children: [ChildSpec(key: PositionKey.first, view: content, inputs: inputs.forElementChildren)])
    }
}

/// The text fields of a dialog, stacked above its buttons.
struct DialogFields: View, BuiltinView {
    typealias Body = Never
    let items: [ChildSpec]

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        NodeOutput(
            element: ElementSpec(role: .group, properties: [DialogProperty.part: "fields", "layout": "vstack"]),
            children: items)
    }
}

/// The row or stack of a dialog's actions.
struct DialogActions: View, BuiltinView {
    typealias Body = Never
    let items: [ChildSpec]
    let inRow: Bool

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        NodeOutput(
            element: ElementSpec(role: .group, properties: [DialogProperty.part: "actions", "layout": inRow ? "hstack" : "vstack"]),
            children: items)
    }
}

/// A presented dialog's per-node state: the latest way to dismiss it, and
/// whether it already was (so a second, forged action does nothing).
@MainActor
package final class DialogPresentationState: NodeState {
    private var dismissAction: (() -> Void)?
    private(set) var isDismissed = false

    /// The dialog is (still, or again) presented, dismissed by `dismiss`.
    func present(dismiss: @escaping () -> Void) {
        dismissAction = dismiss
        isDismissed = false
    }

    static func of(_ node: Node) -> DialogPresentationState { node.state(orMake: DialogPresentationState()) }

    /// Called by an action's button before its action: dismisses the dialog.
    /// False when the dialog was already dismissed: the action must not run.
    func actionChosen() -> Bool {
        guard !isDismissed else { return false }
        isDismissed = true
        dismissAction?()
        return true
    }

    func dismissWithoutAction() { _ = actionChosen() }
}

struct DialogPresentationKey: EnvironmentKey {
    static var defaultValue: DialogPresentationState? { nil }
}

extension EnvironmentValues {
    /// The dialog the buttons here are actions of.
    var _dialogPresentation: DialogPresentationState? {
        get { self[DialogPresentationKey.self] }
        set { self[DialogPresentationKey.self] = newValue }
    }
}
