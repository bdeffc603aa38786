import TrellisCore

/// Who may customize a `toolbar(id:)` toolbar, and how, per idiom.
///
/// Seed 001: "在 macOS 与 iOS 操作系统上，应用程序都将展示可自定义的工具栏；然而，只有在 iPad 设备上运行
/// iPadOS 16.0 及以上版本的应用才具备用户自定义工具栏的功能。" — every idiom shows the toolbar; only the Mac
/// and the iPad let a person change it. `docs/TOOLBAR-CUSTOMIZATION.md` documents each row.
@MainActor
package enum ToolbarCustomizationTable {
    /// How a person opens the editor and what it looks like.
    package enum Editor: String, Sendable {
        /// No editor: the toolbar shows its default set, stored customizations are ignored.
        case none
        /// The Mac's "Customize Toolbar…" sheet: a palette of every item and the default set, opened from
        /// View ▸ Customize Toolbar… (`ToolbarCommands`) and the toolbar's context menu.
        case sheet
        /// iPadOS 16's edit mode: the bar's items and a palette below it, entered by a long press on the bar
        /// or the overflow menu's "Customize Toolbar".
        case palette
    }

    package struct Rules: Sendable {
        package var editor: Editor
        /// Customizing needs `toolbarRole(.editor)` on the bar as well (iPadOS).
        package var requiresEditorRole = false
        /// The bar's context menu (secondary click) offers the display modes, Hide Toolbar and Customize Toolbar….
        package var barContextMenu = false
        /// A long press on the bar enters the editor.
        package var longPressEdits = false
        /// The overflow menu offers "Customize Toolbar".
        package var overflowOffersCustomize = false
        /// Display modes (Icon and Text, Icon Only, Text Only) can be chosen.
        package var displayModes = false
        /// The display mode before a person chooses one.
        package var defaultDisplayMode: ToolbarDisplayMode = .iconOnly

        package var isCustomizable: Bool { editor != .none }

        /// Whether a bar with this role can be customized.
        package func customizable(role: String?) -> Bool {
            isCustomizable && (!requiresEditorRole || role == "editor")
        }
    }

    package static func rules(for idiom: Idiom) -> Rules {
        switch idiom {
        // macOS: the toolbar's context menu and View ▸ Customize Toolbar… (seed 001's ToolbarCommands image).
        case .mac: Rules(editor: .sheet, barContextMenu: true, displayModes: true)
        // iPadOS 16+: `toolbar(id:)` with `toolbarRole(.editor)`; long press or the overflow menu.
        case .pad: Rules(editor: .palette, requiresEditorRole: true, longPressEdits: true, overflowOffersCustomize: true)
        // "只有在 iPad 设备上…才具备用户自定义工具栏的功能": iPhone shows the default set.
        case .phone: Rules(editor: .none)
        // watchOS and tvOS have no customizable toolbars: the default set.
        case .watch: Rules(editor: .none)
        case .tv: Rules(editor: .none)
        // visionOS (seed silent): as the platform does — visionOS has no toolbar editor, so the default set
        // shows (items out of it by default stay out; stored customizations from other idioms are ignored).
        case .vision: Rules(editor: .none)
        }
    }
}

/// How a customizable toolbar draws its items' labels (the Mac's toolbar context menu).
package enum ToolbarDisplayMode: String, Codable, CaseIterable, Sendable {
    case iconAndText, iconOnly, textOnly

    package var title: String {
        switch self {
        case .iconAndText: "Icon and Text"
        case .iconOnly: "Icon Only"
        case .textOnly: "Text Only"
        }
    }
}
