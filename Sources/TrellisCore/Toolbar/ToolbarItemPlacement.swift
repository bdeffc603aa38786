/// Where a toolbar item goes.
///
/// Semantic placements (`primaryAction`, `navigation`, …) say what the item is
/// for and let each platform decide; positional ones (`topBarLeading`,
/// `bottomBar`) name a spot. `docs/TOOLBAR-PLACEMENT.md` has the table of
/// where each one lands on mac, pad, phone, watch, tv and vision.
///
/// Trellis offers the union of the platforms: names SwiftUI marks unavailable
/// on some platform (`topBarLeading` on macOS, `accessoryBar` on iOS) compile
/// everywhere and follow the table there (usually: not shown).
public struct ToolbarItemPlacement {
    package enum Kind: Hashable {
        case automatic, principal, status, primaryAction, secondaryAction
        case confirmationAction, cancellationAction, destructiveAction, navigation
        case navigationBarLeading, navigationBarTrailing, bottomBar, bottomOrnament, keyboard
        case accessoryBar(AnyHashable)
        case title, largeTitle, subtitle, largeSubtitle
    }

    package let kind: Kind
    package init(_ kind: Kind) { self.kind = kind }

    /// Deprecated spelling of `accessoryBar(id:)` (macOS 13).
    @available(macOS, introduced: 13.0, deprecated: 14.0, renamed: "accessoryBar(id:)")
    public init<ID: Hashable>(id: ID) { kind = .accessoryBar(AnyHashable(id)) }

    public static var automatic: ToolbarItemPlacement { .init(.automatic) }
    public static var principal: ToolbarItemPlacement { .init(.principal) }
    public static var status: ToolbarItemPlacement { .init(.status) }
    public static var primaryAction: ToolbarItemPlacement { .init(.primaryAction) }
    public static var secondaryAction: ToolbarItemPlacement { .init(.secondaryAction) }
    public static var confirmationAction: ToolbarItemPlacement { .init(.confirmationAction) }
    public static var cancellationAction: ToolbarItemPlacement { .init(.cancellationAction) }
    public static var destructiveAction: ToolbarItemPlacement { .init(.destructiveAction) }
    public static var navigation: ToolbarItemPlacement { .init(.navigation) }
    public static var keyboard: ToolbarItemPlacement { .init(.keyboard) }
    public static var bottomBar: ToolbarItemPlacement { .init(.bottomBar) }
    public static var bottomOrnament: ToolbarItemPlacement { .init(.bottomOrnament) }

    /// The leading edge of the top bar (the navigation bar on iOS, watchOS and tvOS).
    public static var topBarLeading: ToolbarItemPlacement { .navigationBarLeading }
    /// The trailing edge of the top bar (the navigation bar on iOS, watchOS and tvOS).
    public static var topBarTrailing: ToolbarItemPlacement { .navigationBarTrailing }

    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "use topBarLeading instead")
    public static var navigationBarLeading: ToolbarItemPlacement { .init(.navigationBarLeading) }
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "use topBarTrailing instead")
    public static var navigationBarTrailing: ToolbarItemPlacement { .init(.navigationBarTrailing) }

    /// A bar of its own below the window toolbar, one per distinct `id` (macOS).
    public static func accessoryBar<ID: Hashable>(id: ID) -> ToolbarItemPlacement { .init(.accessoryBar(AnyHashable(id))) }

    /// The title area; replaces `navigationTitle` (iOS 26; `principal` before).
    public static var title: ToolbarItemPlacement { .init(.title) }
    /// The title area when the title is large (iOS 26).
    public static var largeTitle: ToolbarItemPlacement { .init(.largeTitle) }
    /// The subtitle area; replaces `navigationSubtitle` (iOS 26).
    public static var subtitle: ToolbarItemPlacement { .init(.subtitle) }
    /// The subtitle area when the title is large (iOS 26).
    public static var largeSubtitle: ToolbarItemPlacement { .init(.largeSubtitle) }
}

