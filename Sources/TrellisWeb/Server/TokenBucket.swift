/// A token-bucket rate limiter: `rate` messages per second, bursts up to `burst`.
///
/// One per connection; ``take(at:)`` is called for every inbound message
/// before it is parsed, so a flood costs little more than reading it.
package struct TokenBucket: Sendable {
    package let rate: Double
    package let burst: Double
    private var tokens: Double
    private var last: ContinuousClock.Instant

    package init(rate: Double, burst: Double, now: ContinuousClock.Instant = .now) {
        self.rate = rate
        self.burst = burst
        self.tokens = burst
        self.last = now
    }

    /// Takes one token if there is one.
    /// - Returns: false when the message should be dropped.
    package mutating func take(at now: ContinuousClock.Instant = .now) -> Bool {
        let elapsed = last.duration(to: now)
        if elapsed > .zero {
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
            tokens = min(burst, tokens + seconds * rate)
            last = now
        }
        guard tokens >= 1 else { return false }
        tokens -= 1
        return true
    }
}

/// Counts dropped messages so logs and client errors stay at one per second,
/// and spots gross abuse (too many drops in one second).
package struct DropCounter: Sendable {
    /// More drops than this within one second close the connection.
    package let abuseThreshold: Int
    private var windowStart: ContinuousClock.Instant?
    private var dropsInWindow = 0
    private var suppressed = 0

    package init(abuseThreshold: Int = 2000) { self.abuseThreshold = abuseThreshold }

    /// What to do about one more dropped message.
    package struct Verdict: Equatable {
        /// Log (and tell the client) now; `suppressed` drops were not reported since the last report.
        package var report: Bool
        package var suppressed: Int
        /// The connection is flooding beyond reason: close it.
        package var abusive: Bool
    }

    package mutating func drop(at now: ContinuousClock.Instant = .now) -> Verdict {
        if let start = windowStart, start.duration(to: now) < .seconds(1) {
            dropsInWindow += 1
            suppressed += 1
            return Verdict(report: false, suppressed: suppressed, abusive: dropsInWindow > abuseThreshold)
        }
        let count = suppressed
        windowStart = now
        dropsInWindow = 1
        suppressed = 0
        return Verdict(report: true, suppressed: count, abusive: false)
    }
}
