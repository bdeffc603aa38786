#if os(Linux)
import TrellisCore
import TrellisPreviews

/// A gallery window's content: the preview once it is ready, with its layout
/// and preview modifiers applied; a note while it loads; an error card if it failed.
struct PreviewStage: View {
    let loader: PreviewLoader

    var body: some View {
        switch loader.phase {
        case .loading:
            Text("Preparing \(loader.entry.name)\u{2026}")
                .foregroundStyle(.secondary)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        case let .failed(message):
            PreviewErrorCard(entry: loader.entry, message: message)
        case let .ready(preview, contexts):
            PreviewContent(preview: preview, contexts: contexts)
        }
    }
}

/// The preview's views, laid out as its layout trait asks.
struct PreviewContent: View {
    let preview: ResolvedPreview
    let contexts: [ObjectIdentifier: Any]

    var body: some View {
        if preview.views.count == 1, let only = preview.views.first {
            laidOut(applyingModifiers(to: only.view))
        } else {
            // A PreviewProvider with several top-level views: each with its name, as Xcode's canvas shows them.
            VStack(alignment: .leading, spacing: 16) {
                ForEach(0..<preview.views.count) { index in
                    Text(preview.views[index].name ?? "Preview \(index + 1)").font(.caption).foregroundStyle(.secondary)
                    applyingModifiers(to: preview.views[index].view)
                }
            }
            .padding()
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    private func laidOut(_ view: AnyView) -> AnyView {
        // A frame lands on the first element below it, so the centring frame goes on a stack
        // around the preview, leaving the preview at the size it asks for.
        switch preview.layout {
        case .sizeThatFits:
            AnyView(VStack { view }.frame(maxWidth: .infinity, maxHeight: .infinity))
        case let .fixed(width, height), let .fixed3D(width, height, _):
            AnyView(VStack { view.frame(width: width, height: height) }.frame(maxWidth: .infinity, maxHeight: .infinity))
        case .device:
            view
        }
    }

    /// Wraps the view in each `PreviewModifier`, first modifier innermost.
    private func applyingModifiers(to view: any View) -> AnyView {
        var current = AnyView(view)
        for modifier in preview.modifiers {
            func apply<M: PreviewModifier>(_ modifier: M) -> AnyView {
                guard let context = contexts[ObjectIdentifier(M.self)] as? M.Context else { return current }
                return AnyView(modifier.body(content: PreviewModifierContent(current), context: context))
            }
            current = apply(modifier)
        }
        return current
    }
}

/// What a preview that could not be made shows instead: what happened and where.
struct PreviewErrorCard: View {
    let entry: PreviewEntry
    let message: String

    var body: some View {
        // The outer stack takes the window; the card keeps its own size inside it.
        VStack {
            VStack(alignment: .leading, spacing: 10) {
                HStack(spacing: 8) {
                    Image(systemName: "exclamationmark.triangle.fill").foregroundStyle(.orange)
                    Text("\(entry.name) could not be shown").font(.headline)
                }
                Text(message).monospaced().font(.callout)
                Text("\(entry.fileID):\(entry.line)").font(.caption).foregroundStyle(.secondary)
                Text("Fix the preview and run the gallery again; the other previews keep working.")
                    .font(.caption).foregroundStyle(.secondary)
            }
            .padding(20)
            .background(Color.orange.opacity(0.12))
            .cornerRadius(12)
            .frame(maxWidth: 560, alignment: .leading)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
#endif
