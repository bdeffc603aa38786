/// A fact a modifier attaches to tab content: it applies to every tab (or
/// section) the modified content makes.
package enum TabTrait {
    case customizationID(String)
    case customizationBehavior(TabCustomizationBehavior, [AdaptableTabBarPlacement])
    case defaultVisibility(Visibility, [AdaptableTabBarPlacement])
    case badge(Text?)
    case hidden(Bool)
    case placement(TabPlacement)
    case sectionActions(any View)
    case disabled(Bool)
    case accessibilityLabel(Text)
    case accessibilityIdentifier(String)
    /// A view modifier for the tab's item in the bar and sidebar (`contextMenu`, `accessibilityValue`, `popover`).
    case item(TabItemDecoration)
    /// A modifier switched off (`isEnabled: false`).
    case none
}

/// A view modifier applied to a tab's item (its `tab` element) wherever it shows.
package struct TabItemDecoration {
    package let apply: @MainActor (AnyView) -> any View
}

/// Tab content with a trait attached (`customizationID`, `badge`, …).
nonisolated public struct _TabModifiedContent<Base: TabContent>: TabContent {
    package let base: Base
    package let trait: TabTrait
    package init(base: Base, trait: TabTrait) {
        self.base = base
        self.trait = trait
    }
    public typealias TabValue = Base.TabValue
    public var body: Self { return self }
}

@available(*, unavailable)
extension _TabModifiedContent: Sendable {}

extension TabContent {
    nonisolated private func trait(_ trait: TabTrait) -> _TabModifiedContent<Self> {
        _TabModifiedContent(base: self, trait: trait)
    }

    /// The identity that a person's customization of this tab or section is saved under.
    /// It must stay the same across versions of the app.
    nonisolated public func customizationID(_ id: String) -> some TabContent<Self.TabValue> {
        trait(.customizationID(id))
    }

