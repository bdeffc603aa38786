import TrellisCore

/// The tabs of a `TabView`, read from its content: what the bar, the sidebar
/// and the panels are made of.
///
/// Tab content opens up like a view list (`_TupleTabContent`, `ForEach`,
/// `Group`, `if`/`else`, `AnyTabContent`, optionals, custom `TabContent`
/// bodies); a `Tab` is one entry and a `TabSection` groups the entries inside
/// it. Modifiers (`customizationID`, `badge`, …) apply to every tab the
/// modified content makes, or to the section when they modify a section.
/// The legacy form (views with `.tabItem` and `.tag`) reads the views as a
/// ``ViewList``.
///
/// - Complexity: O(n) in the number of tabs; a `ForEach` calls its content
///   closure once per element, and a tab's content *view value* is made, not
///   its body (bodies run only for built panels).
@MainActor
package struct TabList {
    package var tabs: [TabEntry] = []
    package var sections: [TabSectionEntry] = []

    /// The tabs of a `TabContentBuilder`-based tab view.
    package static func of(_ content: any TabContent) -> TabList {
        var list = TabList()
        list.append(content, path: [], id: nil, traits: [], section: nil)
        return list
    }

    /// The tabs of a legacy tab view: each view is a tab, named by its `.tabItem`,
    /// selected by its `.tag` (or its `ForEach` id, or its position).
    package static func legacy(_ content: any View) -> TabList {
        var list = TabList()
        for (index, item) in ViewList.items(of: content, flattenSections: true).enumerated() {
            var entry = TabEntry(key: item.key, content: item.view)
            entry.value = item.selectionTag ?? AnyHashable(index)
            var current: any View = item.view
            while let modified = current as? any ModifiedContentProtocol {
                if let tabItem = modified.anyModifier as? _TabItemModifier, entry.label == nil {
                    entry.label = tabItem.label
                    entry.title = TabList.title(of: tabItem.label) ?? ""
                }
                if let badge = modified.anyModifier as? _BadgeModifier, entry.badge == nil { entry.badge = badge.label?.plainText }
                current = modified.anyContent
            }
            list.tabs.append(entry)
        }
        return list
    }

    mutating func append(_ content: any TabContent, path: [AnyHashable], id: AnyHashable?, traits: [TabTrait], section: Int?) {
        // Tuples, `ForEach`, `Group`, `if`/`else`, erasers: the one structure walk (``ContentStructure``).
        ContentStructure.walk(content, path: path, id: id) { leaf in
            guard case let .content(part, path, id) = leaf, let part = part as? any TabContent else { return true }
            if let entry = part as? any TabListEntry {
                entry.appendTabs(to: &self, path: path, id: id, traits: traits, section: section)
            } else {
                // A custom tab content: its body, under the same identity.
                self.append(body(of: part), path: path + [AnyHashable("b")], id: id, traits: traits, section: section)
            }
            return true
        }
    }

    private func body(of content: some TabContent) -> any TabContent { content.body }

    static func key(_ path: [AnyHashable]) -> AnyHashable { path.count == 1 ? path[0] : AnyHashable(path) }
}

/// One tab, with everything its modifiers said about it.
package struct TabEntry {
    /// Identity among the tab view's tabs (builder position, `ForEach` id): its panel's key.
    package var key: AnyHashable
    /// The selection value that shows this tab (nil: a tab without `value:`).
    package var value: AnyHashable?
    /// The accessible name (and the title shown in the More list).
    package var title = ""
    /// What the bar and sidebar show; nil shows the title.
    package var label: (any View)?
    package var content: any View
    package var isSearch = false
    package var customizationID: String?
    package var badge: String?
    /// Placements (`tabBar`, `sidebar`) where a person may not move or hide it (`.disabled`).
    package var fixedIn: Set<String> = []
    /// Placements where a person may move it but not hide it (`.reorderable`).
    package var reorderOnlyIn: Set<String> = []
    /// Placements where it starts out hidden.
    package var hiddenByDefaultIn: Set<String> = []
    package var placement = "automatic"
    package var isHidden = false
    package var isDisabled = false
    package var accessibilityLabel: String?
    package var accessibilityIdentifier: String?
    /// View modifiers for its item (`contextMenu`, `accessibilityValue`, `popover`), innermost first.
    package var itemDecorations: [TabItemDecoration] = []
    /// The index of its section in ``TabList/sections``.
    package var section: Int?

    package init(key: AnyHashable, content: any View) {
        self.key = key
        self.content = content
    }

    /// The tab's item with its decorations applied.
    @MainActor
    func decorated(_ item: some View) -> any View {
        var view: any View = item
        for decoration in itemDecorations.reversed() { view = decoration.apply(AnyView(view)) }
        return view
    }

    /// Pinned tabs sit at the trailing end of the bar: `.pinned`, and search tabs.
    package var isPinned: Bool { placement == "pinned" || (isSearch && placement == "automatic") }
}

/// A `TabSection`: its header and the facts its modifiers gave it.
package struct TabSectionEntry {
    package var key: AnyHashable
    package var header: any View
    package var title: String?
    package var customizationID: String?
    package var hiddenByDefaultIn: Set<String> = []
    package var fixedIn: Set<String> = []
    package var reorderOnlyIn: Set<String> = []
    package var actions: (any View)?
    package var isHidden = false
}

extension TabTrait {
    /// Placement names, `automatic` meaning both.
    static func names(_ placements: [AdaptableTabBarPlacement]) -> Set<String> {
        var names: Set<String> = []
        for p in placements {
            if p == .automatic { names.formUnion(["tabBar", "sidebar"]) } else { names.insert(p.name) }
        }
        return names.isEmpty ? ["tabBar", "sidebar"] : names
    }

