import SwiftUI
import Testing
import TrellisTesting

private struct HoverCard: View {
    @State private var isHovered = false
    @State private var changes = 0
    var body: some View {
        VStack {
            Text(isHovered ? "Hovering" : "Resting")
                .onHover { inside in
                    isHovered = inside
                    changes += 1
                }
            Button("Plain") {}.onHover { _ in changes += 10 }
            Text("Changes \(changes)")
        }
    }
}

@MainActor @Suite struct HoverTests {
    @Test func hoverEventsReachTheActionOncePerChange() throws {
        let host = ViewHost(HoverCard())
        let text = try host.find(.text, "Resting")
        #expect(text.properties["hoverable"] == "true")
        try text.send(.hover(true))
        #expect(host.findAll(.text, "Hovering").count == 1)
        try host.find(.text, "Hovering").send(.hover(true))
        #expect(host.findAll(.text, "Changes 1").count == 1)
        try host.find(.text, "Hovering").send(.hover(false))
        #expect(host.findAll(.text, "Resting").count == 1)
        #expect(host.findAll(.text, "Changes 2").count == 1)
    }

    @Test func aButtonWithOnHoverStillActsAndHovers() throws {
        let host = ViewHost(HoverCard())
        let button = try host.find(.button, "Plain")
        #expect(button.properties["hoverable"] == "true")
        try button.send(.hover(true))
        #expect(host.findAll(.text, "Changes 10").count == 1)
        try button.tap()
    }

    @Test func aViewWithoutOnHoverRefusesHover() throws {
        let host = ViewHost(Text("Still"))
        #expect(throws: (any Error).self) { try host.find(.text, "Still").send(.hover(true)) }
    }
}
