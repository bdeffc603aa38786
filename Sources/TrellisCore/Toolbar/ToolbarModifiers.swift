/// The declarations a view makes about the bar of its navigation container.
///
/// Each toolbar modifier stores one of these; the graph registers it with the
/// nearest container (`NavigationStack` level, split-view column, sheet, or
/// window), which merges all of them into its bars.
package enum _BarDeclaration {
    case items(any ToolbarContent, customizationID: String?)
    case title(Text)
    case titleBinding(Binding<String>)
    case subtitle(Text)
    case role(ToolbarRole)
    case titleDisplayMode(ToolbarTitleDisplayMode)
    case visibility(Visibility, bars: [ToolbarPlacement])
    case background(ResolvedPaint?, bars: [ToolbarPlacement])
    case backgroundVisibility(Visibility, bars: [ToolbarPlacement])
    case colorScheme(ColorScheme?, bars: [ToolbarPlacement])
    case titleMenu(any View)
    case backButtonHidden(Bool)
}

/// Registers a bar declaration with the nearest navigation container.
nonisolated package struct _BarDeclarationModifier: ViewModifier {
    package let declaration: _BarDeclaration
    package typealias Body = Never
}

/// The views of the `@ViewBuilder` form of `toolbar(content:)`: each becomes an
/// item with automatic placement.
nonisolated package struct _ViewToolbarContent<Content: View>: ToolbarContent {
    package let content: Content
    package typealias Body = Never
}

nonisolated extension View {
    /// Puts views in the toolbar or navigation bar, with automatic placement.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(_BarDeclarationModifier(declaration: .items(_ViewToolbarContent(content: content()), customizationID: nil)))
    }

    /// Puts toolbar items in the toolbar or navigation bar.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        modifier(_BarDeclarationModifier(declaration: .items(content(), customizationID: nil)))
    }

    /// A toolbar a person may customize (Mac; iPad with `toolbarRole(.editor)`): which items are in the bar and
    /// their order are kept per `id` in `UserDefaults` (docs/TOOLBAR-CUSTOMIZATION.md).
    public func toolbar<Content: CustomizableToolbarContent>(id: String, @ToolbarContentBuilder content: () -> Content) -> some View {
        modifier(_BarDeclarationModifier(declaration: .items(content(), customizationID: id)))
    }

    @available(iOS, introduced: 16.0, deprecated: 100000.0, renamed: "toolbarVisibility(_:for:)")
    @available(macOS, introduced: 13.0, deprecated: 100000.0, renamed: "toolbarVisibility(_:for:)")
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(_BarDeclarationModifier(declaration: .visibility(visibility, bars: bars)))
    }

    /// Shows or hides bars (`.hidden` for `.navigationBar` hides the navigation bar).
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(_BarDeclarationModifier(declaration: .visibility(visibility, bars: bars)))
    }

    /// The background of bars.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        modifier(_BarDeclarationModifier(declaration: .background(style.resolvedPaint, bars: bars)))
    }

    @available(iOS, introduced: 16.0, deprecated: 100000.0, renamed: "toolbarBackgroundVisibility(_:for:)")
    @available(macOS, introduced: 13.0, deprecated: 100000.0, renamed: "toolbarBackgroundVisibility(_:for:)")
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(_BarDeclarationModifier(declaration: .backgroundVisibility(visibility, bars: bars)))
    }

    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(_BarDeclarationModifier(declaration: .backgroundVisibility(visibility, bars: bars)))
    }

    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        modifier(_BarDeclarationModifier(declaration: .colorScheme(colorScheme, bars: bars)))
    }

    public func toolbarRole(_ role: ToolbarRole) -> some View {
        modifier(_BarDeclarationModifier(declaration: .role(role)))
    }

    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        modifier(_BarDeclarationModifier(declaration: .titleDisplayMode(mode)))
    }

    @available(macOS, unavailable)
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        let mode: ToolbarTitleDisplayMode = switch displayMode {
        case .automatic: .automatic
        case .inline: .inline
        case .large: .large
        }
        return modifier(_BarDeclarationModifier(declaration: .titleDisplayMode(mode)))
    }

    /// A menu opened from the navigation title.
    // LIMITATION: `toolbarTitleMenu` | accepted, not shown | the title menu needs a popover on the title
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
        modifier(_BarDeclarationModifier(declaration: .titleMenu(content())))
    }

    /// Hides this view when it is a toolbar item (macOS 15).
    public func toolbarItemHidden(_ hidden: Bool = true) -> some View {
        modifier(_ToolbarItemHiddenModifier(hidden: hidden))
    }
}

/// Leaves a toolbar item out of the bar while `hidden` is true.
nonisolated package struct _ToolbarItemHiddenModifier: ViewModifier {
    package let hidden: Bool
    package typealias Body = Never
}

// MARK: - Titles

nonisolated extension View {
    /// The title of the navigation bar or window for this view.
    public func navigationTitle(_ title: Text) -> some View {
        modifier(_BarDeclarationModifier(declaration: .title(title)))
    }

    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    @_disfavoredOverload
    public func navigationTitle(_ titleResource: LocalizedStringResource) -> some View {
        navigationTitle(Text(titleResource))
    }

    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    /// A title made of views (watchOS).
    public func navigationTitle<V: View>(@ViewBuilder _ title: () -> V) -> some View {
        // The bar shows text; a title made of other views shows nothing there yet.
        let text = (title() as? Text) ?? Text(plain: "")
        return modifier(_BarDeclarationModifier(declaration: .title(text)))
    }

    /// An editable title: the bar shows a field that writes back to the binding.
    public func navigationTitle(_ title: Binding<String>) -> some View {
        modifier(_BarDeclarationModifier(declaration: .titleBinding(title)))
    }

    /// A subtitle under the title (macOS 11, iOS 26).
    public func navigationSubtitle(_ subtitle: Text) -> some View {
        modifier(_BarDeclarationModifier(declaration: .subtitle(subtitle)))
    }

    public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View {
        navigationSubtitle(Text(subtitleKey))
    }

    @_disfavoredOverload
    public func navigationSubtitle(_ subtitleResource: LocalizedStringResource) -> some View {
        navigationSubtitle(Text(subtitleResource))
    }

    @_disfavoredOverload
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
        navigationSubtitle(Text(subtitle))
    }
}
