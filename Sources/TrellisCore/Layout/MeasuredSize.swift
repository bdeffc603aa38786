package import Foundation

/// A size a renderer measured for one element, as a dependency: a view that reads it re-evaluates
/// when it changes, and no other view does (ARCHITECTURE.md, "Sizes flowing back from a renderer").
///
/// Until the renderer has measured the element, readers get ``proposal`` (the window's size, or the
/// frame the element is given), so the first paint never waits on a round trip.
package final class MeasuredSize: DependencySource, @unchecked Sendable {
    /// The element's frame in the window's content, once measured.
    package private(set) var measured: CGRect?
    /// What readers get before the first measurement.
    package var proposal: CGSize

    package init(proposal: CGSize = .zero) {
        self.proposal = proposal
        super.init()
    }

    /// The size, recording the read.
    package var size: CGSize {
        didRead()
        return measured?.size ?? proposal
    }

    /// The frame in the window's content, recording the read.
    package var frame: CGRect {
        didRead()
        return measured ?? CGRect(origin: .zero, size: proposal)
    }

    /// Whether the renderer has measured the element yet (not a read).
    package var isMeasured: Bool { measured != nil }

    /// Stores a measurement. Changes under half a pixel are dropped, so rounding can't start a loop.
    /// - Returns: whether readers were invalidated.
    @discardableResult
    package func receive(_ frame: CGRect) -> Bool {
        if let old = measured, abs(old.minX - frame.minX) < 0.5, abs(old.minY - frame.minY) < 0.5,
           abs(old.width - frame.width) < 0.5, abs(old.height - frame.height) < 0.5 {
            return false
        }
        measured = frame
        didChange()
        return true
    }
}
