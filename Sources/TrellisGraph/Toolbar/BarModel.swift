import TrellisCore

/// What a navigation container's bars show, resolved from the declarations
/// registered with it: which bars exist, and what each slot holds, in order.
///
/// Pure data computed by ``BarModel/resolve(_:idiom:context:compact:system:)``;
/// the bar builtins render it.
package struct BarModel {
    package struct Item {
        /// Stable identity among the slot's items: the declaring node and the item's path.
        package var key: AnyHashable
        package var kind: Kind
        package var rank: Int
        package var order: Int
        /// Starts scrolled out of view (watchOS `primaryAction`).
        package var revealedByScrolling = false
    }

    package enum Kind {
        /// A toolbar item's view, with the environment where it was declared.
        case entry(ToolbarEntry.Content, placement: String, environment: EnvironmentValues)
        case title(String, subtitle: String?, large: Bool)
        case backButton(label: String?, action: @MainActor () -> Void)
        case sidebarToggle(action: @MainActor () -> Void)
    }

    package struct Bar {
        package var kind: ToolbarBarKind
        package var slots: [ToolbarSlot: [Item]] = [:]
        package var background: String?
        package var backgroundHidden = false
        package var colorScheme: ColorScheme?
        package var role: String?
        package var titleDisplayMode: String?
        /// The overflow glyph when this bar has an overflow menu.
        package var overflowGlyph: String?
        /// The display mode of a customizable toolbar's bar, where the idiom offers display modes.
        package var displayMode: ToolbarDisplayMode?
        /// The bar of a toolbar a person may customize here (its context menu, long press, overflow item).
        package var customizable = false
        /// Every item in it is revealed by scrolling: the bar starts scrolled out of view (an item pinned there,
        /// watchOS `automatic`, keeps it in view).
        package var revealedByScrolling = false
    }

    package var bars: [Bar] = []
    /// The container's customizable toolbar (`toolbar(id:)`), if it declares one.
    package var customizable: CustomizableToolbar?
    /// It has a top bar, shown or hidden by the window's Hide Toolbar (what View ▸ Hide Toolbar can act on).
    package var hasTopBar = false

    /// System items the container adds itself.
    package struct SystemItems {
        package var backButton: (label: String?, action: @MainActor () -> Void)?
        package var sidebarToggle: (@MainActor () -> Void)?
        package init() {}
    }

    /// One registered declaration, in tree order.
    package struct Declaration {
        package var key: ObjectIdentifier
        package var declaration: _BarDeclaration
        package var environment: EnvironmentValues
    }

    @MainActor
    ///
    /// - Parameters:
    ///   - customizations: the stored customization of a `toolbar(id:)` id (``ToolbarCustomizationStore``).
    ///   - toolbarHidden: the window's Hide Toolbar, for toolbars a person can't customize (those keep their own).
    package static func resolve(
        _ declarations: [Declaration], idiom: Idiom, context: BarContext, compact: Bool, system: SystemItems = SystemItems(),
        customizations: (String) -> ToolbarCustomization? = { _ in nil }, toolbarHidden: Bool = false
    ) -> BarModel {
        let rules = ToolbarPlacementTable.rules(for: idiom)
        let customizing = ToolbarCustomizationTable.rules(for: idiom)
        var bars: [ToolbarBarKind: Bar] = [:]
        var barOrder: [ToolbarBarKind] = []
        var order = 0
        func add(_ item: Item, to region: ToolbarRegion) {
            guard let kind = region.bar else { return }
            if bars[kind] == nil { bars[kind] = Bar(kind: kind); barOrder.append(kind) }
            bars[kind]?.slots[region.slot, default: []].append(item)
        }

        var title: String?
        var subtitle: String?
        var displayMode: String?
        var backButtonHidden = false
        var role: String?
        var hiddenBars: [ToolbarPlacement.Kind] = []
        var backgrounds: [(ToolbarPlacement.Kind, String?, Bool)] = []
        var schemes: [(ToolbarPlacement.Kind, ColorScheme?)] = []
        var titleReplaced = false
        var principalTaken = false
        var firstOnlySeen: Set<String> = []
        var customizable: CustomizableToolbar?
        // The bar's role decides where some items go (iPadOS editor bars), wherever it is declared.
        for declaration in declarations { if case let .role(value) = declaration.declaration { role = value.name } }

        for declaration in declarations {
            switch declaration.declaration {
            case let .items(content, customizationID):
                let entries = ToolbarFlattener.entries(of: content)
                // A customizable toolbar: what a person put in the bar, in their order (the first one declared here).
                var arrangement: CustomizableToolbar?
                if let customizationID, customizable == nil {
                    let declared = entries.filter(isCustomizable).compactMap(\.customization)
                    let editable = customizing.customizable(role: role)
                    let stored = editable ? customizations(customizationID) : nil
                    arrangement = CustomizableToolbar(
                        id: customizationID, declared: declared,
                        bar: CustomizableToolbar.bar(declared: declared, stored: stored), editable: editable,
                        displayMode: stored?.displayMode ?? customizing.defaultDisplayMode, hidden: stored?.toolbarHidden ?? false)
                    customizable = arrangement
                }
                let orderBase = order
                order += entries.count + 1
                for (index, entry) in entries.enumerated() {
                    var cell = ToolbarPlacementTable.cell(entry.placement, idiom: idiom, context: context, compact: compact,
                                                          customizable: customizationID != nil, editorRole: role == "editor")
                    var itemOrder = orderBase + index
                    if let arrangement, let custom = entry.customization, isCustomizable(entry) {
                        if let position = arrangement.bar.firstIndex(of: custom.id) {
                            itemOrder = orderBase + position
                        } else if arrangement.editable, custom.alwaysAvailable, rules.overflowGlyph != nil, !cell.region.isHidden {
                            // Removed by the person, but always available: in the overflow menu.
                            cell.region = .overflowMenu
                        } else {
                            continue
                        }
                    }
                    if cell.firstOnly {
                        let name = entry.placement.name
                        if firstOnlySeen.contains(name) { continue }
                        firstOnlySeen.insert(name)
                    }
                    guard !cell.region.isHidden else { continue }
                    switch entry.placement {
                    case .title, .largeTitle: titleReplaced = true
                    case .principal: if cell.region == .titlebarPrincipal { principalTaken = true }
                    default: break
                    }
                    let key = AnyHashable(ItemKey(declaration: declaration.key, path: entry.path))
                    var environment = declaration.environment
                    environment._container = .toolbar
                    environment._toolbarRegion = cell.region.description
                    add(Item(key: key, kind: .entry(entry.content, placement: entry.placement.name, environment: environment), rank: cell.rank, order: itemOrder, revealedByScrolling: cell.revealedByScrolling), to: cell.region)
                }
            case let .title(text): title = text.plainText
            case let .titleBinding(binding): title = binding.wrappedValue
            case let .subtitle(text): subtitle = text.plainText
            case .role: break
            case let .titleDisplayMode(mode): displayMode = mode.name
            case let .visibility(visibility, bars):
                if visibility == .hidden { hiddenBars += bars.isEmpty ? [.automatic] : bars.map(\.kind) }
            case let .background(style, bars):
                backgrounds += (bars.isEmpty ? [.automatic] : bars.map(\.kind)).map { ($0, style?.hostValue, false) }
            case let .backgroundVisibility(visibility, bars):
                backgrounds += (bars.isEmpty ? [.automatic] : bars.map(\.kind)).map { ($0, nil, visibility == .hidden) }
            case let .colorScheme(scheme, bars):
                schemes += (bars.isEmpty ? [.automatic] : bars.map(\.kind)).map { ($0, scheme) }
            case .titleMenu:
                break
            case let .backButtonHidden(hidden):
                backButtonHidden = hidden
            }
        }

        // The title: replaced by `title` items anywhere, and by `principal` where the idiom says so.
        let showsTitleBar = context != .window || rules.windowDefault == nil
        if let title, showsTitleBar, !titleReplaced, !(rules.principalReplacesTitle && principalTaken) {
            let large: Bool = switch displayMode {
            case "large"?, "inlineLarge"?: rules.honorsLargeTitles
            case nil, "automatic"?: rules.automaticTitleIsLarge && context == .navigationStack
            default: false
            }
            add(Item(key: AnyHashable("title"), kind: .title(title, subtitle: subtitle, large: large), rank: rules.titleRank, order: -1), to: rules.title)
        }
        if let back = system.backButton, context == .pushed, !backButtonHidden, let region = rules.backButton {
            add(Item(key: AnyHashable("back"), kind: .backButton(label: back.label, action: back.action), rank: -10, order: -2), to: region)
        }
        if let toggle = system.sidebarToggle {
            add(Item(key: AnyHashable("sidebarToggle"), kind: .sidebarToggle(action: toggle), rank: -9, order: -3), to: .titlebarLeading)
        }

        if let customizable, customizable.editable {
            // Hide Toolbar; and an editable toolbar keeps its bar (and so its context menu) when emptied.
            if customizable.hidden { hiddenBars.append(.automatic) }
            if bars[.titlebar] == nil { bars[.titlebar] = Bar(kind: .titlebar); barOrder.append(.titlebar) }
        }

        var result = BarModel()
        result.customizable = customizable
        result.hasTopBar = bars[.titlebar] != nil && !hiddenBars.contains { $0.matches(.titlebar) }
        if toolbarHidden, customizable?.editable != true { hiddenBars.append(.automatic) }
        let above = barOrder.filter(\.isAboveContent).sorted { rankOf($0) < rankOf($1) }
        let below = barOrder.filter { !$0.isAboveContent }.sorted { rankOf($0) < rankOf($1) }
        for kind in above + below {
            guard var bar = bars[kind], !hiddenBars.contains(where: { $0.matches(kind) }) else { continue }
            for slot in bar.slots.keys { bar.slots[slot]?.sort { ($0.rank, $0.order) < ($1.rank, $1.order) } }
            let items = bar.slots.values.joined()
            bar.revealedByScrolling = !items.isEmpty && items.allSatisfy(\.revealedByScrolling)
            for (placement, style, hidden) in backgrounds where placement.matches(kind) {
                if let style { bar.background = style }
                bar.backgroundHidden = hidden
            }
            for (placement, scheme) in schemes where placement.matches(kind) { bar.colorScheme = scheme }
            if kind == .titlebar {
                bar.role = role
                bar.titleDisplayMode = displayMode
                bar.overflowGlyph = rules.overflowGlyph
                if let customizable, customizable.editable {
                    bar.customizable = true
                    if customizing.displayModes { bar.displayMode = customizable.displayMode }
                }
            }
            result.bars.append(bar)
        }
        return result
    }

    /// A stack level's window-toolbar bars joining this (the window's) model, as in macOS's unified toolbar:
    /// the level's items after the window's own in each slot, and the level's title instead of the window's.
    ///
    /// - Parameters:
    ///   - tag: tells the level's item keys apart from the window's (both have a "title").
    ///   - orderBase: added to the level's item orders, so they follow the window's (outer declarations first).
    package mutating func join(_ level: BarModel, tag: AnyHashable, orderBase: Int) {
        for var bar in level.bars where bar.kind.isWindowToolbarArea {
            let hasTitle = bar.slots.values.contains { $0.contains(where: \.isTitle) }
            for slot in bar.slots.keys {
                bar.slots[slot] = bar.slots[slot]?.map { item in
                    var item = item
                    item.key = AnyHashable(JoinedItemKey(level: tag, key: item.key))
                    item.order += orderBase
                    return item
                }
            }
            guard let index = bars.firstIndex(where: { $0.kind == bar.kind }) else {
                bars.append(bar)
                continue
            }
            var merged = bars[index]
            if hasTitle { for slot in merged.slots.keys { merged.slots[slot]?.removeAll(where: \.isTitle) } }
            for (slot, items) in bar.slots {
                merged.slots[slot, default: []] += items
                merged.slots[slot]?.sort { ($0.rank, $0.order) < ($1.rank, $1.order) }
            }
            // The inner declaration wins, as for nested containers.
            if let background = bar.background { merged.background = background }
            if bar.backgroundHidden { merged.backgroundHidden = true }
            if let scheme = bar.colorScheme { merged.colorScheme = scheme }
            if let role = bar.role { merged.role = role }
            if let mode = bar.titleDisplayMode { merged.titleDisplayMode = mode }
            if let mode = bar.displayMode { merged.displayMode = mode }
            if bar.customizable { merged.customizable = true }
            merged.overflowGlyph = merged.overflowGlyph ?? bar.overflowGlyph
            bars[index] = merged
        }
        let above = bars.filter(\.kind.isAboveContent).sorted { Self.rankOf($0.kind) < Self.rankOf($1.kind) }
        bars = above + bars.filter { !$0.kind.isAboveContent }
    }

    private static func rankOf(_ kind: ToolbarBarKind) -> Int {
        switch kind {
        case .titlebar: 0
        case .accessoryBar: 1
        case .belowNavigationBar: 2
        case .bottomBar: 3
        case .sheet: 4
        case .keyboardBar: 5
        case .ornament: 6
        }
    }
}

