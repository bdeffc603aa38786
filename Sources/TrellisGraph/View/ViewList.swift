import TrellisCore

/// The items of a container's content, read from the view value: what
/// `List` makes rows of, `Form` makes sections of and `Picker` makes options of.
///
/// Structural views open up (``ViewStructure``: `TupleView`, `ForEach`, `Group`,
/// `if`/`else`, `AnyView`, `Optional`); every other view is one item. `Section`s stay items
/// of their own (``ViewListItem/section``) unless the caller flattens them.
/// A `.tag(_:)` anywhere in an item's modifier chain is the item's tag; items
/// inside a `ForEach` also carry the element's id (SwiftUI's implicit tag).
///
/// A view with a body is one opaque item: its tags are not seen.
///
/// - Complexity: O(n) in the number of items; a `ForEach` calls its content
///   closure once per element, as it does when it renders.
@MainActor
package enum ViewList {
    package static func items(of view: any View, flattenSections: Bool = false) -> [ViewListItem] {
        var result: [ViewListItem] = []
        append(view, path: [], id: nil, flattenSections: flattenSections, to: &result)
        return result
    }

    static func append(_ view: any View, path: [AnyHashable], id: AnyHashable?, flattenSections: Bool, to result: inout [ViewListItem]) {
        ViewStructure.walk(view, path: path, id: id) { leaf in
            guard case let .view(view, path, id) = leaf else { return true }
            if let section = sectionParts(of: view) {
                if flattenSections {
                    append(section.content, path: path + [AnyHashable("s")], id: id, flattenSections: true, to: &result)
                } else {
                    result.append(ViewListItem(key: key(path), view: view, tag: nil, id: id, section: section))
                }
            } else {
                result.append(ViewListItem(key: key(path), view: view, tag: tag(of: view), id: id, section: nil))
            }
            return true
        }
    }

    static func key(_ path: [AnyHashable]) -> AnyHashable {
        path.count == 1 ? path[0] : AnyHashable(path)
    }

    /// The tag from the outermost `.tag(_:)` in a modifier chain.
    static func tag(of view: any View) -> AnyHashable? {
        var current: any View = view
        while let modified = current as? any ModifiedContentProtocol {
            if let tag = modified.anyModifier as? _TagModifier { return tag.tag }
            current = modified.anyContent
        }
        return nil
    }

    /// A section's parts, also through modifiers applied to the section.
    static func sectionParts(of view: any View) -> SectionParts? {
        var current: any View = view
        while true {
            if let section = current as? any SectionPartsProviding { return section.parts }
            guard let modified = current as? any ModifiedContentProtocol else { return nil }
            current = modified.anyContent
        }
    }
}

/// One item of a view list.
package struct ViewListItem {
    /// Identity among the container's items: position for static content,
    /// combined with the element id inside a `ForEach`.
    package var key: AnyHashable
    package var view: any View
    /// The explicit `.tag(_:)`.
    package var tag: AnyHashable?
    /// The enclosing `ForEach` element's id.
    package var id: AnyHashable?
    /// Set when the item is a `Section`.
    package var section: SectionParts?
    /// "header" or "footer" when the item is a flattened section's header or footer (a windowed `LazyVStack`).
    package var slot: String? = nil

    /// The tag a selection matches: the explicit tag, else the `ForEach` id.
    package var selectionTag: AnyHashable? { tag ?? id }
}

/// A section's header, content and footer.
package struct SectionParts {
    package var header: any View
    package var content: any View
    package var footer: any View
    package var hasHeader: Bool
    package var hasFooter: Bool
    package var isExpanded: Binding<Bool>?
}

@MainActor protocol SectionPartsProviding {
    var parts: SectionParts { get }
}

@MainActor extension Section: SectionPartsProviding where Parent: View, Content: View, Footer: View {
    var parts: SectionParts {
        SectionParts(header: header, content: content, footer: footer,
                     hasHeader: !(header is EmptyView), hasFooter: !(footer is EmptyView), isExpanded: isExpanded)
    }
}
