import Foundation
import Testing
@testable import TrellisImport

@Suite struct XcodeProjectTests {
    private func project(_ name: String) throws -> XcodeProject {
        try XcodeProject(pbxproj: String(contentsOfFile: Fixtures.path(name), encoding: .utf8))
    }

    @Test func aClassicProjectListsEachTargetsFilesUnderTheirGroups() throws {
        let project = try project("CounterProject/Counter.xcodeproj/project.pbxproj")
        #expect(project.targets.map(\.name) == ["Counter", "CounterTests"])
        let app = try #require(project.targets.first)
        #expect(app.isApplication)
        #expect(app.sources == ["Counter/CounterApp.swift", "Counter/ContentView.swift", "Counter/PlacesMap.swift"])
        #expect(app.resources == ["Counter/Assets.xcassets"], "the SDK's MapKit.framework is not a project file")
        #expect(app.swiftVersion == "5.0")
        #expect(project.targets[1].isTest)
        #expect(project.targets[1].sources == ["CounterTests/CounterTests.swift"])
    }

    @Test func anXcode16ProjectNamesTheFoldersItSynchronizesAndTheirExceptions() throws {
        let project = try project("Bookshelf/Bookshelf.xcodeproj/project.pbxproj")
        let app = try #require(project.targets.first { $0.isApplication })
        #expect(app.sources.isEmpty)
        #expect(app.synchronizedFolders == [.init(path: "Bookshelf", excluded: ["Info.plist"])])
        #expect(project.targets.first { $0.isTest }?.synchronizedFolders == [.init(path: "BookshelfTests", excluded: [])])
    }

    @Test func aProjectWithoutObjectsIsMalformed() {
        #expect(throws: ImportError.self) { try XcodeProject(pbxproj: "{ archiveVersion = 1; }") }
        #expect(throws: ImportError.self) { try XcodeProject(pbxproj: "{ objects = { ; rootObject = X; }") }
    }
}
