import SwiftUI
import Testing
import TrellisHost
import TrellisTesting

private struct Card: View {
    @State var isShowing = false
    @State var scale = 1.0
    var body: some View {
        VStack {
            Button("Toggle") {
                let shown = withAnimation(.spring(response: 0.3, dampingFraction: 0.6)) { isShowing.toggle(); return isShowing }
                scale = shown ? 1.1 : 1
            }
            if isShowing {
                Text("Detail").transition(.move(edge: .bottom).combined(with: .opacity))
            }
            Text("Slide").transition(.slide)
            Text("Push").transition(.push(from: .top).animation(.easeIn(duration: 0.2)))
            Text("Asym").transition(.asymmetric(insertion: .scale(scale: 0.5), removal: .opacity))
            Text("Newer").transition(.blurReplace)
            Text("Identity").transition(.identity)
            Text("Scale \(scale)").scaleEffect(scale).animation(.bouncy, value: scale)
        }
        .transaction { $0.disablesAnimations = false }
    }
}

/// Animations: the declarations compile as SwiftUI spells them; transitions reach the element.
@MainActor @Suite struct AnimationTests {
    @Test func transitionsAreSpelledOnTheElement() throws {
        let host = ViewHost(Card())
        #expect(try host.find(.text, "Slide").properties["transition"] == "move:leading|move:trailing|0.5")
        #expect(try host.find(.text, "Push").properties["transition"] == "move:top opacity|move:bottom opacity|0.2")
        #expect(try host.find(.text, "Asym").properties["transition"] == "scale:0.5|opacity|0.5")
        #expect(try host.find(.text, "Newer").properties["transition"] == "blur opacity|blur opacity|0.5")
        #expect(try host.find(.text, "Identity").properties["transition"] == "||0.5")
    }

    @Test func withAnimationReturnsTheBodysResultAndAppliesTheChange() throws {
        let host = ViewHost(Card())
        #expect(host.findAll(.text, "Detail").isEmpty)
        try host.find(.button, "Toggle").tap()
        #expect(try host.find(.text, "Detail").properties["transition"] == "move:bottom opacity|move:bottom opacity|0.5")
        #expect(host.findAll(.text, "Scale 1.1").count == 1)
    }

    @Test func withAnimationMarksItsUpdateAndAPlainChangeDoesNot() throws {
        let host = ViewHost(Card())
        try host.find(.button, "Toggle").tap()
        let animated = try #require(host.updates.last)
        #expect(animated.animation == HostAnimation(duration: 0.3, curve: "bouncy"))
        struct Plain: View {
            @State var n = 0
            var body: some View { Button("Count \(n)") { n += 1 } }
        }
        let plain = ViewHost(Plain())
        try plain.find(.button, "Count 0").tap()
        #expect(plain.updates.last?.animation == nil)
        struct Eased: View {
            @State var on = false
            var body: some View {
                Button(on ? "On" : "Off") {
                    withAnimation(.easeInOut(duration: 0.4).delay(0.1).speed(2)) { on.toggle() }
                }
                .opacity(on ? 1 : 0.5)
                .animation(.timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5), value: on)
            }
        }
        let eased = ViewHost(Eased())
        #expect(try eased.find(.button, "Off").properties["animates"] == "0.5|c:0.2,0.8,0.2,1|0")
        try eased.find(.button, "Off").tap()
        #expect(eased.updates.last?.animation == HostAnimation(duration: 0.2, curve: "easeInOut", delay: 0.05))
        var quiet = Transaction(animation: .linear)
        quiet.disablesAnimations = true
        withTransaction(quiet) {}
        try eased.find(.button, "On").tap()
        #expect(eased.updates.last?.animation == HostAnimation(duration: 0.2, curve: "easeInOut", delay: 0.05))
    }

    @Test func animationValuesComposeAsSwiftUIs() {
        let a = Animation.easeInOut(duration: 0.4).delay(0.1).speed(2).repeatCount(3, autoreverses: false)
        #expect(a != .easeInOut(duration: 0.4))
        #expect(Animation.linear(duration: 1).repeatForever() != .linear(duration: 1))
        let all: [Animation] = [.default, .linear, .easeIn, .easeOut, .easeInOut, .spring, .spring(), .spring(duration: 0.3, bounce: 0.2),
                                .bouncy, .snappy, .smooth, .interactiveSpring, .interactiveSpring(), .bouncy(duration: 0.4, extraBounce: 0.1),
                                .snappy(duration: 0.2), .smooth(duration: 0.3), .interpolatingSpring(stiffness: 170, damping: 15),
                                .timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5), .spring(Spring(duration: 0.4, bounce: 0.2))]
        #expect(all.count == 19)
        var t = Transaction(animation: .snappy)
        t.disablesAnimations = true
        let r = withTransaction(t) { 42 }
        #expect(r == 42)
        #expect(withTransaction(\.disablesAnimations, true) { "ok" } == "ok")
        var done = false
        _ = withAnimation(.smooth, completionCriteria: .removed) { 1 } completion: { done = true }
        #expect(done)
    }

    @Test func contentTransitionIsSpelledOnTheElementAndIdentityLeavesNothing() throws {
        let host = ViewHost(VStack {
            Text("1").contentTransition(.numericText())
            Text("2").contentTransition(.numericText(countsDown: true))
            Text("3").contentTransition(.numericText(value: 3))
            Text("4").contentTransition(.opacity)
            Text("5").contentTransition(.identity)
        })
        #expect(host.findAll(.text).map { $0.properties["contentTransition"] }
            == ["numericText:up", "numericText:down", "numericText:auto", "opacity", nil])
    }

    struct Hero: View {
        @Namespace private var hero
        @Namespace private var other
        @State private var expanded = false
        var body: some View {
            VStack {
                Button("Toggle") { expanded.toggle() }
                if expanded {
                    Color.red.matchedGeometryEffect(id: 1, in: hero).accessibilityLabel("Card")
                } else {
                    Color.blue.matchedGeometryEffect(id: 1, in: hero).accessibilityLabel("Chip")
                }
                Color.green.matchedGeometryEffect(id: 1, in: other, properties: .position, isSource: false).accessibilityLabel("Other")
            }
        }
    }

    /// Every `matchedGeometry` key in the tree, in order.
    static func matchedKeys(_ host: ViewHost) -> [String] {
        host.dump().split(separator: "\n").compactMap { line in
            line.range(of: "matchedGeometry=").map { String(line[$0.upperBound...].prefix { $0 != " " }) }
        }
    }

    @Test func matchedViewsShareAKeyThatLastsAcrossUpdates() throws {
        let host = ViewHost(Hero())
        let before = Self.matchedKeys(host)
        try host.find(.button, "Toggle").tap()
        let after = Self.matchedKeys(host)
        #expect(before.count == 2 && after.count == 2)
        #expect(after[0] == before[0], "the card takes the chip's key: same namespace (kept across updates), same id")
        #expect(after[0].hasSuffix("-fs") && after[1].hasSuffix("-pt"))
        #expect(after[0].split(separator: "-")[0] != after[1].split(separator: "-")[0], "two namespaces")
    }
}
