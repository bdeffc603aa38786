import Foundation
import TrellisCore
import TrellisHost

/// An inspector: the content, and while presented either a trailing column
/// (``InspectorColumn``) or a sheet with medium and large detents, as
/// ``InspectorTable`` says for the idiom and size class.
///
/// Placement: applied inside a navigation container (a stack level, a split
/// view column) the column sits under that container's bar and the toolbar
/// items declared inside the inspector join that bar (`underToolbar`);
/// applied outside one, the column has a toolbar section of its own at the
/// top of its full height (`fullHeight`). In a sheet, the inspector's items
/// move into the sheet; items declared outside stay in the main toolbar.
@MainActor extension _InspectorModifier: BuiltinModifier, LifecycleBuiltin {
    /// Property names this builtin adds (docs/RENDERING.md, "Inspectors").
    enum Property {
        static let inspector = "inspector", placement = "inspectorPlacement"
        static let resizeMin = "resizeMin", resizeMax = "resizeMax", resizeValue = "resizeValue"
    }

    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        let env = inputs.environment
        let state = node.state(orMake: InspectorState(node: node))
        let gate = node.state(orMake: ModalGate())
        state.update(binding: isPresented, presented: presented)
        InspectorRegistry.of(node.graph).register(state)

        let presentation = InspectorTable.presentation(env.idiom, compact: env.horizontalSizeClass == .compact, roomForColumn: env._inspectorColumnFits)
        let insideNavigation = (ToolbarHost.nearest(to: node)?.context ?? .window) != .window
        let placement = InspectorTable.placement(insideNavigation: insideNavigation)
        let binding = isPresented
        let contentInputs = inputs.forElementChildren
        var children = [ChildSpec(key: AnyHashable("content"), view: AnyView(erasing: content), inputs: contentInputs)]
        if !presented || presentation != .sheet { gate.blocks = false }
        if presented {
            switch presentation {
            case .column, .overlay:
                let column = InspectorColumn(state: state, content: self.content, ownBar: !insideNavigation, dismiss: { binding.wrappedValue = false })
                children.append(ChildSpec(key: AnyHashable("inspectorColumn"), view: column, inputs: contentInputs))
            case .sheet:
                let sheet = SheetPresentation(content: InspectorContent(content: self.content, dismiss: { binding.wrappedValue = false }),
                                              dismiss: { binding.wrappedValue = false }, gate: gate,
                                              defaultDetents: InspectorTable.sheetDetents, barContext: .navigationStack, label: "Inspector")
                children.append(ChildSpec(key: AnyHashable("inspectorSheet"), view: sheet, inputs: contentInputs))
            }
        } else if presentation != .sheet {
            // Collapsed, the column keeps its toolbar section (its items stay, as on macOS): the content stays built, hidden.
            let column = InspectorColumn(state: state, content: self.content, ownBar: !insideNavigation, collapsed: true, dismiss: { binding.wrappedValue = false })
            children.append(ChildSpec(key: AnyHashable("inspectorCollapsed"), view: column, inputs: contentInputs))
        }
        var props = [Property.inspector: presentation.rawValue]
        if presentation != .sheet { props[Property.placement] = placement }
        if presented { props["expanded"] = "true" } else { props["expanded"] = "false" }
        return NodeOutput(element: ElementSpec(role: .generic, properties: props), children: children)
    }

    func didMount(_ node: Node) { ModalGate.attach(node) }
    func didUpdate(_ node: Node) { ModalGate.attach(node) }

    func willUnmount(_ node: Node) {
        if let state = node.state(InspectorState.self) { InspectorRegistry.of(node.graph).unregister(state) }
    }
}

/// One inspector's live state: its binding, and its column's width.
@MainActor
final class InspectorState: NodeState {
    weak var node: Node?
    weak var column: Node?
    private(set) var binding: Binding<Bool>?
    private(set) var isPresented = false
    /// What the content asked for with `inspectorColumnWidth`.
    var requested: InspectorColumnWidth?
    /// The width a person chose by dragging (restored from the app's settings store).
    private(set) var chosen: Double?
    private var loaded = false

    init(node: Node) { self.node = node }

    func update(binding: Binding<Bool>, presented now: Bool) {
        self.binding = binding
        if now != isPresented {
            isPresented = now
            if let node { InspectorRegistry.of(node.graph).presentationChanged() }
        }
    }

