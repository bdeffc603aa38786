/// The structure of an app: its scenes. Mark one type `@main`.
///
///     @main
///     struct NotesApp: App {
///         var body: some Scene {
///             WindowGroup { ContentView() }
///         }
///     }
///
/// On Linux, `main()` (from the `SwiftUI` module) serves the app to a browser:
/// each browser tab is one window of the first `WindowGroup`.
@preconcurrency @MainActor
// LIMITATION: App-level `@State` in the `App` struct | shared by every window (the `App` value is made once) | SwiftUI also keeps one per app; noted because each browser tab is a window
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

/// A part of an app's interface with a life cycle the system manages: a window group.
@preconcurrency @MainActor
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
    public var body: Never { neverBody(String(describing: Self.self)) }
}

/// Builds scenes from the statements of an app's `body`.
@resultBuilder
public struct SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene {
        var scenes: [any Scene] = []
        for scene in repeat each content { scenes.append(scene) }
        return _TupleScene(scenes: scenes)
    }
    public static func buildOptional(_ content: (any Scene)?) -> _TupleScene {
        _TupleScene(scenes: content.map { [$0] } ?? [])
    }
    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> _TupleScene {
        _TupleScene(scenes: [content])
    }
}

/// Several scenes side by side.
nonisolated public struct _TupleScene: Scene {
    package let scenes: [any Scene]
    public typealias Body = Never
}

/// A group of identical windows: in the browser, one per tab.
nonisolated public struct WindowGroup<Content: View>: Scene {
    package let title: String?
    package let id: String?
    package let content: () -> Content

    public init(@ViewBuilder content: @escaping () -> Content) {
        title = nil
        id = nil
        self.content = content
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        title = titleKey.resolved
        id = nil
        self.content = content
    }

    @_disfavoredOverload
    public init(_ title: Text, @ViewBuilder content: @escaping () -> Content) {
        self.title = title.plainText
        id = nil
        self.content = content
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.title = String(title)
        id = nil
        self.content = content
    }

    public init(id: String, @ViewBuilder content: @escaping () -> Content) {
        title = nil
        self.id = id
        self.content = content
    }

    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: @escaping () -> Content) {
        title = titleKey.resolved
        self.id = id
        self.content = content
    }

    public typealias Body = Never
}

/// A scene with commands added to the app's menus.
nonisolated public struct _CommandsScene<Base: Scene, C: Commands>: Scene {
    package let base: Base
    package let commands: C
    public typealias Body = Never
}

nonisolated extension Scene {
    /// Adds commands to the app's menus (the menu bar on mac).
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        _CommandsScene(base: self, commands: content())
    }
}

// MARK: - Reading scenes

/// What the runner needs from an app's scenes: the first window group's
/// content and title, and every command.
package struct SceneDescription {
    package var title: String?
    /// The window scene's identity (its `id`, else its title): what per-scene settings are stored under.
    package var id: String?
    package var makeContent: (@MainActor () -> any View)?
    package var commands: [any Commands] = []
}

extension SceneDescription {
    @MainActor
    package init(_ scene: any Scene) {
        self.init()
        collect(scene)
    }

    @MainActor
    private mutating func collect(_ scene: any Scene) {
        switch scene {
        case let tuple as _TupleScene:
            for child in tuple.scenes { collect(child) }
        case let described as any DescribableScene:
            described.describe(into: &self)
        default:
            collect(Self.body(of: scene))
        }
    }

    @MainActor
    private static func body<S: Scene>(of scene: S) -> any Scene { scene.body }
}

/// Scenes Trellis knows how to read.
@MainActor
package protocol DescribableScene {
    func describe(into description: inout SceneDescription)
}

@MainActor extension WindowGroup: DescribableScene {
    package func describe(into description: inout SceneDescription) {
        guard description.makeContent == nil else { return }
        description.title = title
        description.id = id ?? title
        let content = content
        description.makeContent = { content() }
    }
}

@MainActor extension _CommandsScene: DescribableScene {
    package func describe(into description: inout SceneDescription) {
        description = SceneDescription(base).merging(commands: description.commands + [commands])
    }
}

extension SceneDescription {
    func merging(commands: [any Commands]) -> SceneDescription {
        var copy = self
        copy.commands = commands + copy.commands
        return copy
    }
}
