public import Foundation

/// An image: an SF Symbol by name, or an asset.
///
/// On Linux, SF Symbol names map onto an open icon set; an unknown name shows
/// a visible placeholder and is logged once.
public struct Image: Equatable, Sendable {
    package enum Source: Equatable, Sendable {
        case system(String)
        /// An asset: its name, and the catalog file found for it (nil draws a placeholder).
        case named(String, AssetImageFile?)
        /// An image `AsyncImage` loaded: the path its window's page loads the bytes from.
        case remote(String)
    }

    package var source: Source
    /// The rest (label, resizing, variable value, modes), shared until changed
    /// (``SharedDefaults``): most images (a symbol in a row) have none of it.
    private var options = SharedDefaults<Options>()

    package var label: String? {
        get { options[\.label] }
        set { options.modify { $0.label = newValue } }
    }
    package var isResizable: Bool {
        get { options[\.isResizable] }
        set { options.modify { $0.isResizable = newValue } }
    }
    package var variableValue: Double? {
        get { options[\.variableValue] }
        set { options.modify { $0.variableValue = newValue } }
    }
    package var renderingMode: TemplateRenderingMode? {
        get { options[\.renderingMode] }
        set { options.modify { $0.renderingMode = newValue } }
    }
    package var interpolationQuality: Interpolation? {
        get { options[\.interpolationQuality] }
        set { options.modify { $0.interpolationQuality = newValue } }
    }

    private struct Options: DefaultedFields {
        var label: String?
        var isResizable = false
        var variableValue: Double?
        var renderingMode: TemplateRenderingMode?
        var interpolationQuality: Interpolation?

        static let defaults = Options()
    }

    public init(systemName: String) { source = .system(systemName) }

    public init(systemName: String, variableValue: Double?) {
        source = .system(systemName)
        self.variableValue = variableValue
    }

    /// An image set from the app's asset catalog (`Assets.xcassets/<name>.imageset`, shipped as a
    /// resource); the name is its accessibility label. A name no catalog has draws a visible placeholder.
    // LIMITATION: `Image(_ name:)` / `ImageResource` assets | the set's PNG, JPEG, GIF, WebP, AVIF or SVG file for the window's appearance (any or dark), 2x preferred; per-idiom and high-contrast variants are not chosen, and a set with only PDF or HEIC files draws the placeholder | a browser's `<img>` draws neither PDF nor HEIC; one file per image keeps the page's markup fixed
    public init(_ name: String, bundle: Bundle? = nil) {
        source = .named(name, AssetCatalog.image(named: name, in: bundle))
        label = name
    }

    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        source = .named(name, AssetCatalog.image(named: name, in: bundle))
        self.label = label.plainText
    }

    public init(decorative name: String, bundle: Bundle? = nil) {
        source = .named(name, AssetCatalog.image(named: name, in: bundle))
    }

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
