/// What a host element is, in ARIA's vocabulary.
///
/// Both renderers speak these names: the web renderer puts them in `role`
/// attributes (or picks the native element with that implicit role), and the
/// headless host prints them in dumps and matches them in `find`. A few roles
/// that ARIA leaves to `generic` carry a `layout` property instead.
public struct HostRole: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
    public var description: String { rawValue }
}

extension HostRole {
    public static let application: HostRole = "application"
    public static let generic: HostRole = "generic"
    public static let group: HostRole = "group"
    /// A run of text (`Text`). ARIA has no role for it; the web renderer uses a `span`.
    public static let text: HostRole = "text"
    public static let heading: HostRole = "heading"
    public static let img: HostRole = "img"
    public static let separator: HostRole = "separator"
    public static let button: HostRole = "button"
    public static let link: HostRole = "link"
    public static let `switch`: HostRole = "switch"
    public static let checkbox: HostRole = "checkbox"
    public static let radio: HostRole = "radio"
    public static let radiogroup: HostRole = "radiogroup"
    public static let slider: HostRole = "slider"
    public static let spinbutton: HostRole = "spinbutton"
    public static let textbox: HostRole = "textbox"
    public static let combobox: HostRole = "combobox"
    public static let progressbar: HostRole = "progressbar"
    public static let list: HostRole = "list"
    public static let listitem: HostRole = "listitem"
    public static let listbox: HostRole = "listbox"
    public static let option: HostRole = "option"
    public static let form: HostRole = "form"
    public static let region: HostRole = "region"
    public static let toolbar: HostRole = "toolbar"
    public static let menu: HostRole = "menu"
    public static let menubar: HostRole = "menubar"
    public static let menuitem: HostRole = "menuitem"
    public static let menuitemcheckbox: HostRole = "menuitemcheckbox"
    public static let tab: HostRole = "tab"
    public static let tablist: HostRole = "tablist"
    public static let tabpanel: HostRole = "tabpanel"
    public static let dialog: HostRole = "dialog"
    /// An alert or confirmation dialog: modal, named by its title.
    public static let alertdialog: HostRole = "alertdialog"
    public static let complementary: HostRole = "complementary"
    public static let navigation: HostRole = "navigation"
    public static let main: HostRole = "main"
    public static let banner: HostRole = "banner"
    public static let status: HostRole = "status"
    public static let none: HostRole = "none"
}
