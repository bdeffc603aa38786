import Foundation
import SwiftUI
import Testing
import TrellisHost
import TrellisTesting
import UniformTypeIdentifiers

/// Transferable types become what a page can share (text, a URL, an app image) and are made from pasted text.
@MainActor
@Suite struct TransferableTests {
    struct Recipe: Codable, Equatable, Transferable {
        var title: String
        var url: URL
        static var transferRepresentation: some TransferRepresentation {
            CodableRepresentation(contentType: .json)
            ProxyRepresentation(exporting: \.url)
        }
    }

    struct Tag: Equatable, Transferable {
        var name: String
        static var transferRepresentation: some TransferRepresentation {
            ProxyRepresentation(exporting: \.name) { Tag(name: $0) }
        }
    }

    struct Secret: Transferable {
        static var transferRepresentation: some TransferRepresentation {
            ProxyRepresentation(exporting: \.self.label).exportingCondition { _ in false }
        }
        var label: String { "hidden" }
    }

    struct Note: Transferable {
        var body: String
        static var transferRepresentation: some TransferRepresentation {
            DataRepresentation(contentType: .plainText) { Data($0.body.utf8) } importing: { Note(body: String(decoding: $0, as: UTF8.self)) }
        }
    }

    static let url = URL(string: "https://example.com/r/1")!

    @Test func theFirstRepresentationThatMakesTextOrAURLIsShared() {
        #expect(TransferResolver.payload(for: "hello") == .text("hello"))
        #expect(TransferResolver.payload(for: Self.url) == .url(Self.url))
        #expect(TransferResolver.payload(for: Tag(name: "soup")) == .text("soup"))
        // JSON is text, so the Codable representation (listed first) wins over the URL proxy.
        let payload = TransferResolver.payload(for: Recipe(title: "Soup", url: Self.url))
        guard case let .text(json) = payload else { Issue.record("expected JSON text, got \(String(describing: payload))"); return }
        #expect(json.contains("\"title\":\"Soup\""))
        #expect(TransferResolver.payload(for: Secret()) == nil, "an exporting condition that refuses leaves nothing")
        #expect(TransferResolver.payload(for: Image(systemName: "star")) == nil, "a symbol has no bytes to share")
        #expect(TransferResolver.payload(for: Note(body: "x")) == nil && TransferResolver.needsWaiting(Note(body: "x")))
    }

    @Test func pastedTextBecomesTheTypeThroughItsRepresentations() async throws {
        #expect(await TransferResolver.item(String.self, fromText: "a") == "a")
        #expect(await TransferResolver.item(URL.self, fromText: " https://example.com/x \n") == URL(string: "https://example.com/x"))
        #expect(await TransferResolver.item(URL.self, fromText: "not a link") == nil)
        #expect(await TransferResolver.item(Tag.self, fromText: "soup") == Tag(name: "soup"))
        let recipe = Recipe(title: "Soup", url: Self.url)
        let json = String(decoding: try JSONEncoder().encode(recipe), as: UTF8.self)
        #expect(await TransferResolver.item(Recipe.self, fromText: json) == recipe)
        #expect(await TransferResolver.item(Recipe.self, fromText: "{}") == nil)
        #expect(await TransferResolver.item(Note.self, fromText: "milk")?.body == "milk")
    }

    @Test func uniformTypesKnowTheirFamilyExtensionsAndMIMETypes() {
        #expect(UTType.png.conforms(to: .image) && UTType.png.conforms(to: .data) && !UTType.png.conforms(to: .text))
        #expect(UTType.json.conforms(to: .text) && UTType.utf8PlainText.conforms(to: .plainText))
        #expect(UTType(filenameExtension: "JPG") == .jpeg && UTType(mimeType: "application/pdf") == .pdf)
        #expect(UTType("public.comma-separated-values-text") == .commaSeparatedText)
        #expect(UTType("com.example.unknown") == nil)
        let custom = UTType(exportedAs: "com.example.board", conformingTo: .json)
        #expect(custom.conforms(to: .text) && UTType("com.example.board") == custom)
        #expect(UTType.jpeg.preferredFilenameExtension == "jpg" && UTType.jpeg.preferredMIMEType == "image/jpeg")
        #expect(UTType.image.isSupertype(of: .gif) && UTType.gif.isSubtype(of: .image) && !UTType.image.isSubtype(of: .image))
    }
}
