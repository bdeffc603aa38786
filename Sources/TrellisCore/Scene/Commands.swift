/// Menu commands: what appears in the menu bar on mac.
@preconcurrency @MainActor
public protocol Commands {
    associatedtype Body: Commands
    @CommandsBuilder var body: Self.Body { get }
}

extension Commands where Body == Never {
    public var body: Never { neverBody(String(describing: Self.self)) }
}

extension Never: Commands {}

@resultBuilder
public struct CommandsBuilder {
    public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }
    public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> _TupleCommands {
        var all: [any Commands] = []
        for c in repeat each content { all.append(c) }
        return _TupleCommands(commands: all)
    }
    public static func buildIf<Content: Commands>(_ content: Content?) -> _TupleCommands {
        _TupleCommands(commands: content.map { [$0] } ?? [])
    }
    public static func buildEither(first: some Commands) -> _TupleCommands { _TupleCommands(commands: [first]) }
    public static func buildEither(second: some Commands) -> _TupleCommands { _TupleCommands(commands: [second]) }
    public static func buildLimitedAvailability<Content: Commands>(_ content: Content) -> _TupleCommands { _TupleCommands(commands: [content]) }
}

nonisolated public struct EmptyCommands: Commands {
    public init() {}
    public typealias Body = Never
}

nonisolated public struct _TupleCommands: Commands {
    package let commands: [any Commands]
    public typealias Body = Never
}

/// A top-level menu of its own (placed before the Window menu on mac).
nonisolated public struct CommandMenu<Content: View>: Commands {
    package let name: String
    package let content: Content

    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        name = nameKey.resolved
        self.content = content()
    }

    @_disfavoredOverload
    public init(_ name: LocalizedStringResource, @ViewBuilder content: () -> Content) {
        self.name = name.key
        self.content = content()
    }

    public init(_ name: Text, @ViewBuilder content: () -> Content) {
        self.name = name.plainText
        self.content = content()
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
        self.name = String(name)
        self.content = content()
    }

    public typealias Body = Never
}

/// Commands added before, after, or instead of a standard group.
nonisolated public struct CommandGroup<Content: View>: Commands {
    package enum Position: Sendable { case before, after, replacing }
    package let position: Position
    package let placement: CommandGroupPlacement
    package let content: Content

    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        position = .before
        placement = group
        content = addition()
    }

    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        position = .after
        placement = group
        content = addition()
    }

    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        position = .replacing
        placement = group
        content = addition()
    }

    public typealias Body = Never
}

/// A standard group of commands, and the menu it lives in.
public struct CommandGroupPlacement: Sendable, Hashable {
    package let name: String
    /// The top-level menu: `app`, `File`, `Edit`, `View`, `Window`, `Help`.
    package let menu: String

    public static let appInfo = CommandGroupPlacement(name: "appInfo", menu: "app")
    public static let appSettings = CommandGroupPlacement(name: "appSettings", menu: "app")
    public static let systemServices = CommandGroupPlacement(name: "systemServices", menu: "app")
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility", menu: "app")
    public static let appTermination = CommandGroupPlacement(name: "appTermination", menu: "app")
    public static let newItem = CommandGroupPlacement(name: "newItem", menu: "File")
    public static let saveItem = CommandGroupPlacement(name: "saveItem", menu: "File")
    public static let importExport = CommandGroupPlacement(name: "importExport", menu: "File")
    public static let printItem = CommandGroupPlacement(name: "printItem", menu: "File")
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo", menu: "Edit")
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard", menu: "Edit")
    public static let textEditing = CommandGroupPlacement(name: "textEditing", menu: "Edit")
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting", menu: "Edit")
    public static let toolbar = CommandGroupPlacement(name: "toolbar", menu: "View")
    public static let sidebar = CommandGroupPlacement(name: "sidebar", menu: "View")
    public static let windowSize = CommandGroupPlacement(name: "windowSize", menu: "Window")
    public static let windowList = CommandGroupPlacement(name: "windowList", menu: "Window")
    public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList", menu: "Window")
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement", menu: "Window")
    public static let help = CommandGroupPlacement(name: "help", menu: "Help")
}

