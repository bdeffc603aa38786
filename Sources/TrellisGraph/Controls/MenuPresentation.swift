import TrellisCore
import TrellisHost

/// The open/closed state of a menu the server presents (a `Menu`'s popup or
/// a context menu), kept by the node that owns it.
///
/// Open, the owner renders a `menu` element with the items and marks its
/// wrapper `expanded`; choosing an item runs its action and calls
/// ``dismiss()``; the browser sends `dismiss` for Escape or a click outside.
@MainActor
package final class MenuPresentation: Equatable {
    private weak var node: Node?
    private(set) var isOpen = false

    init(node: Node) { self.node = node }

    static func of(_ node: Node) -> MenuPresentation {
        node.state(orMake: MenuPresentation(node: node))
    }

    func present() { set(true) }
    package func dismiss() { set(false) }
    func toggle() { set(!isOpen) }

    private func set(_ open: Bool) {
        guard open != isOpen else { return }
        isOpen = open
        node?.invalidate()
    }

    nonisolated package static func == (a: MenuPresentation, b: MenuPresentation) -> Bool { a === b }

    /// The wrapper's handler: `contextMenu` opens, `dismiss` closes.
    var handler: @MainActor (HostEvent) throws -> Void {
        { [weak self] event in
            switch event {
            case .contextMenu: self?.present()
            case .dismiss: self?.dismiss()
            case .focus, .key: break
            default: throw GraphEventError.wrongValue(event, role: .generic)
            }
        }
    }
}

struct MenuPresentationKey: EnvironmentKey { static var defaultValue: MenuPresentation? { nil } }

extension EnvironmentValues {
    /// The menu the views here are items of: choosing an item closes it.
    var _menuPresentation: MenuPresentation? {
        get { self[MenuPresentationKey.self] }
        set { self[MenuPresentationKey.self] = newValue }
    }
}

/// The popup of an open menu: a `menu` element holding the items.
struct MenuPopup: View, BuiltinView {
    let items: any View
    typealias Body = Never

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        NodeOutput(
            element: ElementSpec(role: .menu),
            children: [ChildSpec(key: PositionKey.first, view: items, inputs: inputs.forElementChildren)])
    }
}

extension NodeInputs {
    /// Inputs for the items of a menu: the menu container, closing `presentation` when chosen.
    func forMenuItems(_ container: ContainerKind, presentation: MenuPresentation?) -> NodeInputs {
        var inputs = forElementChildren
        inputs.environment._container = container
        inputs.environment._menuPresentation = presentation
        inputs.environment._buttonStyles = []
        return inputs
    }
}

extension MenuPresentation: NodeState {}
