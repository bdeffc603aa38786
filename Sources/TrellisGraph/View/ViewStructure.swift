import TrellisCore

/// The one place that knows which values are *structure* rather than content.
///
/// `TupleView`, `Group`, `ForEach`, `if`/`else`, `Optional`, `AnyView` and
/// `EmptyView` only arrange other views; toolbar content, tab content and the
/// rest have their own tuples and erasers, and share `Group`, `ForEach`,
/// `if`/`else` and `Optional` with views. Every walk that reads content from
/// a value goes through ``ContentStructure/walk(_:path:id:openingElements:visit:)``:
/// a list's rows (``ViewList``), a long list's segments (``LazyViewList``), a
/// label's words (``StaticText``), a toolbar's items (`ToolbarFlattener`), a
/// tab view's tabs (``TabList``). A new structural type is taught here once,
/// by conforming to ``StructuralContent``; each walker decides only what its
/// leaves are.
///
/// Each part carries the key component it adds to its path, which is part of
/// the identity of what is found below it: a tuple adds its position, `if`/
/// `else` its branch, an eraser the erased type, a `ForEach` element its id;
/// `Group` and `Optional` add nothing (they are transparent, as in SwiftUI).
@MainActor
package protocol StructuralContent {
    /// Calls `visit` for each part, in order, until it returns false; false if stopped.
    func visitParts(_ visit: (StructurePart) -> Bool) -> Bool
}

/// One part of a structural value.
@MainActor
package enum StructurePart {
    /// A child (a view, toolbar content, tab content…), and the key component it adds to the path (nil: none).
    case child(Any, key: AnyHashable?)
    /// A `ForEach`'s elements, to be read by index (nothing is built until asked).
    case elements(any IndexedContent)
}

/// What a walk finds.
@MainActor
package enum StructureLeaf {
    /// A value that is not structure, with its path and the enclosing `ForEach` element's id.
    case content(Any, path: [AnyHashable], id: AnyHashable?)
    /// A `ForEach`, when the walker asked to see elements whole.
    case elements(any IndexedContent, path: [AnyHashable])
}

@MainActor
package enum ContentStructure {
    /// Walks `content` down to its non-structural parts, calling `visit` for each until it returns false.
    ///
    /// - Parameter openingElements: when false, a `ForEach` is handed to `visit` whole (``StructureLeaf/elements(_:path:)``)
    ///   instead of element by element; a long list counts its rows that way without building them.
    /// - Returns: false when `visit` stopped the walk.
    @discardableResult
    package static func walk(
        _ content: Any, path: [AnyHashable] = [], id: AnyHashable? = nil, openingElements: Bool = true,
        visit: (StructureLeaf) -> Bool
    ) -> Bool {
        guard let structural = content as? any StructuralContent else { return visit(.content(content, path: path, id: id)) }
        return structural.visitParts { part in
            switch part {
            case let .child(child, key):
                return walk(child, path: key.map { path + [$0] } ?? path, id: id, openingElements: openingElements, visit: visit)
            case let .elements(elements):
                guard openingElements else { return visit(.elements(elements, path: path)) }
                for offset in 0..<elements.elementCount {
                    let elementID = elements.elementID(at: offset)
                    guard walk(elements.makeContent(at: offset), path: path + [elementID], id: elementID, visit: visit) else { return false }
                }
                return true
            }
        }
    }

    /// Whether values of `type` are structure (decided by type: nothing is built to find out).
    package static func isStructural(_ type: Any.Type) -> Bool { type is any StructuralContent.Type }

    /// A builder block's parts, each keyed by its position: every kind's tuple.
    package static func visitTuple<C: Collection>(_ children: C, _ visit: (StructurePart) -> Bool) -> Bool {
        for (i, child) in children.enumerated() {
            guard visit(.child(child, key: AnyHashable(i))) else { return false }
        }
        return true
    }
}

/// What a view walk finds: ``StructureLeaf`` with the leaves typed as views.
@MainActor
package enum ViewStructureLeaf {
    /// A view that is not structure, with its path and the enclosing `ForEach` element's id.
    case view(any View, path: [AnyHashable], id: AnyHashable?)
    /// A `ForEach`, when the walker asked to see elements whole (``ViewStructure/walk(_:path:id:openingElements:visit:)``).
    case elements(any IndexedElements, path: [AnyHashable])
}

