public import Foundation

/// An image: an SF Symbol by name, or an asset.
///
/// On Linux, SF Symbol names map onto an open icon set; an unknown name shows
/// a visible placeholder and is logged once.
public struct Image: Equatable, Sendable {
    package enum Source: Equatable, Sendable {
        case system(String)
        case named(String)
        /// An image `AsyncImage` loaded: the path its window's page loads the bytes from.
        case remote(String)
    }

    package var source: Source
    package var label: String?
    package var isResizable = false
    package var variableValue: Double?
    package var renderingMode: TemplateRenderingMode?
    package var interpolationQuality: Interpolation?

    public init(systemName: String) { source = .system(systemName) }

    public init(systemName: String, variableValue: Double?) {
        source = .system(systemName)
        self.variableValue = variableValue
    }

    // LIMITATION: `Image(_ name:)` / `ImageResource` assets | a visible placeholder with the image's name as its label | no asset catalog on Linux; only SF Symbol names (`Image(systemName:)`) map to icons (docs/ICONS.md)
    public init(_ name: String, bundle: Bundle? = nil) {
        source = .named(name)
        label = name
    }

    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        source = .named(name)
        self.label = label.plainText
    }

    public init(decorative name: String, bundle: Bundle? = nil) { source = .named(name) }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    public enum ResizingMode: Hashable, Sendable { case tile, stretch }

    /// An image the app's process fetched for `AsyncImage`, served to the window at `path`.
    package init(remotePath path: String) { source = .remote(path) }
}

extension Image: View {
    public typealias Body = Never
}
