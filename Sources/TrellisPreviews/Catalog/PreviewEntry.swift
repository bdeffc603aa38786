package import TrellisCore

/// One preview the gallery can show: where it is declared, what it is called,
/// and how to make it.
package struct PreviewEntry: Identifiable {
    /// Stable across runs of the same build: `Module/File.swift:line:column`.
    package let id: String
    /// The `#fileID` of the declaring file (`Module/File.swift`).
    package let fileID: String
    package let line: Int
    package let column: Int
    /// The name to show: the `#Preview` name, `previewDisplayName`, or a default.
    package let name: String
    /// Whether the name was given in code (false: the gallery made it up).
    package let isNamed: Bool
    package let source: Source

    /// Where the preview comes from.
    package enum Source {
        /// A `#Preview`; its body runs when the preview opens.
        case macro(any PreviewRegistry.Type)
        /// A `PreviewProvider`; `previews` runs when the preview opens.
        case provider(any PreviewProvider.Type)
    }

    /// The module, from the file ID.
    package var module: String { String(fileID.split(separator: "/", maxSplits: 1).first ?? "") }

    /// The file name without the module.
    package var fileName: String { String(fileID.split(separator: "/").last ?? Substring(fileID)) }
}

/// What a preview is made of when it opens: the view, plus the settings its
/// traits or preview modifiers asked for.
package struct ResolvedPreview {
    /// The views to show: one for a `#Preview`, one per top-level view of a
    /// `PreviewProvider`'s `previews`, with its `previewDisplayName`.
    package var views: [(name: String?, view: any View)]
    package var layout: PreviewLayout = .device
    package var orientation: InterfaceOrientation = .portrait
    /// The idiom a `previewDevice` implies, if any.
    package var idiom: Idiom?
    /// `PreviewModifier`s to apply, in order (their contexts are made first).
    package var modifiers: [any PreviewModifier] = []
}

/// Why a preview could not be made.
package struct PreviewFailure: Error, Equatable, CustomStringConvertible {
    package var message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}
