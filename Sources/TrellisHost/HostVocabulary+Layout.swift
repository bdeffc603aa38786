/// Layout modifiers and scrolling (issue 16: aspect ratio, fixed size, priorities, alignment guides,
/// safe areas, scroll requests, lazy stacks). `trellis-layout.js` adds the same keys to `trellis.js`'s
/// table; layout.css styles them.
extension HostVocabulary {
    /// `ignoresSafeArea` edges, spelled `t` `l` `b` `r` in that order: every non-empty set.
    static let ignoredEdgeSets: [String] = (1..<16).map { bits in
        zip(["t", "l", "b", "r"], 0..<4).filter { bits & (1 << $0.1) != 0 }.map(\.0).joined()
    }

    static let layoutProperties: [HostProperty] = [
        HostProperty("aspectRatio", .number, isStyle: true,
                     "`aspectRatio(_:contentMode:)`: a box the size offered whose content is the largest (`fit`) or smallest (`fill`) box of this width-to-height ratio (`--t-aspect`, CSS container units); without it, the content keeps its own ratio (`object-fit`)"),
        HostProperty("contentMode", .oneOf(["fit", "fill"]), isStyle: true,
                     "`aspectRatio(_:contentMode:)`, `scaledToFit()`, `scaledToFill()`: fit inside or fill the box"),
        HostProperty("fixedSize", .oneOf(["horizontal", "vertical", "both"]), isStyle: true,
                     "`fixedSize`: `max-content` on those axes, never shrunk by its stack"),
        HostProperty("layoutPriority", .oneOf(["high", "low"]), isStyle: true,
                     "`layoutPriority` above (below) 0: not shrunk (shrunk first) by its stack; a flexible high-priority child takes the room its flexible siblings would have grown into (its stack is marked `data-flexible-priority`: by the first-paint HTML, then by trellis.js as children and properties change)"),
        HostProperty("guideH", .numbers([2]), isStyle: true,
                     "`alignmentGuide` for a horizontal alignment: `<pt>,<fraction of its width>` it moves by (`translate`), when its stack is aligned by `guideHFor`"),
        HostProperty("guideHFor", .oneOf(["leading", "center", "trailing", "custom"]), isStyle: true,
                     "the alignment a `guideH` is for (`custom`: the stack's custom alignment)"),
        HostProperty("guideV", .numbers([2]), isStyle: true,
                     "`alignmentGuide` for a vertical alignment: `<pt>,<fraction of its height>` it moves by, when its stack is aligned by `guideVFor`"),
        HostProperty("guideVFor", .oneOf(["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline", "custom"]), isStyle: true,
                     "the alignment a `guideV` is for"),
        HostProperty("customAlignment", .oneOf(["horizontal", "vertical", "both"]), isStyle: true,
                     "a stack aligned by a custom `AlignmentID` (its `alignment` is where the default guide is): children's `custom` guides apply"),
        HostProperty("safeAreaInset", .oneOf(["top", "bottom", "leading", "trailing"]), isStyle: true,
                     "`safeAreaInset(edge:)`: a flex box along the edge holding the view (filling) and the inset content (`insetContent`)"),
        HostProperty("insetContent", .flag, isStyle: true,
                     "the content of a `safeAreaInset`, along its edge"),
        HostProperty("ignoresSafeArea", .oneOf(ignoredEdgeSets), isStyle: true,
                     "`ignoresSafeArea` on edges `t` `l` `b` `r`: as the window's content (or a layer of it), negative margins reach the window's edges under the status bar and home indicator"),
        HostProperty("scrollDisabled", .flag, isStyle: true, roles: [.generic],
                     "`scrollDisabled(true)`: the scroll view doesn't scroll (`overflow: hidden`)"),
        HostProperty("scrollSnap", .oneOf(["paging", "viewAligned"]), isStyle: true, roles: [.generic],
                     "`scrollTargetBehavior`: CSS scroll snapping on the content's children (paging) or the `scrollTargetLayout`'s (view aligned)"),
        HostProperty("scrollTargetLayout", .flag, isStyle: true,
                     "`scrollTargetLayout()`: the layout whose children a scroll view snaps to and reports"),
        HostProperty("scrollAnchor", .oneOf(["start", "center", "end"]), isStyle: true, roles: [.generic],
                     "`defaultScrollAnchor`: trellis-layout.js starts the scroll view there; at `end` it stays at the end as content grows while it was there"),
        HostProperty("scrollTarget", .numbers([5]), isStyle: true, roles: [.generic, .list],
                     "`ScrollViewProxy.scrollTo` / a set `scrollPosition`: `<element id>,<anchor x>,<anchor y>,<smooth>,<sequence>`; trellis-layout.js scrolls the element into view (anchor -1: the least scroll), smoothly when 1, once per sequence"),
        HostProperty("scrollReports", .flag, isStyle: true, roles: [.generic],
                     "`scrollPosition(id:)`: the page sends the index of the target layout's first visible child as `visibleRange` when it changes"),
        HostProperty("lazyRow", .flag, isStyle: true,
                     "the first element of a windowed `LazyVStack`'s row: what trellis-lazy.js counts as a row"),
        HostProperty("pinnedViews", .oneOf(["headers", "footers", "both"]), isStyle: true,
                     "a lazy stack's `pinnedViews`: its sections' headers (footers) are `position: sticky` to the scroll view's edge"),
        HostProperty("imageScale", .oneOf(["small", "medium", "large"]), isStyle: true, roles: [.img],
                     "`imageScale`: the symbol's size relative to its text"),
        HostProperty("renderingMode", .oneOf(["template", "original"]), isStyle: true, roles: [.img],
                     "`Image.renderingMode`: kept; symbols draw in the foreground style either way"),
        HostProperty("interpolation", .oneOf(["none", "low", "medium", "high"]), isStyle: true, roles: [.img],
                     "`Image.interpolation`: `image-rendering` (`none` → `pixelated`) for a bitmap in the element"),
    ]
}
