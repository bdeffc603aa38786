import TrellisCore

/// The bar a toolbar item lands in. Each bar is one `toolbar` element of its
/// navigation container; `docs/TOOLBAR-PLACEMENT.md` shows them per idiom.
package enum ToolbarBarKind: Hashable, Sendable {
    /// The top bar: the Mac window toolbar (in the title bar) or the navigation bar.
    case titlebar
    /// The bottom toolbar (iOS, iPadOS, watchOS).
    case bottomBar
    /// Above the software keyboard while a text field has focus (iOS, iPadOS).
    case keyboardBar
    /// One bar per id under the window toolbar (macOS).
    case accessoryBar(String)
    /// The ornament floating below the window (visionOS).
    case ornament
    /// The button row of a Mac sheet.
    case sheet
    /// watchOS: items under the navigation bar, revealed by scrolling up.
    case belowNavigationBar

    /// Bars above the content, then bars below it, in the order they stack.
    package var isAboveContent: Bool {
        switch self {
        case .titlebar, .accessoryBar, .belowNavigationBar: true
        case .bottomBar, .keyboardBar, .ornament, .sheet: false
        }
    }

    /// Bars that are part of the window's toolbar area, where a stack level's bars can join the window's
    /// (``ToolbarPlacementTable/IdiomRules/stackBarsJoinWindowToolbar``).
    package var isWindowToolbarArea: Bool {
        switch self {
        case .titlebar, .accessoryBar: true
        case .bottomBar, .keyboardBar, .ornament, .sheet, .belowNavigationBar: false
        }
    }

    package var name: String {
        switch self {
        case .titlebar: "titlebar"
        case .bottomBar: "bottomBar"
        case .keyboardBar: "keyboardBar"
        case let .accessoryBar(id): "accessoryBar(\(id))"
        case .ornament: "ornament"
        case .sheet: "sheet"
        case .belowNavigationBar: "watch.belowNavigationBar"
        }
    }
}

/// Where in a bar: the bar's slots, laid out leading to trailing.
package enum ToolbarSlot: String, Hashable, CaseIterable, Sendable {
    case leading, principal, center, trailing, bottom
    /// The overflow menu (… on iOS, » on the Mac) at the bar's trailing end.
    case overflow
    /// Bars with a single row of items.
    case main
}

/// A region of a container's bars: where the placement table puts an item.
///
/// Spelled as in the docs and the host tree's `region` property:
/// `titlebar.leading`, `overflowMenu`, `bottomBar.center`, `keyboardBar`,
/// `accessoryBar(1)`, `ornament.bottom`, `sheet.trailing`,
/// `watch.belowNavigationBar`, or `hidden`.
package struct ToolbarRegion: Hashable, Sendable, CustomStringConvertible {
    /// Nil when the item is not shown.
    package let bar: ToolbarBarKind?
    package let slot: ToolbarSlot

    package init(_ bar: ToolbarBarKind?, _ slot: ToolbarSlot = .main) {
        self.bar = bar
        self.slot = slot
    }

    package static let hidden = ToolbarRegion(nil)
    package static let titlebarLeading = ToolbarRegion(.titlebar, .leading)
    package static let titlebarPrincipal = ToolbarRegion(.titlebar, .principal)
    package static let titlebarTrailing = ToolbarRegion(.titlebar, .trailing)
    /// The middle of the bar, between the title area and the trailing items (iPadOS customizable bars).
    package static let titlebarCenter = ToolbarRegion(.titlebar, .center)
    package static let overflowMenu = ToolbarRegion(.titlebar, .overflow)
    package static let bottomBarLeading = ToolbarRegion(.bottomBar, .leading)
    package static let bottomBarCenter = ToolbarRegion(.bottomBar, .center)
    package static let keyboardBar = ToolbarRegion(.keyboardBar)
    package static let ornamentBottom = ToolbarRegion(.ornament, .bottom)
    package static let sheetLeading = ToolbarRegion(.sheet, .leading)
    package static let sheetCenter = ToolbarRegion(.sheet, .center)
    package static let sheetTrailing = ToolbarRegion(.sheet, .trailing)
    package static let belowNavigationBar = ToolbarRegion(.belowNavigationBar)
    package static func accessoryBar(_ id: String) -> ToolbarRegion { ToolbarRegion(.accessoryBar(id)) }
    package static func accessoryBar(_ id: AnyHashable) -> ToolbarRegion { ToolbarRegion(.accessoryBar(String(describing: id.base))) }

    package var isHidden: Bool { bar == nil }

    package var description: String {
        guard let bar else { return "hidden" }
        switch (bar, slot) {
        case (.titlebar, .overflow): return "overflowMenu"
        case (_, .main): return bar.name
        default: return "\(bar.name).\(slot.rawValue)"
        }
    }
}

/// What kind of navigation container a bar belongs to.
package enum BarContext: String, CaseIterable, Hashable, Sendable {
    /// The window itself, with no navigation container around the view.
    case window
    /// A `NavigationStack`'s root (or a split-view column).
    case navigationStack
    /// A view pushed on a stack: the bar also holds a back button.
    case pushed
    /// A sheet: on the Mac the sheet itself; elsewhere a stack at the sheet's root.
    case sheet
}