/// The standard toolbar commands: Show/Hide Toolbar (⌥⌘T) and Customize Toolbar… in the View menu. They act on
/// the window's customizable toolbar (`toolbar(id:)`) and are disabled while it has none.
nonisolated public struct ToolbarCommands: Commands {
    public init() {}
    public typealias Body = Never
}

/// The standard sidebar command: View ▸ Show/Hide Sidebar (⌃⌘S), toggling the window's `NavigationSplitView`
/// sidebar; disabled while the window has none to toggle.
nonisolated public struct SidebarCommands: Commands {
    public init() {}
    public typealias Body = Never
}

/// The standard text editing commands in the Edit menu: Undo, Redo, Cut, Copy, Paste, Select All, and the
/// Transformations (Make Upper Case, Make Lower Case, Capitalize). They act on the focused text field.
// LIMITATION: `TextEditingCommands` | Undo, Redo, Cut, Copy, Paste, Select All and the case transformations act on the page's focused text field (the browser's editing commands; Paste reads the clipboard, which the browser asks permission for); no Find, Spelling or Speech items; the items stay enabled with no text field focused | a page can only ask the browser to edit its own fields, and has no spell checker or speech to drive
nonisolated public struct TextEditingCommands: Commands {
    public init() {}
    public typealias Body = Never
}

/// The items `TextEditingCommands` adds to the Edit menu (the graph gives them behaviour).
package struct _TextEditingCommandsItems: View {
    package init() {}
    package typealias Body = Never
}

/// The item `SidebarCommands` adds to the View menu (the graph gives it behaviour).
package struct _SidebarCommandsItem: View {
    package init() {}
    package typealias Body = Never
}

/// The standard inspector command: View ▸ Show/Hide Inspector (⌃⌘I), toggling
/// the window's inspector.
nonisolated public struct InspectorCommands: Commands {
    public init() {}
    public typealias Body = Never
}

// MARK: - Reading commands

/// One menu of the menu bar with its items, in order.
package struct CommandMenuDescription {
    package var name: String
    package var items: [any View]
}

extension Array where Element == any Commands {
    /// The menu bar these commands describe, with the standard menus first.
    @MainActor
    package func menuBar(appName: String) -> [CommandMenuDescription] {
        var standard: [String: [any View]] = ["app": [], "File": [], "Edit": [], "View": [], "Window": [], "Help": []]
        var custom: [CommandMenuDescription] = []
        func visit(_ commands: any Commands) {
            switch commands {
            case let tuple as _TupleCommands: tuple.commands.forEach(visit)
            case is EmptyCommands: break
            case let menu as any CommandMenuReadable: custom.append(CommandMenuDescription(name: menu.menuName, items: [menu.menuContent]))
            case let group as any CommandGroupReadable: standard[group.groupPlacement.menu, default: []].append(group.groupContent)
            case is ToolbarCommands: standard["View", default: []].append(ToolbarCommandsContent())
            case is InspectorCommands: standard["View", default: []].append(_InspectorCommandsItem())
            case is SidebarCommands: standard["View", default: []].append(_SidebarCommandsItem())
            case is TextEditingCommands: standard["Edit", default: []].append(_TextEditingCommandsItems())
            default:
                guard _LinkedCommandsContent.hasLinkedProperties(commands) else { visit(Self.body(of: commands)); return }
                // Items that read `@FocusedValue` (or other dynamic properties) stay live: each menu or group
                // is a view that evaluates the commands' body again when what it read changes.
                var index = 0
                _LinkedCommandsContent.walk(_LinkedCommandsContent.body(of: commands)) { part in
                    switch part {
                    case .menu(let name, _):
                        custom.append(CommandMenuDescription(name: name, items: [_LinkedCommandsContent(commands: commands, index: index)]))
                        index += 1
                    case .group(let placement, _):
                        standard[placement.menu, default: []].append(_LinkedCommandsContent(commands: commands, index: index))
                        index += 1
                    case .standard(let builtin): visit(builtin)
                    }
                }
            }
        }
        forEach(visit)
        var menus = [CommandMenuDescription(name: appName, items: standard["app"] ?? [])]
        for name in ["File", "Edit", "View"] { menus.append(CommandMenuDescription(name: name, items: standard[name] ?? [])) }
        menus += custom
        for name in ["Window", "Help"] { menus.append(CommandMenuDescription(name: name, items: standard[name] ?? [])) }
        return menus
    }

