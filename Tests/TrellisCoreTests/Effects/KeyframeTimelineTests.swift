import SwiftUI
import Testing

private struct Pose {
    var scale = 1.0
    var angle = Angle.zero
    var offset = CGSize.zero
}

/// `KeyframeTimeline`: values at times, for each kind of keyframe, and tracks side by side.
@MainActor @Suite struct KeyframeTimelineTests {
    @Test func linearKeyframesInterpolateInAStraightLineAndHoldTheLastValue() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            LinearKeyframe(0.0, duration: 0.5)
        }
        #expect(timeline.duration == 1.5)
        #expect(timeline.value(time: 0) == 0)
        #expect(abs(timeline.value(time: 0.25) - 2.5) < 1e-9)
        #expect(timeline.value(time: 1) == 10)
        #expect(abs(timeline.value(time: 1.25) - 5) < 1e-9)
        #expect(timeline.value(time: 5) == 0)
        #expect(abs(timeline.value(progress: 0.5) - 7.5) < 1e-9)
    }

    @Test func aTimingCurveShapesALinearKeyframe() {
        let eased = KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(1.0, duration: 1, timingCurve: .easeIn) }
        #expect(eased.value(time: 0.5) < 0.4)
        #expect(abs(eased.value(time: 1) - 1) < 1e-9)
        #expect(abs(UnitCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-6)
        #expect(abs(UnitCurve.easeInOut.inverse.value(at: UnitCurve.easeInOut.value(at: 0.3)) - 0.3) < 1e-6)
    }

    @Test func cubicKeyframesPassThroughEachValueSmoothly() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1.0, duration: 0.5)
            CubicKeyframe(0.5, duration: 0.5)
            CubicKeyframe(2.0, duration: 1)
        }
        #expect(abs(timeline.value(time: 0.5) - 1) < 1e-9)
        #expect(abs(timeline.value(time: 1) - 0.5) < 1e-9)
        #expect(abs(timeline.value(time: 2) - 2) < 1e-9)
        // No jump in slope at a keyframe (Catmull-Rom): the value just before and after lie on one line.
        let h = 0.001
        let before = (timeline.value(time: 1) - timeline.value(time: 1 - h)) / h
        let after = (timeline.value(time: 1 + h) - timeline.value(time: 1)) / h
        #expect(abs(before - after) < 0.05)
    }

    @Test func aSpringKeyframeOvershootsWithBounceAndSettles() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(1.0, spring: .bouncy)
        }
        #expect(timeline.duration > 0.5)
        let samples = stride(from: 0.0, through: timeline.duration, by: 0.01).map { timeline.value(time: $0) }
        #expect(samples.max() ?? 0 > 1.02)
        #expect(abs(timeline.value(time: timeline.duration) - 1) < 0.01)
        let fixed = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1.0, duration: 0.2, spring: .smooth) }
        #expect(fixed.duration == 0.2)
    }

    @Test func aMoveKeyframeJumps() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            MoveKeyframe(5.0)
            LinearKeyframe(10.0, duration: 1)
        }
        #expect(timeline.value(time: 0) == 5)
        #expect(timeline.value(time: 0.5) == 7.5)
    }

    @Test func tracksAnimateTheirPropertiesSideBySide() {
        let timeline = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\.scale) {
                LinearKeyframe(2.0, duration: 0.4)
                LinearKeyframe(1.0, duration: 0.4)
            }
            KeyframeTrack(\.angle) {
                LinearKeyframe(.degrees(90), duration: 1)
            }
            KeyframeTrack(\.offset) {
                MoveKeyframe(CGSize(width: 10, height: 0))
            }
        }
        #expect(timeline.duration == 1)
        let mid = timeline.value(time: 0.4)
        #expect(abs(mid.scale - 2) < 1e-9)
        #expect(abs(mid.angle.degrees - 36) < 1e-9)
        #expect(mid.offset.width == 10)
        let end = timeline.value(time: 1)
        #expect(abs(end.scale - 1) < 1e-9 && abs(end.angle.degrees - 90) < 1e-9)
    }

    @Test func buildersTakeLoopsAndConditions() {
        let steps = [1.0, 3.0, 2.0]
        let bouncy = true
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            for step in steps { LinearKeyframe(step, duration: 0.1) }
            if bouncy { SpringKeyframe(0.0, duration: 0.3, spring: .bouncy) } else { LinearKeyframe(0.0, duration: 0.3) }
        }
        #expect(abs(timeline.duration - 0.6) < 1e-9)
        #expect(abs(timeline.value(time: 0.2) - 3) < 1e-9)
    }
}