    /// Whether a person can move or hide this tab in the given forms of the tab view.
    @available(tvOS, unavailable) @available(watchOS, unavailable)
    nonisolated public func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...) -> some TabContent<Self.TabValue> {
        trait(.customizationBehavior(behavior, placements))
    }

    /// Whether this tab or section starts out shown in the given forms (a person can change it).
    @available(tvOS, unavailable) @available(watchOS, unavailable)
    nonisolated public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> some TabContent<Self.TabValue> {
        trait(.defaultVisibility(visibility, placements))
    }

    /// A count on the tab's icon; 0 shows none.
    @available(tvOS, unavailable) @available(watchOS, unavailable)
    nonisolated public func badge(_ count: Int) -> some TabContent<Self.TabValue> {
        trait(.badge(count == 0 ? nil : Text(verbatim: String(count))))
    }

    @available(tvOS, unavailable) @available(watchOS, unavailable)
    nonisolated public func badge(_ label: Text?) -> some TabContent<Self.TabValue> {
        trait(.badge(label))
    }

    @available(tvOS, unavailable) @available(watchOS, unavailable)
    nonisolated public func badge(_ key: LocalizedStringKey) -> some TabContent<Self.TabValue> {
        trait(.badge(Text(key)))
    }

    @_disfavoredOverload
    @available(tvOS, unavailable) @available(watchOS, unavailable)
    nonisolated public func badge(_ resource: LocalizedStringResource) -> some TabContent<Self.TabValue> {
        trait(.badge(Text(resource)))
    }

    @_disfavoredOverload
    @available(tvOS, unavailable) @available(watchOS, unavailable)
    nonisolated public func badge<S: StringProtocol>(_ label: S) -> some TabContent<Self.TabValue> {
        trait(.badge(Text(label)))
    }

    /// Leaves the tab out of the tab view (its content and state go too).
    nonisolated public func hidden(_ hidden: Bool = true) -> some TabContent<Self.TabValue> {
        trait(.hidden(hidden))
    }

    /// Where the tab goes: `.pinned` at the trailing end of the bar, `.sidebarOnly` never in the bar.
    nonisolated public func tabPlacement(_ placement: TabPlacement) -> some TabContent<Self.TabValue> {
        trait(.placement(placement))
    }

    /// Controls shown with a section in the sidebar (after its tabs; on the Mac when hovered).
    /// It has no effect on a single `Tab`.
    @available(watchOS, unavailable)
    nonisolated public func sectionActions<Content: View>(@ViewBuilder content: () -> Content) -> some TabContent<Self.TabValue> {
        trait(.sectionActions(content()))
    }

    /// A disabled tab shows but cannot be chosen.
    nonisolated public func disabled(_ disabled: Bool) -> some TabContent<Self.TabValue> {
        trait(.disabled(disabled))
    }

    /// The name assistive technology reads for the tab instead of its title.
    nonisolated public func accessibilityLabel(_ label: Text, isEnabled: Bool = true) -> some TabContent<Self.TabValue> {
        trait(isEnabled ? .accessibilityLabel(label) : .none)
    }

    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool = true) -> some TabContent<Self.TabValue> {
        accessibilityLabel(Text(labelKey), isEnabled: isEnabled)
    }

    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool = true) -> some TabContent<Self.TabValue> {
        accessibilityLabel(Text(label), isEnabled: isEnabled)
    }

    /// An identifier for UI tests; it lands on the tab's element.
    nonisolated public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool = true) -> some TabContent<Self.TabValue> {
        trait(isEnabled ? .accessibilityIdentifier(identifier) : .none)
    }

    // MARK: Modifiers that act on the tab's item

    nonisolated private func item(_ apply: @escaping @MainActor (AnyView) -> any View) -> _TabModifiedContent<Self> {
        trait(.item(TabItemDecoration(apply: apply)))
    }

    /// A menu on the tab's item: a secondary click or long press on it in the bar or the sidebar.
    nonisolated public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> some TabContent<Self.TabValue> {
        nonisolated(unsafe) let items = menuItems()
        return item { $0.modifier(_ContextMenuModifier(menuItems: items)) }
    }

    /// A popover attached to the tab's item.
    nonisolated public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some TabContent<Self.TabValue> {
        nonisolated(unsafe) let content = content
        nonisolated(unsafe) let anchor = attachmentAnchor
        return item { $0.popover(isPresented: isPresented, attachmentAnchor: anchor, arrowEdge: arrowEdge, content: content) }
    }

    nonisolated public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some TabContent<Self.TabValue> {
        nonisolated(unsafe) let content = content
        nonisolated(unsafe) let anchor = attachmentAnchor
        nonisolated(unsafe) let binding = item
        return self.item { $0.popover(item: binding, attachmentAnchor: anchor, arrowEdge: arrowEdge, content: content) }
    }

    /// The tab's value as assistive technology reads it, after its name.
    nonisolated public func accessibilityValue(_ valueDescription: Text, isEnabled: Bool = true) -> some TabContent<Self.TabValue> {
        isEnabled ? item { $0.accessibilityValue(valueDescription) } : trait(.none)
    }

    nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool = true) -> some TabContent<Self.TabValue> {
        accessibilityValue(Text(valueKey), isEnabled: isEnabled)
    }

    @_disfavoredOverload
    nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S, isEnabled: Bool = true) -> some TabContent<Self.TabValue> {
        accessibilityValue(Text(value), isEnabled: isEnabled)
    }

    /// What choosing the tab does, read after its name.
    nonisolated public func accessibilityHint(_ hint: Text, isEnabled: Bool = true) -> some TabContent<Self.TabValue> {
        isEnabled ? item { $0.accessibilityHint(hint) } : trait(.none)
    }

    nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool = true) -> some TabContent<Self.TabValue> {
        accessibilityHint(Text(hintKey), isEnabled: isEnabled)
    }

    @_disfavoredOverload
    nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S, isEnabled: Bool = true) -> some TabContent<Self.TabValue> {
        accessibilityHint(Text(hint), isEnabled: isEnabled)
    }

    /// Other names voice control accepts for the tab.
    nonisolated public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool = true) -> some TabContent<Self.TabValue> {
        isEnabled ? item { $0.accessibilityInputLabels(inputLabels) } : trait(.none)
    }

    nonisolated public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey], isEnabled: Bool = true) -> some TabContent<Self.TabValue> {
        accessibilityInputLabels(inputLabelKeys.map { Text($0) }, isEnabled: isEnabled)
    }

    @_disfavoredOverload
    nonisolated public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S], isEnabled: Bool = true) -> some TabContent<Self.TabValue> {
        accessibilityInputLabels(inputLabels.map { Text($0) }, isEnabled: isEnabled)
    }

    // LIMITATION: `TabContent.swipeActions(edge:allowsFullSwipe:content:)` | accepted, no effect | Trellis has no swipe gestures on tab rows (the sidebar's Edit mode hides and moves tabs)
    @available(macOS, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable)
    nonisolated public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some TabContent<Self.TabValue> {
        trait(.none)
    }

    // LIMITATION: `TabContent.springLoadingBehavior(_:)` | accepted, no effect | browsers' drag and drop has no spring-loading hover; a tab is chosen by dropping on it only
    nonisolated public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> some TabContent<Self.TabValue> {
        trait(.none)
    }
}

// LIMITATION: `TabContent.draggable(_:)`, `TabContent.dropDestination(for:action:)` | not declared (does not compile) | Trellis has no `Transferable` yet

/// Whether dragging over a control activates it after a pause.
nonisolated public struct SpringLoadingBehavior: Hashable, Sendable {
    package let name: String
    public static let automatic = SpringLoadingBehavior(name: "automatic")
    public static let enabled = SpringLoadingBehavior(name: "enabled")
    public static let disabled = SpringLoadingBehavior(name: "disabled")
}
