import SwiftUI

// Phase and keyframe animators as apps write them: a reaction that pops through phases on each tap,
// a status dot that breathes forever, a bouncing mascot driven by keyframe tracks, a bell that
// shakes, and a timeline scrubbed by hand.

enum ReactionPhase: CaseIterable {
    case initial, lift, pop

    var verticalOffset: Double {
        switch self {
        case .initial: 0
        case .lift: -30
        case .pop: -10
        }
    }

    var scale: Double {
        switch self {
        case .initial: 1
        case .lift: 1.4
        case .pop: 0.9
        }
    }
}

struct ReactionButton: View {
    @State private var reactions = 0

    var body: some View {
        Button {
            reactions += 1
        } label: {
            Label("Like", systemImage: "hand.thumbsup.fill")
        }
        .phaseAnimator(ReactionPhase.allCases, trigger: reactions) { content, phase in
            content
                .scaleEffect(phase.scale)
                .offset(y: phase.verticalOffset)
        } animation: { phase in
            switch phase {
            case .initial: .smooth
            case .lift: .easeInOut(duration: 0.3)
            case .pop: .spring(duration: 0.3, bounce: 0.7)
            }
        }
    }
}

struct LiveIndicator: View {
    var body: some View {
        HStack {
            Circle()
                .fill(.red)
                .frame(width: 10, height: 10)
                .phaseAnimator([false, true]) { content, dimmed in
                    content.opacity(dimmed ? 0.3 : 1)
                }
            Text("Live")
            PhaseAnimator([0.8, 1.2]) { scale in
                Image(systemName: "dot.radiowaves.left.and.right").scaleEffect(scale)
            } animation: { _ in
                .easeInOut(duration: 0.8)
            }
        }
    }
}

struct MascotValues {
    var scale = 1.0
    var verticalStretch = 1.0
    var verticalTranslation = 0.0
    var angle = Angle.zero
}

struct BouncingMascot: View {
    @State private var jumps = 0

    var body: some View {
        Image(systemName: "hare.fill")
            .font(.largeTitle)
            .onTapGesture { jumps += 1 }
            .keyframeAnimator(initialValue: MascotValues(), trigger: jumps) { content, value in
                content
                    .rotationEffect(value.angle)
                    .scaleEffect(value.scale)
                    .scaleEffect(y: value.verticalStretch)
                    .offset(y: value.verticalTranslation)
            } keyframes: { _ in
                KeyframeTrack(\.angle) {
                    CubicKeyframe(.zero, duration: 0.58)
                    CubicKeyframe(.degrees(16), duration: 0.125)
                    CubicKeyframe(.degrees(-16), duration: 0.125)
                    CubicKeyframe(.zero, duration: 0.125)
                }
                KeyframeTrack(\.verticalStretch) {
                    CubicKeyframe(1.0, duration: 0.1)
                    CubicKeyframe(0.6, duration: 0.15)
                    CubicKeyframe(1.5, duration: 0.1)
                    CubicKeyframe(1.0, duration: 0.88)
                }
                KeyframeTrack(\.scale) {
                    LinearKeyframe(1.0, duration: 0.36)
                    SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
                    SpringKeyframe(1.0, spring: .bouncy)
                }
                KeyframeTrack(\.verticalTranslation) {
                    LinearKeyframe(0.0, duration: 0.1)
                    SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
                    SpringKeyframe(-60.0, duration: 1.0, spring: .bouncy)
                    SpringKeyframe(0.0, spring: .bouncy)
                }
            }
    }
}

struct ShakingBell: View {
    @State private var rings = 0
    var isRepeating = false

    var body: some View {
        VStack {
            Image(systemName: "bell.fill")
                .keyframeAnimator(initialValue: Angle.zero, trigger: rings) { content, angle in
                    content.rotationEffect(angle, anchor: .top)
                } keyframes: { _ in
                    LinearKeyframe(Angle.degrees(20), duration: 0.1, timingCurve: .easeOut)
                    LinearKeyframe(Angle.degrees(-20), duration: 0.2)
                    MoveKeyframe(Angle.degrees(10))
                    LinearKeyframe(Angle.zero, duration: 0.1, timingCurve: .easeIn)
                }
            KeyframeAnimator(initialValue: 0.0, repeating: isRepeating) { glow in
                Text("Ringing").opacity(0.5 + glow / 2)
            } keyframes: { _ in
                KeyframeTrack {
                    CubicKeyframe(1.0, duration: 0.5)
                    CubicKeyframe(0.0, duration: 0.5)
                }
            }
            Button("Ring") { rings += 1 }
        }
    }
}

struct ScrubbedTimeline: View {
    @State private var progress = 0.0

    private let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
        CubicKeyframe(CGPoint(x: 0, y: 100), duration: 0.3)
        CubicKeyframe(CGPoint(x: 50, y: 0), duration: 0.7)
    }

    var body: some View {
        VStack {
            Circle()
                .frame(width: 20, height: 20)
                .offset(x: timeline.value(progress: progress).x, y: timeline.value(progress: progress).y)
            Slider(value: $progress)
            Text("Duration \(timeline.duration, format: .number)")
        }
    }
}
