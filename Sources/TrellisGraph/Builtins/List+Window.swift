import TrellisCore
import TrellisHost

/// Which rows of a long list are built: the window `first..<end` of its items.
/// One per list node (in its storage), kept across updates.
///
/// The browser reports the rows on screen (`visibleRange`); the window widens
/// that by a margin and moves only when the visible rows come within half a
/// margin of its edge, so scrolling produces a patch every few rows, not every
/// frame. Rows that stay in the window keep their nodes and elements (the
/// window's items keep the keys they have in a fully built list).
///
/// Scroll anchoring: the window remembers its first row's identity. When rows
/// are inserted or removed above it, the next build finds that row again and
/// moves the window with it, so the rows on screen stay the ones the person
/// was looking at (only the spacer above them grows or shrinks).
@MainActor
final class ListWindow {
    private(set) var isActive = false
    private(set) var first = 0
    private(set) var end = 0
    /// Rows in the list at the last build.
    private(set) var count = 0
    /// The identity of the row at `first` at the last build.
    private var anchor: AnyHashable?

    /// Settles the window against the list's current items and returns the rows to build.
    func settle(in list: LazyViewList) -> Range<Int> {
        let n = list.count
        if !isActive {
            isActive = true
            first = 0
            end = min(n, ListMetrics.initialWindow)
        } else if let anchor, first >= n || list.key(at: first) != anchor,
                  let moved = list.index(of: anchor, near: first) {
            let size = end - first
            first = moved
            end = moved + size
        }
        // An empty window (the list was empty) starts over at the initial size.
        let size = end > first ? end - first : ListMetrics.initialWindow
        end = min(first + size, n)
        first = max(0, min(first, n - size))
        count = n
        anchor = first < n ? list.key(at: first) : nil
        return first..<end
    }

    /// Leaves windowing (the list got short): the next long build starts at the top.
    func deactivate() {
        isActive = false
        anchor = nil
    }

    /// Moves the window to cover `visible` plus a margin; false when the current
    /// window already covers it well enough (nothing to rebuild).
    func show(_ visible: Range<Int>) -> Bool {
        guard isActive, count > 0 else { return false }
        let lo = min(visible.lowerBound, count)
        let hi = min(max(visible.upperBound, lo), count)
        let margin = max(ListMetrics.minimumMargin, hi - lo)
        let slack = margin / 2
        let covered = first <= max(0, lo - slack) && end >= min(count, hi + slack)
        let oversized = end - first > (hi - lo) + 4 * margin
        if covered, !oversized { return false }
        first = max(0, lo - margin)
        end = min(count, hi + margin)
        anchor = nil
        return true
    }

    /// The list element's properties that tell the renderer about the rows not built.
    func properties(rowHeight: Int) -> [String: String] {
        ["lazyCount": String(count), "lazyBefore": String(first), "lazyAfter": String(count - end), "rowHeight": String(rowHeight)]
    }
}
