/// The numbers that bound what a client may send; documented in `docs/PROTOCOL.md`.
package enum ProtocolLimits {
    /// The wire protocol version, sent as `"v"` in every server message.
    package static let version = 3
    /// Messages larger than this are dropped without parsing.
    package static let maxMessageBytes = 64 * 1024
    /// Frames or fragmented messages larger than this close the connection
    /// (code 1009): that is gross abuse, not a mistake.
    package static let maxFrameBytes = 1024 * 1024
    /// The longest text a `setText` event may carry.
    package static let maxTextBytes = 32 * 1024
    /// The longest `key` in a `key` event.
    package static let maxKeyBytes = 64
    /// At most this many modifiers in a `key` event.
    package static let maxModifiers = 8
    /// The largest element id, option index or reorder position: the biggest
    /// integer a JavaScript number holds exactly (2^53 − 1).
    package static let maxInteger: Double = 9_007_199_254_740_991
    /// The largest viewport side, in CSS pixels.
    package static let maxViewportSide: Double = 1_000_000
    /// The display scales a viewport may report (`dpr`): a browser zoomed far out to far in.
    package static let displayScales: ClosedRange<Double> = 0.25...16
    /// The most rows a `visibleRange` event may name: more than any screen shows
    /// (a 1,000,000 px viewport of 100 px rows), so a client can't ask for a huge window.
    package static let maxVisibleRows = 10_000
    /// The most elements one `sizes` message may measure: more than any page marks (each marked
    /// element is a `GeometryReader`, a `ViewThatFits` child, a custom shape…), so one message is bounded.
    package static let maxMeasurements = 512
    /// The largest coordinate or side a measurement may have, in CSS px.
    package static let maxMeasuredLength: Double = 1_000_000
    /// The largest pointer coordinate in a `pointer` sample, in CSS pixels (as large as a viewport).
    package static let maxPointerCoordinate: Double = 1_000_000
    /// The longest gesture a `pointer` sample may report (`ms` since it began): one hour.
    package static let maxGestureMilliseconds: Double = 3_600_000
    /// A sample's magnification, and its rotation in degrees either way.
    package static let gestureScale: ClosedRange<Double> = 0.001...1000
    package static let maxGestureDegrees: Double = 36_000
    /// The most items one `insert` event (a drop) may carry; their values share ``maxTextBytes``.
    package static let maxDropItems = 16
}
