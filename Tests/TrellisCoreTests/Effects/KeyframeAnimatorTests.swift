import SwiftUI
import Testing
import TrellisHost
import TrellisTesting

private struct Bounce {
    var scale = 1.0
    var lift = 0.0
}

private struct Bell: View {
    @State var rings = 0
    var body: some View {
        VStack {
            Button("Ring") { rings += 1 }
            Text("Bell")
                .keyframeAnimator(initialValue: Bounce(), trigger: rings) { content, value in
                    content
                        .scaleEffect(value.scale)
                        .offset(y: value.lift)
                } keyframes: { _ in
                    KeyframeTrack(\.scale) {
                        LinearKeyframe(1.5, duration: 0.5)
                        LinearKeyframe(2.0, duration: 0.5)
                    }
                    KeyframeTrack(\.lift) {
                        CubicKeyframe(-20, duration: 0.5)
                        CubicKeyframe(0, duration: 0.5)
                    }
                }
        }
    }
}

private struct Spinner: View {
    var body: some View {
        KeyframeAnimator(initialValue: Angle.zero) { angle in
            Text("Spin").rotationEffect(angle)
        } keyframes: { _ in
            LinearKeyframe(Angle.degrees(360), duration: 2)
        }
    }
}

/// `keyframeAnimator` / `KeyframeAnimator`: a run's samples reach the element once, the view keeps the end
/// value, and the Swift process does nothing while the browser plays them.
@MainActor @Suite struct KeyframeAnimatorTests {
    @Test func aTriggerSendsTheRunsSamplesOnceAndKeepsTheEndValue() throws {
        let host = ViewHost(Bell())
        #expect(try host.find(.text, "Bell").properties["keyframes"] == nil)
        #expect(try host.find(.text, "Bell").properties["transform"] == "t(0,0) s(1,1)")

        try host.find(.button, "Ring").tap()
        let bell = try host.find(.text, "Bell")
        #expect(bell.properties["transform"] == "t(0,0) s(2,2)")
        let samples = try #require(bell.properties["keyframes"]).split(separator: ";").map(String.init)
        #expect(samples.first == "1|once|1")
        #expect(samples.count == 32) // 30 a second for 1 s, both ends
        #expect(samples[1] == "t(0,0) s(1,1)||")
        #expect(samples[16] == "t(0,-20) s(1.5,1.5)||")
        #expect(samples.last == "t(0,0) s(2,2)||")

        // While the browser plays it, nothing happens here; afterwards the samples go.
        host.resetStats()
        host.advanceAnimations(by: 0.5)
        #expect(host.stats.hostChanges == 0)
        host.advanceAnimations(by: 1)
        #expect(try host.find(.text, "Bell").properties["keyframes"] == nil)
        #expect(try host.find(.text, "Bell").properties["transform"] == "t(0,0) s(2,2)")

        // The next run starts from where the last one ended.
        try host.find(.button, "Ring").tap()
        let again = try #require(try host.find(.text, "Bell").properties["keyframes"])
        #expect(again.hasPrefix("1|once|2;t(0,0) s(2,2)||"))
    }

    @Test func aRepeatingAnimatorLoopsItsSamplesFromTheFirstValue() throws {
        let host = ViewHost(Spinner())
        let spin = try host.find(.text, "Spin")
        #expect(spin.properties["transform"] == "r(0)")
        let samples = try #require(spin.properties["keyframes"]).split(separator: ";")
        #expect(samples.first == "2|loop|1")
        #expect(samples.count == 62)
        #expect(samples[31] == "r(180)||")
        #expect(host.pendingAnimationSteps == 0)
    }
}
