import Foundation
import SwiftUI
import Testing
import TrellisGraph
import TrellisHost
import TrellisTesting

@MainActor
@Suite struct StyleTests {
    @Test func gradientsSpellTheirGeometryAndStops() {
        let host = ViewHost(VStack {
            Rectangle().fill(RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 50))
            Rectangle().fill(EllipticalGradient(stops: [.init(color: .red, location: 0.2), .init(color: .blue, location: 0.9)]))
            Rectangle().fill(AngularGradient(colors: [.red, .yellow, .red], center: .center))
            Rectangle().fill(.linearGradient(colors: [.pink, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
            Rectangle().fill(Color.blue.gradient)
        })
        let fills = host.findAll("shape").map { $0.properties["shapeFill"] ?? "" }
        #expect(fills[0] == "radial;0.5,0.5,0,50;white@0;black@1")
        #expect(fills[1] == "elliptical;0.5,0.5,0,0.5;red@0.2;blue@0.9")
        #expect(fills[2] == "angular;0.5,0.5,0,360;red@0;yellow@0.5;red@1")
        #expect(fills[3] == "linear;0,0,1,1;pink@0;purple@1")
        #expect(fills[4].hasPrefix("linear;0.5,0,0.5,1;rgba("))
    }

    @Test func hierarchicalAndSemanticStylesResolveWhereTheyApply() {
        let host = ViewHost(VStack {
            Text("a").foregroundStyle(.tertiary)
            Text("b").foregroundStyle(.tint)
            Circle().fill(.tint)
            Rectangle().fill(.separator)
            Rectangle().fill(.background)
            Text("c").foregroundColor(.red)
        }.tint(.green))
        let texts = host.findAll(.text).map { $0.properties["foreground"] }
        #expect(texts == ["tertiary", "green", "red"])
        #expect(host.findAll("shape").map { $0.properties["shapeFill"] } == ["green", "separator", "background"])
    }

    @Test func colorInitializersAndMixing() {
        #expect(Color(white: 0.5).hostValue == "rgba(128,128,128,1)")
        #expect(Color(hue: 0, saturation: 1, brightness: 1).hostValue == "rgba(255,0,0,1)")
        #expect(Color.red.opacity(0.5).hostValue == "red/0.5")
        #expect(Color(red: 1, green: 0, blue: 0).mix(with: Color(red: 0, green: 0, blue: 1), by: 0.5).hostValue == "rgba(128,0,128,1)")
    }

    @Test func backgroundsTakeStylesViewsAndShapes() throws {
        let host = ViewHost(VStack {
            Text("style").background(.regularMaterial)
            Text("gradient").background(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
            Text("shape").padding().background(.blue, in: RoundedRectangle(cornerRadius: 8))
            Text("view").background(alignment: .topLeading) { Circle().fill(.red).frame(width: 8, height: 8) }
            Text("legacy").background(Capsule().fill(.green))
            Text("over").overlay { Capsule().stroke(.red) }
        })
        let texts = host.findAll(.text)
        #expect(texts[0].properties["background"] == "material:regular")
        #expect(texts[1].properties["background"] == "linear;0,0.5,1,0.5;red@0;blue@1")
        // View backgrounds wrap the content with the layer in one cell, behind it.
        var wrappers: [HostNode] = []
        host.tree.forEach { if $0.properties["layout"] == "overlay" { wrappers.append($0) } }
        #expect(wrappers.count == 4)
        #expect(wrappers[0].children.first?.properties["layer"] == "background")
        #expect(wrappers[0].children.first?.properties["shapeFill"] == "blue")
        #expect(wrappers[0].children.last?.properties["padding"] == "16,16,16,16")
        #expect(wrappers[1].children.first?.properties["overlayAlignment"] == "topLeading")
        #expect(wrappers[3].children.last?.properties["layer"] == "overlay")
    }
}

@MainActor
@Suite struct GradientViewTests {
    @Test func gradientsAsViewsFillTheirSpace() {
        let host = ViewHost(ZStack {
            LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
            RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 10)
            AngularGradient(colors: [.red, .blue], center: .center)
            EllipticalGradient(colors: [.red, .blue])
        })
        let shapes = host.findAll("shape")
        #expect(shapes.map { $0.properties["shape"] } == ["rect", "rect", "rect", "rect"])
        #expect(shapes.map { $0.properties["shapeFill"]?.prefix(6) } == ["linear", "radial", "angula", "ellipt"])
    }
}

@MainActor
@Suite struct HierarchicalForegroundTests {
    @Test func thePrimaryOfSeveralStylesApplies() {
        let host = ViewHost(VStack {
            Text("a").foregroundStyle(.red, .blue)
            Image(systemName: "star").foregroundStyle(.green, .yellow, .orange)
        })
        #expect(host.findAll(.text).first?.properties["foreground"] == "red")
        #expect(host.findAll(.img).first?.properties["foreground"] == "green")
    }
}
