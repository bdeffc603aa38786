import TrellisCore

/// Where each `ToolbarItemPlacement` lands: idiom × placement × context → region.
///
/// The one place that knows it. Every cell comes from a sentence of seed 000
/// ("Populating a toolbar"); `docs/TOOLBAR-PLACEMENT.md` quotes the sentence
/// per cell and lists the cells the seed is silent on (marked `// seed silent`
/// below, filled from the platform's later behaviour and the API's availability).
@MainActor
package enum ToolbarPlacementTable {
    /// One placement on one idiom.
    package struct Rule {
        /// In a navigation stack (the ordinary case).
        var region: ToolbarRegion
        /// Order within the region: lower first; equal ranks keep declaration order.
        var rank = 0
        /// In a window without a navigation container; nil: the idiom's `windowDefault`.
        var inWindow: ToolbarRegion?
        /// In a sheet; nil: as in a stack.
        var inSheet: ToolbarRegion?
        var sheetRank: Int?
        /// In a pushed view at compact width (the back button takes the leading edge).
        var whenPushedCompact: ToolbarRegion?
        /// When the toolbar is customizable (`toolbar(id:)`).
        var whenCustomizable: ToolbarRegion?
        /// When the bar's role is `toolbarRole(.editor)`.
        var whenEditorRole: ToolbarRegion?
        /// Only the first item with this placement shows (watchOS `automatic`).
        var firstOnly = false
        /// Starts scrolled out of view; a person scrolls up to reveal it (watchOS `primaryAction`).
        var revealedByScrolling = false
    }

    /// One idiom's rules.
    package struct IdiomRules {
        /// Without a navigation container: iOS-family bars exist only in one.
        var windowDefault: ToolbarRegion?
        /// Where `navigationTitle` goes, and its rank there.
        var title: ToolbarRegion
        var titleRank: Int
        /// `principal` items replace the title (iOS, iPadOS, tvOS).
        var principalReplacesTitle: Bool
        /// The system back button of a pushed view, or nil when the idiom shows none (tvOS: the remote's Menu button).
        var backButton: ToolbarRegion?
        /// A labeled `ToolbarItemGroup` shows as a menu with its label.
        var collapsesLabeledGroups: Bool
        /// The overflow menu's glyph (» on the Mac, … elsewhere); nil where the bar has no overflow menu
        /// (watchOS, tvOS).
        var overflowGlyph: String?
        /// The back button shows the previous level's title (iOS family); the Mac's is a bare chevron.
        var backButtonShowsTitle = true
        /// `NavigationSplitView` puts a sidebar toggle in its first visible column's bar (not on watchOS,
        /// whose split view is a list that pushes, nor on tvOS, where the remote's Menu button shows it).
        var showsSidebarToggle = true
        /// `.large` / `.inlineLarge` title display modes draw a large title (not on the Mac).
        var honorsLargeTitles = true
        /// `.automatic` means a large title at the root of a `NavigationStack` (iPhone and iPad).
        var automaticTitleIsLarge = false
        /// A `NavigationStack` directly in the window puts its top level's title and items (its top bar and
        /// accessory bars) in the window's one toolbar instead of a bar row of its own (macOS's unified toolbar).
        var stackBarsJoinWindowToolbar = false
        var rules: [String: Rule]
    }

    /// The resolved spot for one item.
    package struct Cell: Equatable {
        package var region: ToolbarRegion
        package var rank: Int
        package var firstOnly: Bool
        package var revealedByScrolling = false
    }

    /// Where an item with `placement` goes.
    ///
    /// - Parameters:
    ///   - compact: the horizontal size class is compact (phone; narrow pad).
    ///   - customizable: the toolbar was declared with `toolbar(id:)`.
    ///   - editorRole: the bar has `toolbarRole(.editor)`.
    package static func cell(_ placement: ToolbarItemPlacement.Kind, idiom: Idiom, context: BarContext, compact: Bool, customizable: Bool = false, editorRole: Bool = false) -> Cell {
        let rules = rules(for: idiom)
        guard let rule = rules.rules[key(placement)] else { return Cell(region: .hidden, rank: 0, firstOnly: false) }
        var region = rule.region
        var rank = rule.rank
        switch context {
        case .window:
            region = rule.inWindow ?? rules.windowDefault ?? rule.region
        case .sheet:
            if let inSheet = rule.inSheet { region = inSheet }
            if let sheetRank = rule.sheetRank { rank = sheetRank }
        case .pushed:
            if compact, let pushed = rule.whenPushedCompact { region = pushed }
        case .navigationStack:
            break
        }
        if customizable, context != .window, let custom = rule.whenCustomizable { region = custom }
        else if editorRole, context != .window, let editor = rule.whenEditorRole { region = editor }
        if case let .accessoryBar(id) = placement, region.bar != nil, case .accessoryBar = region.bar { region = .accessoryBar(id) }
        return Cell(region: region, rank: rank, firstOnly: rule.firstOnly, revealedByScrolling: rule.revealedByScrolling)
    }

    /// The table key of a placement: its name, with `accessoryBar(_)` for any id.
    static func key(_ placement: ToolbarItemPlacement.Kind) -> String {
        if case .accessoryBar = placement { return "accessoryBar" }
        return placement.name
    }

    package static func rules(for idiom: Idiom) -> IdiomRules {
        switch idiom {
        case .mac: mac
        case .phone: phone
        case .pad: pad
        case .watch: watch
        case .tv: tv
        case .vision: vision
        }
    }

    // MARK: - macOS

    static let mac = IdiomRules(
        windowDefault: nil, title: .titlebarLeading, titleRank: 1, principalReplacesTitle: false,
        backButton: .titlebarLeading, collapsesLabeledGroups: false, overflowGlyph: "»",
        backButtonShowsTitle: false, honorsLargeTitles: false, stackBarsJoinWindowToolbar: true,
        rules: [
            // "按照从左至右的顺序将项目置于当前工具栏区域内"
            "automatic": Rule(region: .titlebarTrailing, inSheet: .sheetTrailing, sheetRank: 0),
            // "将主要项目置于工具栏的中心位置"
            "principal": Rule(region: .titlebarPrincipal, inSheet: .sheetCenter),
            // "将状态项目置于工具栏中心位置"
            "status": Rule(region: .titlebarPrincipal, rank: 1, inSheet: .sheetCenter),
            // "主要操作的位置位于工具栏的前缘"
            "primaryAction": Rule(region: .titlebarLeading, rank: 3, inSheet: .sheetTrailing, sheetRank: 0),
            // "次要操作会居于主要操作左边"
            "secondaryAction": Rule(region: .titlebarLeading, rank: 2, inSheet: .sheetLeading),
            // "放置在 sheet 的最右侧边缘，并采用应用的强调色" — seed silent outside sheets
            "confirmationAction": Rule(region: .titlebarTrailing, inSheet: .sheetTrailing, sheetRank: 2),
            // "置于 sheet 的右侧边缘，并将其放置在任何 confirmationAction 项目之前" — seed silent outside sheets
            "cancellationAction": Rule(region: .titlebarTrailing, inSheet: .sheetTrailing, sheetRank: 1),
            // "将破坏性操作项放置在表单的前缘" — seed silent outside sheets
            "destructiveAction": Rule(region: .titlebarTrailing, inSheet: .sheetLeading),
            // "将导航项目放置在工具栏的左侧边缘，并且…导航项目会出现在标题前面"
            "navigation": Rule(region: .titlebarLeading, rank: 0),
            // iOS-only names (macOS ✗ in SwiftUI): placed as their iOS meaning — seed silent
            "topBarLeading": Rule(region: .titlebarLeading, rank: 0),
            "topBarTrailing": Rule(region: .titlebarTrailing),
            // "macOS 不支持"
            "bottomBar": Rule(region: .hidden),
            // visionOS only
            "bottomOrnament": Rule(region: .hidden),
            // "在 macOS 系统中，键盘项会被放置在 Touch Bar 内部" — no Touch Bar to draw
            "keyboard": Rule(region: .hidden),
            // "具有辅助栏位置的项目会被放置在窗口的标题栏和工具栏区域下方"
            "accessoryBar": Rule(region: .accessoryBar(""), inSheet: .hidden),
            // iOS 26 title placements (macOS ✗): the inline title's spot — seed silent
            "title": Rule(region: .titlebarLeading, rank: 1),
            "largeTitle": Rule(region: .titlebarLeading, rank: 1),
            "subtitle": Rule(region: .titlebarLeading, rank: 1),
            "largeSubtitle": Rule(region: .titlebarLeading, rank: 1),
        ]
    )

    // MARK: - iOS and iPadOS

    /// iPhone. iPad differs in three cells (see `pad`).
    static let phone = IdiomRules(
        windowDefault: .hidden, title: .titlebarPrincipal, titleRank: 0, principalReplacesTitle: true,
        backButton: .titlebarLeading, collapsesLabeledGroups: true, overflowGlyph: "…",
        automaticTitleIsLarge: true,
        rules: [
            // "在 iOS 和 tvOS 系统中，系统会将项目置于导航栏的右侧位置"
            "automatic": Rule(region: .titlebarTrailing),
            // "将主要项目置于导航栏的中心位置。这个项目优先级高于…navigationTitle"
            "principal": Rule(region: .titlebarPrincipal),
            // "将状态项目置于底部工具栏的中心位置"
            "status": Rule(region: .bottomBarCenter),
            // "主要操作的位置位于导航栏的尾随边缘"
            "primaryAction": Rule(region: .titlebarTrailing),
            // "次要操作的选项会被折叠放入一个多选按钮里"
            "secondaryAction": Rule(region: .overflowMenu),
            // "将 confirmationAction 项目放置在与 primaryAction 相同的位置"
            "confirmationAction": Rule(region: .titlebarTrailing),
            // "将 cancellationAction 项目置于导航栏的左侧边缘"
            "cancellationAction": Rule(region: .titlebarLeading),
            // "将破坏性操作项放置在导航栏的尾随边缘"
            "destructiveAction": Rule(region: .titlebarTrailing),
            // "导航项目会出现在导航栏的左侧边缘。如果在紧凑宽度布局中存在系统导航项目（如后退按钮），则它会出现在 primaryAction 的位置"
            "navigation": Rule(region: .titlebarLeading, whenPushedCompact: .titlebarTrailing),
            // "在 watchOS、iOS 和 tvOS 中，顶部栏指的是导航栏"
            "topBarLeading": Rule(region: .titlebarLeading),
            "topBarTrailing": Rule(region: .titlebarTrailing),
            // "将项目置于底部工具栏中" (iOS image)
            "bottomBar": Rule(region: .bottomBarLeading),
            "bottomOrnament": Rule(region: .hidden),
            // "键盘项会在软键盘出现时显示在上方" — also without a navigation container
            "keyboard": Rule(region: .keyboardBar, inWindow: .keyboardBar),
            // macOS only
            "accessoryBar": Rule(region: .hidden),
            // iOS 26: the title area, overriding navigationTitle (principal before 26) — seed silent
            "title": Rule(region: .titlebarPrincipal),
            "largeTitle": Rule(region: .titlebarPrincipal),
            "subtitle": Rule(region: .titlebarPrincipal, rank: 1),
            "largeSubtitle": Rule(region: .titlebarPrincipal, rank: 1),
        ]
    )

    static let pad: IdiomRules = {
        var pad = phone
        pad.collapsesLabeledGroups = false
        // "如果导航栏支持自定义，则系统会将项目置于导航栏中央；否则，项目会被放在导航栏的右侧位置"
        pad.rules["automatic"] = Rule(region: .titlebarTrailing, whenCustomizable: .titlebarPrincipal)
        // "iPadOS 与 watchOS 不支持次要操作" (seed 000) — but seed 001's customizable example puts every item in
        // `secondaryAction`: in a customizable or editor-role bar, iPadOS 16 shows them in the centre of the bar
        // (those that don't fit go to the overflow menu). Seed 001 wins there; seed 000 everywhere else.
        pad.rules["secondaryAction"] = Rule(region: .hidden, whenCustomizable: .titlebarCenter, whenEditorRole: .titlebarCenter)
        // seed names iOS, tvOS and watchOS for destructiveAction; iPadOS follows iOS — seed silent
        pad.rules["destructiveAction"] = Rule(region: .titlebarTrailing)
        return pad
    }()

    // MARK: - watchOS

    static let watch = IdiomRules(
        windowDefault: .hidden, title: .titlebarLeading, titleRank: 1, principalReplacesTitle: false,
        backButton: .titlebarLeading, collapsesLabeledGroups: true, overflowGlyph: nil,
        showsSidebarToggle: false,
        rules: [
            // "在 watchOS 上，仅第一个项目会被显示，固定在导航栏下方"
            "automatic": Rule(region: .belowNavigationBar, firstOnly: true),
            // watchOS ✗
            "principal": Rule(region: .hidden),
            "status": Rule(region: .hidden),
            // "在 watchOS 中，系统将主要操作放置在导航栏下方；用户通过滚动来显示操作"
            "primaryAction": Rule(region: .belowNavigationBar, revealedByScrolling: true),
            // "iPadOS 与 watchOS 不支持次要操作"
            "secondaryAction": Rule(region: .hidden),
            // "在 watchOS 中，系统将 confirmationAction 项目放置在导航栏的右侧边缘"
            "confirmationAction": Rule(region: .titlebarTrailing),
            // "在 iOS、iPadOS、tvOS 和 watchOS 中，系统将 cancellationAction 项目置于导航栏的左侧边缘"
            "cancellationAction": Rule(region: .titlebarLeading),
            // "在 iOS、tvOS 和 watchOS 中，系统将破坏性操作项放置在导航栏的尾随边缘"
            "destructiveAction": Rule(region: .titlebarTrailing),
            // "watchOS 不支持"
            "navigation": Rule(region: .hidden),
            // "在 watchOS、iOS 和 tvOS 中，顶部栏指的是导航栏"
            "topBarLeading": Rule(region: .titlebarLeading),
            "topBarTrailing": Rule(region: .titlebarTrailing),
            // "将项目置于底部工具栏中" (watchOS image)
            "bottomBar": Rule(region: .bottomBarLeading),
            "bottomOrnament": Rule(region: .hidden),
            "keyboard": Rule(region: .hidden),
            "accessoryBar": Rule(region: .hidden),
            "title": Rule(region: .hidden), "largeTitle": Rule(region: .hidden),
            "subtitle": Rule(region: .hidden), "largeSubtitle": Rule(region: .hidden),
        ]
    )

    // MARK: - tvOS

    static let tv = IdiomRules(
        windowDefault: .hidden, title: .titlebarPrincipal, titleRank: 0, principalReplacesTitle: true,
        backButton: nil, collapsesLabeledGroups: false, overflowGlyph: nil,
        showsSidebarToggle: false,
        rules: [
            // "在 iOS 和 tvOS 系统中，系统会将项目置于导航栏的右侧位置"
            "automatic": Rule(region: .titlebarTrailing),
            // "在 iOS、iPadOS 和 tvOS 系统中，系统会将主要项目置于导航栏的中心位置"
            "principal": Rule(region: .titlebarPrincipal),
            // tvOS 18 has `status`; no bottom toolbar to centre it in — seed silent
            "status": Rule(region: .hidden),
            // "在 iOS、iPadOS 和 tvOS 中，主要操作的位置位于导航栏的尾随边缘"
            "primaryAction": Rule(region: .titlebarTrailing),
            // tvOS ✗
            "secondaryAction": Rule(region: .hidden),
            // "在 iOS、iPadOS 和 tvOS 中，系统将 confirmationAction 项目放置在与 primaryAction 相同的位置"
            "confirmationAction": Rule(region: .titlebarTrailing),
            // "…置于导航栏的左侧边缘"
            "cancellationAction": Rule(region: .titlebarLeading),
            // "在 iOS、tvOS 和 watchOS 中，系统将破坏性操作项放置在导航栏的尾随边缘"
            "destructiveAction": Rule(region: .titlebarTrailing),
            // "在 iOS、iPadOS 和 tvOS 中，导航项目会出现在导航栏的左侧边缘"
            "navigation": Rule(region: .titlebarLeading),
            "topBarLeading": Rule(region: .titlebarLeading),
            "topBarTrailing": Rule(region: .titlebarTrailing),
            // tvOS 18: only inside a NavigationSplitView sidebar — not modelled, so not shown
            "bottomBar": Rule(region: .hidden),
            "bottomOrnament": Rule(region: .hidden),
            "keyboard": Rule(region: .hidden),
            "accessoryBar": Rule(region: .hidden),
            "title": Rule(region: .hidden), "largeTitle": Rule(region: .hidden),
            "subtitle": Rule(region: .hidden), "largeSubtitle": Rule(region: .hidden),
        ]
    )

    // MARK: - visionOS

    /// The seed speaks of visionOS only for `bottomOrnament`; the rest follows
    /// iPadOS, whose apps visionOS runs, and visionOS's later documentation.
    static let vision: IdiomRules = {
        var vision = pad
        vision.overflowGlyph = "…"
        vision.automaticTitleIsLarge = false
        // "将项目置于窗口下的装饰元素中" — ornaments belong to the window, so also without a stack
        vision.rules["bottomOrnament"] = Rule(region: .ornamentBottom, inWindow: .ornamentBottom)
        // visionOS draws the bottom toolbar as the bottom ornament — seed silent
        vision.rules["bottomBar"] = Rule(region: .ornamentBottom, inWindow: .ornamentBottom)
        vision.rules["status"] = Rule(region: .ornamentBottom)
        vision.rules["secondaryAction"] = Rule(region: .overflowMenu)
        // visionOS ✗
        vision.rules["keyboard"] = Rule(region: .hidden)
        vision.rules["title"] = Rule(region: .hidden)
        vision.rules["largeTitle"] = Rule(region: .hidden)
        vision.rules["subtitle"] = Rule(region: .hidden)
        vision.rules["largeSubtitle"] = Rule(region: .hidden)
        return vision
    }()
}