    func toggle() { binding?.wrappedValue.toggle() }

    /// `Trellis.inspector.<scene>.<position of the inspector in the view tree>`.
    var defaultsKey: String? {
        guard let node else { return nil }
        var path: [String] = []
        var current: Node? = node
        while let n = current {
            path.append(String(n.index))
            current = n.parent
        }
        return "Trellis.inspector.\(node.inputs.environment._inspectorScene).\(path.reversed().joined(separator: "."))"
    }

    /// The column's width now: what the person chose (within the range), else the ideal.
    func width(idiom: Idiom) -> Double {
        let range = requested
        if range?.resizable == true {
            if !loaded {
                loaded = true
                if let key = defaultsKey, let stored = SettingsStores.shared.object(forKey: key) as? Double, stored.isFinite {
                    chosen = stored
                }
            }
            if let chosen, let range { return clamp(chosen, range) }
        }
        return range?.ideal ?? InspectorTable.defaultWidth(idiom)
    }

    func clamp(_ value: Double, _ range: InspectorColumnWidth) -> Double {
        let lower = range.min ?? 0
        let upper = max(range.max ?? .greatestFiniteMagnitude, lower)
        return min(max(value, lower), upper)
    }

    /// A width the person chose: clamped to the range, kept across launches.
    func choose(_ width: Double) {
        guard let range = requested, range.resizable else { return }
        let clamped = clamp(width, range)
        chosen = clamped
        loaded = true
        if let key = defaultsKey {
            SettingsStores.shared.set(clamped, forKey: key)  // kept through a kill (SettingsJournal) or on a shared store
        }
        column?.invalidate()
    }

    /// Back to the ideal width (a double-click on the edge).
    func reset() {
        chosen = nil
        loaded = true
        if let key = defaultsKey {
            SettingsStores.shared.set(nil, forKey: key)
        }
        column?.invalidate()
    }
}

/// A trailing inspector column: a `complementary` landmark with the edge a
/// person drags (when `inspectorColumnWidth(min:ideal:max:)` gives a range).
struct InspectorColumn: View, BuiltinView {
    typealias Body = Never
    let state: InspectorState
    let content: any View
    /// Outside a navigation container the column has a toolbar section of its own.
    let ownBar: Bool
    /// Closed: no landmark, only the bar section with the items the content declares (the content is hidden).
    var collapsed = false
    let dismiss: () -> Void

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        node.state(orMake: InspectorColumnMark()).state = state
        state.column = node
        let idiom = inputs.environment.idiom
        let width = state.width(idiom: idiom)
        var children: [ChildSpec] = []
        if !collapsed, let range = state.requested, range.resizable {
            children.append(ChildSpec(key: AnyHashable("edge"), view: InspectorEdge(state: state, range: range, width: width), inputs: inputs.forElementChildren))
        }
        let inner = InspectorContent(content: content, presented: !collapsed, dismiss: dismiss)
        let body: any View = ownBar ? BarContainer(context: .navigationStack, content: inner, chrome: "column", properties: ["column": "inspector"]) : inner
        children.append(ChildSpec(key: AnyHashable("body"), view: body, inputs: inputs.forElementChildren))
        if collapsed {
            return NodeOutput(element: ElementSpec(role: .generic, properties: ["collapsed": "true"]), children: children)
        }
        let props = ["label": "Inspector", "width": formatNumber(width.rounded())]
        return NodeOutput(element: ElementSpec(role: .complementary, properties: props), children: children)
    }
}

/// The inspector's content with its environment: the grouped form style by
/// default, and `dismiss` closing the inspector.
struct InspectorContent: View, BuiltinView {
    typealias Body = Never
    let content: any View
    var presented = true
    let dismiss: () -> Void

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        var env = inputs.environment
        if env._formStyle == .builtin(.automatic) { env._formStyle = .builtin(.grouped) }
        let dismiss = dismiss
        env._dismiss = DismissAction(action: { dismiss() })
        env._isPresented = presented
        return NodeOutput(children: [ChildSpec(key: PositionKey.first, view: AnyView(erasing: content), inputs: NodeInputs(environment: env, attributes: inputs.attributes))])
    }
}

