import SwiftUI
import Testing
import TrellisTesting

// Presentation customization on sheets (seed 002): detents and the grabber,
// background interaction up through a detent, corner radius, the drag
// indicator, interactiveDismissDisabled, and forged detents refused.

private struct Bulletin: View {
    @State var showing = true
    @State var taps = 0
    @State var detent: PresentationDetent = .height(200)
    var interaction: PresentationBackgroundInteraction = .enabled(upThrough: .medium)
    var dismissDisabled = false
    var indicator: Visibility = .automatic

    var body: some View {
        VStack {
            Button("Behind") { taps += 1 }
            Text("Taps \(taps)")
            Text("Detent \(detent.name)")
        }
        .sheet(isPresented: $showing) {
            Text("A kiwi was nibbled near the pond.")
                .presentationDetents([.height(200), .medium, .large], selection: $detent)
                .presentationBackgroundInteraction(interaction)
                .presentationCornerRadius(24)
                .presentationBackground(.thinMaterial)
                .presentationDragIndicator(indicator)
                .interactiveDismissDisabled(dismissDisabled)
        }
    }
}

private extension PresentationDetent {
    var name: String {
        self == .medium ? "medium" : self == .large ? "large" : self == .height(200) ? "200" : "other"
    }
}

private struct TallBar: CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat? { context.maxDetentValue * 0.8 }
}

private struct Decorated: View {
    @State var showing = true
    var body: some View {
        Text("Behind")
            .sheet(isPresented: $showing) {
                Text("Front")
                    .presentationDetents([.custom(TallBar.self), .fraction(0.3), .height(100)])
                    .presentationBackground(alignment: .bottom) { Text("Watermark") }
                    .interactiveDismissDisabled()
            }
    }
}

/// A sheet whose content may ask how it adapts to compact size classes.
private struct Adapting: View {
    @State var showing = true
    var adaptation: (horizontal: PresentationAdaptation, vertical: PresentationAdaptation)?
    var body: some View {
        Text("Behind")
            .sheet(isPresented: $showing) {
                if let adaptation {
                    Text("Front").presentationCompactAdaptation(horizontal: adaptation.horizontal, vertical: adaptation.vertical)
                } else {
                    Text("Front")
                }
            }
    }
}

@MainActor
@Suite struct PresentationCustomizationTests {
    @Test func fractionAndCustomDetentsSortByHeight() throws {
        let host = ViewHost(Decorated(), idiom: .phone, size: CGSize(width: 390, height: 844))
        let grabber = try host.find(.button, "Sheet Grabber")
        // 100 pt < 0.3 × 844 < 0.8 × (0.94 × 844)
        #expect(grabber.properties["detentHeights"] == "p100 f0.3 p635")
        #expect(try host.find(.dialog, "").properties["detent"] == "height:100")
        try grabber.send(.key("end", modifiers: []))
        #expect(try host.find(.dialog, "").properties["detent"] == "custom:TallBar")
    }

    @Test func aBackgroundViewFillsTheSheetBehindItsContent() throws {
        let host = ViewHost(Decorated(), idiom: .phone, size: CGSize(width: 390, height: 844))
        let sheet = try #require(host.tree.path(to: { $0.properties["chrome"] == "sheet" })?.last)
        let background = try #require(sheet.children.first { $0.properties["presentationBackground"] == "true" })
        #expect(background.properties["frameAlignment"] == "bottom")
        #expect(background.contentText == "Watermark")
        #expect(sheet.children.firstIndex { $0.properties["presentationBackground"] == "true" } == 0, "drawn first: behind the content")
    }

    @Test func escapeDoesNotDismissAMacSheetWhenInteractiveDismissIsDisabled() throws {
        let host = ViewHost(Decorated(), idiom: .mac)
        try host.find(.dialog, "").send(.key("escape", modifiers: []))
        #expect(host.findAll(.dialog).count == 1)
    }

    private func phone(_ view: some View) -> ViewHost {
        ViewHost(view, idiom: .phone, size: CGSize(width: 390, height: 844))
    }

    @Test func theGrabberMovesBetweenDetentsSmallestFirst() throws {
        let host = phone(Bulletin())
        let grabber = try host.find(.button, "Sheet Grabber")
        #expect(grabber.properties["detentHeights"] == "p200 f0.5 f0.94")
        #expect(try host.find(.dialog, "").properties["detent"] == "height:200")
        try grabber.send(.select(1))
        _ = try host.find(.text, "Detent medium")
        #expect(try host.find(.dialog, "").properties["detent"] == "medium")
        try host.find(.button, "Sheet Grabber").send(.key("end", modifiers: []))
        _ = try host.find(.text, "Detent large")
        try host.find(.button, "Sheet Grabber").tap()
        _ = try host.find(.text, "Detent 200")
    }

