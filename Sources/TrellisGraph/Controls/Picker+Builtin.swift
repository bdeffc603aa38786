import TrellisCore
import TrellisHost

/// A picker renders its options (the tagged items of its content, see
/// ``ViewList``) in the element its resolved style names:
///
/// | style | element | options |
/// |---|---|---|
/// | menu | `combobox` (title, current value, popup `listbox`) | `option` |
/// | segmented, palette | `radiogroup` `pickerStyle=segmented` | `radio` |
/// | radioGroup | `radiogroup` (title first) | `radio` |
/// | inline, wheel | `listbox` `pickerStyle=inline` | `option` |
///
/// The browser sends `select(index)` to the container (or `activate` to an
/// option); the index picks the option and its tag is written to the
/// selection. An index out of range, or any other event, is refused.
@MainActor extension Picker: BuiltinView {
    package static var tracksReads: Bool { true }

    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let env = inputs.environment
        let items = ViewList.items(of: content, flattenSections: true)
        let tags: [SelectionValue?] = items.map { item in
            if let tag = item.tag { return tag.base as? SelectionValue }
            return item.id?.base as? SelectionValue
        }
        let current = selection.wrappedValue
        let selectedIndex = tags.firstIndex { $0 == current }
        let enabled = env.isEnabled

        let box = node.state(orMake: PickerSelectionBox())
        let binding = selection
        box.count = items.count
        box.select = { index in
            guard enabled, tags.indices.contains(index), let value = tags[index] else { return }
            binding.wrappedValue = value
        }

        let kind = ControlStyles.picker(env._pickerStyle, idiom: env.idiom, container: env._container)
        var properties: [String: String] = [:]
        if let title = StaticText.of(label) { properties["label"] = title }
        if !enabled { properties["disabled"] = "true" }
        let childInputs = inputs.forElementChildren
        var labelInputs = childInputs
        labelInputs.attributes.addInner("slot", "label")

        let optionRole: HostRole = kind == .segmented || kind == .palette || kind == .radioGroup ? .radio : .option
        let options = items.enumerated().map { i, item in
            ChildSpec(key: item.key, view: PickerOption(index: i, role: optionRole, isSelected: i == selectedIndex, isEnabled: enabled, box: box, label: item.view), inputs: childInputs)
        }

        let role: HostRole
        var children: [ChildSpec] = []
        switch kind {
        case .menu, .navigationLink, .automatic:
            role = .combobox
            properties["pickerStyle"] = "menu"
            var valueInputs = childInputs
            valueInputs.attributes.addInner("slot", "value")
            children = [
                ChildSpec(key: AnyHashable("label"), view: label, inputs: labelInputs.hidingLabelIfAsked),
                ChildSpec(key: AnyHashable("value"), view: selectedIndex.map { items[$0].view } ?? EmptyView(), inputs: valueInputs),
                ChildSpec(key: AnyHashable("options"), view: PickerOptionList(box: box, options: options), inputs: childInputs),
            ]
        case .segmented, .palette:
            role = .radiogroup
            properties["pickerStyle"] = "segmented"
            children = options
        case .radioGroup:
            role = .radiogroup
            properties["pickerStyle"] = "radioGroup"
            children = [ChildSpec(key: AnyHashable("label"), view: label, inputs: labelInputs.hidingLabelIfAsked)] + options
        case .inline, .wheel:
            role = .listbox
            properties["pickerStyle"] = "inline"
            children = options
        }
        return NodeOutput(element: ElementSpec(role: role, properties: properties, handler: box.handler(role: role)), children: children)
    }
}

/// The picker's options and how to choose one, shared by the picker node and
/// its option elements. One per picker node, so option views compare equal
/// across updates and unchanged options are skipped.
@MainActor
final class PickerSelectionBox {
    var count = 0
    var select: @MainActor (Int) -> Void = { _ in }

    /// Validates a choice from the browser before making it.
    func choose(_ index: Int, event: HostEvent, role: HostRole) throws {
        guard index >= 0, index < count else { throw GraphEventError.wrongValue(event, role: role) }
        select(index)
    }

    func handler(role: HostRole) -> @MainActor (HostEvent) throws -> Void {
        { [unowned self] event in
            switch event {
            case let .select(index): try self.choose(index, event: event, role: role)
            case .activate, .focus, .key, .pressBegan, .pressEnded, .contextMenu: break
            default: throw GraphEventError.wrongValue(event, role: role)
            }
        }
    }
}

/// The popup list of a menu-style picker.
struct PickerOptionList: View, BuiltinView {
    let box: PickerSelectionBox
    let options: [ChildSpec]
    typealias Body = Never

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        NodeOutput(element: ElementSpec(role: .listbox, handler: box.handler(role: .listbox)), children: options)
    }
}

/// One option of a picker: an `option` (menus, inline) or a `radio` (segmented, radio group).
struct PickerOption: View, BuiltinView {
    let index: Int
    let role: HostRole
    let isSelected: Bool
    let isEnabled: Bool
    let box: PickerSelectionBox
    let label: any View
    typealias Body = Never

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        var properties: [String: String] = [:]
        if isSelected { properties[role == .radio ? "checked" : "selected"] = "true" }
        if !isEnabled { properties["disabled"] = "true" }
        if role == .radio, let name = StaticText.of(label), !(label is Text) { properties["label"] = name }
        let index = index, box = box, role = role
        let handler: @MainActor (HostEvent) throws -> Void = { event in
            switch event {
            case .activate, .setBool(true): try box.choose(index, event: event, role: role)
            case .setBool(false), .focus, .key, .pressBegan, .pressEnded, .contextMenu: break
            default: throw GraphEventError.wrongValue(event, role: role)
            }
        }
        return NodeOutput(element: ElementSpec(role: role, properties: properties, handler: handler),
                          children: [ChildSpec(key: PositionKey.first, view: label, inputs: inputs.forElementChildren)])
    }
}

extension PickerSelectionBox: NodeState {}