/// The column's leading edge: a vertical `separator` that takes a new width
/// (`setNumber`, from a drag; clamped to the range), ← → (Shift: ×5), Home
/// End, and a double-click (`activate`) back to the ideal width.
struct InspectorEdge: View, BuiltinView {
    typealias Body = Never
    let state: InspectorState
    let range: InspectorColumnWidth
    let width: Double

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let state = state, range = range, width = width
        let handler: @MainActor (HostEvent) throws -> Void = { event in
            switch event {
            case let .setNumber(value):
                guard value.isFinite else { throw GraphEventError.wrongValue(event, role: .separator) }
                state.choose(value)
            case let .key(key, modifiers):
                let step = InspectorTable.keyboardStep * (modifiers.contains("shift") ? 5 : 1)
                switch key {
                // The edge is the column's leading side: left widens it.
                case "leftArrow": state.choose(width + step)
                case "rightArrow": state.choose(width - step)
                case "home": state.choose(range.min ?? 0)
                case "end": if let max = range.max { state.choose(max) }
                default: break
                }
            case .activate: state.reset()
            case .focus, .pressBegan, .pressEnded: break
            default: throw GraphEventError.wrongValue(event, role: .separator)
            }
        }
        var props = ["label": "Inspector width", _InspectorModifier.Property.resizeValue: formatNumber(width.rounded())]
        if let min = range.min { props[_InspectorModifier.Property.resizeMin] = formatNumber(min) }
        if let max = range.max { props[_InspectorModifier.Property.resizeMax] = formatNumber(max) }
        return NodeOutput(element: ElementSpec(role: .separator, properties: props, handler: handler))
    }
}

@MainActor extension _InspectorColumnWidthModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        var current = node.parent
        while let candidate = current {
            if let state = candidate.state(InspectorColumnMark.self)?.state {
                if state.requested != width {
                    state.requested = width
                    candidate.invalidate()
                }
                break
            }
            current = candidate.parent
        }
        return passThrough(content, inputs)
    }
}

/// The window's inspectors, for `InspectorCommands`' menu item.
@MainActor
final class InspectorRegistry: NodeState {
    private var states: [WeakInspector] = []
    private var items: [WeakNode] = []

    static func of(_ graph: ViewGraph) -> InspectorRegistry {
        graph.root.state(orMake: InspectorRegistry())
    }

    func register(_ state: InspectorState) {
        states.removeAll { $0.state == nil || $0.state?.node?.isAttached == false }
        guard !states.contains(where: { $0.state === state }) else { return }
        states.append(WeakInspector(state: state))
        presentationChanged()
    }

    func unregister(_ state: InspectorState) {
        states.removeAll { $0.state == nil || $0.state === state }
        presentationChanged()
    }

    func addItem(_ node: Node) {
        items.removeAll { $0.node == nil }
        if !items.contains(where: { $0.node === node }) { items.append(WeakNode(node: node)) }
    }

    /// The inspector the command toggles: the window's first.
    var target: InspectorState? { states.first { $0.state?.node?.isAttached == true }?.state }

    func presentationChanged() {
        for item in items { item.node?.invalidate() }
    }
}

struct WeakInspector { weak var state: InspectorState? }

/// Marks an inspector column's node: width requests below it reach its state, and presentation options
/// inside it don't reach a sheet further out.
final class InspectorColumnMark: NodeState {
    weak var state: InspectorState?
}

/// View ▸ Show Inspector / Hide Inspector, ⌃⌘I.
@MainActor extension _InspectorCommandsItem: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let registry = InspectorRegistry.of(node.graph)
        registry.addItem(node)
        let target = registry.target
        let title = target?.isPresented == true ? "Hide Inspector" : "Show Inspector"
        let button = Button(title) { [weak target] in target?.toggle() }
            .keyboardShortcut("i", modifiers: [.control, .command])
            .disabled(target == nil)
        return NodeOutput(children: [ChildSpec(key: PositionKey.first, view: button, inputs: inputs)])
    }
}

struct InspectorSceneKey: EnvironmentKey { static let defaultValue = "main" }

extension EnvironmentValues {
    /// The window scene an inspector's stored width belongs to.
    package var _inspectorScene: String {
        get { self[InspectorSceneKey.self] }
        set { self[InspectorSceneKey.self] = newValue }
    }
}
