import Foundation
import SwiftUI
import Testing
import TrellisHost
import TrellisTesting

/// ViewThatFits and custom shapes read sizes from the test host's layout (ViewHost+Layout.swift:
/// text is 8 px a character, frames count, stacks add up with their spacing).
@MainActor
@Suite struct ViewThatFitsTests {
    private func chosen(_ host: ViewHost) -> [String] {
        var found: [String] = []
        host.tree.forEach { if $0.properties["fitsCandidate"] == "chosen" { found.append($0.contentText) } }
        return found
    }

    private static let choices = ViewThatFits(in: .horizontal) {
        HStack { Text("Add to favourites"); Text("(12)") }  // 136 + 8 + 32 = 176 wide
        Text("Add to favs")                                  // 88
        Text("Add")                                          // 24
    }

    @Test func choosesTheFirstChildThatFitsAndFollowsTheWidth() {
        let host = ViewHost(Self.choices, size: CGSize(width: 800, height: 600))
        #expect(chosen(host) == ["Add to favourites (12)"])
        host.setTraits(size: CGSize(width: 120, height: 600))
        #expect(chosen(host) == ["Add to favs"])
        host.setTraits(size: CGSize(width: 176, height: 600))
        #expect(chosen(host) == ["Add to favourites (12)"])
        // Nothing fits: the last child.
        host.setTraits(size: CGSize(width: 10, height: 600))
        #expect(chosen(host) == ["Add"])
    }

    @Test func onlyTheConstrainedAxesCount() {
        let host = ViewHost(ViewThatFits(in: .vertical) {
            Text("A very long line that is much wider than the window").frame(height: 50)
            Text("Short")
        }, size: CGSize(width: 100, height: 80))
        #expect(chosen(host) == ["A very long line that is much wider than the window"])
        host.setTraits(size: CGSize(width: 100, height: 40))
        #expect(chosen(host) == ["Short"])
    }

    private struct Diagonal: Shape {
        func path(in rect: CGRect) -> Path {
            var path = Path()
            path.move(to: CGPoint(x: rect.minX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            return path
        }
    }

    private func shapes(_ host: ViewHost) -> [HostNode] {
        var found: [HostNode] = []
        host.tree.forEach { if $0.role == .shape { found.append($0) } }
        return found
    }

    @Test func aCustomShapeRunsItsPathForTheSizeItGets() {
        let host = ViewHost(HStack {
            Diagonal().stroke(.red, lineWidth: 2)
            Diagonal().stroke(.blue, lineWidth: 2).frame(width: 80, height: 40)
        }, size: CGSize(width: 600, height: 300))
        let s = shapes(host)
        #expect(s.count == 2)
        // Half the window's width (stacks split evenly) and its whole height.
        #expect(s[0].properties["measure"] == "size" && s[0].properties["pathBox"] == "300,300")
        #expect(s[0].properties["path"]?.contains("300") == true)
        // A frame that fixes both sides needs no measuring.
        #expect(s[1].properties["measure"] == nil && s[1].properties["pathBox"] == "80,40")
        host.setTraits(size: CGSize(width: 400, height: 200))
        #expect(shapes(host)[0].properties["pathBox"] == "200,200")
    }
}
