import TrellisCore

/// A container's items by index, built only when asked for: what a long `List`
/// reads so that 100,000 rows of a `ForEach` cost a count, not 100,000 views.
///
/// The content is cut into segments: runs of static items (built at once, they
/// are few) and `ForEach`es (built element by element on demand). Item `i`
/// has the same ``ViewListItem/key`` it has in ``ViewList/items(of:flattenSections:)``,
/// so a row keeps its identity whether the list builds all its rows or a window.
///
/// ``ViewList/lazyItems(of:)`` gives up (returns nil) when an index can't be
/// found without building every row: a `Section` at the top level, or a
/// `ForEach` whose row is itself structural (`if`/`else`, `Group`, `AnyView`,
/// a tuple, a nested `ForEach`) or a section, where one element may be zero or
/// several items.
@MainActor
package struct LazyViewList {
    @MainActor enum Segment {
        case items([ViewListItem])
        case elements(any IndexedElements, path: [AnyHashable])

        var count: Int {
            switch self {
            case let .items(items): items.count
            case let .elements(elements, _): elements.elementCount
            }
        }
    }

    var segments: [Segment] = []
    /// Items before each segment.
    private var starts: [Int] = []
    package private(set) var count = 0

    init(segments: [Segment]) {
        self.segments = segments
        for segment in segments {
            starts.append(count)
            count += segment.count
        }
    }

    /// The item at `index` (0 ≤ index < count); builds that one row's view.
    package func item(at index: Int) -> ViewListItem {
        let (s, offset) = locate(index)
        switch segments[s] {
        case let .items(items):
            return items[offset]
        case let .elements(elements, path):
            let id = elements.elementID(at: offset)
            var result: [ViewListItem] = []
            ViewList.append(elements.makeElement(at: offset), path: path + [id], id: id, flattenSections: false, to: &result)
            // lazyItems(of:) checked that an element is exactly one plain item.
            return result.first ?? ViewListItem(key: ViewList.key(path + [id]), view: EmptyView(), tag: nil, id: id, section: nil)
        }
    }

    /// The identity of the item at `index`, without building its view.
    package func key(at index: Int) -> AnyHashable {
        let (s, offset) = locate(index)
        switch segments[s] {
        case let .items(items): return items[offset].key
        case let .elements(elements, path): return ViewList.key(path + [elements.elementID(at: offset)])
        }
    }

    /// Where `key` is now, searching outward from `near` (an anchored row is
    /// usually close to where it was). O(distance), and at most `reach` rows
    /// each way, so deleting the anchored row doesn't make the next build key
    /// every row of a 100,000-row list; nil when it is gone or moved farther.
    package func index(of key: AnyHashable, near: Int, reach: Int = 2_000) -> Int? {
        guard count > 0 else { return nil }
        let start = min(max(near, 0), count - 1)
        var distance = 0
        while distance <= reach, start - distance >= 0 || start + distance < count {
            if start + distance < count, self.key(at: start + distance) == key { return start + distance }
            if distance > 0, start - distance >= 0, self.key(at: start - distance) == key { return start - distance }
            distance += 1
        }
        return nil
    }

    private func locate(_ index: Int) -> (segment: Int, offset: Int) {
        // Binary search for the last segment starting at or before index.
        var lo = 0, hi = starts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= index { lo = mid } else { hi = mid - 1 }
        }
        // Skip empty segments that start at the same index.
        var s = lo
        while s < segments.count - 1, index - starts[s] >= segments[s].count { s += 1 }
        return (s, index - starts[s])
    }
}

extension ViewList {
    /// The items of `view` by index, or nil when they can't be counted without
    /// building every row (see ``LazyViewList``).
    // LIMITATION: `List` of more than 200 rows with sections, or whose `ForEach` rows are `if`/`Group`/`AnyView`/several views | every row is built (not windowed) | a row of these may be zero or several items, so rows can't be counted without building them (docs/RENDERING.md, "Long lists")
    package static func lazyItems(of view: any View) -> LazyViewList? {
        var segments: [LazyViewList.Segment] = []
        guard collect(view, path: [], id: nil, into: &segments) else { return nil }
        return LazyViewList(segments: segments)
    }

    private static func collect(_ view: any View, path: [AnyHashable], id: AnyHashable?, into segments: inout [LazyViewList.Segment]) -> Bool {
        ViewStructure.walk(view, path: path, id: id, openingElements: false) { leaf in
            switch leaf {
            case let .elements(elements, path):
                guard elements.rowsAreSingleItems else { return false }
                segments.append(.elements(elements, path: path))
                return true
            case let .view(view, path, id):
                // A section at the top level can't be indexed without building it.
                if sectionParts(of: view) != nil { return false }
                let item = ViewListItem(key: key(path), view: view, tag: tag(of: view), id: id, section: nil)
                if case let .items(existing)? = segments.last {
                    segments[segments.count - 1] = .items(existing + [item])
                } else {
                    segments.append(.items([item]))
                }
                return true
            }
        }
    }
}

/// `ModifiedContent` names the type it wraps, so a section behind modifiers is found by type.
protocol WrappedContentType {
    static var wrappedContentType: Any.Type { get }
}

extension ModifiedContent: WrappedContentType {
    static var wrappedContentType: Any.Type { Content.self }
}

extension ViewList {
    /// Whether values of `type` are sections as ``sectionParts(of:)`` sees them: a `Section`,
    /// possibly inside modifiers.
    static func isSectionType(_ type: Any.Type) -> Bool {
        var current = type
        while true {
            if current is any SectionPartsProviding.Type { return true }
            guard let modified = current as? any WrappedContentType.Type else { return false }
            current = modified.wrappedContentType
        }
    }
}
