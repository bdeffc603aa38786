import TrellisCore
import TrellisHost

/// Shares each pointer sample among an element's gestures (innermost first):
/// `highPriorityGesture`s see it before the others; among those and the `gesture`s, the first to
/// recognize wins and the rest are finished (cancelled) for the rest of the interaction;
/// `simultaneousGesture`s see every sample regardless.
@MainActor
enum GestureArena {
    /// - Returns: false when the element has no gesture (the event goes on to its handler).
    static func deliver(_ sample: PointerSample, to interceptors: [EventInterceptor]) -> Bool {
        // Attributes list the outermost modifier first; the gesture nearest the view ranks first.
        let trackers = Array(interceptors.compactMap(\.gesture).reversed())
        guard !trackers.isEmpty else { return false }
        if sample.phase == .began {
            for tracker in trackers {
                tracker.finish()
                tracker.standing = .tracking
            }
        }
        let exclusive = trackers.filter { $0.priority == .high } + trackers.filter { $0.priority == .normal }
        if let winner = exclusive.first(where: { $0.standing == .won }) {
            settle(winner, winner.recognize(sample))
        } else {
            for tracker in exclusive where tracker.standing == .tracking {
                let outcome = tracker.recognize(sample)
                if outcome.isRecognized {
                    tracker.standing = .won
                    for other in exclusive where other !== tracker { other.finish() }
                    settle(tracker, outcome)
                    break
                }
                settle(tracker, outcome)
            }
        }
        for tracker in trackers where tracker.priority == .simultaneous && tracker.standing == .tracking {
            settle(tracker, tracker.recognize(sample))
        }
        if sample.phase == .ended || sample.phase == .cancelled {
            for tracker in trackers { tracker.finish() }
        }
        return true
    }

    /// A gesture that ended or failed takes no more samples until the next interaction.
    private static func settle(_ tracker: GestureTracker, _ outcome: GestureOutcome) {
        guard outcome.isFinal else { return }
        tracker.finish()
        tracker.standing = .out
    }
}
