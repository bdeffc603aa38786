import Foundation
import SwiftUI
import Testing
import TrellisGraph
import TrellisHost
import TrellisTesting

/// Colour sets and image sets with a dark appearance draw their dark variant in a dark window.
@MainActor
@Suite struct AssetColorTests {
    static func bundle(colors: [String: String] = [:], images: [String: (String, [String])] = [:]) throws -> Bundle {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-colors-\(UUID().uuidString)")
        for (name, contents) in colors {
            let folder = root.appendingPathComponent("Assets.xcassets/\(name).colorset")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: folder.appendingPathComponent("Contents.json"))
        }
        for (name, (contents, files)) in images {
            let folder = root.appendingPathComponent("Assets.xcassets/\(name).imageset")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: folder.appendingPathComponent("Contents.json"))
            for file in files { try Data([0x89]).write(to: folder.appendingPathComponent(file)) }
        }
        return try #require(Bundle(path: root.path))
    }

    static let brand = """
        {"colors":[
          {"color":{"color-space":"srgb","components":{"red":"0xDC","green":"0x14","blue":"0x3C","alpha":"1.000"}},"idiom":"universal"},
          {"appearances":[{"appearance":"luminosity","value":"dark"}],
           "color":{"color-space":"srgb","components":{"red":"1.000","green":"0.500","blue":"0.600","alpha":"1.000"}},"idiom":"universal"},
          {"appearances":[{"appearance":"luminosity","value":"dark"},{"appearance":"contrast","value":"high"}],
           "color":{"color-space":"srgb","components":{"red":"0","green":"0","blue":"0","alpha":"1"}},"idiom":"universal"}
        ]}
        """

    @Test func aColourSetWithADarkVariantIsSpelledForBothAppearances() throws {
        let bundle = try Self.bundle(colors: ["Brand": Self.brand])
        let brand = Color("Brand", bundle: bundle)
        #expect(brand.hostValue == "light-dark(rgba(220,20,60,1),rgba(255,128,153,1))")
        #expect(brand.opacity(0.5).hostValue == "light-dark(rgba(220,20,60,0.5),rgba(255,128,153,0.5))")
        #expect(brand.description == "#DC143CFF", "described by its light value, as components are")
        #expect(HostVocabulary.color(brand.hostValue) == brand.hostValue, "the vocabulary accepts what the graph spells")
        let text = try #require(ViewHost(Text("Hi").foregroundStyle(brand)).findAll(.text).first)
        #expect(text.properties["foreground"] == brand.hostValue)
    }

    @Test func theVocabularyTakesOnlyTwoComponentColoursInLightDark() {
        #expect(HostVocabulary.color("light-dark(rgba(1, 2, 3, 1), rgb(4,5,6))") == "light-dark(rgba(1,2,3,1),rgb(4,5,6))")
        for bad in ["light-dark(red,blue)", "light-dark(rgba(1,2,3,1))", "light-dark(rgba(1,2,3,1),rgba(300,0,0,1))",
                    "light-dark(rgba(1,2,3,1),rgba(4,5,6,1)),x", "light-dark(rgba(1,2,3,1),url(x))"] {
            #expect(HostVocabulary.color(bad) == nil, "\(bad)")
        }
    }

    @Test func anImageSetDrawsItsDarkFileInADarkWindow() throws {
        let contents = """
            {"images":[{"filename":"sun@2x.png","idiom":"universal","scale":"2x"},
                       {"appearances":[{"appearance":"luminosity","value":"dark"}],"filename":"moon@2x.png","idiom":"universal","scale":"2x"}]}
            """
        let bundle = try Self.bundle(images: ["Sky": (contents, ["sun@2x.png", "moon@2x.png"])])
        func file(_ scheme: ColorScheme) throws -> String? {
            let image = try #require(ViewHost(Image("Sky", bundle: bundle).environment(\.colorScheme, scheme)).findAll(.img).first)
            let value = try #require(image.properties["assetImage"])
            return AssetFiles.file(for: value.dropFirst(AssetFiles.pathPrefix.count).prefix(16))
        }
        #expect(try file(.light)?.hasSuffix("sun@2x.png") == true)
        #expect(try file(.dark)?.hasSuffix("moon@2x.png") == true)
    }
}
