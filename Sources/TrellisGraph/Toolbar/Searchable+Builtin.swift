import TrellisCore
import TrellisHost

/// `searchable`: a search field (a `textbox` with `searchField`, `submitLabel=search`)
/// placed as ``SearchFieldTable`` says — in a `group` named "Search" at the top of the
/// content (the navigation bar's drawer) or as a toolbar item — with the scopes
/// (`searchScopes`, a segmented picker) and suggestions (`searchSuggestions`, a
/// `list` of buttons) under it while searching. The content sees `\.isSearching`
/// (the field is focused or has text, or `isPresented` is true) and `\.dismissSearch`.
///
/// Events on the field: `setText` writes the binding (the protocol already refused
/// text over its limit), `focus` starts searching, Return runs `onSubmit(of: .search)`,
/// Escape (and the Cancel button on iOS idioms) clears the text and ends the search.
///
/// On a `TabView` with a `Tab(role: .search)`, the field goes in that tab (``SearchTabs``).
@MainActor extension _SearchableModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        let env = inputs.environment
        // On a tab view with a search tab, the field is that tab's (TabView+Search.swift).
        if !env._inSearchTab, SearchTabs.hostsSearchTab(content) {
            var handed = inputs
            handed.environment._tabSearchable = self
            return NodeOutput(children: [ChildSpec(key: AnyHashable("content"), view: content, inputs: handed)])
        }
        let state = node.state(orMake: SearchState())
        state.node = node
        state.text = text
        state.isPresented = isPresented
        let isSearching = state.isSearching
        var contentInputs = inputs
        contentInputs.environment._isSearching = isSearching
        contentInputs.environment._dismissSearch = DismissSearchAction(action: { [weak state] in state?.dismiss() })

        let field = SearchFieldView(
            text: text, prompt: prompt?.plainText ?? "Search", state: state, isSearching: isSearching,
            showsCancel: SearchFieldTable.showsCancelButton(env.idiom), submit: env._submitActions,
            scopes: env._searchScopes, suggestions: suggestions ?? env._searchSuggestions)
        switch SearchFieldTable.place(placement.kind, idiom: env.idiom, inSearchTab: env._inSearchTab) {
        case .drawer:
            return NodeOutput(children: [
                ChildSpec(key: AnyHashable("search"), view: field, inputs: inputs),
                ChildSpec(key: AnyHashable("content"), view: content, inputs: contentInputs),
            ])
        case .bottom:
            var fieldInputs = inputs
            fieldInputs.attributes.addInner("searchEdge", "bottom")
            return NodeOutput(children: [
                ChildSpec(key: AnyHashable("content"), view: content, inputs: contentInputs),
                ChildSpec(key: AnyHashable("search"), view: field, inputs: fieldInputs),
            ])
        case let .toolbar(placement):
            let barred = AnyView(content).toolbar { ToolbarItem(placement: placement) { field } }
            return NodeOutput(children: [ChildSpec(key: AnyHashable("content"), view: barred, inputs: contentInputs)])
        }
    }
}

/// A search's presentation: focused, and the bindings it writes.
@MainActor
final class SearchState: NodeState {
    weak var node: Node?
    var text: Binding<String>?
    var isPresented: Binding<Bool>?
    private var isFocused = false

    var isSearching: Bool {
        if let isPresented { return isPresented.wrappedValue }
        return isFocused || !(text?.wrappedValue.isEmpty ?? true)
    }

    func focus(_ focused: Bool) {
        guard focused != isFocused else { return }
        isFocused = focused
        if focused, let isPresented, !isPresented.wrappedValue { isPresented.wrappedValue = true }
        node?.invalidate()
    }

    /// Ends the search: clears the text, leaves the field, unsets `isPresented`.
    func dismiss() {
        isFocused = false
        if let text, !text.wrappedValue.isEmpty { text.wrappedValue = "" }
        if let isPresented, isPresented.wrappedValue { isPresented.wrappedValue = false }
        node?.invalidate()
    }
}

