import TrellisCore

/// A container's items by index, built only when asked for: what a long `List`
/// reads so that 100,000 rows of a `ForEach` cost a count, not 100,000 views.
///
/// The content is cut into segments: runs of static items (built at once, they
/// are few) and `ForEach`es (built element by element on demand). Item `i`
/// has the same ``ViewListItem/key`` it has in ``ViewList/items(of:flattenSections:)``,
/// so a row keeps its identity whether the list builds all its rows or a window.
///
/// ``ViewList/lazyItems(of:sections:)`` gives up (returns nil) when an index can't be
/// found without building every row: a `ForEach` whose row is itself structural
/// (`if`/`else`, `Group`, `AnyView`, a tuple, a nested `ForEach`), where one element
/// may be zero or several items, or a `Section` unless the caller takes sections.
///
/// A caller that takes sections (a `LazyVStack`) gets each one flattened: its
/// header, its rows, its footer, as items in a row. Counting them builds each
/// section's value (a `ForEach` of sections calls its closure once per section),
/// never a row's.
@MainActor
package struct LazyViewList {
    @MainActor enum Segment {
        case items([ViewListItem])
        case elements(any IndexedElements, path: [AnyHashable])
        /// A section flattened: its header (`slot` "header"), its rows, its footer (`slot` "footer").
        case section(header: ViewListItem?, rows: LazyViewList, footer: ViewListItem?)

        var count: Int {
            switch self {
            case let .items(items): items.count
            case let .elements(elements, _): elements.elementCount
            case let .section(header, rows, footer): (header == nil ? 0 : 1) + rows.count + (footer == nil ? 0 : 1)
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
        case let .section(header, rows, footer):
            switch Self.sectionPart(offset, header: header, rows: rows, footer: footer) {
            case let .edge(item): return item
            case let .row(index): return rows.item(at: index)
            }
        }
    }

    /// What a section's item at `offset` is: its header or footer, or one of its rows.
    private enum SectionPart {
        case edge(ViewListItem)
        case row(Int)
    }

    private static func sectionPart(_ offset: Int, header: ViewListItem?, rows: LazyViewList, footer: ViewListItem?) -> SectionPart {
        let first = header == nil ? 0 : 1
        if let header, offset == 0 { return .edge(header) }
        if let footer, offset == first + rows.count { return .edge(footer) }
        return .row(offset - first)
    }

    /// The header of the section that `index` is inside, when the header is an earlier item (nil for
    /// the header itself, and for items outside sections).
    package func sectionHeader(before index: Int) -> ViewListItem? {
        guard index >= 0, index < count else { return nil }
        let (s, offset) = locate(index)
        guard case let .section(header?, _, _) = segments[s], offset > 0 else { return nil }
        return header
    }

    /// The identity of the item at `index`, without building its view.
    package func key(at index: Int) -> AnyHashable {
        let (s, offset) = locate(index)
        switch segments[s] {
        case let .items(items): return items[offset].key
        case let .elements(elements, path): return ViewList.key(path + [elements.elementID(at: offset)])
        case let .section(header, rows, footer):
            switch Self.sectionPart(offset, header: header, rows: rows, footer: footer) {
            case let .edge(item): return item.key
            case let .row(index): return rows.key(at: index)
            }
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
    /// - Parameter sections: flatten top-level sections (and a `ForEach` of sections) into their
    ///   header, rows and footer, instead of giving up on them.
    package static func lazyItems(of view: any View, sections: Bool = false) -> LazyViewList? {
        var segments: [LazyViewList.Segment] = []
        guard collect(view, path: [], id: nil, sections: sections, into: &segments) else { return nil }
        return LazyViewList(segments: segments)
    }

    private static func collect(
        _ view: any View, path: [AnyHashable], id: AnyHashable?, sections: Bool, into segments: inout [LazyViewList.Segment]
    ) -> Bool {
        ViewStructure.walk(view, path: path, id: id, openingElements: false) { leaf in
            switch leaf {
            case let .elements(elements, path):
                if elements.rowsAreSingleItems {
                    segments.append(.elements(elements, path: path))
                    return true
                }
                // A `ForEach` of sections: each section's value is built to count its rows.
                guard sections, elements.rowsAreSections else { return false }
                for offset in 0..<elements.elementCount {
                    let elementID = elements.elementID(at: offset)
                    guard let section = sectionParts(of: elements.makeElement(at: offset)),
                          let segment = sectionSegment(section, path: path + [elementID], id: elementID) else { return false }
                    segments.append(segment)
                }
                return true
            case let .view(view, path, id):
                if let section = sectionParts(of: view) {
                    guard sections, let segment = sectionSegment(section, path: path, id: id) else { return false }
                    segments.append(segment)
                    return true
                }
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

extension ViewList {
    /// A section as a segment: header and footer items keyed under the section's path, its rows
    /// indexed as any content is (a section inside a section gives up).
    fileprivate static func sectionSegment(_ section: SectionParts, path: [AnyHashable], id: AnyHashable?) -> LazyViewList.Segment? {
        var rows: [LazyViewList.Segment] = []
        guard collect(section.content, path: path + [AnyHashable("s")], id: id, sections: false, into: &rows) else { return nil }
        let header = section.hasHeader
            ? ViewListItem(key: key(path + [AnyHashable("h")]), view: section.header, tag: nil, id: id, section: nil, slot: "header") : nil
        let footer = section.hasFooter
            ? ViewListItem(key: key(path + [AnyHashable("f")]), view: section.footer, tag: nil, id: id, section: nil, slot: "footer") : nil
        return .section(header: header, rows: LazyViewList(segments: rows), footer: footer)
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