    @Test func aDetentOutsideTheSetIsRefused() throws {
        let host = phone(Bulletin())
        #expect(throws: ViewHostError.self) { try host.find(.button, "Sheet Grabber").send(.select(3)) }
        #expect(throws: ViewHostError.self) { try host.find(.button, "Sheet Grabber").send(.select(-1)) }
        _ = try host.find(.text, "Detent 200")
    }

    @Test func theViewBehindIsInteractiveUpThroughMediumOnly() throws {
        let host = phone(Bulletin())
        try host.find(.button, "Behind").tap()
        _ = try host.find(.text, "Taps 1")
        #expect(try host.find(.dialog, "").properties["backgroundInteraction"] == "enabled")
        try host.find(.button, "Sheet Grabber").send(.select(1))
        try host.find(.button, "Behind").tap()
        _ = try host.find(.text, "Taps 2")
        try host.find(.button, "Sheet Grabber").send(.select(2))
        #expect(try host.find(.dialog, "").properties["backgroundInteraction"] == nil)
        #expect(throws: ViewHostError.self) { try host.find(.button, "Behind").tap() }
        _ = try host.find(.text, "Taps 2")
    }

    @Test func withInteractionDisabledTheViewBehindASheetIsInert() throws {
        let host = phone(Bulletin(interaction: .disabled))
        #expect(throws: ViewHostError.self) { try host.find(.button, "Behind").tap() }
        let always = phone(Bulletin(interaction: .enabled))
        try always.find(.button, "Sheet Grabber").send(.select(2))
        try always.find(.button, "Behind").tap()
        _ = try always.find(.text, "Taps 1")
    }

    @Test func cornerRadiusMaterialAndHeightReachTheSheet() throws {
        let host = phone(Bulletin())
        let sheet = try #require(host.tree.path(to: { $0.properties["chrome"] == "sheet" })?.last)
        #expect(sheet.properties["cornerRadius"] == "24")
        #expect(sheet.properties["material"] == "thin")
        #expect(sheet.properties["detentHeight"] == "p200")
    }

    @Test func theDragIndicatorCanBeHiddenAndDismissalDisabled() throws {
        let hidden = phone(Bulletin(indicator: .hidden))
        #expect(hidden.findAll(.button, "Sheet Grabber").isEmpty)
        let locked = phone(Bulletin(dismissDisabled: true))
        try locked.find(.dialog, "").send(.dismiss)
        #expect(locked.findAll(.dialog).count == 1)
        let open = phone(Bulletin())
        try open.find(.dialog, "").send(.dismiss)
        #expect(open.findAll(.dialog).isEmpty)
    }

    @Test func aSheetAdaptsToCompactSizeClasses() throws {
        let portrait = CGSize(width: 390, height: 844), landscape = CGSize(width: 844, height: 390)
        func style(_ view: Adapting, _ size: CGSize, _ idiom: Idiom = .phone) throws -> String? {
            try ViewHost(view, idiom: idiom, size: size).find(.dialog, "").properties["presentation"]
        }
        #expect(try style(Adapting(), portrait) == "bottomSheet")
        // A phone in landscape is vertically compact: `vertical` decides there.
        #expect(try style(Adapting(), landscape) == "bottomSheet")
        #expect(try style(Adapting(adaptation: (.automatic, .fullScreenCover)), landscape) == "fullScreen")
        #expect(try style(Adapting(adaptation: (.automatic, .fullScreenCover)), portrait) == "bottomSheet")
        #expect(try style(Adapting(adaptation: (.fullScreenCover, .sheet)), portrait) == "fullScreen")
        #expect(try style(Adapting(adaptation: (.fullScreenCover, .sheet)), landscape) == "bottomSheet")
        // Not compact: the idiom's sheet.
        #expect(try style(Adapting(adaptation: (.fullScreenCover, .fullScreenCover)), CGSize(width: 1024, height: 768), .mac) == "centered")
        #expect(try style(Adapting(adaptation: (.fullScreenCover, .fullScreenCover)), CGSize(width: 1024, height: 768), .pad) == "formSheet")
        #expect(try style(Adapting(adaptation: (.fullScreenCover, .fullScreenCover)), CGSize(width: 500, height: 768), .pad) == "fullScreen")
    }

    @Test func macSheetsDontResize() throws {
        let host = ViewHost(Bulletin(), idiom: .mac)
        #expect(host.findAll(.button, "Sheet Grabber").isEmpty)
        #expect(try host.find(.dialog, "").properties["detent"] == nil)
    }
}
