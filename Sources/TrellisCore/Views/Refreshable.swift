/// Refreshes the content of the view it came from (`@Environment(\.refresh)`);
/// awaiting it waits until the refresh is done.
public struct RefreshAction: Sendable {
    package let action: @Sendable () async -> Void
    package init(action: @escaping @Sendable () async -> Void) { self.action = action }

    public func callAsFunction() async { await action() }
}

struct RefreshKey: EnvironmentKey { static let defaultValue: RefreshAction? = nil }

extension EnvironmentValues {
    /// The refresh action of the nearest `refreshable` view, if any.
    public var refresh: RefreshAction? { self[RefreshKey.self] }

    package var _refresh: RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Makes the view refreshable: a list below refreshes when pulled down from its
    /// top on iPhone and iPad, and shows a Refresh control elsewhere; either shows
    /// progress while `action` runs. Any view can call `\.refresh`.
    ///
    ///     List(articles) { ArticleRow($0) }
    ///         .refreshable { await store.reload() }
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        environment(\._refresh, RefreshAction(action: action))
    }
}
