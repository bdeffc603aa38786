// View modifiers of tab views: the style, the legacy `tabItem`, badges, the
// sidebar's header, footer and bottom bar, and customization.

/// The label of a view in a legacy `TabView { … }` (pair it with `.tag(_:)`).
nonisolated package struct _TabItemModifier: ViewModifier {
    package let label: any View
    package typealias Body = Never
}

/// A badge: on a legacy tab's icon, or at the trailing end of a list row.
nonisolated package struct _BadgeModifier: ViewModifier {
    package let label: Text?
    package typealias Body = Never
}

/// The tab view settings that flow down to the nearest `TabView`.
package struct TabViewEnvironment {
    package var style: TabViewStyleKind = .automatic
    package var indexDisplayMode = "automatic"
    package var indexBackground = "automatic"
    package var customization: Binding<TabViewCustomization>?
    /// `defaultAdaptableTabBarPlacement(_:)`: `sidebar` starts a `.sidebarAdaptable` tab view as its sidebar.
    package var defaultPlacement = "automatic"
    package var sidebarHeader: (any View)?
    package var sidebarFooter: (any View)?
    package var sidebarBottomBar: (any View)?
    package init() {}
}

struct TabViewEnvironmentKey: EnvironmentKey {
    nonisolated(unsafe) static let defaultValue = TabViewEnvironment()
}

extension EnvironmentValues {
    /// What the modifiers above set for the nearest `TabView` below (the tab view
    /// clears it for its tabs' content).
    package var _tabView: TabViewEnvironment {
        get { self[TabViewEnvironmentKey.self] }
        set { self[TabViewEnvironmentKey.self] = newValue }
    }
}

nonisolated extension View {
    /// How the tab views below present their tabs.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        let kind = (style as? any BuiltinTabViewStyle)?.kind ?? .automatic
        let mode = (style as? PageTabViewStyle)?.indexDisplayMode.name
        return modifier(_EnvironmentTransformModifier {
            $0._tabView.style = kind
            if let mode { $0._tabView.indexDisplayMode = mode }
        })
    }

    /// How the page dots of page-style tab views below are drawn.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        let background = (style as? PageIndexViewStyle)?.backgroundDisplayMode.name ?? "automatic"
        return modifier(_EnvironmentTransformModifier { $0._tabView.indexBackground = background })
    }

    /// The label of this view's tab in a `TabView` built from views.
    @available(iOS, deprecated: 100000.0, message: "Use `Tab(title:image:value:content:)` and related initializers instead")
    @available(macOS, deprecated: 100000.0, message: "Use `Tab(title:image:value:content:)` and related initializers instead")
    @available(tvOS, deprecated: 100000.0, message: "Use `Tab(title:image:value:content:)` and related initializers instead")
    @available(watchOS, deprecated: 100000.0, message: "Use `Tab(title:image:value:content:)` and related initializers instead")
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(_TabItemModifier(label: label()))
    }

    /// A count on this view's tab (legacy `TabView`) or at the end of its list row; 0 shows none.
    @available(watchOS, unavailable) @available(tvOS, unavailable)
    public func badge(_ count: Int) -> some View {
        modifier(_BadgeModifier(label: count == 0 ? nil : Text(verbatim: String(count))))
    }

    @available(watchOS, unavailable) @available(tvOS, unavailable)
    public func badge(_ label: Text?) -> some View {
        modifier(_BadgeModifier(label: label))
    }

    @available(watchOS, unavailable) @available(tvOS, unavailable)
    public func badge(_ key: LocalizedStringKey?) -> some View {
        modifier(_BadgeModifier(label: key.map { Text($0) }))
    }

    @_disfavoredOverload
    @available(watchOS, unavailable) @available(tvOS, unavailable)
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        modifier(_BadgeModifier(label: label.map { Text($0) }))
    }

    /// Content above the tabs in the sidebar of the tab view this modifies.
    @available(tvOS, unavailable) @available(watchOS, unavailable)
    public func tabViewSidebarHeader<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        nonisolated(unsafe) let view = content()
        return modifier(_EnvironmentTransformModifier { $0._tabView.sidebarHeader = view })
    }

    /// Content below the tabs in the sidebar of the tab view this modifies.
    @available(tvOS, unavailable) @available(watchOS, unavailable)
    public func tabViewSidebarFooter<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        nonisolated(unsafe) let view = content()
        return modifier(_EnvironmentTransformModifier { $0._tabView.sidebarFooter = view })
    }

    /// A bar pinned to the bottom of the sidebar of the tab view this modifies.
    @available(tvOS, unavailable) @available(watchOS, unavailable)
    public func tabViewSidebarBottomBar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        nonisolated(unsafe) let view = content()
        return modifier(_EnvironmentTransformModifier { $0._tabView.sidebarBottomBar = view })
    }

    /// Lets a person customize the tab view this modifies (hide and reorder
    /// tabs in its edit mode) and keeps their changes in the binding.
    @available(tvOS, unavailable) @available(watchOS, unavailable)
    public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View {
        modifier(_EnvironmentTransformModifier { $0._tabView.customization = customization })
    }

    /// Whether a `.sidebarAdaptable` tab view below starts as its tab bar or its sidebar (a person can switch).
    @available(macOS, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
    public func defaultAdaptableTabBarPlacement(_ defaultPlacement: AdaptableTabBarPlacement = .automatic) -> some View {
        modifier(_EnvironmentTransformModifier { $0._tabView.defaultPlacement = defaultPlacement.name })
    }
}
