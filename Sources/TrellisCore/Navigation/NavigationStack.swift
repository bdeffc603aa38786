/// A view that shows a root view and the views pushed over it, with a
/// navigation bar holding each view's title and toolbar items and a back
/// button that follows the idiom.
///
///     NavigationStack {
///         List(recipes) { recipe in
///             NavigationLink(recipe.name, value: recipe)
///         }
///         .navigationDestination(for: Recipe.self) { RecipeDetail(recipe: $0) }
///         .navigationTitle("Recipes")
///     }
@MainActor @preconcurrency
public struct NavigationStack<Data, Root: View>: View {
    package let root: Root
    /// Nil when the stack keeps its own path.
    package let path: _NavigationPathAccess?
    public typealias Body = Never

    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = nil
    }

    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = _NavigationPathAccess(get: { path.wrappedValue.elements }, set: { path.wrappedValue.elements = $0 })
    }

    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        self.path = _NavigationPathAccess(
            get: { path.wrappedValue.map { AnyHashable($0) } },
            set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) }
        )
    }
}

/// The pre-iOS 16 navigation container; Trellis shows it as a `NavigationStack`.
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@MainActor @preconcurrency
public struct NavigationView<Content: View>: View {
    package let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { NavigationStack { content } }
}

/// A control that pushes a destination on the enclosing `NavigationStack`.
@MainActor @preconcurrency
public struct NavigationLink<Label: View, Destination: View>: View {
    package let label: Label
    package enum Target {
        case view(Destination)
        case value(AnyHashable?)
    }
    package let target: Target
    public typealias Body = Never

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.target = .view(destination())
    }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Pass a closure as the destination")
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.target = .view(destination)
    }

    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never {
        self.label = label()
        self.target = .value(value.map { AnyHashable($0) })
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Destination == Never {
        self.init(value: value) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Destination == Never {
        self.init(value: value) { Text(title) }
    }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Pass a closure as the destination")
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }
}

/// Registers a destination builder with the enclosing stack.
nonisolated package struct _NavigationDestinationModifier: ViewModifier {
    package enum Kind {
        /// Views for pushed values of one type.
        case type(ObjectIdentifier, make: (AnyHashable) -> (any View)?)
        /// A view pushed while a binding is true.
        case presented(Binding<Bool>, make: () -> any View)
    }
    package let kind: Kind
    package typealias Body = Never
}

nonisolated extension View {
    /// The view to push for values of type `D` appended to the stack's path
    /// (by a `NavigationLink(value:)` or by writing the path).
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(_NavigationDestinationModifier(kind: .type(ObjectIdentifier(D.self), make: { value in
            (value.base as? D).map { destination($0) }
        })))
    }

    /// Pushes `destination` while `isPresented` is true; popping sets it to false.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        let view = destination()
        return modifier(_NavigationDestinationModifier(kind: .presented(isPresented, make: { view })))
    }
}
