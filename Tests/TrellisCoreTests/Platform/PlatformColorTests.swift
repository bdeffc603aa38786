import AppKit
import SwiftUI
import Testing
import TrellisGraph
import TrellisTesting
import UIKit

@MainActor
@Suite struct PlatformColorTests {
    @Test func uiKitSystemColorsStayAdaptive() {
        let host = ViewHost(VStack {
            Text("a").foregroundColor(Color(uiColor: .secondaryLabel))
            Text("b").foregroundColor(Color(.systemBlue))
            Text("c").background(Color(.systemGray6))
            Text("d").background(Color(UIColor.secondarySystemBackground))
            Text("e").background(Color(nsColor: .windowBackgroundColor))
            Text("f").foregroundColor(Color(.labelColor))
        })
        let texts = host.findAll(.text)
        #expect(texts[0].properties["foreground"] == "secondaryLabel")
        #expect(texts[1].properties["foreground"] == "blue")
        #expect(texts[2].properties["background"] == "systemGray6")
        #expect(texts[3].properties["background"] == "secondarySystemBackground")
        #expect(texts[4].properties["background"] == "windowBackground")
        #expect(texts[5].properties["foreground"] == "label")
    }

    @Test func initializersAndComponents() {
        #expect(Color(UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)).hostValue == "rgba(255,0,0,0.5)")
        #expect(Color(uiColor: UIColor(white: 0.5, alpha: 1)).hostValue == "rgba(128,128,128,1)")
        #expect(Color(uiColor: .red).hostValue == "rgba(255,0,0,1)")  // UIKit's .red is pure red, not systemRed
        #expect(Color(uiColor: UIColor.systemRed.withAlphaComponent(0.3)).hostValue == "red/0.3")
        #expect(Color(UIColor(red: 0, green: 0, blue: 1, alpha: 0.2).withAlphaComponent(1)).hostValue == "rgba(0,0,255,1)")
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect((r, g, b, a) == (1, 0, 0, 1))
        #expect(UIColor(named: "Brand") == nil)
        #expect(Color(nsColor: NSColor(srgbRed: 0, green: 1, blue: 0, alpha: 1)).hostValue == "rgba(0,255,0,1)")
        #expect(UIColor(Color.green) == UIColor.systemGreen)
    }

    @Test func colorsDescribeThemselvesAsSwiftUIDoes() {
        #expect(Color.red.description == "red")
        #expect(Color.red.opacity(0.5).description == "50% red")
        #expect(Color(red: 1, green: 0, blue: 0, opacity: 0.5).description == "#FF000080")
        #expect(UIColor(red: 0, green: 1, blue: 0, alpha: 1).description == "UIColor(#00FF00FF)")
    }
}
