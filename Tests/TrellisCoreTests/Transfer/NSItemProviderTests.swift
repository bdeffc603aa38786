import Foundation
import SwiftUI
import Testing

/// Waits (briefly) for a completion handler the provider calls on a background queue.
private func loaded<T: Sendable>(_ start: (@escaping @Sendable (T) -> Void) -> Void) async -> T {
    await withCheckedContinuation { continuation in start { continuation.resume(returning: $0) } }
}

@Suite struct NSItemProviderTests {
    @Test func aStringProviderRegistersPlainTextAndLoadsItBack() async {
        let provider = NSItemProvider(object: "Milk" as NSString)
        #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(provider.hasItemConformingToTypeIdentifier("public.text"))
        #expect(provider.hasItemConformingToTypeIdentifier(UTType.plainText.identifier))
        #expect(!provider.hasItemConformingToTypeIdentifier("public.url"))
        #expect(provider.canLoadObject(ofClass: String.self))
        #expect(!provider.canLoadObject(ofClass: URL.self))
        let text: String? = await loaded { done in _ = provider.loadObject(ofClass: String.self) { value, _ in done(value) } }
        #expect(text == "Milk")
        let data: Data? = await loaded { done in _ = provider.loadDataRepresentation(forTypeIdentifier: "public.text") { data, _ in done(data) } }
        #expect(data.flatMap { String(data: $0, encoding: .utf8) } == "Milk")
    }

    @Test func aURLProviderLoadsAURL() async {
        let provider = NSItemProvider(object: NSURL(string: "https://example.com/a")!)
        #expect(provider.hasItemConformingToTypeIdentifier("public.url"))
        let url: URL? = await loaded { done in _ = provider.loadObject(ofClass: URL.self) { value, _ in done(value) } }
        #expect(url?.absoluteString == "https://example.com/a")
    }

    @Test func loadingATypeItDoesNotHoldFails() async {
        let provider = NSItemProvider(object: "Milk" as NSString)
        let failed: Bool = await loaded { done in _ = provider.loadObject(ofClass: URL.self) { value, error in done(value == nil && error != nil) } }
        #expect(failed)
    }

    @Test func loadTransferableMakesAStringFromTheText() async {
        let provider = NSItemProvider(object: "Eggs" as NSString)
        let result: String? = await loaded { done in _ = provider.loadTransferable(type: String.self) { done(try? $0.get()) } }
        #expect(result == "Eggs")
    }
}
