import Foundation
import Testing
@testable import TrellisImport

@Suite struct ManifestWriterTests {
    @Test func theManifestDependsOnTrellisOnLinuxOnlyAndShipsTheResources() throws {
        let plan = try AppImporter.plan(folder: Fixtures.path("CounterProject"))
        let manifest = ManifestWriter.manifest(for: plan, trellisPath: "/src/trellis")
        #expect(manifest.hasPrefix("// swift-tools-version: 6.0\n// Written by trellis-import from Counter.xcodeproj, target Counter."))
        #expect(manifest.contains(".package(path: \"/src/trellis\")"))
        #expect(manifest.contains(".product(name: \"SwiftUI\", package: \"trellis\", condition: .when(platforms: [.linux]))"))
        #expect(manifest.contains("path: \"Counter\","))
        #expect(manifest.contains("\"ContentView.swift\",\n                \"CounterApp.swift\","))
        #expect(manifest.contains(".copy(\"Assets.xcassets\")"))
        #expect(manifest.contains("\"-import-module\", \"-Xfrontend\", \"Observation\"], .when(platforms: [.linux])"))
        #expect(manifest.contains(".swiftLanguageMode(.v5)"))
        #expect(!manifest.contains("PlacesMap"))
    }

    @Test func writingReplacesItsOwnManifestButNeverAnotherOne() throws {
        let scratch = try Fixtures.scratch()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let app = try Fixtures.copy("CounterProject", into: scratch)
        let plan = try AppImporter.plan(folder: app)
        let path = try ManifestWriter.write(plan, trellisPath: "/src/trellis")
        #expect(path == app + "/Package.swift")
        try ManifestWriter.write(plan, trellisPath: "/src/other")
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("/src/other"))
        try "// swift-tools-version: 5.9\nimport PackageDescription\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: ImportError.self) { try ManifestWriter.write(plan, trellisPath: "/src/trellis") }
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("// swift-tools-version: 5.9"))
    }
}
