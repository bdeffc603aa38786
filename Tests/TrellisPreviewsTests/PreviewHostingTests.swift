import SwiftUI
import Testing
import TrellisTesting
@testable import TrellisPreviews

@MainActor
private func host(_ name: String) throws -> ViewHost {
    let entry = try #require(PreviewCatalog.shared.entries.first {
        $0.fileID == "TrellisPreviewsTests/PreviewFixtures.swift" && $0.name == name
    })
    let resolved = try PreviewCatalog.shared.resolve(entry)
    return ViewHost(AnyView(resolved.views[0].view))
}

@MainActor
@Suite struct PreviewHostingTests {
    @Test func previewableStateIsOwnedByTheGraph() throws {
        let host = try host("Counter")
        try host.find(.button, "Count: 0").tap()
        try host.find(.button, "Count: 1").tap()
        _ = try host.find(.button, "Count: 2")
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func bodyThatReturnsAView() throws {
        _ = try host("Returns").find(.text, "Hello, Returned!")
    }

    @Test func bodyBuiltWithViewBuilder() throws {
        let host = try host("Builder")
        _ = try host.find(.text, "One")
        _ = try host.find(.text, "Two")
        #expect(!host.dump().contains("Never"))
    }

    @Test func unnamedAndLabelledForms() throws {
        _ = try host("Body label").find(.text, "Body label")
        _ = try host("Computed").find(.text, "Computed")
        _ = try host("Available").find(.text, "Available")
    }
}
