import TrellisCore
import TrellisHost

/// How a `Button` renders.
///
/// - In a `Menu` or `contextMenu`: a `menuitem` (styles don't apply there).
/// - With a custom `PrimitiveButtonStyle` innermost: no element of its own;
///   the style's body (usually `Button(configuration)` plus a gesture) is the content.
/// - With a custom `ButtonStyle`: a `button` (`style=custom`) whose content is
///   the style's body, re-evaluated when `isPressed` changes.
/// - Otherwise a `button` with the system style, resolved for the idiom and
///   container by ``ButtonAppearance``.
@MainActor extension Button: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let env = inputs.environment
        let state = ButtonNodeState.of(node)
        // Each environment value is read once per build (a read is a lookup and a cast).
        let container = env._container, shortcut = env._keyboardShortcut, isEnabled = env.isEnabled
        state.action = action
        state.isEnabled = isEnabled
        let inMenu = container == .menu || container == .contextMenu
        var inner = inputs.forElementChildren
        // The label doesn't inherit the shortcut (writing the key copies the environment: only when set).
        if shortcut != nil { inner.environment._keyboardShortcut = nil }

        if !inMenu, let top = env._buttonStyles.last {
            // What a custom style's body sees: the styles further out (not made for a system style).
            func styleInputs() -> NodeInputs {
                var styleInputs = inputs
                styleInputs.environment.popButtonStyle()
                return styleInputs
            }
            switch top {
            case let .primitive(style) where SystemButtonStyles.hostStyle(of: style) == nil:
                state.labelProvider.content = label
                // The style draws the button and decides when it triggers.
                node.graph.keyboardShortcuts.register(node, shortcut: nil, isEnabled: false) {}
                let configuration = PrimitiveButtonStyleConfiguration(
                    role: role, label: .init(provider: state.labelProvider), action: action)
                let body = node.graph.evaluateStyleBody(primitiveStyleBody(style, configuration), node: node)
                return NodeOutput(children: [ChildSpec(key: PositionKey.first, view: body, inputs: styleInputs())])
            case let .style(style):
                state.labelProvider.content = label
                let configuration = ButtonStyleConfiguration(
                    role: role, label: .init(provider: state.labelProvider), isPressed: state.isPressed)
                let body = node.graph.evaluateStyleBody(buttonStyleBody(style, configuration), node: node)
                var bodyInputs = styleInputs().forElementChildren
                bodyInputs.environment._keyboardShortcut = nil
                return NodeOutput(
                    element: element(.button, style: "custom", env: env, container: container, shortcut: shortcut, enabled: isEnabled, state: state, node: node),
                    children: [ChildSpec(key: PositionKey.first, view: body, inputs: bodyInputs)])
            default:
                break
            }
        }

        let style: String?
        if inMenu {
            style = nil
        } else {
            // `if case`, not `flatMap`: a closure in a main-actor function that a standard-library
            // function calls checks the executor each time it runs (≈ 220 instructions, per button).
            var explicit = "automatic"
            if case let .primitive(s)? = env._buttonStyles.last, let host = SystemButtonStyles.hostStyle(of: s) { explicit = host }
            style = explicit == "automatic" ? ButtonAppearance.automaticStyle(idiom: env.idiom, container: container) : explicit
        }
        return NodeOutput(
            element: element(inMenu ? .menuitem : .button, style: style, env: env, container: container, shortcut: shortcut, enabled: isEnabled, state: state, node: node),
            children: [ChildSpec(key: PositionKey.first, view: label, inputs: inner)])
    }

    /// The button's element: its look as properties, and the standard interaction.
    private func element(
        _ hostRole: HostRole, style: String?, env: EnvironmentValues, container: ContainerKind, shortcut: KeyboardShortcut?,
        enabled: Bool, state: ButtonNodeState, node: Node
    ) -> ElementSpec {
        // Most buttons have their style and nothing else: those share one dictionary per style.
        var properties: [String: String] = [:]
        if let style { properties = SystemButtonStyles.properties(style: style) }
        if !enabled { properties["disabled"] = "true" }
        if let role { properties["buttonRole"] = role.name }
        if state.isPressed { properties["pressed"] = "true" }
        if let shortcut { properties["shortcut"] = shortcut.displayString }
        if hostRole == .button {
            if let container = ButtonAppearance.containerProperty(container) { properties["container"] = container }
            if let shape = env._buttonBorderShape.hostValue { properties["borderShape"] = shape }
            if env.controlSize != .regular { properties["controlSize"] = env.controlSize.name }
            if let tint = env._tint { properties["tint"] = tint.hostValue }
            if ButtonAppearance.fillsWidth(sizing: env._buttonSizing, idiom: env.idiom, container: container) {
                properties["maxWidth"] = "infinity"
            }
        }
        let dismiss = env._menuPresentation
        // An action of an alert or confirmation dialog dismisses it first, and runs only once.
        let dialog = env._dialogPresentation
        // The element's handler holds the state strongly and the node unowned: both live exactly as long
        // as the node (the handler is its element's), and a weak reference would give each of them a
        // side table, two allocations per button. The window's shortcut registry outlives nodes, so
        // what it holds is weak.
        if shortcut != nil {
            node.graph.keyboardShortcuts.register(node, shortcut: shortcut, isEnabled: enabled) { [weak state] in
                if let state { Self.trigger(state, dialog: dialog, dismiss: dismiss) }
            }
        } else {
            node.graph.keyboardShortcuts.register(node, shortcut: nil, isEnabled: enabled) {}
        }
        let repeats = enabled && hostRole == .button && env._buttonRepeatBehavior == .enabled
        // One closure, with what the trigger needs captured directly: a trigger closure of its own
        // would be a second allocation per button.
        let handler: @MainActor (HostEvent) throws -> Void = { [unowned node] event in
            switch event {
            case .activate:
                guard state.isEnabled, !state.consumesActivate() else { return }
                Self.trigger(state, dialog: dialog, dismiss: dismiss)
            case .pressBegan:
                guard state.isEnabled else { return }
                state.setPressed(true, node: node)
                if repeats { state.startRepeating(node: node) }
            case .pressEnded:
                state.setPressed(false, node: node)
                state.stopRepeating()
            case .focus, .key, .contextMenu, .dismiss:
                break
            default:
                throw GraphEventError.wrongValue(event, role: hostRole)
            }
        }
        return ElementSpec(role: hostRole, properties: properties, handler: handler)
    }

    /// Runs the button's latest action, if it is enabled (a dialog's action once, dismissing it first).
    private static func trigger(_ state: ButtonNodeState, dialog: DialogPresentationState?, dismiss: MenuPresentation?) {
        guard state.isEnabled else { return }
        if let dialog, !dialog.actionChosen() { return }
        state.action()
        dismiss?.dismiss()
    }
}