/// Whether a person may customize `entry`: an item with an id, but not a principal item or a title.
private func isCustomizable(_ entry: ToolbarEntry) -> Bool {
    guard entry.customization != nil else { return false }
    switch entry.placement {
    case .principal, .title, .largeTitle, .subtitle, .largeSubtitle: return false
    default: return true
    }
}

/// A stack level's item shown in the window's toolbar.
struct JoinedItemKey: Hashable {
    let level: AnyHashable
    let key: AnyHashable
}

extension BarModel.Item {
    var isTitle: Bool {
        if case .title = kind { return true }
        return false
    }
}

/// An item's identity: the node that declared it and its path in the declaration.
struct ItemKey: Hashable {
    let declaration: ObjectIdentifier
    let path: [AnyHashable]
}

extension ToolbarPlacement.Kind {
    /// Whether a `toolbar(_:for:)`-style bar name refers to a bar kind.
    func matches(_ bar: ToolbarBarKind) -> Bool {
        switch (self, bar) {
        case (.automatic, .titlebar), (.navigationBar, .titlebar), (.windowToolbar, .titlebar): true
        case (.bottomBar, .bottomBar), (.bottomOrnament, .ornament): true
        case let (.accessoryBar(id), .accessoryBar(name)): String(describing: id.base) == name
        default: false
        }
    }
}

struct ToolbarRegionKey: EnvironmentKey { static let defaultValue: String? = nil }

extension EnvironmentValues {
    /// The region a toolbar item's content sits in (`titlebar.leading`, `overflowMenu`, …), for controls that adapt.
    package var _toolbarRegion: String? {
        get { self[ToolbarRegionKey.self] }
        set { self[ToolbarRegionKey.self] = newValue }
    }
}
