import Foundation
import SwiftUI
import Testing
import TrellisHost
import TrellisTesting

@MainActor
@Suite struct AspectRatioTests {
    private func elements(_ host: ViewHost, having key: String) -> [HostNode] {
        var found: [HostNode] = []
        host.tree.forEach { if $0.properties[key] != nil { found.append($0) } }
        return found
    }

    @Test func aspectRatioIsABoxHoldingTheContent() throws {
        let host = ViewHost(VStack {
            Color.blue.aspectRatio(16 / 9, contentMode: .fit)
            Color.red.aspectRatio(CGSize(width: 4, height: 3), contentMode: .fill).frame(width: 200, height: 100).clipped()
        })
        let boxes = elements(host, having: "contentMode")
        #expect(boxes.count == 2)
        #expect(boxes[0].properties["aspectRatio"] == "1.777778" && boxes[0].properties["contentMode"] == "fit")
        // The colour is inside the box, not the box itself.
        #expect(boxes[0].children.first?.properties["layout"] == "color")
        // A frame outside the modifier sizes the box, as it wraps the modifier in SwiftUI.
        #expect(boxes[1].properties["aspectRatio"] == "1.333333" && boxes[1].properties["contentMode"] == "fill")
        #expect(boxes[1].properties["width"] == "200" && boxes[1].properties["height"] == "100")
        #expect(boxes[1].children.first?.properties["width"] == nil)
    }

    @Test func scaledToFitAndFillKeepASymbolSquare() throws {
        let host = ViewHost(HStack {
            Image(systemName: "star.fill").resizable().scaledToFit().frame(width: 80, height: 40)
            Image(systemName: "heart").resizable().scaledToFill()
            Image("photo").resizable().aspectRatio(contentMode: .fit)
        })
        let boxes = elements(host, having: "contentMode")
        #expect(boxes.map { $0.properties["contentMode"] } == ["fit", "fill", "fit"])
        #expect(boxes[0].properties["aspectRatio"] == "1" && boxes[1].properties["aspectRatio"] == "1")
        // A named image keeps its own ratio (object-fit), so no ratio is spelled.
        #expect(boxes[2].properties["aspectRatio"] == nil)
        #expect(boxes[0].children.first?.role == .img && boxes[0].children.first?.properties["resizable"] == "true")
    }

    @Test func aContentModeChangeUpdatesTheBoxInPlace() throws {
        struct Toggler: View {
            @State var fill = false
            var body: some View {
                VStack {
                    Color.green.aspectRatio(2, contentMode: fill ? .fill : .fit)
                    Button("Switch") { fill.toggle() }
                }
            }
        }
        let host = ViewHost(Toggler())
        let before = try #require(elements(host, having: "contentMode").first)
        try host.find(.button, "Switch").tap()
        let after = try #require(elements(host, having: "contentMode").first)
        #expect(before.id == after.id && after.properties["contentMode"] == "fill")
    }

    @Test func contentModeHasBothCases() {
        #expect(ContentMode.allCases == [.fit, .fill])
    }
}
