import TrellisCore

/// How the automatic button style, label style and sizing resolve per idiom
/// and container: one table per concern, as the platforms behave.
///
/// Automatic button style (`style` on the element):
///
/// | container        | mac        | phone, pad  | watch     | tv        | vision    |
/// |------------------|------------|-------------|-----------|-----------|-----------|
/// | plain, sheet     | bordered¹  | borderless  | bordered  | bordered  | bordered  |
/// | list, form, sidebar | bordered¹ | borderless² | bordered | bordered | borderless² |
/// | toolbar          | borderless | borderless  | borderless| bordered  | borderless|
/// | menu, contextMenu| a `menuitem` whatever the style                              |
///
/// ¹ the Mac's push button. ² the row itself is the button: full width,
/// leading-aligned, accent-coloured title (the `container` property tells
/// the renderer). Explicit styles are kept as written, except in menus.
package enum ButtonAppearance {
    /// The host `style` of the automatic style here.
    package static func automaticStyle(idiom: Idiom, container: ContainerKind) -> String {
        switch container {
        case .toolbar, .tabBar:
            return idiom == .tv ? "bordered" : "borderless"
        case .list, .form, .sidebar:
            switch idiom {
            case .phone, .pad, .vision: return "borderless"
            default: return "bordered"
            }
        default:
            switch idiom {
            case .phone, .pad: return "borderless"
            default: return "bordered"
            }
        }
    }

    /// The host `container` property: containers that change a button's layout.
    package static func containerProperty(_ container: ContainerKind) -> String? {
        switch container {
        case .list, .sidebar: "list"
        case .form: "form"
        case .toolbar: "toolbar"
        default: nil
        }
    }

    /// Whether the automatic sizing fills the width: watch buttons and list
    /// or form rows on touch idioms do; everything else hugs its label.
    package static func fillsWidth(sizing: ButtonSizing, idiom: Idiom, container: ContainerKind) -> Bool {
        if sizing == .flexible { return true }
        if sizing == .fitted { return false }
        switch container {
        case .toolbar, .tabBar, .menu, .contextMenu: return false
        case .list, .form, .sidebar: return idiom != .mac
        default: return idiom == .watch
        }
    }

    /// What an automatic label shows: the icon alone in toolbars and tab bars
    /// (the title stays its accessible name), title and icon elsewhere.
    package static func labelMode(_ mode: LabelDisplayMode, container: ContainerKind) -> LabelDisplayMode {
        guard mode == .automatic else { return mode }
        switch container {
        case .toolbar, .tabBar: return .iconOnly
        default: return .titleAndIcon
        }
    }
}
