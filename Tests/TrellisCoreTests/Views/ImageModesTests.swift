import Foundation
import SwiftUI
import Testing
import TrellisHost
import TrellisTesting

@MainActor
@Suite struct ImageModesTests {
    @Test func imageScaleRenderingModeAndInterpolationAreSpelled() throws {
        let host = ViewHost(VStack {
            Image(systemName: "star").imageScale(.large)
            Label("Small", systemImage: "bell").imageScale(.small)
            Image(systemName: "heart").renderingMode(.original)
            Image("pixel-art").resizable().interpolation(.none).frame(width: 64, height: 64)
            Image(systemName: "leaf.fill").renderingMode(.template).interpolation(.high)
        })
        let images = host.findAll(.img)
        #expect(images[0].properties["imageScale"] == "large")
        #expect(images[1].properties["imageScale"] == "small")
        #expect(images[2].properties["renderingMode"] == "original" && images[2].properties["imageScale"] == nil)
        #expect(images[3].properties["interpolation"] == "none" && images[3].properties["resizable"] == "true")
        #expect(images[4].properties["renderingMode"] == "template" && images[4].properties["interpolation"] == "high")
    }

    @Test func imageScaleIsAnEnvironmentValue() {
        var env = EnvironmentValues()
        #expect(env.imageScale == .medium)
        env.imageScale = .large
        #expect(env.imageScale == .large)
    }
}
