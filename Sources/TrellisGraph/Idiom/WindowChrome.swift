import TrellisCore

/// Per-idiom window chrome that the graph and the runtime (not only the CSS) must know about.
///
/// | idiom  | menu bar | long press opens a context menu (any pointer) | Control-click opens a context menu |
/// |--------|----------|-----------------------------------------------|------------------------------------|
/// | mac    | yes      | no (right-click / Control-click)              | yes                                |
/// | pad    | no       | yes                                           | no                                 |
/// | phone  | no       | yes                                           | no                                 |
/// | watch  | no       | no                                            | no                                 |
/// | tv     | no       | no                                            | no                                 |
/// | vision | no       | no (look and pinch-and-hold: the pointer's own gesture) | no                       |
///
/// A touch pointer opens context menus by long press on every idiom (the runtime knows the pointer type).
package struct WindowChrome: Sendable {
    /// The app's commands show in a menu bar. iPad shows them only while ⌘ is held, which the web
    /// renderer does not model.
    package var hasMenuBar: Bool
    /// A long press with any pointer opens a context menu, as on iOS (host property `longPressMenus`
    /// on the window's `main` element, read by trellis-client.js).
    package var longPressOpensContextMenus: Bool
    /// Control with the primary button is a secondary click, as on macOS (host property `controlClickMenus`
    /// on the window's `main` element): browsers off the Mac send it as a plain click.
    package var controlClickOpensContextMenus = false

    package static func of(_ idiom: Idiom) -> WindowChrome {
        switch idiom {
        case .mac: WindowChrome(hasMenuBar: true, longPressOpensContextMenus: false, controlClickOpensContextMenus: true)
        case .pad, .phone: WindowChrome(hasMenuBar: false, longPressOpensContextMenus: true)
        case .watch, .tv, .vision: WindowChrome(hasMenuBar: false, longPressOpensContextMenus: false)
        }
    }
}
