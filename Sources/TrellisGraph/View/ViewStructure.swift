import TrellisCore

/// The one place that knows which views are *structure* rather than content:
/// `TupleView`, `Group`, `ForEach`, `if`/`else`, `Optional`, `AnyView` and
/// `EmptyView` only arrange other views. Every walk that reads a container's
/// content from the view value — a list's rows (``ViewList``), a long list's
/// segments (``LazyViewList``), a label's words (``StaticText``), a toolbar
/// group's items — goes through ``ViewStructure/walk(_:path:id:visit:)``, so a
/// new structural view is taught here once.
///
/// Each part carries the key component it adds to its path, which is part of
/// the identity of what is found below it: a tuple adds its position, `if`/
/// `else` its branch, `AnyView` the erased type, a `ForEach` element its id;
/// `Group` and `Optional` add nothing.
@MainActor
package protocol StructuralView {
    /// Calls `visit` for each part, in order, until it returns false; false if stopped.
    func visitParts(_ visit: (ViewStructurePart) -> Bool) -> Bool
}

/// One part of a structural view.
@MainActor
package enum ViewStructurePart {
    /// A child view, and the key component it adds to the path (nil: none).
    case child(any View, key: AnyHashable?)
    /// A `ForEach`'s elements, to be read by index (nothing is built until asked).
    case elements(any IndexedElements)
}

/// What a walk finds.
@MainActor
package enum ViewStructureLeaf {
    /// A view that is not structure, with its path and the enclosing `ForEach` element's id.
    case view(any View, path: [AnyHashable], id: AnyHashable?)
    /// A `ForEach`, when the walker asked to see elements whole (``ViewStructure/walk(_:path:id:openingElements:visit:)``).
    case elements(any IndexedElements, path: [AnyHashable])
}

@MainActor
package enum ViewStructure {
    /// Walks `view` down to its non-structural views, calling `visit` for each until it returns false.
    ///
    /// - Parameter openingElements: when false, a `ForEach` is handed to `visit` whole (``ViewStructureLeaf/elements(_:path:)``)
    ///   instead of element by element; a long list counts its rows that way without building them.
    /// - Returns: false when `visit` stopped the walk.
    @discardableResult
    package static func walk(
        _ view: any View, path: [AnyHashable] = [], id: AnyHashable? = nil, openingElements: Bool = true,
        visit: (ViewStructureLeaf) -> Bool
    ) -> Bool {
        guard let structural = view as? any StructuralView else { return visit(.view(view, path: path, id: id)) }
        return structural.visitParts { part in
            switch part {
            case let .child(child, key):
                return walk(child, path: key.map { path + [$0] } ?? path, id: id, openingElements: openingElements, visit: visit)
            case let .elements(elements):
                guard openingElements else { return visit(.elements(elements, path: path)) }
                for offset in 0..<elements.elementCount {
                    let elementID = elements.elementID(at: offset)
                    guard walk(elements.makeElement(at: offset), path: path + [elementID], id: elementID, visit: visit) else { return false }
                }
                return true
            }
        }
    }

    /// Whether values of `type` are structure (decided by type: nothing is built to find out).
    package static func isStructural(_ type: Any.Type) -> Bool { type is any StructuralView.Type }
}

/// A `ForEach` by index: its count, an element's id, an element's view.
@MainActor
package protocol IndexedElements {
    var elementCount: Int { get }
    func elementID(at offset: Int) -> AnyHashable
    func makeElement(at offset: Int) -> any View
    /// Whether each element is exactly one list item (not a tuple, section, `if`…).
    var rowsAreSingleItems: Bool { get }
    /// The delete and move actions of its rows (`onDelete`, `onMove`, `editActions:`), if any.
    var listEditActions: _ListEditActions? { get }
}

extension IndexedElements {
    package var listEditActions: _ListEditActions? { nil }
}

@MainActor extension ForEach: IndexedElements where Content: View {
    package func elementID(at offset: Int) -> AnyHashable {
        AnyHashable(idOf(data[data.index(data.startIndex, offsetBy: offset)]))
    }

    package func makeElement(at offset: Int) -> any View {
        content(data[data.index(data.startIndex, offsetBy: offset)])
    }

    package var rowsAreSingleItems: Bool {
        // Structural rows can be zero or several items, depending on their value;
        // a section (also behind modifiers) is one by its type. Decided by type, so no
        // row is built (and no row's reads are tracked by the list) to find out.
        !ViewStructure.isStructural(Content.self) && !ViewList.isSectionType(Content.self)
    }

    package var listEditActions: _ListEditActions? { editActions }
}

// MARK: - The structural views

@MainActor extension TupleView: StructuralView {
    package func visitParts(_ visit: (ViewStructurePart) -> Bool) -> Bool {
        for (i, child) in children.enumerated() {
            guard visit(.child(child, key: AnyHashable(i))) else { return false }
        }
        return true
    }
}

@MainActor extension Group: StructuralView where Content: View {
    package func visitParts(_ visit: (ViewStructurePart) -> Bool) -> Bool { visit(.child(content, key: nil)) }
}

@MainActor extension AnyView: StructuralView {
    package func visitParts(_ visit: (ViewStructurePart) -> Bool) -> Bool {
        // The erased type is part of the identity: a new type is a new view.
        visit(.child(view, key: AnyHashable(ObjectIdentifier(type(of: view)))))
    }
}

@MainActor extension Optional: StructuralView where Wrapped: View {
    package func visitParts(_ visit: (ViewStructurePart) -> Bool) -> Bool {
        guard let view = self else { return true }
        return visit(.child(view, key: nil))
    }
}

@MainActor extension _ConditionalContent: StructuralView where TrueContent: View, FalseContent: View {
    package func visitParts(_ visit: (ViewStructurePart) -> Bool) -> Bool {
        switch storage {
        case let .trueContent(view): visit(.child(view, key: AnyHashable(true)))
        case let .falseContent(view): visit(.child(view, key: AnyHashable(false)))
        }
    }
}

@MainActor extension EmptyView: StructuralView {
    package func visitParts(_ visit: (ViewStructurePart) -> Bool) -> Bool { true }
}

@MainActor extension ForEach: StructuralView where Content: View {
    package func visitParts(_ visit: (ViewStructurePart) -> Bool) -> Bool { visit(.elements(self)) }
}
