import TrellisCore
import TrellisHost

/// A stack renders every level (so views under the top keep their state) and
/// hides all but the top one. Each level is a navigation container with its
/// own bar; pushed levels get the idiom's back button and a `dismiss` that pops.
/// Where the idiom has one window toolbar (macOS), a stack directly in the window, or directly in a
/// split-view or inspector column (that column's section of the toolbar), shows its top level's title and
/// items there instead (`stackBarsJoinWindowToolbar`). A stack in a sheet keeps the sheet's bar: a Mac sheet
/// has a toolbar area of its own.
// LIMITATION: `NavigationStack` on the mac idiom nested in another stack's level, in a popover, or set inside a column's page (a scroll view, a card) | keeps a bar row of its own | only a stack that is the window's content or a split-view/inspector column's content joins the window's one toolbar; where macOS puts such a nested stack's items is not settled
@MainActor extension NavigationStack: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let state = node.state(orMake: NavigationStackState(node: node))
        state.binding = path
        return NavigationStackLevels.output(state: state, root: root, inputs: inputs, node: node)
    }
}

@MainActor
enum NavigationStackLevels {
    static func output(state: NavigationStackState, root: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        var levels: [(key: AnyHashable, view: any View)] = [(AnyHashable("root"), root)]
        for (i, value) in state.path.enumerated() {
            let type = ObjectIdentifier(Swift.type(of: value.base))
            let view = state.destinations[type]?(value) ?? AnyView(Text(plain: "No destination for \(Swift.type(of: value.base))"))
            levels.append((AnyHashable(LevelKey(index: i, value: value)), view))
        }
        for (id, entry) in state.presented where entry.binding.wrappedValue {
            levels.append((AnyHashable(id), entry.make()))
        }
        for entry in state.pushedViews { levels.append((AnyHashable(entry.id), entry.view)) }

        let inSheet = inputs.environment._inSheetRoot
        var childInputs = inputs.forElementChildren
        childInputs.environment._inSheetRoot = false
        let top = levels.count - 1
        let joinsWindow = ToolbarPlacementTable.rules(for: inputs.environment.idiom).stackBarsJoinWindowToolbar && !inSheet
        var titles: [String?] = []
        var children: [ChildSpec] = []
        for (i, level) in levels.enumerated() {
            let context: BarContext = i > 0 ? .pushed : (inSheet ? .sheet : .navigationStack)
            var system = BarModel.SystemItems()
            if i > 0 {
                let previous = previousTitle(node: node, level: i - 1)
                let showsTitle = ToolbarPlacementTable.rules(for: inputs.environment.idiom).backButtonShowsTitle
                system.backButton = (label: showsTitle ? (previous ?? "Back") : nil, action: { [weak state] in state?.pop(to: i - 1) })
            }
            titles.append(nil)
            var container = BarContainer(context: context, content: level.view, chrome: "level", system: system)
            if i != top { container.properties["hidden"] = "true" }
            if joinsWindow { container.joinsWindowToolbar = i == top }
            if i > 0 {
                container.environment = { [weak state] env in
                    env._dismiss = DismissAction(action: { state?.pop(to: i - 1) })
                    env._isPresented = true
                }
            }
            // Always behind the link, joined or not: the level's type, and so its content's state, stays the
            // same when the idiom changes (a Mac window switched to phone keeps its @State).
            children.append(ChildSpec(key: level.key, view: container.modifier(WindowToolbarLink()), inputs: childInputs))
        }
        return NodeOutput(element: ElementSpec(role: .generic, properties: ["chrome": "stack"]), children: children)
    }

    /// The title of the level below, for the back button (iOS shows it).
    private static func previousTitle(node: Node, level: Int) -> String? {
        guard level < node.children.count else { return nil }
        // Every level is its container behind a `WindowToolbarLink`: the container is the link's child.
        return node.children[level].children.first?.state(ToolbarHost.self)?.title
    }
}

struct LevelKey: Hashable {
    let index: Int
    let value: AnyHashable
}

@MainActor extension _NavigationDestinationModifier: BuiltinModifier, LifecycleBuiltin {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        if let state = NavigationStackState.nearest(to: node) {
            switch kind {
            case let .type(type, make): state.register(destination: type, make: make)
            case let .presented(binding, make):
                let wasShown = state.presented[ObjectIdentifier(node)]?.binding.wrappedValue
                state.presented[ObjectIdentifier(node)] = (binding, make)
                if wasShown != binding.wrappedValue { state.node?.invalidate() }
            }
        }
        return passThrough(content, inputs)
    }

    func willUnmount(_ node: Node) {
        guard let state = NavigationStackState.nearest(to: node) else { return }
        if state.presented.removeValue(forKey: ObjectIdentifier(node)) != nil { state.node?.invalidate() }
    }
}

/// A link pushes a value (found by the stack's `navigationDestination`) or a view.
@MainActor extension NavigationLink: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let target = target
        let enabled = inputs.environment.isEnabled
        let handler: @MainActor (HostEvent) throws -> Void = { [weak node] event in
            switch event {
            case .activate:
                guard enabled, let node, let state = NavigationStackState.nearest(to: node) else { return }
                switch target {
                case let .value(value?): state.push(value)
                case .value(nil): break
                case let .view(destination): state.push(view: destination)
                }
            case .pressBegan, .pressEnded, .focus, .key, .contextMenu: break
            default: throw GraphEventError.wrongValue(event, role: .button)
            }
        }
        var props: [String: String] = [:]
        if !enabled { props["disabled"] = "true" }
        if case .value(nil) = target { props["disabled"] = "true" }
        return NodeOutput(
            element: ElementSpec(role: .button, properties: props, handler: handler),
            children: [ChildSpec(key: PositionKey.first, view: label, inputs: inputs.forElementChildren)]
        )
    }
}

extension NavigationStackState: NodeState {}