    @MainActor
    private static func body<C: Commands>(of commands: C) -> any Commands { commands.body }
}

@MainActor protocol CommandMenuReadable {
    var menuName: String { get }
    var menuContent: any View { get }
}

@MainActor extension CommandMenu: CommandMenuReadable {
    var menuName: String { name }
    var menuContent: any View { content }
}

@MainActor protocol CommandGroupReadable {
    var groupPlacement: CommandGroupPlacement { get }
    var groupContent: any View { get }
}

@MainActor extension CommandGroup: CommandGroupReadable {
    var groupPlacement: CommandGroupPlacement { placement }
    var groupContent: any View { content }
}

/// The items `ToolbarCommands` adds to the View menu (their behaviour: `ToolbarCommands+Builtin.swift` in the graph).
package struct ToolbarCommandsContent: View {
    package typealias Body = Never
}

/// The item `InspectorCommands` adds to the View menu: Show/Hide Inspector
/// (⌃⌘I), toggling the window's inspector (the graph gives it behaviour).
package struct _InspectorCommandsItem: View {
    package init() {}
    package typealias Body = Never
}

// LIMITATION: `Commands` with dynamic properties (`@FocusedValue`, `@FocusedBinding`, `@AppStorage`) | the items of each `CommandMenu` and `CommandGroup` stay live, but which menus and groups there are is read once, when the window opens (a `CommandMenu` inside an `if` keeps the place it had then) | the menu bar's menus are the window's fixed frame
/// One `CommandMenu`'s or `CommandGroup`'s items from a `Commands` struct with dynamic properties: the graph
/// links the struct's properties (as it does a view's) and evaluates its body again for this view's body.
package struct _LinkedCommandsContent: View {
    package let commands: any Commands
    package let index: Int

    package var body: some View {
        var found: (any View)?
        var position = 0
        Self.walk(Self.body(of: commands)) { part in
            switch part {
            case let .menu(_, content), let .group(_, content):
                if position == index { found = content }
                position += 1
            case .standard: break
            }
        }
        return AnyView(_fromValue: found ?? EmptyView()) ?? AnyView(EmptyView())
    }

    package enum Part {
        case menu(String, any View)
        case group(CommandGroupPlacement, any View)
        /// `ToolbarCommands`, `InspectorCommands`, `SidebarCommands`: placed as they are anywhere else.
        case standard(any Commands)
    }

    /// The menus and groups of `commands`, in order; nested `Commands` structs are read through.
    package static func walk(_ commands: any Commands, _ found: (Part) -> Void) {
        switch commands {
        case let tuple as _TupleCommands: for part in tuple.commands { walk(part, found) }
        case is EmptyCommands: break
        case is ToolbarCommands, is InspectorCommands, is SidebarCommands: found(.standard(commands))
        case let menu as any CommandMenuReadable: found(.menu(menu.menuName, menu.menuContent))
        case let group as any CommandGroupReadable: found(.group(group.groupPlacement, group.groupContent))
        default: walk(body(of: commands), found)
        }
    }

    static func hasLinkedProperties(_ commands: any Commands) -> Bool {
        Mirror(reflecting: commands).children.contains { $0.value is any GraphLinkedProperty }
    }

    static func body(of commands: any Commands) -> any Commands {
        func open<C: Commands>(_ c: C) -> any Commands { c.body }
        return open(commands)
    }
}
