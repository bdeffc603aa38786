import Foundation
import TrellisCore
import TrellisHost

/// `ShareLink`: its button carries what to share (`shareText`, `shareLink`, `shareImage`, `shareTitle`);
/// the page shares it on click, without a round trip, so the browser still counts the click as the
/// person's (the Web Share API and the clipboard both ask for that). Nothing to share: disabled.
@MainActor extension _ShareModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        var properties: [(String, String)] = []
        var texts: [String] = []
        for payload in payloads {
            switch payload {
            case let .text(text): texts.append(text)
            case let .url(url):
                if payloads.count == 1, let openable = SystemURLOpener.openable(url) { properties.append(("shareLink", openable)) } else { texts.append(url.absoluteString) }
            case let .image(file):
                if payloads.count == 1 { properties.append(("shareImage", AssetFiles.register(file.path))) }
            }
        }
        if !texts.isEmpty { properties.append(("shareText", texts.joined(separator: "\n"))) }
        if let message, !message.isEmpty {
            properties.append(("shareMessage", message))
        }
        if let title, !title.isEmpty { properties.append(("shareTitle", title)) }
        if !properties.contains(where: { ["shareText", "shareLink", "shareImage"].contains($0.0) }) {
            if waits {
                RuntimeIssue.report("ShareLink: the item exports only through an async DataRepresentation; Trellis shares text, URLs and app images, so the link is disabled.")
            }
            properties.append(("disabled", "true"))
        }
        return withAttributes(content, inputs, properties)
    }
}

/// `PasteButton`: its button is marked `paste`; on click the page reads the clipboard's text and sends it
/// as `setText`, which becomes the payload type here (off the click's own `activate`, which does nothing).
@MainActor extension _PasteModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        let receiver = node.state(orMake: PasteReceiver())
        receiver.paste = paste
        var childInputs = inputs
        childInputs.attributes.addInner("paste", "true")
        childInputs.attributes.addInterceptor(receiver.interceptor)
        return passThrough(content, childInputs)
    }
}

/// Turns a paste's text into the button's items, one paste at a time.
@MainActor
final class PasteReceiver: NodeState {
    var paste: @MainActor (String) async -> Void = { _ in }
    private var task: Task<Void, Never>?

    private(set) lazy var interceptor = EventInterceptor { [weak self] event in
        guard let self, case let .setText(text) = event else { return false }
        task?.cancel()
        let paste = paste
        task = Task { @MainActor in await paste(text) }
        return true
    }

    deinit { task?.cancel() }
}