/// The field, with the Cancel button, scopes and suggestions that go with it.
struct SearchFieldView: View, BuiltinView {
    let text: Binding<String>
    let prompt: String
    let state: SearchState
    let isSearching: Bool
    let showsCancel: Bool
    let submit: SubmitActions?
    let scopes: _SearchScopes?
    let suggestions: _SearchSuggestions?
    typealias Body = Never

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        var partInputs = inputs.forElementChildren
        partInputs.environment._submitActions = nil
        var children = [ChildSpec(key: AnyHashable("field"), view: SearchTextBox(text: text, prompt: prompt, state: state, submit: submit), inputs: partInputs)]
        if showsCancel, isSearching {
            let state = state
            children.append(ChildSpec(key: AnyHashable("cancel"), view: Button("Cancel") { state.dismiss() }, inputs: partInputs))
        }
        if let scopes, scopes.activation == .onTextEntry ? !text.wrappedValue.isEmpty : isSearching {
            children.append(ChildSpec(key: AnyHashable("scopes"), view: scopes.makePicker(), inputs: partInputs))
        }
        if let suggestions, isSearching {
            let view = SearchSuggestionList(content: suggestions.content, text: text, submit: submit)
            children.append(ChildSpec(key: AnyHashable("suggestions"), view: view, inputs: partInputs))
        }
        return NodeOutput(element: ElementSpec(role: .group, properties: ["label": "Search", "searchPart": "bar"]), children: children)
    }
}

/// The search `textbox`.
struct SearchTextBox: View, BuiltinView {
    let text: Binding<String>
    let prompt: String
    let state: SearchState
    let submit: SubmitActions?
    typealias Body = Never

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let env = inputs.environment
        var properties = ["value": text.wrappedValue, "placeholder": prompt, "label": prompt, "searchField": "true", "submitLabel": "search"]
        let enabled = env.isEnabled
        if !enabled { properties["disabled"] = "true" }
        TextInputTraits.apply(env, to: &properties)
        let text = text, state = state, submit = submit
        let handler: @MainActor (HostEvent) throws -> Void = { event in
            switch event {
            case let .setText(value):
                guard enabled else { return }
                text.wrappedValue = value
            case let .key(key, _):
                if key == "return" { submit?.run(.search) } else if key == "escape" { state.dismiss() }
            case let .focus(isFocused):
                state.focus(isFocused || !text.wrappedValue.isEmpty)
            case .pressBegan, .pressEnded, .contextMenu, .activate:
                break
            default:
                throw GraphEventError.wrongValue(event, role: .textbox)
            }
        }
        return NodeOutput(element: ElementSpec(role: .textbox, properties: properties, handler: handler))
    }
}

/// Suggestions under the field: each a button; one with `searchCompletion` puts its text in the field.
struct SearchSuggestionList: View, BuiltinView {
    let content: any View
    let text: Binding<String>
    let submit: SubmitActions?
    typealias Body = Never

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let items = ViewList.items(of: content, flattenSections: true)
        let text = text, submit = submit
        let children = items.map { item in
            let completion = Self.completion(of: item.view)
            let row = Button { if let completion { text.wrappedValue = completion; submit?.run(.search) } } label: { AnyView(item.view) }
            return ChildSpec(key: item.key, view: row, inputs: inputs.forElementChildren)
        }
        return NodeOutput(element: ElementSpec(role: .list, properties: ["label": "Suggestions", "searchPart": "suggestions"]), children: children)
    }

    static func completion(of view: any View) -> String? {
        var current: any View = view
        while let modified = current as? any ModifiedContentProtocol {
            if let completion = modified.anyModifier as? _SearchCompletionModifier { return completion.completion }
            current = modified.anyContent
        }
        return nil
    }
}

@MainActor extension _SearchCompletionModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        passThrough(content, inputs)
    }
}

@MainActor extension _SearchEnvironmentModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        var inputs = inputs
        if let suggestions { inputs.environment._searchSuggestions = suggestions }
        if let scopes { inputs.environment._searchScopes = scopes }
        return passThrough(content, inputs)
    }
}
