import TrellisCore
import TrellisHost

/// A form renders as a `form` element (`formStyle=grouped|columns`) holding
/// sections: each `Section` is a `group` with `section=true`, and runs of
/// rows outside any section are gathered into sections of their own, as
/// SwiftUI does. Rows are the controls themselves, with no wrapper; they get
/// `_container = .form`.
@MainActor extension Form: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let env = inputs.environment
        var requested = FormStyleKind.automatic
        switch env._formStyle {
        case let .custom(_, makeBody):
            var childInputs = inputs
            childInputs.environment._formStyle = .builtin(.automatic)
            let configuration = FormStyleConfiguration(content: AnyView(content))
            return NodeOutput(children: [ChildSpec(key: PositionKey.first, view: FormStyleBody(configuration: configuration, makeBody: makeBody), inputs: childInputs)])
        case let .builtin(kind):
            requested = kind
        }
        let style = ControlStyles.form(requested, idiom: env.idiom)
        var childInputs = inputs.forElementChildren
        childInputs.environment._container = .form
        var children: [ChildSpec] = []
        var loose: [ViewListItem] = []
        func flushLoose() {
            guard let first = loose.first else { return }
            children.append(ChildSpec(key: AnyHashable(["rows", first.key]), view: FormRows(items: loose.map(\.view), keys: loose.map(\.key)), inputs: childInputs))
            loose = []
        }
        for item in ViewList.items(of: content) {
            if item.section != nil {
                flushLoose()
                children.append(ChildSpec(key: item.key, view: item.view, inputs: childInputs))
            } else {
                loose.append(item)
            }
        }
        flushLoose()
        var properties = ["formStyle": style.rawValue]
        if inputs.environment._scrollContentBackground == .hidden { properties["contentBackground"] = "hidden" }
        return NodeOutput(element: ElementSpec(role: .form, properties: properties), children: children)
    }
}

/// A custom form style's body, evaluated as a view body.
struct FormStyleBody: View {
    let configuration: FormStyleConfiguration
    let makeBody: @MainActor (FormStyleConfiguration) -> AnyView
    var body: some View { makeBody(configuration) }
}

@MainActor extension FormStyleConfiguration.Content: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        NodeOutput(children: [ChildSpec(key: PositionKey.first, view: content, inputs: inputs)])
    }
}

/// Rows of a form outside any section: an unnamed section.
struct FormRows: View, BuiltinView {
    let items: [any View]
    let keys: [AnyHashable]
    typealias Body = Never

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let children = zip(keys, items).map { ChildSpec(key: $0, view: $1, inputs: inputs) }
        return NodeOutput(element: ElementSpec(role: .group, properties: ["section": "true"]), children: children)
    }
}

/// A `Section` renders for the container it is in: a form section, a list
/// section, or (anywhere else) its header, content and footer in a column.
@MainActor extension Section: BuiltinView where Parent: View, Content: View, Footer: View {
    package static var tracksReads: Bool { true }

    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let env = inputs.environment
        switch env._container {
        case .list, .sidebar:
            let box = env._listSelectionBox
            return NodeOutput(children: [ChildSpec(key: PositionKey.first, view: ListSectionView(parts: parts, box: box, selected: box?.selected ?? [], edit: ListEditMode(environment: inputs.environment)), inputs: inputs)])
        case .form:
            var properties = ["section": "true"]
            if parts.hasHeader, let title = StaticText.of(header) { properties["label"] = title }
            let rowInputs = inputs.forElementChildren
            var children = SectionSlots.header(parts, rowInputs)
            children += ViewList.items(of: content, flattenSections: true).map { item in
                ChildSpec(key: AnyHashable(["row", item.key]), view: item.view, inputs: rowInputs)
            }
            children += SectionSlots.footer(parts, rowInputs)
            return NodeOutput(element: ElementSpec(role: .group, properties: properties), children: children)
        case .menu, .contextMenu:
            // A group of menu items, set apart by separators, its header a small caption.
            var properties = ["section": "true"]
            if parts.hasHeader, let title = StaticText.of(header) { properties["label"] = title }
            let childInputs = inputs.forElementChildren
            var children = SectionSlots.header(parts, childInputs)
            children.append(ChildSpec(key: AnyHashable("content"), view: content, inputs: childInputs))
            return NodeOutput(element: ElementSpec(role: .group, properties: properties), children: children)
        default:
            var properties = ["layout": "vstack", "alignment": "leading"]
            if parts.hasHeader, let title = StaticText.of(header) { properties["label"] = title }
            let childInputs = inputs.forElementChildren
            var children = SectionSlots.header(parts, childInputs)
            children.append(ChildSpec(key: AnyHashable("content"), view: content, inputs: childInputs))
            children += SectionSlots.footer(parts, childInputs)
            return NodeOutput(element: ElementSpec(role: .group, properties: properties), children: children)
        }
    }
}
