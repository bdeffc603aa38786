/// One toolbar item: a view and the placement that says where it goes.
///
///     ToolbarItem(placement: .cancellationAction) {
///         Button("Cancel") { dismiss() }
///     }
///
/// `ID` is `()` for ordinary items and `String` for items of a customizable
/// toolbar (`ToolbarItem(id:placement:content:)`).
nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    package let _id: ID
    package let placement: ToolbarItemPlacement
    package let showsByDefault: Bool
    package let content: Content
    public typealias Body = Never
}

@available(*, unavailable)
extension ToolbarItem: Sendable {}

extension ToolbarItem where ID == () {
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.init(_id: (), placement: placement, showsByDefault: true, content: content())
    }
}

extension ToolbarItem: CustomizableToolbarContent where ID == String {
    // LIMITATION: `toolbar(id:)` customization editor | shows each item by its id in words ("Size Selector"), not a live preview of the item's view; a person's order applies within one placement region | the editor's palette would need a second, inert copy of every item's view
    nonisolated public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.init(id: id, placement: placement, showsByDefault: true, content: content)
    }

    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use the CustomizableToolbarContent/defaultCustomization(_:options) modifier with a value of .hidden")
    @available(macOS, introduced: 11.0, deprecated: 100000.0, message: "Use the CustomizableToolbarContent/defaultCustomization(_:options) modifier with a value of .hidden")
    nonisolated public init(id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool, @ViewBuilder content: () -> Content) {
        self.init(_id: id, placement: placement, showsByDefault: showsByDefault, content: content())
    }
}

extension ToolbarItem: Identifiable where ID: Hashable {
    public var id: ID { _id }
}

/// Several toolbar items sharing one placement: each view in the builder
/// becomes its own item.
///
///     ToolbarItemGroup(placement: .primaryAction) {
///         Button("Bold") {}
///         Button("Italic") {}
///     }
nonisolated public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    package let placement: ToolbarItemPlacement
    package let content: Content
    public typealias Body = Never

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

@available(*, unavailable)
extension ToolbarItemGroup: Sendable {}

extension ToolbarItemGroup {
    /// A group with a label: a control group that collapses into a menu showing
    /// `label` where the platform does that (compact widths, or out of room).
    nonisolated public init<C: View, L: View>(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledToolbarItemGroupContent<C, L> {
        self.placement = placement
        self.content = LabeledToolbarItemGroupContent(content: content(), label: label())
    }
}

/// The content of a labeled `ToolbarItemGroup`.
nonisolated public struct LabeledToolbarItemGroupContent<Content: View, Label: View>: View {
    package let content: Content
    package let label: Label
    public typealias Body = Never
}

/// Space between toolbar items (iOS 26 / macOS 26).
nonisolated public struct ToolbarSpacer: ToolbarContent, CustomizableToolbarContent {
    package let sizing: SpacerSizing
    package let placement: ToolbarItemPlacement
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        self.sizing = sizing
        self.placement = placement
    }
    public typealias Body = Never
}

/// How much room a `ToolbarSpacer` takes: a standard gap or all it can.
public struct SpacerSizing: Sendable, Hashable {
    package let isFlexible: Bool
    public static let flexible = SpacerSizing(isFlexible: true)
    public static let fixed = SpacerSizing(isFlexible: false)
}

/// Whether a person may remove or move an item of a customizable toolbar.
public struct ToolbarCustomizationBehavior: Sendable, Hashable {
    package let name: String
    public static var `default`: ToolbarCustomizationBehavior { .init(name: "default") }
    public static var reorderable: ToolbarCustomizationBehavior { .init(name: "reorderable") }
    public static var disabled: ToolbarCustomizationBehavior { .init(name: "disabled") }
}

/// Options for an item of a customizable toolbar.
public struct ToolbarCustomizationOptions: OptionSet, Sendable {
    public typealias RawValue = Int
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// On iOS the item stays reachable from the overflow menu even when removed from the bar.
    public static var alwaysAvailable: ToolbarCustomizationOptions { .init(rawValue: 1) }
}

nonisolated extension CustomizableToolbarContent {
    /// How a person may customize this item: `.disabled` can't be removed or moved, `.reorderable` can be moved
    /// but not removed (docs/TOOLBAR-CUSTOMIZATION.md).
    public func customizationBehavior(_ behavior: ToolbarCustomizationBehavior) -> some CustomizableToolbarContent {
        var modified = _ModifiedToolbarContent(content: self)
        modified.behavior = behavior
        return modified
    }

    /// Whether the item is in the toolbar before any customization (`.hidden`: only in the editor's palette), and
    /// `.alwaysAvailable`: removed from the bar, it stays in the overflow menu.
    public func defaultCustomization(_ defaultVisibility: Visibility = .automatic, options: ToolbarCustomizationOptions = []) -> some CustomizableToolbarContent {
        var modified = _ModifiedToolbarContent(content: self)
        modified.defaultVisibility = defaultVisibility
        modified.options = options
        return modified
    }

    @available(iOS, introduced: 16.0, deprecated: 16.0, message: "Please provide either a visibility or customization options")
    @available(macOS, introduced: 13.0, deprecated: 13.0, message: "Please provide either a visibility or customization options")
    public func defaultCustomization() -> some CustomizableToolbarContent {
        _ModifiedToolbarContent(content: self)
    }
}

/// Whether something is shown.
@frozen public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}
