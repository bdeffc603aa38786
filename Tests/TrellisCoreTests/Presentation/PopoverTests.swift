import Foundation
import SwiftUI
import Testing
import TrellisTesting

// Popovers: next to their view on the Mac and iPad, a sheet in compact width
// unless the content's presentationCompactAdaptation keeps a popover; a click
// outside (dismiss) or Escape closes one.

private struct Info: View {
    @State private var showing = false
    let adaptation: PresentationAdaptation?
    var body: some View {
        VStack {
            Button("Info") { showing = true }
            Text("Showing \(showing)")
        }
        .popover(isPresented: $showing, arrowEdge: .trailing) {
            if let adaptation {
                Text("Details").padding().presentationCompactAdaptation(adaptation)
            } else {
                Text("Details").padding()
            }
        }
    }
}

/// Keeps the popover in a compact width, asks for a cover in a compact height.
private struct TwoWayInfo: View {
    @State private var showing = true
    var body: some View {
        Text("Anchor")
            .popover(isPresented: $showing) {
                Text("Details").presentationCompactAdaptation(horizontal: .popover, vertical: .fullScreenCover)
            }
    }
}

private struct Pin: Identifiable {
    let id: String
}

private struct Pins: View {
    @State private var pin: Pin?
    var body: some View {
        Button("Pin A") { pin = Pin(id: "A") }
            .popover(item: $pin, attachmentAnchor: .point(.topTrailing)) { pin in
                PinDetail(name: pin.id)
            }
    }
}

private struct PinDetail: View {
    @Environment(\.dismiss) private var dismiss
    let name: String
    var body: some View {
        Button("Close pin \(name)") { dismiss() }
    }
}

@MainActor
@Suite struct PopoverTests {
    @Test func aPopoverFloatsNextToItsViewOnTheMac() throws {
        let host = ViewHost(Info(adaptation: nil), idiom: .mac)
        try host.find(.button, "Info").tap()
        let popover = try #require(host.findAll(.dialog).first)
        #expect(popover.properties["presentation"] == "popover")
        #expect(popover.properties["popoverEdge"] == "trailing")
        _ = try host.find(.text, "Details")
        // A click outside it.
        try popover.send(.dismiss)
        #expect(host.findAll(.dialog).isEmpty)
        _ = try host.find(.text, "Showing false")
    }

    @Test func escapeClosesAPopover() throws {
        let host = ViewHost(Info(adaptation: nil), idiom: .pad)
        try host.find(.button, "Info").tap()
        let popover = try #require(host.findAll(.dialog).first)
        #expect(popover.properties["presentation"] == "popover")
        try popover.send(.key("escape", modifiers: []))
        #expect(host.findAll(.dialog).isEmpty)
    }

    @Test func aPopoverIsASheetOnIPhone() throws {
        let host = ViewHost(Info(adaptation: nil), idiom: .phone, size: CGSize(width: 390, height: 844))
        try host.find(.button, "Info").tap()
        let sheet = try #require(host.findAll(.dialog).first)
        #expect(sheet.properties["presentation"] == "bottomSheet")
    }

    @Test func compactAdaptationKeepsAPopoverOrMakesACover() throws {
        let kept = ViewHost(Info(adaptation: .popover), idiom: .phone, size: CGSize(width: 390, height: 844))
        try kept.find(.button, "Info").tap()
        #expect(kept.findAll(.dialog).first?.properties["presentation"] == "popover")

        let cover = ViewHost(Info(adaptation: .fullScreenCover), idiom: .phone, size: CGSize(width: 390, height: 844))
        try cover.find(.button, "Info").tap()
        #expect(cover.findAll(.dialog).first?.properties["presentation"] == "fullScreen")
    }

    @Test func verticalAdaptationAppliesToAPhoneInLandscape() throws {
        let portrait = ViewHost(TwoWayInfo(), idiom: .phone, size: CGSize(width: 390, height: 844))
        #expect(portrait.findAll(.dialog).first?.properties["presentation"] == "popover")
        let landscape = ViewHost(TwoWayInfo(), idiom: .phone, size: CGSize(width: 844, height: 390))
        #expect(landscape.findAll(.dialog).first?.properties["presentation"] == "fullScreen")
        // Turning the phone changes the form.
        landscape.setTraits(size: CGSize(width: 390, height: 844))
        #expect(landscape.findAll(.dialog).first?.properties["presentation"] == "popover")
        // A regular pad keeps the popover whatever the content asks for compact classes.
        let pad = ViewHost(TwoWayInfo(), idiom: .pad, size: CGSize(width: 1024, height: 768))
        #expect(pad.findAll(.dialog).first?.properties["presentation"] == "popover")
    }

    @Test func anItemPopoverPointsAtItsAnchorAndDismissesToNil() throws {
        let host = ViewHost(Pins(), idiom: .mac)
        try host.find(.button, "Pin A").tap()
        let popover = try #require(host.findAll(.dialog).first)
        #expect(popover.properties["anchorX"] == "1")
        #expect(popover.properties["anchorY"] == "0")
        #expect(popover.properties["popoverEdge"] == "bottom")
        try host.find(.button, "Close pin A").tap()
        #expect(host.findAll(.dialog).isEmpty)
    }
}
