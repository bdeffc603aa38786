/// What a button is for, which sets how it looks in each container.
///
/// - ``destructive``: deletes or removes something; red in menus, context
///   menus, lists and swipe actions.
/// - ``cancel``: dismisses without keeping changes; bold, and placed apart in
///   dialogs.
/// - ``close``: closes without losing progress.
/// - ``confirm``: accepts the current state (a "Done" button).
///
///     Button("Delete", role: .destructive, action: delete)
public struct ButtonRole: Equatable, Sendable {
    package let name: String

    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
    public static let confirm = ButtonRole(name: "confirm")
    public static let close = ButtonRole(name: "close")

    /// The title `Button(role:action:)` shows for this role.
    package var defaultTitle: String {
        switch name {
        case "cancel": "Cancel"
        case "close": "Close"
        case "confirm": "Done"
        default: "Delete"
        }
    }

    /// The symbol `Button(role:action:)` shows where buttons show icons.
    package var defaultSystemImage: String {
        switch name {
        case "cancel", "close": "xmark"
        case "confirm": "checkmark"
        default: "trash"
        }
    }
}
