public import Foundation

// The collection helpers SwiftUI adds for `onDelete` and `onMove` (Foundation on
// Linux has neither).

extension MutableCollection {
    /// Moves the elements at `source` so that they sit before the element that
    /// was at `destination`, keeping their order (what `onMove` passes).
    ///
    /// Offsets past the end are ignored; `destination` is clamped to `0...count`.
    ///
    /// - Complexity: O(n).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let count = elements.count
        let moving = source.filter { $0 >= 0 && $0 < count }
        guard !moving.isEmpty else { return }
        let destination = Swift.max(0, Swift.min(destination, count))
        let movingSet = Set(moving)
        var order: [Int] = []
        order.reserveCapacity(count)
        for offset in 0..<destination where !movingSet.contains(offset) { order.append(offset) }
        order.append(contentsOf: moving)
        for offset in destination..<count where !movingSet.contains(offset) { order.append(offset) }
        var index = startIndex
        for offset in order {
            self[index] = elements[offset]
            formIndex(after: &index)
        }
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (what `onDelete` passes); offsets past
    /// the end are ignored.
    ///
    /// - Complexity: O(n).
    public mutating func remove(atOffsets offsets: IndexSet) {
        guard !offsets.isEmpty else { return }
        var kept = Self()
        for (offset, element) in enumerated() where !offsets.contains(offset) { kept.append(element) }
        self = kept
    }
}
