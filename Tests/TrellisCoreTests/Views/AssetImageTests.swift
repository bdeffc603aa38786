import Foundation
import SwiftUI
import Testing
import TrellisHost
import TrellisTesting

/// `Image("name")` draws the app's asset-catalog file; a name no catalog has draws the placeholder.
@MainActor
@Suite struct AssetImageTests {
    /// A bundle folder holding `Assets.xcassets` with the given image sets (`name: Contents.json`, files).
    static func bundle(_ sets: [String: (contents: String, files: [String])]) throws -> Bundle {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-assets-\(UUID().uuidString)")
        for (name, set) in sets {
            let folder = root.appendingPathComponent("Assets.xcassets/Group/\(name).imageset")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(set.contents.utf8).write(to: folder.appendingPathComponent("Contents.json"))
            for file in set.files { try Data([0x89, 0x50, 0x4E, 0x47]).write(to: folder.appendingPathComponent(file)) }
        }
        return try #require(Bundle(path: root.path))
    }

    static let scaled = """
        {"images":[{"filename":"logo.png","idiom":"universal","scale":"1x"},
                   {"filename":"logo@2x.png","idiom":"universal","scale":"2x"},
                   {"filename":"logo@3x.png","idiom":"universal","scale":"3x"},
                   {"appearances":[{"appearance":"luminosity","value":"dark"}],"filename":"dark@2x.png","idiom":"universal","scale":"2x"}],
         "info":{"author":"xcode","version":1}}
        """

    @Test func aCatalogImageIsServedAtItsTwoTimesFileAndLabelledWithItsName() throws {
        let bundle = try Self.bundle(["Logo": (Self.scaled, ["logo.png", "logo@2x.png", "logo@3x.png", "dark@2x.png"])])
        let host = ViewHost(Image("Logo", bundle: bundle))
        let image = try #require(host.findAll(.img).first)
        let value = try #require(image.properties["assetImage"])
        #expect(value.hasPrefix(AssetFiles.pathPrefix) && value.hasSuffix(" 2x"))
        #expect(image.properties["imageName"] == nil, "no placeholder once the file is found")
        #expect(image.properties["label"] == "Logo")
        let token = value.dropFirst(AssetFiles.pathPrefix.count).prefix(16)
        #expect(AssetFiles.file(for: token)?.hasSuffix("Group/Logo.imageset/logo@2x.png") == true)
    }

    @Test func theSameImageKeepsItsPathAcrossUpdates() throws {
        let bundle = try Self.bundle(["Logo": (Self.scaled, ["logo.png", "logo@2x.png", "logo@3x.png", "dark@2x.png"])])
        #expect(ViewHost(Image("Logo", bundle: bundle)).findAll(.img).first?.properties["assetImage"]
            == ViewHost(Image(decorative: "Logo", bundle: bundle)).findAll(.img).first?.properties["assetImage"])
    }

    @Test func aSingleScaleTemplateSetIsMaskedInTheForegroundStyle() throws {
        let contents = """
            {"images":[{"filename":"glyph.svg","idiom":"universal"}],"properties":{"template-rendering-intent":"template"}}
            """
        let bundle = try Self.bundle(["Glyph": (contents, ["glyph.svg"])])
        let image = try #require(ViewHost(Image("Glyph", bundle: bundle).foregroundStyle(.red)).findAll(.img).first)
        #expect(image.properties["assetImage"]?.hasSuffix(" 1x") == true)
        #expect(image.properties["templateImage"] == "true")
    }

    @Test func aNameNoCatalogHasOrAPDFOnlySetDrawsThePlaceholder() throws {
        let pdf = """
            {"images":[{"filename":"vector.pdf","idiom":"universal"}]}
            """
        let bundle = try Self.bundle(["Vector": (pdf, ["vector.pdf"])])
        let host = ViewHost(VStack {
            Image("Vector", bundle: bundle)
            Image("Missing", bundle: bundle)
        })
        let images = host.findAll(.img)
        #expect(images.map { $0.properties["imageName"] } == ["Vector", "Missing"])
        #expect(images.allSatisfy { $0.properties["assetImage"] == nil })
    }

    @Test func anImageResourceFindsItsSet() throws {
        let bundle = try Self.bundle(["Logo": (Self.scaled, ["logo.png", "logo@2x.png", "logo@3x.png", "dark@2x.png"])])
        let image = try #require(ViewHost(Image(ImageResource(name: "Logo", bundle: bundle))).findAll(.img).first)
        #expect(image.properties["assetImage"] != nil)
    }
}