/// What every button of a system style shares: the style's host name, remembered by the style's
/// type (`.plain` → `plain`, nil for a custom style), and the property dictionary of its element.
///
/// The host name is asked for every button under a `buttonStyle(_:)`, twice: a cast to
/// `any _SystemButtonStyle` looks through the runtime's conformance tables each time (≈ 900
/// instructions), and the answer depends on the type alone (each system style's `hostStyle` is a
/// constant).
@MainActor enum SystemButtonStyles {
    private static var hostStyles: [ObjectIdentifier: String?] = [:]
    private static var styleProperties: [String: [String: String]] = [:]

    /// The styles asked for last: a list's rows ask for the same two or three in turn (a plain
    /// button and an automatic one), found here without hashing the name.
    private static var recent: [(style: String, properties: [String: String])] = []

    /// `["style": style]`, one dictionary per style for all the buttons that have it.
    static func properties(style: String) -> [String: String] {
        for entry in recent where entry.style == style { return entry.properties }
        if let properties = styleProperties[style] {
            if recent.count == 4 { recent.removeFirst() }
            recent.append((style, properties))
            return properties
        }
        let properties = ["style": style]
        if styleProperties.count < 64 { styleProperties[style] = properties }
        return properties
    }

    static func hostStyle(of style: any PrimitiveButtonStyle) -> String? {
        let type = ObjectIdentifier(Swift.type(of: style))
        if let known = hostStyles[type] { return known }
        let found = (style as? any _SystemButtonStyle)?.hostStyle
        hostStyles[type] = .some(found)
        return found
    }
}

@MainActor private func primitiveStyleBody<S: PrimitiveButtonStyle>(_ style: S, _ configuration: PrimitiveButtonStyleConfiguration) -> any View {
    StyleBodyView(style: style) { style.makeBody(configuration: configuration) }
}

@MainActor private func buttonStyleBody<S: ButtonStyle>(_ style: S, _ configuration: ButtonStyleConfiguration) -> any View {
    ButtonStyleBodyView(style: style, configuration: configuration)
}

/// A `ButtonStyle`'s body as a view, comparable by its configuration so an
/// unchanged `isPressed` skips nothing it shouldn't.
struct ButtonStyleBodyView<S: ButtonStyle>: View, ModifierBodyShim {
    let style: S
    let configuration: ButtonStyleConfiguration
    var body: some View { style.makeBody(configuration: configuration) }
    var modifierValue: Any { style }
}

/// Any style's body as a view whose dynamic properties are the style's.
struct StyleBodyView<S, Content: View>: View, ModifierBodyShim {
    let style: S
    let make: @MainActor () -> Content
    var body: some View { make() }
    var modifierValue: Any { style }
}

extension ViewGraph {
    /// A style's body, evaluated with dependency tracking on `node` (as a
    /// custom modifier's body is): the style's `@State`/`@Environment` link to
    /// the node, and what the body reads invalidates it.
    func evaluateStyleBody(_ shim: any View, node: Node) -> any View {
        let original = node.view
        node.setView(shim)
        defer { node.setView(original) }
        return evaluateBody(node)
    }
}

// MARK: - Placeholders for the label inside a style's body

@MainActor extension ButtonStyleConfiguration.Label: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        NodeOutput(children: [ChildSpec(key: PositionKey.first, view: provider.content, inputs: inputs)])
    }
}

@MainActor extension PrimitiveButtonStyleConfiguration.Label: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        NodeOutput(children: [ChildSpec(key: PositionKey.first, view: provider.content, inputs: inputs)])
    }
}

@MainActor extension DefaultButtonLabel: BuiltinView {
    /// The role's symbol in toolbars (its title the accessible name), its title elsewhere.
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let view: any View = switch inputs.environment._container {
        case .toolbar, .tabBar: Label(title, systemImage: systemImage)
        default: Text(verbatim: title)
        }
        return NodeOutput(children: [ChildSpec(key: PositionKey.first, view: view, inputs: inputs)])
    }
}
