import Foundation
@testable import SwiftUI
import Testing
import TrellisTesting
@testable import TrellisPreviews

@MainActor
private func fixture(_ name: String) throws -> PreviewEntry {
    try #require(PreviewCatalog.shared.entries.first {
        $0.fileID == "TrellisPreviewsTests/PreviewFixtures.swift" && $0.name == name
    })
}

/// What a gallery window shows for a preview: modifiers applied, failures as error cards.
@MainActor
@Suite struct PreviewGalleryTests {
    @Test func previewModifierWrapsThePreviewWithItsSharedContext() async throws {
        let loader = PreviewLoader(entry: try fixture("Modified"), probe: false)
        let host = ViewHost(PreviewStage(loader: loader))
        try await waitUntilLoaded(loader)
        _ = try host.find(.text, "Banner")
        _ = try host.find(.text, "Modified")
    }

    @Test func throwingSharedContextShowsAnErrorCard() async throws {
        let loader = PreviewLoader(entry: try fixture("Fails"), probe: false)
        let host = ViewHost(PreviewStage(loader: loader))
        try await waitUntilLoaded(loader)
        _ = try host.find(.text, "Fails could not be shown")
        _ = try host.find(.text, "FailingSetup.makeSharedContext() threw: the sample store is missing")
        _ = try host.find(.text, "TrellisPreviewsTests/PreviewFixtures.swift:\(try fixture("Fails").line)")
    }

    @Test func probeOutcomesReadTheChildsExit() {
        #expect(PreviewProbe.outcome(status: 0, signalled: false, stdout: "", stderr: "") == .ok)
        #expect(PreviewProbe.outcome(status: 2, signalled: false, stdout: "makePreview() threw: boom", stderr: "")
            == .failed("makePreview() threw: boom"))
        let trap = PreviewProbe.outcome(
            status: 4, signalled: true, stdout: "",
            stderr: "noise\nSwift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range\n")
        #expect(trap == .failed("The preview crashed while it was being made:\nSwift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range"))
        #expect(PreviewProbe.outcome(status: SIGTERM, signalled: true, stdout: "", stderr: "")
            == .failed("The preview did not finish within 20 seconds."))
    }

    @Test func galleryIndexListsFilesAndEscapesNames() {
        let html = PreviewGalleryPages.index(appName: "<App>", catalog: PreviewCatalog.shared)
        #expect(html.contains("<title>&lt;App&gt; Previews</title>"))
        #expect(html.contains("<h2>TrellisPreviewsTests/PreviewFixtures.swift</h2>"))
        #expect(html.contains(">Counter</a>"))
        #expect(html.contains("href=\"/?preview=TrellisPreviewsTests/PreviewFixtures.swift:"))
        #expect(PreviewGalleryPages.encode("A/B.swift:1:1#x&y") == "A/B.swift:1:1%23x%26y")
    }

    private func waitUntilLoaded(_ loader: PreviewLoader) async throws {
        for _ in 0..<200 {
            if case .loading = loader.phase { try await Task.sleep(for: .milliseconds(10)) } else { return }
        }
        Issue.record("the preview did not load")
    }
}
