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

/// The standard toolbar commands: Show/Hide Toolbar and Customize Toolbar… in the View menu.
// LIMITATION: `ToolbarCommands` | "Show Toolbar" and "Customize Toolbar…" appear in the View menu, disabled | toolbar customization is a later issue (seed 001)
nonisolated public struct ToolbarCommands: Commands {
    public init() {}
    public typealias Body = Never
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
            default: visit(Self.body(of: commands))
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

/// The items `ToolbarCommands` adds to the View menu.
struct ToolbarCommandsContent: View {
    var body: some View {
        Button("Show Toolbar") {}.disabled(true)
        Button("Customize Toolbar…") {}.disabled(true)
    }
}

/// The item `InspectorCommands` adds to the View menu: Show/Hide Inspector
/// (⌃⌘I), toggling the window's inspector (the graph gives it behaviour).
package struct _InspectorCommandsItem: View {
    package init() {}
    package typealias Body = Never
}
