import Foundation
import SwiftUI
import Testing
@testable import TrellisPreviews

/// The fixtures' `#Preview`s, in the catalog's order.
@MainActor
private func fixturePreviews() -> [PreviewEntry] {
    PreviewCatalog.shared.entries.filter { $0.fileID == "TrellisPreviewsTests/PreviewFixtures.swift" }
}

/// The 1-based lines of `#Preview` in the fixture file's text.
private func previewLines() throws -> [Int] {
    let text = try String(contentsOfFile: previewFixturesPath, encoding: .utf8)
    return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        .filter { $0.element.hasPrefix("#Preview") }.map { $0.offset + 1 }
}

@MainActor
@Suite struct PreviewRegistrationTests {
    @Test func everyFormRegistersInSourceOrderWithItsName() {
        let macros = fixturePreviews().filter { if case .macro = $0.source { true } else { false } }
        #expect(macros.map(\.name) == [
            "Line \(macros.first?.line ?? 0)", "Named", "Sized", "Line \(macros[3].line)", "Returns", "Builder",
            "Counter", "Available", "Body label", "Modified", "Fails", "Computed",
        ])
        #expect(macros.map(\.isNamed) == [false, true, true, false, true, true, true, true, true, true, true, true])
    }

    @Test func eachPreviewKnowsItsFileLineAndColumn() throws {
        let macros = fixturePreviews().filter { if case .macro = $0.source { true } else { false } }
        #expect(macros.map(\.line) == (try previewLines()))
        #expect(macros.allSatisfy { $0.column == 1 })
        #expect(macros.allSatisfy { $0.fileName == "PreviewFixtures.swift" && $0.module == "TrellisPreviewsTests" })
        #expect(macros.map(\.id).allSatisfy { $0.hasPrefix("TrellisPreviewsTests/PreviewFixtures.swift:") })
        #expect(Set(macros.map(\.id)).count == macros.count)
    }

    @Test func previewProviderIsFoundWhereItIsDeclared() throws {
        let providers = fixturePreviews().filter { if case .provider = $0.source { true } else { false } }
        #expect(providers.map(\.name) == ["Greeting_Previews"])
        let text = try String(contentsOfFile: previewFixturesPath, encoding: .utf8)
        let line = text.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.hasPrefix("struct Greeting_Previews") }.map { $0 + 1 }
        #expect(providers.first?.line == line)
    }

    @Test func catalogIsSortedAndGroupedByFile() {
        let catalog = PreviewCatalog.shared
        let keys = catalog.entries.map { ($0.fileID, $0.line, $0.column) }
        #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 <= $1 })
        let files = catalog.byFile.map(\.fileID)
        #expect(files == files.sorted())
        #expect(Set(files).count == files.count)
        #expect(catalog.byFile.first { $0.fileID.hasSuffix("PreviewFixtures.swift") }?.entries.count == 13)
    }

    @Test func traitsAreReadInOrder() throws {
        let sized = try PreviewCatalog.shared.resolve(try #require(fixturePreviews().first { $0.name == "Sized" }))
        #expect(sized.layout == .sizeThatFits)
        let fixed = try PreviewCatalog.shared.resolve(fixturePreviews()[3])
        #expect(fixed.layout == .fixed(width: 320, height: 200))
        #expect(fixed.orientation == .landscapeLeft)
        let modified = try PreviewCatalog.shared.resolve(try #require(fixturePreviews().first { $0.name == "Modified" }))
        #expect(modified.modifiers.count == 1 && modified.modifiers.first is Banner)
        #expect(modified.layout == .sizeThatFits)
    }

    @Test func providerViewsCarryTheirPreviewModifiers() throws {
        let entry = try #require(fixturePreviews().first { $0.name == "Greeting_Previews" })
        let resolved = try PreviewCatalog.shared.resolve(entry)
        #expect(resolved.views.map(\.name) == ["First", nil, "Grouped B"])
        // The first view's settings choose the frame; the group's modifiers reach its children.
        #expect(resolved.layout == .device)
        let grouped = PreviewSplitter.settings(of: resolved.views[2].view)
        #expect(grouped.layout == .sizeThatFits)
        #expect(grouped.device?.rawValue == "iPhone 15 Pro")
        #expect(grouped.orientation == .landscapeRight)
        #expect(Idiom(device: "iPhone 15 Pro") == .phone)
        #expect(Idiom(device: "iPad Air (5th generation)") == .pad)
        #expect(Idiom(device: "Apple Watch Series 9 (45mm)") == .watch)
        #expect(Idiom(device: "Toaster") == nil)
    }
}

extension PreviewLayout: Equatable {
    public static func == (a: PreviewLayout, b: PreviewLayout) -> Bool {
        switch (a, b) {
        case (.device, .device), (.sizeThatFits, .sizeThatFits): true
        case let (.fixed(w1, h1), .fixed(w2, h2)): w1 == w2 && h1 == h2
        default: false
        }
    }
}
