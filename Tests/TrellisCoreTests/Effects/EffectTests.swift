import Foundation
import SwiftUI
import Testing
import TrellisTesting

@MainActor
@Suite struct EffectTests {
    private func props(_ view: some View) -> [String: String] {
        ViewHost(view).findAll(.text).first?.properties ?? [:]
    }

    @Test func transformsComposeInModifierOrder() {
        // SwiftUI applies the innermost effect first; CSS applies the rightmost function first.
        let p = props(Text("x").scaleEffect(2).rotationEffect(.degrees(30)).offset(x: 5, y: -3))
        #expect(p["transform"] == "t(5,-3) r(30) s(2,2)")
        #expect(props(Text("x").rotationEffect(.degrees(90), anchor: .topLeading))["transform"] == "tp(-50,-50) r(90) tp(50,50)")
        #expect(props(Text("x").scaleEffect(x: 1.5, y: 0.5))["transform"] == "s(1.5,0.5)")
        #expect(props(Text("x").rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0)))["transform"] == "r3(0,1,0,45,800)")
    }

    @Test func filtersComposeInModifierOrder() {
        let p = props(Text("x").blur(radius: 2).brightness(0.2).contrast(1.5).saturation(0).grayscale(0.5).hueRotation(.degrees(90)).colorInvert())
        #expect(p["filter"] == "invert(1) hue(90) grayscale(0.5) saturate(0) contrast(1.5) brightness(1.2) blur(2)")
        #expect(props(Text("x").shadow(radius: 4))["filter"] == "shadow(rgba(0,0,0,0.33)@4,0,0)")
        #expect(props(Text("x").shadow(color: .red.opacity(0.5), radius: 3, x: 1, y: 2))["filter"] == "shadow(red/0.5@3,1,2)")
    }

    @Test func clippingAndMasking() {
        #expect(props(Text("x").clipShape(Circle()))["clip"] == "circle")
        #expect(props(Text("x").clipShape(RoundedRectangle(cornerRadius: 8)))["clip"] == "rect:8")
        #expect(props(Text("x").clipShape(Capsule()))["clip"] == "capsule")
        #expect(props(Text("x").clipped())["clip"] == "rect")
        #expect(props(Text("x").cornerRadius(6))["cornerRadius"] == "6")
        let custom = props(Text("x").clipShape(Rectangle().rotation(.degrees(45))).frame(width: 10, height: 10))
        #expect(custom["clipPath"]?.hasPrefix("M") == true && custom["clipBox"] == "10,10")
        #expect(props(Text("x").mask(LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom)))["mask"]
            == "linear;0.5,0,0.5,1;black@0;clear@1")
        #expect(props(Text("x").mask { Circle() })["clip"] == "circle")
    }

    @Test func compositingHitTestingAndOrdering() {
        let p = props(Text("x").zIndex(2).compositingGroup().blendMode(.multiply).allowsHitTesting(false).colorMultiply(.blue))
        #expect(p["zIndex"] == "2" && p["isolate"] == "true" && p["blendMode"] == "multiply")
        #expect(p["noHitTesting"] == "true" && p["colorMultiply"] == "blue")
        // The defaults set nothing.
        let q = props(Text("x").allowsHitTesting(true).blendMode(.normal).contentShape(Rectangle()))
        #expect(q["noHitTesting"] == nil && q["blendMode"] == nil)
    }

    @Test func positionPlacesTheCentreInAFillingSpace() {
        let host = ViewHost(Text("pin").position(x: 30, y: 40))
        let text = host.findAll(.text)[0]
        #expect(text.properties["position"] == "30,40")
        var wrappers = 0
        host.tree.forEach { if $0.properties["layout"] == "position" { wrappers += 1 } }
        #expect(wrappers == 1)
    }

    @Test func redactionMarksTheSubtreeAndTellsViews() {
        struct Probe: View {
            @Environment(\.redactionReasons) var reasons
            var body: some View { Text(reasons.contains(.placeholder) ? "placeholder" : "shown") }
        }
        let host = ViewHost(VStack {
            Probe()
            Probe().unredacted()
        }.redacted(reason: .placeholder))
        #expect(host.findAll(.text).map(\.name) == ["placeholder", "shown"])
        var redacted = 0
        host.tree.forEach { if $0.properties["redacted"] == "true" { redacted += 1 } }
        #expect(redacted == 1)
        #expect(host.findAll(.text)[1].properties["unredacted"] == "true")
    }

    @Test func anEffectChangeIsOneProperty() {
        struct Spinner: View {
            @State var angle = 0.0
            var body: some View {
                Button("Spin") { angle += 90 }.rotationEffect(.degrees(angle))
            }
        }
        let host = ViewHost(Spinner())
        host.resetStats()
        try? host.find(.button, "Spin").tap()
        #expect(host.findAll(.button)[0].properties["transform"] == "r(90)")
        #expect(host.stats.hostChanges == 1)
    }
}
