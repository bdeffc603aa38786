import SwiftUI
import Testing
import TrellisHost
import TrellisTesting

private enum Pulse: CaseIterable { case rest, grow, fade }

private struct Liker: View {
    @State var likes = 0
    var body: some View {
        VStack {
            Button("Like") { likes += 1 }
            Image(systemName: "heart.fill")
                .phaseAnimator(Pulse.allCases, trigger: likes) { content, phase in
                    content
                        .scaleEffect(phase == .grow ? 1.5 : 1)
                        .opacity(phase == .fade ? 0.5 : 1)
                } animation: { phase in
                    phase == .grow ? .easeOut(duration: 0.2) : .linear(duration: 0.4)
                }
        }
    }
}

private struct Breathing: View {
    @State var shows = true
    var body: some View {
        VStack {
            Button("Hide") { shows = false }
            if shows {
                PhaseAnimator([0.4, 1.0]) { opacity in
                    Text("Live").opacity(opacity)
                } animation: { _ in .easeInOut(duration: 1) }
            }
        }
    }
}

/// `phaseAnimator` / `PhaseAnimator`: each phase is an animated update; runs end, loops loop, and the
/// timer goes with the view.
@MainActor @Suite struct PhaseAnimatorTests {
    @Test func aTriggerRunsThroughEveryPhaseWithItsAnimationAndBackToTheFirst() throws {
        let host = ViewHost(Liker())
        let heart = { try host.find(.img, "heart") }
        #expect(try heart().properties["transform"] == "s(1,1)")
        #expect(host.pendingAnimationSteps == 0)

        try host.find(.button, "Like").tap()
        host.advanceAnimations(by: 0)
        #expect(try heart().properties["transform"] == "s(1.5,1.5)")
        #expect(host.updates.last?.animation == HostAnimation(duration: 0.2, curve: "easeOut"))

        host.advanceAnimations(by: 0.2)
        #expect(try heart().properties["opacity"] == "0.5")
        #expect(try heart().properties["transform"] == "s(1,1)")
        #expect(host.updates.last?.animation == HostAnimation(duration: 0.4, curve: "linear"))

        host.advanceAnimations(by: 0.4)
        #expect(try heart().properties["opacity"] == "1")
        #expect(host.pendingAnimationSteps == 0)
        // The run is over: time passing changes nothing.
        let count = host.updates.count
        host.advanceAnimations(by: 5)
        #expect(host.updates.count == count)
    }

    @Test func withoutATriggerItLoopsUntilTheViewGoesAway() throws {
        let host = ViewHost(Breathing())
        #expect(try host.find(.text, "Live").properties["opacity"] == "0.4")
        host.advanceAnimations(by: 0)
        #expect(try host.find(.text, "Live").properties["opacity"] == "1")
        host.advanceAnimations(by: 1)
        #expect(try host.find(.text, "Live").properties["opacity"] == "0.4")
        host.advanceAnimations(by: 1)
        #expect(try host.find(.text, "Live").properties["opacity"] == "1")
        #expect(host.pendingAnimationSteps == 1)

        try host.find(.button, "Hide").tap()
        #expect(host.pendingAnimationSteps == 0)
        let count = host.updates.count
        host.advanceAnimations(by: 10)
        #expect(host.updates.count == count)
    }

    @Test func aStepReEvaluatesOnlyTheAnimatorsContent() throws {
        let host = ViewHost(Liker())
        try host.find(.button, "Like").tap()
        host.resetStats()
        host.advanceAnimations(by: 0)
        #expect(host.stats.bodiesEvaluated == 0)
        #expect(host.stats.hostChanges == 1)
    }
}