/// ``ContentStructure`` for views.
@MainActor
package enum ViewStructure {
    /// Walks `view` down to its non-structural views, calling `visit` for each until it returns false.
    @discardableResult
    package static func walk(
        _ view: any View, path: [AnyHashable] = [], id: AnyHashable? = nil, openingElements: Bool = true,
        visit: (ViewStructureLeaf) -> Bool
    ) -> Bool {
        ContentStructure.walk(view, path: path, id: id, openingElements: openingElements) { leaf in
            switch leaf {
            case let .content(content, path, id):
                // Inside a view, every part is a view (the builders make nothing else).
                guard let view = content as? any View else { return true }
                return visit(.view(view, path: path, id: id))
            case let .elements(elements, path):
                guard let elements = elements as? any IndexedElements else { return true }
                return visit(.elements(elements, path: path))
            }
        }
    }

    /// Whether values of `type` are structure (decided by type: nothing is built to find out).
    package static func isStructural(_ type: Any.Type) -> Bool { ContentStructure.isStructural(type) }
}

/// A `ForEach` by index, whatever its content: its count, an element's id, an element's content.
@MainActor
package protocol IndexedContent {
    var elementCount: Int { get }
    func elementID(at offset: Int) -> AnyHashable
    func makeContent(at offset: Int) -> Any
}

/// A `ForEach` of views by index: its count, an element's id, an element's view.
@MainActor
package protocol IndexedElements: IndexedContent {
    func makeElement(at offset: Int) -> any View
    /// Whether each element is exactly one list item (not a tuple, section, `if`…).
    var rowsAreSingleItems: Bool { get }
    /// Whether each element is a `Section` (also behind modifiers), decided by type.
    var rowsAreSections: Bool { get }
    /// The delete and move actions of its rows (`onDelete`, `onMove`, `editActions:`), if any.
    var listEditActions: _ListEditActions? { get }
}

extension IndexedElements {
    package var listEditActions: _ListEditActions? { nil }
    package var rowsAreSections: Bool { false }
    package func makeContent(at offset: Int) -> Any { makeElement(at: offset) }
}

@MainActor extension ForEach: IndexedContent {
    package func elementID(at offset: Int) -> AnyHashable {
        AnyHashable(idOf(data[data.index(data.startIndex, offsetBy: offset)]))
    }

    package func makeContent(at offset: Int) -> Any {
        content(data[data.index(data.startIndex, offsetBy: offset)])
    }
}

@MainActor extension ForEach: IndexedElements where Content: View {
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

    package var rowsAreSections: Bool { ViewList.isSectionType(Content.self) }
}

// MARK: - Structure every kind of content shares

// `Group`, `Optional`, `if`/`else` and `ForEach` hold views, toolbar content or
// tabs alike; they conform once, whatever they hold.

@MainActor extension Group: StructuralContent {
    package func visitParts(_ visit: (StructurePart) -> Bool) -> Bool { visit(.child(content, key: nil)) }
}

@MainActor extension Optional: StructuralContent {
    package func visitParts(_ visit: (StructurePart) -> Bool) -> Bool {
        guard let content = self else { return true }
        return visit(.child(content, key: nil))
    }
}

@MainActor extension _ConditionalContent: StructuralContent {
    package func visitParts(_ visit: (StructurePart) -> Bool) -> Bool {
        switch storage {
        case let .trueContent(content): visit(.child(content, key: AnyHashable(true)))
        case let .falseContent(content): visit(.child(content, key: AnyHashable(false)))
        }
    }
}

@MainActor extension ForEach: StructuralContent {
    package func visitParts(_ visit: (StructurePart) -> Bool) -> Bool { visit(.elements(self)) }
}

// MARK: - View structure

@MainActor extension TupleView: StructuralContent {
    package func visitParts(_ visit: (StructurePart) -> Bool) -> Bool { ContentStructure.visitTuple(children, visit) }
}

@MainActor extension AnyView: StructuralContent {
    package func visitParts(_ visit: (StructurePart) -> Bool) -> Bool {
        // The erased type is part of the identity: a new type is a new view.
        visit(.child(view, key: AnyHashable(ObjectIdentifier(type(of: view)))))
    }
}

@MainActor extension EmptyView: StructuralContent {
    package func visitParts(_ visit: (StructurePart) -> Bool) -> Bool { true }
}
