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
    /// The rest (label, resizing, variable value, modes), boxed and shared until changed, as
    /// `Text`'s styling is: most images (a symbol in a row) have none, and an image is copied
    /// several times while a body is built and compared whenever its row is.
    private var box: OptionsBox?

    package var label: String? {
        get { box?.options.label }
        set { modifyOptions { $0.label = newValue } }
    }
    package var isResizable: Bool {
        get { box?.options.isResizable ?? false }
        set { modifyOptions { $0.isResizable = newValue } }
    }
    package var variableValue: Double? {
        get { box?.options.variableValue }
        set { modifyOptions { $0.variableValue = newValue } }
    }
    package var renderingMode: TemplateRenderingMode? {
        get { box?.options.renderingMode }
        set { modifyOptions { $0.renderingMode = newValue } }
    }
    package var interpolationQuality: Interpolation? {
        get { box?.options.interpolationQuality }
        set { modifyOptions { $0.interpolationQuality = newValue } }
    }

    private struct Options: Equatable {
        var label: String?
        var isResizable = false
        var variableValue: Double?
        var renderingMode: TemplateRenderingMode?
        var interpolationQuality: Interpolation?

        static let plain = Options()
    }

    /// Immutable once shared: a change to a shared box copies it first.
    private final class OptionsBox: @unchecked Sendable {
        var options: Options
        init(_ options: Options) { self.options = options }
    }

    private mutating func modifyOptions(_ change: (inout Options) -> Void) {
        if isKnownUniquelyReferenced(&box), let box {
            change(&box.options)
            if box.options == .plain { self.box = nil }
            return
        }
        var options = box?.options ?? .plain
        change(&options)
        box = options == .plain ? nil : OptionsBox(options)
    }

    public static func == (lhs: Image, rhs: Image) -> Bool {
        guard lhs.source == rhs.source else { return false }
        if lhs.box === rhs.box { return true }
        return (lhs.box?.options ?? .plain) == (rhs.box?.options ?? .plain)
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
