/// Where a `searchable` view's search field goes. `automatic` follows the
/// idiom: the navigation bar's drawer under the title on iPhone, the toolbar's
/// trailing end on the Mac and iPad.
public struct SearchFieldPlacement: Equatable, Sendable {
    package enum Kind: Equatable, Sendable { case automatic, toolbar, toolbarPrincipal, sidebar, navigationBarDrawer(NavigationBarDrawerDisplayMode) }
    package let kind: Kind

    public static let automatic = SearchFieldPlacement(kind: .automatic)
    public static let toolbar = SearchFieldPlacement(kind: .toolbar)
    public static let toolbarPrincipal = SearchFieldPlacement(kind: .toolbarPrincipal)
    public static let sidebar = SearchFieldPlacement(kind: .sidebar)
    public static let navigationBarDrawer = SearchFieldPlacement(kind: .navigationBarDrawer(.automatic))

    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(kind: .navigationBarDrawer(displayMode))
    }

    /// Whether the drawer shows before the person scrolls (iOS): Trellis always shows it.
    public enum NavigationBarDrawerDisplayMode: Equatable, Sendable {
        case automatic, always
    }
}

/// When search scopes show.
public struct SearchScopeActivation: Equatable, Sendable {
    package let name: String
    public static var automatic: SearchScopeActivation { SearchScopeActivation(name: "automatic") }
    public static var onTextEntry: SearchScopeActivation { SearchScopeActivation(name: "onTextEntry") }
    public static var onSearchPresentation: SearchScopeActivation { SearchScopeActivation(name: "onSearchPresentation") }
}

/// Ends the current search: clears the text and leaves the field
/// (`@Environment(\.dismissSearch)`).
public struct DismissSearchAction: Sendable {
    package let action: (@MainActor @Sendable () -> Void)?
    package nonisolated init(action: (@MainActor @Sendable () -> Void)?) { self.action = action }

    @MainActor public func callAsFunction() { action?() }
}

struct IsSearchingKey: EnvironmentKey { static let defaultValue = false }
struct DismissSearchKey: EnvironmentKey { static let defaultValue = DismissSearchAction(action: nil) }
struct SearchSuggestionsKey: EnvironmentKey { static let defaultValue: _SearchSuggestions? = nil }
struct SearchScopesKey: EnvironmentKey { static let defaultValue: _SearchScopes? = nil }

extension EnvironmentValues {
    /// Whether the person is searching in the nearest `searchable` view: its field is focused or has text.
    public var isSearching: Bool { self[IsSearchingKey.self] }

    package var _isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// Ends the nearest search (clears the text, leaves the field).
    public var dismissSearch: DismissSearchAction { self[DismissSearchKey.self] }

    package var _dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }

    /// Suggestions set by `searchSuggestions` for the `searchable` views below.
    package var _searchSuggestions: _SearchSuggestions? {
        get { self[SearchSuggestionsKey.self] }
        set { self[SearchSuggestionsKey.self] = newValue }
    }

    package var _searchScopes: _SearchScopes? {
        get { self[SearchScopesKey.self] }
        set { self[SearchScopesKey.self] = newValue }
    }
}

/// A `searchable` modifier's arguments.
nonisolated package struct _SearchableModifier: ViewModifier, @unchecked Sendable {
    package let text: Binding<String>
    package let isPresented: Binding<Bool>?
    package let placement: SearchFieldPlacement
    package let prompt: Text?
    package let suggestions: _SearchSuggestions?
    package typealias Body = Never
}

/// Suggestion views (`searchSuggestions`), shown under the field while searching.
package struct _SearchSuggestions: @unchecked Sendable {
    package let content: any View
}

/// Scope choices (`searchScopes`): a segmented picker made with the scope's type known.
package struct _SearchScopes: @unchecked Sendable {
    package let activation: SearchScopeActivation
    package let makePicker: @MainActor () -> any View
}

/// The text a suggestion puts in the field (`searchCompletion`).
nonisolated package struct _SearchCompletionModifier: ViewModifier {
    package let completion: String
    package typealias Body = Never
}

/// Sets the environment value for a subtree (suggestions, scopes).
nonisolated package struct _SearchEnvironmentModifier: ViewModifier, @unchecked Sendable {
    package let suggestions: _SearchSuggestions?
    package let scopes: _SearchScopes?
    package typealias Body = Never
}

nonisolated extension View {
    /// Adds a search field for this view, placed as the idiom places it; the
    /// view narrows what it shows by reading `text`.
    ///
    ///     List(filtered) { Text($0.name) }
    ///         .searchable(text: $query, prompt: "Find a recipe")
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(_SearchableModifier(text: text, isPresented: nil, placement: placement, prompt: prompt, suggestions: nil))
    }

    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field whose presentation (active or not) is also bound to `isPresented`.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(_SearchableModifier(text: text, isPresented: isPresented, placement: placement, prompt: prompt, suggestions: nil))
    }

    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
    }

    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
    }

    /// A search field with suggestions shown under it while searching (the iOS 15 form).
    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder suggestions: () -> S) -> some View {
        modifier(_SearchableModifier(text: text, isPresented: nil, placement: placement, prompt: prompt, suggestions: _SearchSuggestions(content: suggestions())))
    }

    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, @ViewBuilder suggestions: () -> S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt), suggestions: suggestions)
    }

    @_disfavoredOverload
    public func searchable<V: View, S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder suggestions: () -> V) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt), suggestions: suggestions)
    }

    /// Suggestions for the `searchable` view this modifies (or the ones inside it): rows under the
    /// field while searching; a row with `searchCompletion` puts its text in the field when chosen.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        modifier(_SearchEnvironmentModifier(suggestions: _SearchSuggestions(content: suggestions()), scopes: nil))
    }

    /// The text a search suggestion puts in the search field when chosen.
    public func searchCompletion(_ completion: String) -> some View {
        modifier(_SearchCompletionModifier(completion: completion))
    }

    /// Scopes that narrow a search, shown as a segmented control under the field while searching.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        searchScopes(scope, activation: .automatic, scopes)
    }

    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S) -> some View {
        nonisolated(unsafe) let scopes = scopes()
        nonisolated(unsafe) let scope = scope
        let make: @MainActor () -> any View = {
            Picker("Search Scope", selection: scope) { scopes }.pickerStyle(.segmented)
        }
        return modifier(_SearchEnvironmentModifier(suggestions: nil, scopes: _SearchScopes(activation: activation, makePicker: make)))
    }
}
