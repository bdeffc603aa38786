/// A haptic (or audio) cue: `sensoryFeedback(.success, trigger: count)`.
public struct SensoryFeedback: Equatable, Sendable {
    /// How hard an impact is.
    public struct Weight: Equatable, Sendable {
        package let amount: Double
        public static let light = Weight(amount: 0.4)
        public static let medium = Weight(amount: 0.7)
        public static let heavy = Weight(amount: 1)
    }

    /// How springy an impact is.
    public struct Flexibility: Equatable, Sendable {
        package let amount: Double
        public static let rigid = Flexibility(amount: 1)
        public static let solid = Flexibility(amount: 0.7)
        public static let soft = Flexibility(amount: 0.4)
    }

    /// The cue's name, as the page spells it (`success`, `impact`).
    package let name: String
    /// Its vibration pattern in milliseconds (on, off, on, …).
    package let pattern: [Int]

    public static let success = SensoryFeedback(name: "success", pattern: [20, 60, 30])
    public static let warning = SensoryFeedback(name: "warning", pattern: [30, 80, 30])
    public static let error = SensoryFeedback(name: "error", pattern: [40, 50, 40, 50, 40])
    public static let selection = SensoryFeedback(name: "selection", pattern: [8])
    public static let increase = SensoryFeedback(name: "increase", pattern: [12])
    public static let decrease = SensoryFeedback(name: "decrease", pattern: [12])
    public static let start = SensoryFeedback(name: "start", pattern: [25])
    public static let stop = SensoryFeedback(name: "stop", pattern: [25])
    public static let alignment = SensoryFeedback(name: "alignment", pattern: [6])
    public static let levelChange = SensoryFeedback(name: "levelChange", pattern: [15])
    public static let pathComplete = SensoryFeedback(name: "pathComplete", pattern: [20, 40, 20])

    /// A physical impact.
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact", pattern: [max(5, Int(30 * weight.amount * min(max(intensity, 0), 1)))])
    }

    /// An impact of a springy or rigid object.
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact", pattern: [max(5, Int(30 * flexibility.amount * min(max(intensity, 0), 1)))])
    }
}

/// Plays feedback when a value changes.
nonisolated package struct _SensoryFeedbackModifier: ViewModifier {
    /// The value that triggers feedback when it changes.
    package let trigger: any Equatable
    /// The feedback for a change from the old value to the new one (nil: none).
    package let feedback: (Any, Any) -> SensoryFeedback?
    package typealias Body = Never
}

// LIMITATION: `sensoryFeedback` | the page vibrates with the Vibration API where the browser has one (Chrome on Android); elsewhere (desktop browsers, Safari) nothing is felt | browsers offer no other haptics
nonisolated extension View {
    /// Plays `feedback` each time `trigger` changes.
    ///
    ///     Button("Save") { save() }.sensoryFeedback(.success, trigger: savedCount)
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        modifier(_SensoryFeedbackModifier(trigger: trigger, feedback: { _, _ in feedback }))
    }

    /// Plays `feedback` when `trigger` changes and `condition(old, new)` holds.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View {
        modifier(_SensoryFeedbackModifier(trigger: trigger, feedback: { old, new in
            guard let old = old as? T, let new = new as? T, condition(old, new) else { return nil }
            return feedback
        }))
    }

    /// Plays the feedback `feedback(old, new)` returns (if any) when `trigger` changes.
    public func sensoryFeedback<T: Equatable>(trigger: T,
                                              _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) -> some View {
        modifier(_SensoryFeedbackModifier(trigger: trigger, feedback: { old, new in
            guard let old = old as? T, let new = new as? T else { return nil }
            return feedback(old, new)
        }))
    }
}
