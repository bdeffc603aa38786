import Foundation

/// A control that opens a URL: in a new browser tab.
///
///     Link("Trellis on GitHub", destination: URL(string: "https://github.com")!)
///     Link(destination: mail) { Label("Write to us", systemImage: "envelope") }
///
/// Only `http`, `https` and `mailto` URLs open; any other scheme (`javascript:`, `data:`, `file:`)
/// renders as text with no destination.
nonisolated public struct Link<Label: View>: View {
    package let destination: URL
    package let label: Label

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public typealias Body = Never
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

extension Link {
    /// The destination when it is safe to put in a page: `http`, `https` or `mailto`, else nil.
    package var safeDestination: String? {
        guard let scheme = destination.scheme?.lowercased(), ["http", "https", "mailto"].contains(scheme) else { return nil }
        let text = destination.absoluteString
        return scheme + text.dropFirst(scheme.count)
    }
}