@available(*, unavailable)
extension ToolbarItemPlacement: Sendable {}

extension ToolbarItemPlacement.Kind {
    /// The placement as the host tree and the docs spell it: `primaryAction`, `accessoryBar(1)`.
    package var name: String {
        switch self {
        case .automatic: "automatic"
        case .principal: "principal"
        case .status: "status"
        case .primaryAction: "primaryAction"
        case .secondaryAction: "secondaryAction"
        case .confirmationAction: "confirmationAction"
        case .cancellationAction: "cancellationAction"
        case .destructiveAction: "destructiveAction"
        case .navigation: "navigation"
        case .navigationBarLeading: "topBarLeading"
        case .navigationBarTrailing: "topBarTrailing"
        case .bottomBar: "bottomBar"
        case .bottomOrnament: "bottomOrnament"
        case .keyboard: "keyboard"
        case let .accessoryBar(id): "accessoryBar(\(id.base))"
        case .title: "title"
        case .largeTitle: "largeTitle"
        case .subtitle: "subtitle"
        case .largeSubtitle: "largeSubtitle"
        }
    }
}

/// A bar that toolbar modifiers can show, hide or colour (`toolbar(.hidden, for: .navigationBar)`).
public struct ToolbarPlacement {
    package enum Kind: Hashable {
        case automatic, bottomBar, navigationBar, windowToolbar, tabBar, bottomOrnament
        case accessoryBar(AnyHashable)
    }
    package let kind: Kind
    package init(_ kind: Kind) { self.kind = kind }

    @available(macOS, introduced: 13.0, deprecated: 14.0, renamed: "accessoryBar(id:)")
    public init<ID: Hashable>(id: ID) { kind = .accessoryBar(AnyHashable(id)) }

    public static var automatic: ToolbarPlacement { .init(.automatic) }
    public static var bottomBar: ToolbarPlacement { .init(.bottomBar) }
    public static var navigationBar: ToolbarPlacement { .init(.navigationBar) }
    public static var windowToolbar: ToolbarPlacement { .init(.windowToolbar) }
    public static var tabBar: ToolbarPlacement { .init(.tabBar) }
    public static var bottomOrnament: ToolbarPlacement { .init(.bottomOrnament) }
    public static func accessoryBar<ID: Hashable>(id: ID) -> ToolbarPlacement { .init(.accessoryBar(AnyHashable(id))) }
}

@available(*, unavailable)
extension ToolbarPlacement: Sendable {}

/// The purpose of a toolbar, which changes its layout on some platforms.
public struct ToolbarRole: Sendable, Hashable {
    package let name: String
    /// `navigationStack` on iOS, tvOS and watchOS; `editor` on macOS.
    public static var automatic: ToolbarRole { .init(name: "automatic") }
    public static var navigationStack: ToolbarRole { .init(name: "navigationStack") }
    /// iPad: the title is leading-aligned and items may use the centre.
    public static var browser: ToolbarRole { .init(name: "browser") }
    /// As `browser`, with a back button that shows no title.
    public static var editor: ToolbarRole { .init(name: "editor") }
}

/// How the navigation title is shown (iOS 17 / macOS 14; no effect on macOS).
public struct ToolbarTitleDisplayMode: Sendable, Hashable {
    package let name: String
    public static var automatic: ToolbarTitleDisplayMode { .init(name: "automatic") }
    public static var large: ToolbarTitleDisplayMode { .init(name: "large") }
    public static var inlineLarge: ToolbarTitleDisplayMode { .init(name: "inlineLarge") }
    public static var inline: ToolbarTitleDisplayMode { .init(name: "inline") }
}

/// The navigation bar's legacy namespace for `navigationBarTitleDisplayMode`.
public struct NavigationBarItem: Sendable {
    public enum TitleDisplayMode: Sendable, Hashable {
        case automatic, inline, large
    }
}
