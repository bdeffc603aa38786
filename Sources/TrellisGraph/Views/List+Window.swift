import TrellisCore
import TrellisHost

/// Which rows of a long list are built: the window `first..<end` of its items.
/// One per list node (in its storage), kept across updates.
///
/// The browser reports the rows on screen (`visibleRange`); the window widens
/// that by a margin (more of it in the direction of scrolling) and moves only
/// when the visible rows come close to its edge, so scrolling produces a patch
/// every few rows, not every frame. Rows that stay in the window keep their nodes and elements (the
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
    /// The rows last reported visible: which way the person scrolls.
    private var lastVisible: Range<Int>?
    /// The row a scroll request moved the window to (``reveal(_:)``), until the page reports it on screen,
    /// and how many reports that don't show it are still taken as sent before the page scrolled there.
    private var revealed: (index: Int, staleReportsLeft: Int)?

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
        lastVisible = nil
        revealed = nil
    }

    /// Moves the window to cover `visible` plus a margin; false when the current
    /// window already covers it well enough (nothing to rebuild).
    ///
    /// The margin is as many rows as are visible (at least `ListMetrics.minimumMargin`)
    /// on each side, and leans the way the person scrolls: half a margin behind, two
    /// ahead. The window moves when fewer than half of those rows are left on either
    /// side, so a steady scroll moves it every margin's worth of rows, with a margin
    /// of rows still built ahead while the next window travels.
    func show(_ visible: Range<Int>) -> Bool {
        if let pending = revealed {
            // A report the page sent before it scrolled to the revealed row would take the window
            // back, and the row with it, before the page has scrolled to it.
            if visible.contains(pending.index) || pending.staleReportsLeft == 0 {
                revealed = nil
            } else {
                revealed = (pending.index, pending.staleReportsLeft - 1)
                return false
            }
        }
        return cover(visible)
    }

    /// Moves the window to cover row `index` (a scroll request's) and a margin around it; false when it
    /// already does.
    func reveal(_ index: Int) -> Bool {
        guard isActive, index >= 0, index < count else { return false }
        if index >= first, index < end { return false }
        guard cover(index..<(index + 1)) else { return false }
        revealed = (index, ListMetrics.staleReportsAfterReveal)
        return true
    }

    private func cover(_ visible: Range<Int>) -> Bool {
        guard isActive, count > 0 else { return false }
        let lo = min(visible.lowerBound, count)
        let hi = min(max(visible.upperBound, lo), count)
        let margin = max(ListMetrics.minimumMargin, hi - lo)
        let step = lastVisible.map { lo - $0.lowerBound } ?? 0
        lastVisible = lo..<hi
        let (above, below) = step > 0 ? (margin / 2, 2 * margin) : step < 0 ? (2 * margin, margin / 2) : (margin, margin)
        let covered = first <= max(0, lo - above / 2) && end >= min(count, hi + below / 2)
        let oversized = end - first > (hi - lo) + 4 * margin
        if covered, !oversized { return false }
        first = max(0, lo - above)
        end = min(count, hi + below)
        anchor = nil
        return true
    }

    /// The list element's properties that tell the renderer about the rows not built.
    func properties(rowHeight: Int) -> [String: String] {
        ["lazyCount": String(count), "lazyBefore": String(first), "lazyAfter": String(count - end), "rowHeight": String(rowHeight)]
    }
}

extension ListWindow: NodeState {}
