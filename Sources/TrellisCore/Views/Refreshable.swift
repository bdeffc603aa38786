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
    /// Makes the view refreshable: a list below shows a Refresh control (and its
    /// progress while `action` runs); any view can call `\.refresh`.
    ///
    ///     List(articles) { ArticleRow($0) }
    ///         .refreshable { await store.reload() }
    // LIMITATION: `refreshable` | lists show a Refresh button at the top (with progress while the action runs) on every idiom, not iOS's pull-to-refresh gesture; a windowed list (over 200 rows) shows none | the browser has no pull gesture on a scrolling list yet; `\.refresh` works everywhere
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        environment(\._refresh, RefreshAction(action: action))
    }
}
