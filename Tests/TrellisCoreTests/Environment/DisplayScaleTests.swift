import SwiftUI
import Testing
@testable import TrellisGraph
import TrellisHost

/// `\.displayScale` is the page's `devicePixelRatio`, as the viewport message reports it.
@MainActor
@Suite struct DisplayScaleTests {
    private struct Scale: View {
        @Environment(\.displayScale) private var scale
        var body: some View { Text("Scale \(scale, format: .number)") }
    }

    @Test func theViewportsScaleReachesTheEnvironment() {
        let window = HostWindow(content: Scale(), title: "", menus: [], idiom: .mac, width: 1024, height: 768)
        func shown() -> String? {
            var text: String?
            window.root.forEach { if let t = $0.text, t.hasPrefix("Scale") { text = t } }
            return text
        }
        #expect(shown() == "Scale 2", "a Retina display until the page says")
        window.resize(width: 1024, height: 768, displayScale: 1)
        #expect(shown() == "Scale 1")
        window.resize(width: 1024, height: 768)
        #expect(shown() == "Scale 1", "a resize without a scale keeps the last one")
        window.close()
    }
}
