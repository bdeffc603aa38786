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
    /// A modifier switched off (`isEnabled: false`).
    case none
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
}
