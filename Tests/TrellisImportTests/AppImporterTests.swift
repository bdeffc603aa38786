import Foundation
import Testing
@testable import TrellisImport

@Suite struct AppImporterTests {
    @Test func aClassicProjectKeepsTheAppsFilesAndSaysWhatItSkipped() throws {
        let plan = try AppImporter.plan(folder: Fixtures.path("CounterProject"))
        #expect(plan.name == "Counter")
        #expect(plan.packageDirectory == Fixtures.path("CounterProject"))
        #expect(plan.targetPath == "Counter")
        #expect(plan.sources == ["ContentView.swift", "CounterApp.swift"])
        #expect(plan.resources == ["Assets.xcassets"])
        #expect(plan.languageMode == 5)
        let skipped = plan.skipped.map(\.description)
        #expect(skipped.contains("target CounterTests: a test target, left out"))
        #expect(skipped.contains("Counter/PlacesMap.swift: imports MapKit (maps), which Linux lacks"))
        #expect(skipped.contains("CounterTests/CounterTests.swift: belongs to target CounterTests, not the app"))
    }

    @Test func theProjectItselfCanBeNamed() throws {
        let plan = try AppImporter.plan(folder: Fixtures.path("CounterProject/Counter.xcodeproj"))
        #expect(plan.packageDirectory == Fixtures.path("CounterProject"))
        #expect(plan.sources.count == 2)
    }

    @Test func aSynchronizedFolderGivesEveryFileButItsExceptions() throws {
        let plan = try AppImporter.plan(folder: Fixtures.path("Bookshelf"))
        #expect(plan.name == "Bookshelf")
        #expect(plan.targetPath == "Bookshelf")
        #expect(plan.sources == ["BookList.swift", "BookshelfApp.swift", "Shelf.swift"])
        #expect(plan.resources == ["books.json"], "Info.plist is excluded from the target")
        #expect(plan.skipped.map(\.description).contains("target BookshelfTests: a test target, left out"))
        #expect(plan.skipped.map(\.description).contains("BookshelfTests/ShelfTests.swift: belongs to target BookshelfTests, not the app"))
    }

    @Test func aPlaygroundsPackageGivesItsAppTargetsFolderAndIsWrittenBesideIt() throws {
        let plan = try AppImporter.plan(folder: Fixtures.path("Playground/Palette.swiftpm"))
        #expect(plan.name == "Palette")
        #expect(plan.packageDirectory == Fixtures.path("Playground"))
        #expect(plan.targetPath == "Palette.swiftpm")
        #expect(plan.sources == ["ContentView.swift", "MyApp.swift"], "its own Package.swift is not a source")
        #expect(plan.resources == ["Assets.xcassets"])
        #expect(plan.languageMode == 5)
        #expect(try AppImporter.plan(folder: Fixtures.path("Playground")) == plan, "the folder holding it finds it")
    }

    @Test func aFolderWithoutAProjectIsAClearError() throws {
        let scratch = try Fixtures.scratch()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        #expect(throws: ImportError.noProject("no .xcodeproj or .swiftpm package in \(scratch)")) {
            try AppImporter.plan(folder: scratch)
        }
        try FileManager.default.createDirectory(atPath: scratch + "/Empty.xcodeproj", withIntermediateDirectories: true)
        #expect(throws: ImportError.noProject("Empty.xcodeproj has no project.pbxproj")) {
            try AppImporter.plan(folder: scratch)
        }
    }

    @Test func aMalformedProjectIsAnErrorAndNothingIsWritten() throws {
        let scratch = try Fixtures.scratch()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let app = try Fixtures.copy("CounterProject", into: scratch)
        let pbxproj = app + "/Counter.xcodeproj/project.pbxproj"
        let text = try String(contentsOfFile: pbxproj, encoding: .utf8)
        try text.replacingOccurrences(of: "path = Counter;", with: "path = Counter").write(toFile: pbxproj, atomically: true, encoding: .utf8)
        #expect {
            try AppImporter.plan(folder: app)
        } throws: { error in
            guard let error = error as? ImportError, case let .malformedProject(message) = error else { return false }
            return message.hasPrefix("project.pbxproj: line ") && message.hasSuffix("expected ';'")
        }
        #expect(!FileManager.default.fileExists(atPath: app + "/Package.swift"))
    }

    @Test func aProjectWithoutAnAppTargetIsAnError() throws {
        let scratch = try Fixtures.scratch()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let app = try Fixtures.copy("CounterProject", into: scratch)
        #expect(throws: ImportError.noAppTarget("Counter.xcodeproj has no app target named Missing (its apps: Counter)")) {
            try AppImporter.plan(folder: app, targetName: "Missing")
        }
    }
}
