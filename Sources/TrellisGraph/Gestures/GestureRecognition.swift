import Foundation
import TrellisCore
import TrellisHost

/// What a gesture made of one pointer sample.
package enum GestureOutcome {
    /// Still tracking; nothing to report yet (or no new value).
    case possible
    /// Recognized, with a new value.
    case changed(Any)
    /// Recognized and over, with its last value.
    case ended(Any)
    /// Not this gesture (moved too far, lifted too soon, cancelled).
    case failed

    var isRecognized: Bool {
        switch self {
        case .changed, .ended: true
        case .possible, .failed: false
        }
    }

    var isFinal: Bool {
        switch self {
        case .ended, .failed: true
        case .possible, .changed: false
        }
    }
}

/// A gesture's recognition state, kept across samples and builds while the gesture's shape stays the
/// same: one slot per gesture in the tree, its children for the gestures it is made of.
@MainActor
package final class GestureSlot {
    private var stored: AnyObject?
    private var children: [GestureSlot] = []

    init() {}

    func child(_ index: Int) -> GestureSlot {
        while children.count <= index { children.append(GestureSlot()) }
        return children[index]
    }

    /// The recognizer state of type `T`, made on first use (or when the gesture's shape changed).
    func state<T: AnyObject>(_ make: () -> T) -> T {
        if let existing = stored as? T { return existing }
        let made = make()
        stored = made
        return made
    }
}

/// What the page must know to send a gesture's samples.
package struct GestureTraits: Equatable {
    /// The shortest long press inside: the page sends a sample when the pointer has been held this long.
    var longPress: Double?
    /// A magnify or rotate gesture inside: two touches and pinch-wheels are reported.
    var pinch = false

    mutating func addLongPress(_ duration: Double) {
        longPress = min(longPress ?? duration, duration)
    }
}

/// The graph's side of a built-in gesture: how it turns pointer samples into values.
@MainActor
package protocol BuiltinGesture {
    /// Reads one sample. Composite gestures pass it to their parts' slots.
    func recognize(_ sample: PointerSample, slot: GestureSlot) -> GestureOutcome
    /// The interaction is over (the pointer lifted, it was cancelled, or another gesture won):
    /// undo what the gesture set while active (a `GestureState`, a pressing callback).
    func finish(slot: GestureSlot)
    func addTraits(to traits: inout GestureTraits)
}

extension BuiltinGesture {
    package func finish(slot: GestureSlot) {}
    package func addTraits(to traits: inout GestureTraits) {}
}

/// Gestures of any type: a built-in one directly, a custom one through its `body`.
@MainActor
enum AnyGestureRecognition {
    static func recognize(_ gesture: any Gesture, _ sample: PointerSample, _ slot: GestureSlot) -> GestureOutcome {
        if let builtin = gesture as? any BuiltinGesture { return builtin.recognize(sample, slot: slot) }
        return recognize(composedBody(of: gesture), sample, slot.child(0))
    }

    static func finish(_ gesture: any Gesture, _ slot: GestureSlot) {
        if let builtin = gesture as? any BuiltinGesture { return builtin.finish(slot: slot) }
        finish(composedBody(of: gesture), slot.child(0))
    }

    static func addTraits(_ gesture: any Gesture, to traits: inout GestureTraits) {
        if let builtin = gesture as? any BuiltinGesture { return builtin.addTraits(to: &traits) }
        addTraits(composedBody(of: gesture), to: &traits)
    }

    private static func composedBody<G: Gesture>(of gesture: G) -> any Gesture { gesture.body }
}

/// Where a sample is, in a gesture's coordinate space: the view's own (`.local`) follows the window's
/// movement from where the gesture began, so a view that moves under the pointer doesn't shake it.
struct GesturePoints {
    var startLocal = CGPoint.zero
    var startWindow = CGPoint.zero

    mutating func begin(_ sample: PointerSample) {
        startLocal = CGPoint(x: sample.x, y: sample.y)
        startWindow = CGPoint(x: sample.windowX, y: sample.windowY)
    }

    func delta(_ sample: PointerSample) -> CGSize {
        CGSize(width: sample.windowX - startWindow.x, height: sample.windowY - startWindow.y)
    }

    func distance(_ sample: PointerSample) -> CGFloat {
        let d = delta(sample)
        return (d.width * d.width + d.height * d.height).squareRoot()
    }

    func start(in space: CoordinateSpace) -> CGPoint { space == .local ? startLocal : startWindow }

    func location(_ sample: PointerSample, in space: CoordinateSpace) -> CGPoint {
        let d = delta(sample), origin = start(in: space)
        return CGPoint(x: origin.x + d.width, y: origin.y + d.height)
    }
}