    /// `.disabled` fixes a tab in these placements, `.reorderable` lets it move but not hide, `.automatic` frees it.
    static func applyBehavior(_ behavior: TabCustomizationBehavior, _ names: Set<String>, fixed: inout Set<String>, reorderOnly: inout Set<String>) {
        fixed.subtract(names)
        reorderOnly.subtract(names)
        if behavior == .disabled { fixed.formUnion(names) } else if behavior == .reorderable { reorderOnly.formUnion(names) }
    }

    /// Applies the trait to a tab (outer traits first, so inner ones win).
    func apply(to entry: inout TabEntry) {
        switch self {
        case let .customizationID(id): entry.customizationID = id
        case let .customizationBehavior(behavior, placements):
            TabTrait.applyBehavior(behavior, TabTrait.names(placements), fixed: &entry.fixedIn, reorderOnly: &entry.reorderOnlyIn)
        case let .defaultVisibility(visibility, placements):
            let names = TabTrait.names(placements)
            if visibility == .hidden { entry.hiddenByDefaultIn.formUnion(names) } else { entry.hiddenByDefaultIn.subtract(names) }
        case let .badge(text): entry.badge = text?.plainText
        case let .hidden(hidden): entry.isHidden = hidden
        case let .placement(placement): entry.placement = placement.name
        case let .disabled(disabled): entry.isDisabled = disabled
        case let .accessibilityLabel(text): entry.accessibilityLabel = text.plainText
        case let .accessibilityIdentifier(id): entry.accessibilityIdentifier = id
        case let .item(decoration): entry.itemDecorations.append(decoration)
        case .sectionActions, .none: break
        }
    }

    func apply(to section: inout TabSectionEntry) {
        switch self {
        case let .customizationID(id): section.customizationID = id
        case let .customizationBehavior(behavior, placements):
            TabTrait.applyBehavior(behavior, TabTrait.names(placements), fixed: &section.fixedIn, reorderOnly: &section.reorderOnlyIn)
        case let .defaultVisibility(visibility, placements):
            let names = TabTrait.names(placements)
            if visibility == .hidden { section.hiddenByDefaultIn.formUnion(names) } else { section.hiddenByDefaultIn.subtract(names) }
        case let .sectionActions(view): section.actions = view
        case let .hidden(hidden): section.isHidden = hidden
        case .badge, .placement, .disabled, .accessibilityLabel, .accessibilityIdentifier, .item, .none: break
        }
    }
}

// MARK: - Tab structure (the shared kinds are in ``ContentStructure``)

@MainActor extension _TupleTabContent: StructuralContent {
    package func visitParts(_ visit: (StructurePart) -> Bool) -> Bool { ContentStructure.visitTuple(children, visit) }
}

@MainActor extension AnyTabContent: StructuralContent {
    package func visitParts(_ visit: (StructurePart) -> Bool) -> Bool {
        visit(.child(content, key: AnyHashable(ObjectIdentifier(type(of: content)))))
    }
}

// MARK: - What a tab list is made of

/// Tab content that adds to a ``TabList`` itself: a tab, a section, a modifier.
@MainActor protocol TabListEntry {
    func appendTabs(to list: inout TabList, path: [AnyHashable], id: AnyHashable?, traits: [TabTrait], section: Int?)
}

@MainActor extension _TabModifiedContent: TabListEntry {
    func appendTabs(to list: inout TabList, path: [AnyHashable], id: AnyHashable?, traits: [TabTrait], section: Int?) {
        // The list runs innermost first; entries apply it reversed, so inner modifiers win.
        list.append(base, path: path, id: id, traits: [trait] + traits, section: section)
    }
}

@MainActor extension Tab: TabListEntry where Value: Hashable, Content: View, Label: View {
    func appendTabs(to list: inout TabList, path: [AnyHashable], id: AnyHashable?, traits: [TabTrait], section: Int?) {
        var entry = TabEntry(key: TabList.key(path), content: content)
        entry.value = value.map { AnyHashable($0) }
        entry.isSearch = role == .search
        entry.section = section
        if let defaultLabel = label as? DefaultTabLabel {
            var title = defaultLabel.title
            var systemImage = defaultLabel.systemImage
            if entry.isSearch, title == nil { title = Text(verbatim: "Search") }
            if entry.isSearch, systemImage == nil, defaultLabel.image == nil { systemImage = "magnifyingglass" }
            entry.title = title?.plainText ?? ""
            entry.label = DefaultTabLabel(title: title, systemImage: systemImage, image: defaultLabel.image)
        } else if !(label is EmptyView) {
            entry.label = label
            entry.title = TabList.title(of: label) ?? ""
        }
        for trait in traits.reversed() { trait.apply(to: &entry) }
        list.tabs.append(entry)
    }
}

@MainActor extension TabSection: TabListEntry where Header: View, Content: TabContent, Footer: View, SelectionValue == Content.TabValue {
    func appendTabs(to list: inout TabList, path: [AnyHashable], id: AnyHashable?, traits: [TabTrait], section: Int?) {
        var entry = TabSectionEntry(key: TabList.key(path), header: header)
        entry.title = TabList.title(of: header)
        for trait in traits.reversed() { trait.apply(to: &entry) }
        let index = list.sections.count
        list.sections.append(entry)
        // Sections don't nest: an inner section's tabs join the outer one's.
        let first = list.tabs.count
        list.append(content, path: path + [AnyHashable("s")], id: id, traits: [], section: section ?? index)
        // The section's customization behaviour holds for each of its tabs.
        for i in first..<list.tabs.count {
            list.tabs[i].fixedIn.formUnion(entry.fixedIn)
            list.tabs[i].reorderOnlyIn.formUnion(entry.reorderOnlyIn.subtracting(list.tabs[i].fixedIn))
        }
    }
}
