package import TrellisCore

/// Every preview in the running executable, sorted by file, line and column.
///
///     for group in PreviewCatalog.shared.byFile { … }
///     let preview = try PreviewCatalog.shared.resolve(entry)
///
/// `#Preview`s come from their linker-section records (``PreviewRecords``),
/// `PreviewProvider`s from the conformance scan (``ConformanceScan``). Listing
/// previews runs no view code: a `#Preview`'s name and traits are read from
/// its `Preview` value (its body is not called), and a provider is listed by
/// its type name. Views are made only by ``resolve(_:)``.
@MainActor
package final class PreviewCatalog {
    /// The previews of this executable, found once.
    package static let shared = PreviewCatalog(
        registries: PreviewRecords.all(), providers: ConformanceScan.previewProviders(),
        locate: SourceLocator.packageRoot().locate(module:typeName:))

    /// All previews in order.
    package let entries: [PreviewEntry]

    /// - Parameters:
    ///   - registries: `#Preview` types.
    ///   - providers: `PreviewProvider` types.
    ///   - locate: finds where a provider type is declared (it has no source location of its own).
    package init(
        registries: [any PreviewRegistry.Type], providers: [any PreviewProvider.Type],
        locate: (_ module: String, _ typeName: String) -> (fileID: String, line: Int)? = { _, _ in nil }
    ) {
        var entries: [PreviewEntry] = registries.map { type in
            let name = (try? type.makePreview())?.displayName
            return PreviewEntry(
                id: "\(type.fileID):\(type.line):\(type.column)", fileID: type.fileID, line: type.line,
                column: type.column, name: name ?? "Line \(type.line)", isNamed: name != nil, source: .macro(type))
        }
        for provider in providers {
            let module = String(String(reflecting: provider).split(separator: ".").first ?? "")
            let typeName = String(describing: provider)
            let location = locate(module, typeName) ?? (fileID: "\(module)/\(typeName)", line: 0)
            entries.append(PreviewEntry(
                id: "\(location.fileID):\(location.line):1", fileID: location.fileID, line: location.line,
                column: 1, name: typeName, isNamed: true, source: .provider(provider)))
        }
        self.entries = entries.sorted { a, b in
            (a.fileID, a.line, a.column, a.id) < (b.fileID, b.line, b.column, b.id)
        }
    }

    /// The previews grouped by file, files in order.
    package var byFile: [(fileID: String, entries: [PreviewEntry])] {
        var groups: [(fileID: String, entries: [PreviewEntry])] = []
        for entry in entries {
            if groups.last?.fileID == entry.fileID {
                groups[groups.count - 1].entries.append(entry)
            } else {
                groups.append((entry.fileID, [entry]))
            }
        }
        return groups
    }

    /// The preview with this id.
    package func entry(id: String) -> PreviewEntry? { entries.first { $0.id == id } }

    /// Makes the preview's views and reads its settings. Runs the preview's code.
    /// - Throws: ``PreviewFailure`` when `makePreview()` throws.
    package func resolve(_ entry: PreviewEntry) throws(PreviewFailure) -> ResolvedPreview {
        switch entry.source {
        case let .macro(type):
            let preview: Preview
            do { preview = try type.makePreview() } catch { throw PreviewFailure("makePreview() threw: \(error)") }
            var resolved = ResolvedPreview(views: [(preview.displayName, preview.makeView())])
            for trait in preview.traits {
                switch trait.kind {
                case let .layout(layout): resolved.layout = layout
                case let .orientation(orientation): resolved.orientation = orientation
                case let .modifier(modifier): resolved.modifiers.append(modifier)
                }
            }
            return resolved
        case let .provider(type):
            let views = PreviewSplitter.topLevelViews(of: type._previews)
            var resolved = ResolvedPreview(views: views.map { (PreviewSplitter.settings(of: $0).displayName, $0) })
            // The first view's settings choose the layout and idiom, as Xcode's canvas does for its first variant.
            if let first = views.first {
                let settings = PreviewSplitter.settings(of: first)
                if let layout = settings.layout { resolved.layout = layout }
                if let orientation = settings.orientation { resolved.orientation = orientation }
                resolved.idiom = settings.device.flatMap(Idiom.init(device:))
            }
            return resolved
        }
    }
}

extension Idiom {
    /// The idiom a simulator device name implies: `"iPhone 15"` → phone, …; nil for unknown names.
    package init?(device: PreviewDevice) {
        let name = device.rawValue.lowercased()
        if name.hasPrefix("iphone") || name.hasPrefix("ipod") {
            self = .phone
        } else if name.hasPrefix("ipad") {
            self = .pad
        } else if name.contains("watch") {
            self = .watch
        } else if name.contains("apple tv") {
            self = .tv
        } else if name.contains("vision") {
            self = .vision
        } else if name.hasPrefix("mac") {
            self = .mac
        } else {
            return nil
        }
    }
}
