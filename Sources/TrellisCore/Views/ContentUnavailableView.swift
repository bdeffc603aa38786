/// What a screen shows when it has nothing to show: a large symbol, a title, a description and
/// actions, centred.
///
///     ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here."))
///     ContentUnavailableView.search(text: query)
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    package let label: Label
    package let description: Description
    package let actions: Actions

    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public typealias Body = Never
}

extension ContentUnavailableView where Label == TrellisCore.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { TrellisCore.Label(title, image: name) }, description: { description })
    }

    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { TrellisCore.Label(title, systemImage: name) }, description: { description })
    }

    @_disfavoredOverload
    public init(_ title: LocalizedStringResource, image name: String, description: Text? = nil) {
        self.init(label: { TrellisCore.Label(title, image: name) }, description: { description })
    }

    @_disfavoredOverload
    public init(_ title: LocalizedStringResource, systemImage name: String, description: Text? = nil) {
        self.init(label: { TrellisCore.Label(title, systemImage: name) }, description: { description })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { TrellisCore.Label(title, image: name) }, description: { description })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { TrellisCore.Label(title, systemImage: name) }, description: { description })
    }
}

/// The parts of ``ContentUnavailableView/search``: a magnifying glass, "No Results" (or
/// “No Results for "text"”) and "Check the spelling or try a new search."
nonisolated public struct SearchUnavailableContent {
    nonisolated public struct Label: View {
        package let text: String?
        public typealias Body = Never
    }

    nonisolated public struct Description: View {
        public typealias Body = Never
    }

    nonisolated public struct Actions: View {
        public typealias Body = Never
    }
}

extension ContentUnavailableView
where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
      Actions == SearchUnavailableContent.Actions {
    /// "No Results" for a search.
    public static var search: ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description, SearchUnavailableContent.Actions> {
        .init(label: { SearchUnavailableContent.Label(text: nil) }, description: { SearchUnavailableContent.Description() },
              actions: { SearchUnavailableContent.Actions() })
    }

    /// "No Results for "text"" (plain "No Results" when the text is empty).
    public static func search(text: String) -> ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description, SearchUnavailableContent.Actions> {
        .init(label: { SearchUnavailableContent.Label(text: text.isEmpty ? nil : text) },
              description: { SearchUnavailableContent.Description() }, actions: { SearchUnavailableContent.Actions() })
    }
}
