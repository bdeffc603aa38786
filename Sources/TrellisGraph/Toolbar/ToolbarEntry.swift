import TrellisCore

/// One toolbar item after flattening a declaration's `ToolbarContent`: the
/// view to show, its placement, and its identity within the declaration.
package struct ToolbarEntry {
    package enum Content {
        case view(any View)
        case spacer(flexible: Bool)
    }

    /// Position in the declaration: builder indices, branches, `ForEach` ids.
    package var path: [AnyHashable]
    package var placement: ToolbarItemPlacement.Kind
    package var content: Content
    /// Set for an item of a customizable toolbar (`ToolbarItem(id:)`): how a person may customize it.
    package var customization: Customization?

    /// The customization settings of one `ToolbarItem(id:)`.
    package struct Customization: Equatable {
        package var id: String
        /// `.hidden`: out of the bar until a person adds it (`defaultCustomization(.hidden)`, `showsByDefault: false`).
        package var defaultVisibility: Visibility = .automatic
        /// `.alwaysAvailable`: removed from the bar, it stays in the overflow menu.
        package var alwaysAvailable = false
        package var behavior: ToolbarCustomizationBehavior = .default
    }
}

/// Toolbar content the graph can list item by item without evaluating a body.
@MainActor
protocol ToolbarContentFlattening {
    func flatten(path: [AnyHashable], into entries: inout [ToolbarEntry])
}

@MainActor
enum ToolbarFlattener {
    /// The items of `content`, in declaration order.
    static func entries(of content: any ToolbarContent) -> [ToolbarEntry] {
        var entries: [ToolbarEntry] = []
        flatten(content, path: [], into: &entries)
        return entries
    }

    static func flatten(_ content: any ToolbarContent, path: [AnyHashable], into entries: inout [ToolbarEntry]) {
        // Tuples, `ForEach`, `Group`, `if`/`else`, erasers: the one structure walk (``ContentStructure``).
        // A duplicate `ForEach` id repeats its first element's paths: only the first shows, as with views.
        var seen: Set<[AnyHashable]> = []
        ContentStructure.walk(content, path: path) { leaf in
            guard case let .content(part, path, _) = leaf, let part = part as? any ToolbarContent,
                  seen.insert(path).inserted else { return true }
            if let primitive = part as? any ToolbarContentFlattening {
                primitive.flatten(path: path, into: &entries)
            } else {
                // A user's `ToolbarContent`: its body, one level down.
                flatten(body(of: part), path: path + [PositionKey.first], into: &entries)
            }
            return true
        }
    }

    private static func body<C: ToolbarContent>(of content: C) -> any ToolbarContent { content.body }

    /// Each view of a `ToolbarItemGroup` (or of the `@ViewBuilder` toolbar) becomes its own item.
    static func flattenViews(_ view: any View, placement: ToolbarItemPlacement.Kind, path: [AnyHashable], into entries: inout [ToolbarEntry]) {
        // A group's views, through tuples, `ForEach`, `if`… (``ViewStructure``): one entry each.
        ViewStructure.walk(view, path: path) { leaf in
            if case let .view(view, path, _) = leaf {
                entries.append(ToolbarEntry(path: path, placement: placement, content: .view(view)))
            }
            return true
        }
    }
}

// MARK: - Primitive toolbar content

@MainActor extension ToolbarItem: ToolbarContentFlattening {
    func flatten(path: [AnyHashable], into entries: inout [ToolbarEntry]) {
        if let id = _id as? String {
            // A customizable item: `showsByDefault: false` is `defaultCustomization(.hidden)`.
            let customization = ToolbarEntry.Customization(id: id, defaultVisibility: showsByDefault ? .automatic : .hidden)
            entries.append(ToolbarEntry(path: path, placement: placement.kind, content: .view(content), customization: customization))
            return
        }
        guard showsByDefault else { return }
        entries.append(ToolbarEntry(path: path, placement: placement.kind, content: .view(content)))
    }
}

@MainActor extension ToolbarItemGroup: ToolbarContentFlattening {
    func flatten(path: [AnyHashable], into entries: inout [ToolbarEntry]) {
        if content is any LabeledGroupView {
            entries.append(ToolbarEntry(path: path, placement: placement.kind, content: .view(content)))
        } else {
            ToolbarFlattener.flattenViews(content, placement: placement.kind, path: path, into: &entries)
        }
    }
}

@MainActor extension ToolbarSpacer: ToolbarContentFlattening {
    func flatten(path: [AnyHashable], into entries: inout [ToolbarEntry]) {
        entries.append(ToolbarEntry(path: path, placement: placement.kind, content: .spacer(flexible: sizing.isFlexible)))
    }
}

@MainActor extension _ViewToolbarContent: ToolbarContentFlattening {
    func flatten(path: [AnyHashable], into entries: inout [ToolbarEntry]) {
        ToolbarFlattener.flattenViews(content, placement: .automatic, path: path, into: &entries)
    }
}








// MARK: - Toolbar structure (the shared kinds are in ``ContentStructure``)

@MainActor extension _TupleToolbarContent: StructuralContent {
    package func visitParts(_ visit: (StructurePart) -> Bool) -> Bool { ContentStructure.visitTuple(children, visit) }
}

@MainActor extension _TupleCustomizableToolbarContent: StructuralContent {
    package func visitParts(_ visit: (StructurePart) -> Bool) -> Bool { ContentStructure.visitTuple(children, visit) }
}

@MainActor extension _AnyToolbarContent: StructuralContent {
    package func visitParts(_ visit: (StructurePart) -> Bool) -> Bool {
        // The erased type is part of the identity, as with AnyView.
        visit(.child(content, key: AnyHashable(ObjectIdentifier(type(of: content)))))
    }
}

@MainActor extension _ModifiedToolbarContent: ToolbarContentFlattening {
    func flatten(path: [AnyHashable], into entries: inout [ToolbarEntry]) {
        guard !hidden else { return }
        let first = entries.count
        ToolbarFlattener.flatten(content, path: path, into: &entries)
        // The customization settings apply to the items this content produced (the innermost modifier wins
        // where it set something: a default left as `.automatic` / `[]` / `.default` does not override).
        for i in first..<entries.count {
            guard var custom = entries[i].customization else { continue }
            if defaultVisibility != .automatic, custom.defaultVisibility == .automatic { custom.defaultVisibility = defaultVisibility }
            if options.contains(.alwaysAvailable) { custom.alwaysAvailable = true }
            if behavior != .default, custom.behavior == .default { custom.behavior = behavior }
            entries[i].customization = custom
        }
    }
}

/// A labeled `ToolbarItemGroup`'s content: one item, shown as a control group or a menu.
@MainActor protocol LabeledGroupView {}
@MainActor extension LabeledToolbarItemGroupContent: LabeledGroupView {}
