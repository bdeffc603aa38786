import Foundation
import SwiftUI
import Testing
import TrellisHost
import TrellisTesting

private struct LabelColumn: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.leading] }
}

private struct MidLine: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
}

extension HorizontalAlignment {
    fileprivate static let labelColumn = HorizontalAlignment(LabelColumn.self)
}

extension VerticalAlignment {
    fileprivate static let midLine = VerticalAlignment(MidLine.self)
}

@MainActor
@Suite struct AlignmentGuideTests {
    @Test func aGuideMovesTheViewByItsDistanceFromTheDefault() throws {
        let host = ViewHost(VStack(alignment: .leading) {
            Text("Title")
            Text("Indented").alignmentGuide(.leading) { d in d[.leading] - 20 }
            Text("Hanging").alignmentGuide(.leading) { _ in 12 }
            Text("Centred on the line").alignmentGuide(.leading) { d in d.width / 2 }
        })
        // `<points>,<fraction of its width>`: default (0) minus the guide.
        #expect(try host.find(.text, "Indented").properties["guideH"] == "20,0")
        #expect(try host.find(.text, "Indented").properties["guideHFor"] == "leading")
        #expect(try host.find(.text, "Hanging").properties["guideH"] == "-12,0")
        #expect(try host.find(.text, "Centred on the line").properties["guideH"] == "0,-0.5")
        #expect(try host.find(.text, "Title").properties["guideH"] == nil)
    }

    @Test func trailingAndVerticalGuidesCountFromTheirDefault() throws {
        let host = ViewHost(HStack(alignment: .bottom) {
            Text("Raised").alignmentGuide(.bottom) { d in d[.bottom] + 8 }
            Text("Trailing").alignmentGuide(.trailing) { d in d[.trailing] - 4 }
            Text("Baseline").alignmentGuide(.firstTextBaseline) { d in d[.bottom] }
        })
        let raised = try host.find(.text, "Raised").properties
        #expect(raised["guideV"] == "-8,0" && raised["guideVFor"] == "bottom")
        #expect(try host.find(.text, "Trailing").properties["guideH"] == "4,0")
        #expect(try host.find(.text, "Baseline").properties["guideVFor"] == "firstTextBaseline")
    }

    @Test func customAlignmentsAlignByTheirDefaultAndApplyChildGuides() throws {
        let host = ViewHost(VStack(alignment: .labelColumn) {
            HStack { Text("Name:"); Text("Ada").alignmentGuide(.labelColumn) { d in d[.leading] } }
            Text("Longer label").alignmentGuide(.labelColumn) { d in d[.trailing] }
        })
        var stack: HostNode?
        host.tree.forEach { if $0.properties["customAlignment"] != nil { stack = $0 } }
        #expect(stack?.properties["alignment"] == "leading" && stack?.properties["customAlignment"] == "horizontal")
        let label = try host.find(.text, "Longer label").properties
        #expect(label["guideHFor"] == "custom" && label["guideH"] == "0,-1")
    }

    @Test func viewDimensionsReadGuides() {
        let d = ViewDimensions(width: 120, height: 30)
        #expect(d[HorizontalAlignment.leading] == 0 && d[HorizontalAlignment.center] == 60 && d[HorizontalAlignment.trailing] == 120)
        #expect(d[VerticalAlignment.top] == 0 && d[VerticalAlignment.center] == 15 && d[VerticalAlignment.bottom] == 30)
        #expect(d[HorizontalAlignment.labelColumn] == 0 && d[VerticalAlignment.midLine] == 15)
        #expect(d[explicit: HorizontalAlignment.leading] == nil)
        #expect(HorizontalAlignment.labelColumn != .leading && HorizontalAlignment.labelColumn == HorizontalAlignment(LabelColumn.self))
    }
}
