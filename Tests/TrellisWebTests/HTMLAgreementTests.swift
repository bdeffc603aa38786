import Foundation
import Testing
import TrellisHost
@testable import TrellisWeb

/// Sample host trees covering every role and property kind (and some hostile values).
enum HTMLSample {
    static func n(
        _ id: Int, _ role: HostRole, _ text: String? = nil, _ props: [String: String] = [:], _ kids: [HostNode] = []
    ) -> HostNode {
        HostNode(id: HostElementID(id), role: role, text: text, properties: props, children: kids)
    }

    /// A settings-like screen: stacks, text styles, every control, menus, tabs.
    static let showcase: HostNode = n(0, .application, nil, [:], [
        n(1, .menubar, nil, [:], [
            n(2, .menuitem, nil, ["label": "File", "hasPopup": "menu", "bold": "true"], [n(3, .text, "File"), n(4, .menu, nil, [:], [
                n(5, .menuitem, nil, ["shortcut": "⌘N"], [n(6, .text, "New Note")]),
                n(7, .menuitem, nil, ["shortcut": "⌘S", "disabled": "true"], [n(8, .text, "Save")]),
            ])]),
        ]),
        n(10, .generic, nil, ["layout": "vstack", "spacing": "12", "alignment": "leading", "padding": "16,16,16,16"], [
            n(11, .heading, "Settings", ["font": "largeTitle", "bold": "true"]),
            n(12, .text, "<script>alert('x')</script> & \"friends\"", ["foreground": "secondary", "font": "footnote"]),
            n(13, .generic, nil, ["layout": "hstack", "spacing": "8.0"], [
                n(14, .img, nil, ["systemName": "star.fill", "foreground": "yellow", "label": "Favourite"]),
                n(15, .img, nil, ["systemName": "no.such.symbol"]),
                n(16, .generic, nil, ["layout": "spacer", "minLength": "4"]),
                n(17, .button, nil, ["style": "borderedProminent", "tint": "rgba(255, 45, 85, 0.9)", "controlSize": "large"], [
                    n(18, .text, "Save"),
                ]),
                n(19, .button, nil, ["style": "bordered", "buttonRole": "destructive", "disabled": "true", "pressed": "true"],
                  [n(20, .text, "Delete")]),
                n(21, .link, nil, ["url": "https://swift.org"], [n(22, .text, "Swift")]),
                n(23, .link, nil, ["url": "javascript:alert(1)"], [n(24, .text, "Bad")]),
            ]),
            n(30, .switch, nil, ["checked": "true", "tint": "green"], [n(31, .text, "Wi-Fi")]),
            n(32, .checkbox, nil, ["label": "Agree"]),
            n(33, .slider, nil, ["value": "0.25", "min": "0", "max": "1", "step": "0.05"], [n(34, .text, "Volume")]),
            n(35, .textbox, nil, ["placeholder": "Name", "value": "Tim \"TC\""]),
            n(36, .textbox, nil, ["multiline": "true", "value": "line 1\n<b>line 2</b>"]),
            n(37, .progressbar, nil, ["value": "0.5", "max": "1"]),
            n(38, .progressbar),
            n(39, .spinbutton, nil, ["value": "3", "min": "0", "max": "10", "step": "1", "label": "Count"], [n(40, .text, "Count: 3")]),
            n(41, .tablist, nil, [:], [
                n(42, .tab, nil, ["selected": "true"], [n(43, .text, "One")]),
                n(44, .tab, nil, [:], [n(45, .text, "Two")]),
            ]),
            n(46, .tabpanel, nil, [:], [n(47, .text, "Panel")]),
            n(48, .radiogroup, nil, [:], [n(49, .radio, nil, ["checked": "true"], [n(50, .text, "A")]), n(51, .radio)]),
            n(52, .listbox, nil, [:], [n(53, .option, nil, ["selected": "true"], [n(54, .text, "Red")])]),
            n(55, .separator),
            n(56, .generic, nil, ["layout": "color", "fill": "blue", "width": "40", "height": "40",
                                  "borderShape": "roundedRectangle:6", "opacity": "0.5"]),
            n(57, .generic, nil, ["layout": "zstack", "frameAlignment": "topLeading", "maxWidth": "infinity"]),
            n(58, "timer", "unknown but ARIA"),
            n(59, "banana\" onclick=\"x", "not a role"),
            n(60, .text, "Hidden", ["hidden": "true", "onclick": "alert(1)", "style": "x", "font": "huge",
                                    "foreground": "url(x)", "spacing": "1e9", "width": "NaN", "padding": "1,2,3"]),
            n(61, .dialog, nil, ["label": "Confirm"], [n(62, .status, "Saved")]),
            n(63, .complementary), n(64, .navigation), n(65, .form), n(66, .region), n(67, .banner),
            n(68, .combobox, nil, [:], [n(69, .listbox)]), n(70, .menuitemcheckbox, nil, ["checked": "true"]),
            n(71, .list, nil, [:], [n(72, .listitem, nil, ["selected": "true"], [n(73, .text, "Row")])]),
            n(75, .group, nil, ["layout": "text", "label": "Hi there"], [n(76, .text, "Hi ", ["underline": "true"]),
                n(77, .text, "there", ["strikethrough": "true"])]),
            n(78, .main, nil, ["layout": "window", "label": "Main", "cornerRadius": "7"]),
            n(79, .img, nil, ["imageName": "photo", "resizable": "true"]),
            n(91, .textbox, nil, ["secure": "true", "submitLabel": "continue", "focused": "true"]),
            n(92, .checkbox, nil, ["mixed": "true"], [n(93, .text, "Some")]),
            n(94, .button, nil, ["toggle": "true"], [n(95, .text, "Bold")]),
            n(96, .button, nil, ["toggle": "true", "checked": "true"], [n(97, .text, "Italic")]),
            n(98, .combobox, nil, ["pickerStyle": "menu", "expanded": "true"], [n(99, .text, "Flavor", ["slot": "label"])]),
            n(100, .radiogroup, nil, ["pickerStyle": "segmented"], [n(101, .radio, nil, ["checked": "true"], [n(102, .text, "A")])]),
            n(103, .generic, nil, ["layout": "labeled"], [n(104, .text, "Name"), n(105, .text, "Tim", ["slot": "value"])]),
            n(106, .generic, nil, ["scroll": "vertical", "scrollIndicators": "hidden"]),
            n(107, .list, nil, ["listStyle": "insetGrouped", "selectable": "true"]),
            n(108, .form, nil, ["formStyle": "grouped"], [n(109, .group, nil, ["section": "true"])]),
            n(110, .listitem, nil, ["expanded": "false"]),
            // Controls beside buttons: toggle button, slots, pickers, list and form styles, secure/submit fields.
            n(200, .button, nil, ["toggle": "true", "checked": "true", "label": "Bold"], [n(201, .img, nil, ["systemName": "bold"])]),
            n(202, .button, nil, ["toggle": "true"], [n(203, .text, "Italic")]),
            n(204, .slider, nil, ["value": "12", "min": "8", "max": "120", "label": "Font Size"], [
                n(205, .text, "Font Size", ["slot": "label"]), n(206, .text, "A", ["slot": "minimumValue", "font": "system", "fontSize": "8"]),
                n(207, .text, "A", ["slot": "maximumValue"]),
            ]),
            n(208, .checkbox, nil, ["mixed": "true"], [n(209, .text, "All")]),
            n(210, .radiogroup, nil, ["pickerStyle": "segmented", "label": "Flavor"], [
                n(211, .radio, nil, ["checked": "true"], [n(212, .text, "One")]), n(213, .radio, nil, [:], [n(214, .text, "Two")]),
            ]),
            n(215, .combobox, nil, ["pickerStyle": "menu", "label": "Size"], [
                n(216, .text, "Size", ["slot": "label"]), n(217, .text, "M", ["slot": "value"]),
                n(218, .listbox, nil, [:], [n(219, .option, nil, ["selected": "true"], [n(220, .text, "M")])]),
            ]),
            // A windowed long list: rows 5000..<5002 of 100,000 are built.
            n(300, .list, nil, ["listStyle": "plain", "lazyCount": "100000", "lazyBefore": "5000", "lazyAfter": "94998",
                                "rowHeight": "44", "selectable": "true"], [
                n(301, .listitem, nil, ["selectable": "true"], [n(302, .text, "Row 5000")]),
                n(303, .listitem, nil, ["selectable": "true", "selected": "true"], [n(304, .text, "Row 5001")]),
            ]),
            n(221, .list, nil, ["listStyle": "insetGrouped", "sectioned": "true", "selectable": "true"], [
                n(222, .group, nil, ["label": "Recent", "expanded": "true"], [
                    n(223, .text, "Recent", ["slot": "header"]),
                    n(224, .listitem, nil, ["selectable": "true", "selected": "true"], [n(225, .text, "Inbox")]),
                    n(226, .listitem, nil, ["selectable": "true"], [n(227, .text, "Sent")]),
                    n(228, .text, "Two folders", ["slot": "footer"]),
                ]),
            ]),
            n(229, .form, nil, ["formStyle": "grouped"], [
                n(230, .group, nil, ["section": "true", "label": "Account"], [
                    n(231, .textbox, nil, ["secure": "true", "label": "Password", "placeholder": "Password", "submitLabel": "go", "focused": "true"]),
                    n(232, .textbox, nil, ["multiline": "true", "submitLabel": "return"]),
                    n(233, .group, nil, ["layout": "labeled", "label": "Version"], [
                        n(234, .text, "Version", ["slot": "label"]), n(235, .text, "1.2", ["slot": "value"]),
                    ]),
                ]),
            ]),
            n(236, .generic, nil, ["layout": "hstack", "scroll": "horizontal", "scrollIndicators": "hidden"]),
            // Shapes, paints and effects (trellis-drawing.js).
            n(400, "shape", nil, ["shape": "circle", "shapeFill": "linear;0.5,0,0.5,1;red@0;rgba(0,0,255,0.5)@1"]),
            n(401, "shape", nil, ["shape": "rect", "corners": "12", "stroke": "blue", "strokeWidth": "2", "strokeInset": "1", "trim": "0,0.5"]),
            n(402, "shape", nil, ["shape": "path", "path": "M0 0L10 0L5 8Z", "pathBox": "10,8", "stroke": "gray/0.5", "shapeFill": "material:thin"]),
            n(403, "shape", nil, ["shape": "path", "path": "M0 0L10 0\"/><script>", "stroke": "red", "corners": "1,2,3"]),
            n(404, .generic, nil, ["layout": "overlay"], [
                n(405, "shape", nil, ["shape": "capsule", "layer": "background", "shapeFill": "tertiary", "overlayAlignment": "topLeading"]),
                n(406, .text, "Card", ["transform": "tp(-50,-50) r(45) tp(50,50) t(1.5,-2)", "filter": "shadow(rgba(0,0,0,0.33)@4,0,2) blur(3)",
                                       "clip": "rect:8", "zIndex": "2", "blendMode": "multiply", "redacted": "true", "foreground": "angular;0.5,0.5,0,360;red@0;blue@1"]),
            ]),
            n(407, .generic, nil, ["layout": "position"], [n(408, .text, "Pin", ["position": "10,20", "noHitTesting": "true", "isolate": "true"])]),
            // Tab views (trellis-tabs.js).
            n(410, .generic, nil, ["tabForm": "sidebar", "iconsOnly": "true"], [
                n(411, .tablist, nil, ["label": "Sidebar", "orientation": "vertical", "editing": "true"], [
                    n(412, .tab, nil, ["label": "New", "selected": "true", "badge": "3", "pinned": "true", "identifier": "tab.new"]),
                    n(413, .button, nil, ["tabPart": "sectionHeader", "expanded": "false"]),
                ]),
                n(414, .generic, nil, ["tabPart": "panels"], [n(415, .tabpanel, nil, ["label": "New", "hidden": "true"])]),
            ]),
            n(237, .progressbar, nil, ["value": "0.3", "max": "1", "progressStyle": "linear", "label": "Loading"], [
                n(238, .text, "30%", ["slot": "value"]),
            ]),
            n(239, .text, "bad", ["slot": "sidebar", "listStyle": "fancy", "submitLabel": "enter", "expanded": "maybe"]),
            n(190, .generic, nil, ["layout": "menu", "expanded": "true", "contextMenu": "true"], [
                n(191, .button, nil, ["hasPopup": "menu", "expanded": "true", "style": "custom", "container": "list"], [
                    n(192, .generic, nil, ["layout": "label"], [
                        n(193, .img, nil, ["systemName": "plus", "decorative": "true"]),
                        n(194, .text, "Add", ["visuallyHidden": "true"]),
                    ]),
                ]),
                n(195, .menu, nil, [:], [n(196, .menuitem, nil, ["buttonRole": "destructive", "tappable": "true"], [n(197, .text, "Delete")])]),
            ]),
            n(198, .button, nil, ["hasPopup": "menu", "expanded": "false"], [n(199, .text, "Closed menu")]),
            n(74, .text, nil, ["italic": "true", "monospaced": "true", "fontWeight": "semibold", "fontDesign": "rounded",
                               "fontSize": "15", "background": "rgb(1,2,3)"]),
            // layoutPriority: a stack with a flexible high-priority child is marked `data-flexible-priority`.
            n(700, .generic, nil, ["layout": "hstack"], [
                n(701, .generic, nil, ["layout": "color", "fill": "red"]),
                n(702, .generic, nil, ["layout": "color", "fill": "blue", "layoutPriority": "high"]),
            ]),
            n(703, .generic, nil, ["layout": "vstack"], [n(704, .text, "A"), n(705, .text, "B", ["maxHeight": "infinity"])]),
            n(706, .generic, nil, ["layout": "hstack"], [
                n(707, .img, nil, ["imageName": "photo", "contentMode": "fit", "layoutPriority": "high"]), n(708, .text, "C"),
            ]),
            n(709, .generic, nil, ["layout": "hstack"], [n(710, .text, "D", ["layoutPriority": "high"]), n(711, .text, "E", ["maxWidth": "infinity"])]),
            n(712, .listitem, nil, ["editControls": "true", "deletable": "true"], [
                n(713, .button, nil, ["editControl": "delete", "label": "Delete"]), n(714, .text, "Row"),
            ]),
        ]),
    ])

    /// A small app: what most windows look like.
    static let counter: HostNode = n(0, .application, nil, [:], [
        n(1, .menubar, nil, [:], [n(2, .menuitem, nil, [:], [n(3, .text, "Counter")]), n(4, .menuitem, nil, [:], [n(5, .text, "Edit")])]),
        n(10, .generic, nil, ["layout": "vstack", "spacing": "16", "padding": "24,24,24,24"], [
            n(11, .img, nil, ["systemName": "star.fill", "font": "largeTitle", "foreground": "orange"]),
            n(12, .text, "Count: 42", ["font": "title", "bold": "true"]),
            n(13, .text, "Tap the buttons to change the count.", ["foreground": "secondary"]),
            n(14, .generic, nil, ["layout": "hstack", "spacing": "12"], [
                n(15, .button, nil, ["style": "bordered"], [n(16, .text, "Decrement")]),
                n(17, .button, nil, ["style": "borderedProminent"], [n(18, .text, "Increment")]),
            ]),
            n(19, .switch, nil, ["checked": "true"], [n(20, .text, "Haptics")]),
            n(21, .button, nil, ["style": "glass"], [n(22, .img, nil, ["systemName": "arrow.clockwise"]), n(23, .text, "Reset")]),
        ]),
    ])

    /// A settings form: sections as grouped cards.
    static let form: HostNode = n(0, .application, nil, [:], [n(90, .main, nil, ["layout": "window", "label": "Settings"], [
        n(1, .form, nil, [:], [
            n(2, .group, nil, [:], [
                n(3, .heading, "Network"),
                n(4, .switch, nil, ["checked": "true"], [n(5, .text, "Wi-Fi")]),
                n(6, .switch, nil, [:], [n(7, .text, "Bluetooth")]),
                n(8, .generic, nil, ["layout": "hstack"], [n(9, .text, "Name"), n(10, .generic, nil, ["layout": "spacer"]),
                    n(11, .text, "Tim’s iPhone", ["foreground": "secondary"])]),
            ]),
            n(12, .group, nil, [:], [
                n(13, .heading, "Display"),
                n(14, .slider, nil, ["value": "0.6"], [n(15, .img, nil, ["systemName": "sun.min"]),]),
                n(16, .textbox, nil, ["placeholder": "Nickname"]),
                n(17, .button, nil, ["buttonRole": "destructive", "style": "borderless"], [n(18, .text, "Reset All Settings")]),
            ]),
        ]),
    ])])

    /// Patches exercising every op kind, applied to ``showcase``.
    static let changes: [HostChange] = [
        .setText(HostElementID(18), "Saved <ok>"),
        // The window of a long list moves down a row: one row out at the top, one in at the bottom.
        .remove(HostElementID(301)),
        .insert(n(305, .listitem, nil, ["selectable": "true"], [n(306, .text, "Row 5002")]), parent: HostElementID(300), before: nil),
        .setProperty(HostElementID(300), key: "lazyBefore", value: "5001"),
        .setProperty(HostElementID(300), key: "lazyAfter", value: "94997"),
        .setProperty(HostElementID(17), key: "style", value: "glass"),
        .setProperty(HostElementID(19), key: "disabled", value: nil),
        .setProperty(HostElementID(30), key: "checked", value: nil),
        .setProperty(HostElementID(33), key: "value", value: "0.75"),
        .setProperty(HostElementID(33), key: "max", value: nil),
        .setProperty(HostElementID(14), key: "systemName", value: "heart"),
        .setProperty(HostElementID(42), key: "selected", value: nil),
        .setProperty(HostElementID(44), key: "selected", value: "true"),
        .setProperty(HostElementID(10), key: "spacing", value: "20"),
        .setProperty(HostElementID(10), key: "bogus", value: "1"),
        .setProperty(HostElementID(191), key: "expanded", value: "false"),
        .setProperty(HostElementID(190), key: "expanded", value: nil),
        .setProperty(HostElementID(198), key: "expanded", value: "true"),
        .setProperty(HostElementID(193), key: "decorative", value: nil),
        .setProperty(HostElementID(194), key: "visuallyHidden", value: nil),
        .setProperty(HostElementID(39), key: "label", value: "Items"),
        .setProperty(HostElementID(39), key: "value", value: "4"),
        .setProperty(HostElementID(35), key: "placeholder", value: "Full name"),
        .setProperty(HostElementID(35), key: "label", value: "Name"),
        .setProperty(HostElementID(37), key: "value", value: nil),
        .setProperty(HostElementID(70), key: "checked", value: nil),
        .setProperty(HostElementID(21), key: "url", value: "javascript:alert(1)"),
        .setProperty(HostElementID(56), key: "padding", value: "1,2,3,4"),
        .setProperty(HostElementID(14), key: "label", value: nil),
        .setProperty(HostElementID(94), key: "checked", value: "true"),
        .setProperty(HostElementID(96), key: "checked", value: nil),
        .setProperty(HostElementID(98), key: "expanded", value: nil),
        .setProperty(HostElementID(91), key: "secure", value: nil),
        .setProperty(HostElementID(91), key: "submitLabel", value: "search"),
        .setProperty(HostElementID(92), key: "mixed", value: nil),
        .setProperty(HostElementID(200), key: "checked", value: nil),
        .setProperty(HostElementID(202), key: "checked", value: "true"),
        .setProperty(HostElementID(202), key: "toggle", value: nil),
        .setProperty(HostElementID(208), key: "mixed", value: nil),
        .setProperty(HostElementID(224), key: "selected", value: nil),
        .setProperty(HostElementID(226), key: "selected", value: "true"),
        .setProperty(HostElementID(227), key: "selectable", value: "true"),
        .setProperty(HostElementID(226), key: "selectable", value: nil),
        .setProperty(HostElementID(231), key: "submitLabel", value: "search"),
        .setProperty(HostElementID(231), key: "secure", value: nil),
        .setProperty(HostElementID(221), key: "listStyle", value: "sidebar"),
        .setProperty(HostElementID(229), key: "formStyle", value: "columns"),
        .insert(n(80, .generic, nil, ["layout": "hstack"], [n(81, .text, "New row"), n(82, .button, nil, [:], [n(83, .text, "Go")])]),
                parent: HostElementID(10), before: HostElementID(30)),
        .insert(n(84, .text, "Label 2"), parent: HostElementID(32), before: nil),
        .move(HostElementID(44), parent: HostElementID(41), before: HostElementID(42)),
        .move(HostElementID(55), parent: HostElementID(10), before: nil),
        .remove(HostElementID(15)),
        .remove(HostElementID(48)),
        .removeChildren(HostElementID(103)),
        .removeChildren(HostElementID(204)),
        .removeChildren(HostElementID(75)),
        .insert(n(240, .text, "After clear"), parent: HostElementID(103), before: nil),
        // Runs of inserts (batched into one fragment) of one row shape (cloned from a template).
        .insert(row(600, "Third", "Stop"), parent: HostElementID(10), before: nil),
        .insert(row(604, "Second", "Wait <b>"), parent: HostElementID(10), before: HostElementID(600)),
        .insert(row(608, "First", "Go"), parent: HostElementID(10), before: HostElementID(604)),
        .insert(n(612, .text, "In order 1"), parent: HostElementID(10), before: HostElementID(30)),
        .insert(n(613, .text, "In order 2"), parent: HostElementID(10), before: HostElementID(30)),
        .setText(HostElementID(605), "Second row"),
        .move(HostElementID(600), parent: HostElementID(10), before: HostElementID(612)),
        .insert(row(614, "Selected", "Go", background: "accentColor/0.25"), parent: HostElementID(10), before: nil),
        // The stack marks follow their children (`data-flexible-priority`).
        .setProperty(HostElementID(705), key: "layoutPriority", value: "high"),      // 703 marked
        .setProperty(HostElementID(706), key: "layout", value: "vstack"),            // 706 not: contentMode fills an hstack only
        .remove(HostElementID(702)),                                                  // 700 not
        .insert(n(720, .generic, nil, ["layout": "spacer", "layoutPriority": "high"]), parent: HostElementID(700), before: HostElementID(701)), // 700 marked
        .move(HostElementID(705), parent: HostElementID(709), before: nil),           // 703 not; 709 not (maxHeight in an hstack)
        .setProperty(HostElementID(710), key: "role", value: "shape"),                // 709 marked (a shape)
        .setProperty(HostElementID(711), key: "maxWidth", value: nil),
        .insert(n(721, .generic, nil, ["layout": "hstack"], [n(722, .generic, nil, ["layout": "color", "layoutPriority": "high"])]),
                parent: HostElementID(10), before: nil),                              // built marked
        .removeChildren(HostElementID(721)),                                          // 721 not
        .setProperty(HostElementID(712), key: "editControls", value: nil),
        .remove(HostElementID(713)),
    ]

    /// A js-framework-benchmark row: the same shape each time, other ids and text.
    static func row(_ id: Int, _ label: String, _ action: String, background: String = "clear") -> HostNode {
        n(id, .generic, nil, ["layout": "hstack", "background": background, "spacing": "8"], [
            n(id + 1, .text, label, ["width": "60", "frameAlignment": "leading"]),
            n(id + 2, .button, nil, ["style": "bordered"], [n(id + 3, .text, action)]),
        ])
    }
}

/// The JS runtime and the Swift renderer must build identical DOM for the same node.
///
/// Runs `trellis.js` under node with a tiny fake DOM (no jsdom, no npm) and compares its
/// serialization with ``HTMLRenderer/fragment(_:)``. Fails when node is not installed: a skipped
/// agreement check would pass silently.
@Suite struct HTMLAgreementTests {
    static let trellisJS = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/TrellisWeb/Resources/trellis.js")
    /// Extensions loaded after trellis.js, as the page loads them.
    static let extensions = ["trellis-drawing.js", "trellis-tabs.js", "trellis-layout.js", "trellis-gestures.js", "trellis-share.js"].map { trellisJS.deletingLastPathComponent().appendingPathComponent($0).path }

    static var node: String? {
        let path = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").map { "\($0)/node" } ?? []
        return (["/usr/bin/node", "/usr/local/bin/node"] + path).first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test func jsBuildsTheSameMarkupAsSwift() throws {
        let node = try #require(Self.node, "node is needed to run trellis.js: install it (apt-get install nodejs)")
        let html = try runJS(node: node, root: HTMLSample.showcase, changes: [])
        let expected = HTMLSample.showcase.children.map(HTMLRenderer.fragment).joined()
        #expect(html == expected, "\(Self.firstDifference(html, expected))")
    }

    @Test func jsPatchesEndWhereSwiftRendersTheNewTree() throws {
        let node = try #require(Self.node, "node is needed to run trellis.js: install it (apt-get install nodejs)")
        let tree = HostTree(root: HTMLSample.showcase)
        for change in HTMLSample.changes { try tree.apply(change) }
        let html = try runJS(node: node, root: HTMLSample.showcase, changes: HTMLSample.changes)
        let expected = tree.root.children.map(HTMLRenderer.fragment).joined()
        #expect(html == expected, "\(Self.firstDifference(html, expected))")
    }

    /// The stacks whose other children stop growing (layout.css reads the mark, not a `:has()`), before and
    /// after the changes; `jsPatchesEndWhereSwiftRendersTheNewTree` shows trellis.js keeps the same marks.
    @Test func stacksWithAFlexibleHighPriorityChildAreMarked() throws {
        func marked(_ root: HostNode) -> [Int] {
            let html = root.children.map(HTMLRenderer.fragment).joined()
            return html.matches(of: #/<div data-flexible-priority="true" data-id="(\d+)"/#).compactMap { Int($0.1) }.sorted()
        }
        #expect(marked(HTMLSample.showcase) == [700, 706])
        let tree = HostTree(root: HTMLSample.showcase)
        for change in HTMLSample.changes { try tree.apply(change) }
        #expect(marked(tree.root) == [700, 709])
        let listItem = try #require(tree.node(HostElementID(712)))
        #expect(listItem.properties["editControls"] == nil)
    }

    @Test func jsValidatesValuesLikeSwift() throws {
        let node = try #require(Self.node, "node is needed to run trellis.js: install it (apt-get install nodejs)")
        let pairs: [(String, String)] = [
            ("spacing", "8"), ("spacing", "8.0"), ("spacing", "8.50"), ("spacing", "-3"), ("spacing", "1e3"), ("spacing", ".5"),
            ("spacing", "1234567890"), ("spacing", "1.1234567"), ("spacing", " 8"), ("spacing", "NaN"), ("spacing", "Infinity"),
            ("width", "infinity"), ("maxHeight", "12.000"), ("opacity", "0.5"),
            ("foreground", "red"), ("foreground", "Red"), ("foreground", "rgba(1, 2, 3, 0.5)"), ("foreground", "rgb(0,0,0)"),
            ("foreground", "rgba(1,2,3)"), ("foreground", "rgba(300,0,0,1)"), ("foreground", "rgba(0,0,0,1.5)"),
            ("background", "gray/0.12"), ("background", "gray/2"), ("background", "nope/0.5"), ("background", "red/0.50"),
            ("foreground", "light-dark(rgba(1,2,3,1),rgba(4,5,6,0.5))"), ("foreground", "light-dark(rgba(1, 2, 3, 1), rgb(4,5,6))"),
            ("foreground", "light-dark(red,blue)"), ("foreground", "light-dark(rgba(1,2,3,1))"), ("foreground", "light-dark(rgba(1,2,3,1),rgba(300,0,0,1))"),
            ("foreground", "light-dark(rgba(1,2,3,1),rgba(4,5,6,1)),x"), ("shapeFill", "linear;0,0,1,1;light-dark(rgba(0,0,0,1),rgba(255,255,255,1))@0;red@1"),
            ("foreground", "rgba(0,0,0,1);x:y"), ("background", "url(javascript:x)"), ("tint", "accentColor"),
            ("padding", "1,2,3,4"), ("padding", "1.0,2,3,4.50"), ("padding", "1,2,3"), ("padding", "1,2,3,4,5"), ("padding", "a,b,c,d"),
            ("borderShape", "capsule"), ("borderShape", "roundedRectangle:6.0"), ("borderShape", "roundedRectangle:x"),
            ("borderShape", "roundedRectangle:"), ("layout", "vstack"), ("layout", "grid"), ("bold", "true"), ("bold", "false"),
            ("systemName", "star.fill"), ("systemName", "a b"), ("systemName", "x\"y"), ("label", "<b>&'\""),
            ("onclick", "x"), ("__proto__", "x"), ("constructor", "x"), ("toString", "x"), ("style", "glass"), ("style", "fancy"),
            ("shapeFill", "linear;0.5,0,0.5,1;red@0;blue@1"), ("shapeFill", "linear;0.5,0,0.5;red@0"), ("shapeFill", "conic;0,0,0,0;red@0"),
            ("shapeFill", "radial;0.5,0.5,0,50.0;white@0;rgba(0, 0, 0, 1)@1"), ("shapeFill", "linear;0,0,1,1;red@2"),
            ("shapeFill", "linear;0,0,1,1;url(x)@0"), ("shapeFill", "material:thin"), ("shapeFill", "material:thinner"),
            ("shapeFill", "linear;0,0,1,1"), ("background", "systemGray6"), ("foreground", "tertiary/0.5"),
            ("path", "M0 0L10.5 -3Z"), ("path", "M0 0\"/><x"), ("path", "L0 0"), ("path", "M0 0e5"), ("corners", "1,2,3"),
            ("corners", "4.0"), ("dash", "6,3"), ("dash", "6,,3"), ("trim", "0,0.25"), ("pathBox", "100,100,1"),
            ("transform", "r(45) t(1,-2)"), ("transform", "r(45)  t(1,2)"), ("transform", "r(4.50)"), ("transform", "x(1)"),
            ("transform", "m(1,0,0,1,0,0)"), ("transform", "r3(0,1,0,45,800)"), ("transform", "t(1)"),
            ("filter", "blur(3) shadow(red@4,0,2)"), ("filter", "shadow(url(x)@4,0,2)"), ("filter", "hue(-90)"), ("filter", "sepia(1)"),
            ("clip", "circle"), ("clip", "rect:1,2,3,4"), ("clip", "rect:"), ("clip", "rect:1,2,3"), ("clip", "star"),
            ("layout", "overlay"), ("layout", "position"), ("blendMode", "multiply"), ("position", "1,2"), ("shape", "triangle"),
        ]
        let input: [String: Any] = ["runtime": Self.trellisJS.path, "extensions": Self.extensions, "validate": pairs.map { [$0.0, $0.1] }]
        let out = try runHarness(node: node, input: input)
        let js = try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [Any] ?? []
        #expect(js.count == pairs.count)
        for (i, (key, value)) in pairs.enumerated() where i < js.count {
            let swift = HTMLValue.validated(key, value)
            #expect((js[i] as? String) == swift, "\(key)=\(value): js \(js[i]) swift \(String(describing: swift))")
        }
    }

    func runJS(node: String, root: HostNode, changes: [HostChange]) throws -> String {
        // The ops as the server encodes them (ServerMessage), so the JS decodes the real wire form.
        let patch = ServerMessage.patch(seq: 1, HostUpdate(changes: changes)).json
        let ops = (try JSONSerialization.jsonObject(with: Data(patch.utf8)) as? [String: Any])?["c"] ?? []
        let input: [String: Any] = [
            "root": Self.json(root), "ops": ops, "symbols": HTMLSymbols.known.map { Array($0) } ?? [],
            "runtime": Self.trellisJS.path, "extensions": Self.extensions,
        ]
        return try runHarness(node: node, input: input)
    }

    func runHarness(node: String, input: [String: Any]) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-agree-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let harness = dir.appendingPathComponent("harness.js"), data = dir.appendingPathComponent("input.json")
        try Self.harness.write(to: harness, atomically: true, encoding: .utf8)
        try JSONSerialization.data(withJSONObject: input).write(to: data)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: node)
        process.arguments = [harness.path, data.path]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let result = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "node failed: \(stderr)")
        #expect(!stderr.contains("skipped op"), "runtime skipped ops: \(stderr)")
        return String(decoding: result, as: UTF8.self)
    }

    /// Where two renderings part ways, with some context: "js: …  swift: …".
    static func firstDifference(_ js: String, _ swift: String) -> String {
        let a = Array(js), b = Array(swift)
        var i = 0
        while i < min(a.count, b.count), a[i] == b[i] { i += 1 }
        let from = max(0, i - 80)
        return "js: …" + String(a[from..<min(a.count, i + 80)]) + "\nswift: …" + String(b[from..<min(b.count, i + 80)])
    }

    /// Protocol v1 node: `[id, role, text|null, {props}, [children]]`.
    static func json(_ node: HostNode) -> Any {
        [node.id.rawValue, node.role.rawValue, node.text.map { $0 as Any } ?? NSNull(), node.properties,
         node.children.map(json)] as [Any]
    }
}

extension HTMLAgreementTests {
    /// A fake DOM just big enough for trellis.js, and a serializer that sorts attributes
    /// and escapes like ``HTMLRenderer/escape(_:)``. Inline styles (CSSOM) are not serialized.
    static let harness = #"""
        "use strict";
        const fs = require("fs");
        const input = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
        class Node_ {
          get nextSibling() { const p = this.parentNode; if (!p) return null; return p.childNodes[p.childNodes.indexOf(this) + 1] || null; }
        }
        class Text_ extends Node_ { constructor(d) { super(); this.nodeType = 3; this.data = d; this.parentNode = null; } get nodeName() { return "#text"; } }
        class El extends Node_ {
          constructor(tag, ns, type) {
            super(); this.nodeType = type || 1; this.tag = tag; this.ns = ns; this.attrs = new Map(); this.childNodes = []; this.parentNode = null;
            const props = new Map(); this.style = { setProperty: (k, v) => props.set(k, v), removeProperty: (k) => props.delete(k) };
          }
          get tagName() { return this.ns ? this.tag : this.tag.toUpperCase(); }
          get nodeName() { return this.tagName; }
          setAttribute(k, v) { this.attrs.set(k, String(v)); }
          getAttribute(k) { return this.attrs.has(k) ? this.attrs.get(k) : null; }
          removeAttribute(k) { this.attrs.delete(k); }
          hasAttribute(k) { return this.attrs.has(k); }
          get attributes() { return [...this.attrs].map(([name, value]) => ({ name, value })); }
          get firstChild() { return this.childNodes[0] || null; }
          get lastChild() { return this.childNodes[this.childNodes.length - 1] || null; }
          get firstElementChild() { return this.childNodes.find((c) => c.nodeType === 1) || null; }
          get isConnected() { let n = this; while (n.parentNode) n = n.parentNode; return n === root; }
          insertBefore(n, ref) {
            if (n.nodeType === 11) { for (const c of [...n.childNodes]) this.insertBefore(c, ref); return n; }
            if (n.parentNode) n.parentNode.removeChild(n);
            const i = ref == null ? this.childNodes.length : this.childNodes.indexOf(ref);
            if (i < 0) throw new Error("insertBefore: reference is not a child");
            this.childNodes.splice(i, 0, n); n.parentNode = this; return n;
          }
          appendChild(n) { return this.insertBefore(n, null); }
          removeChild(n) { this.childNodes.splice(this.childNodes.indexOf(n), 1); n.parentNode = null; return n; }
          remove() { if (this.parentNode) this.parentNode.removeChild(this); }
          set textContent(t) { for (const c of this.childNodes) c.parentNode = null; this.childNodes = []; if (t !== "") this.appendChild(new Text_(t)); }
          cloneNode(deep) {
            const e = new El(this.tag, this.ns, this.nodeType);
            for (const [k, v] of this.attrs) e.attrs.set(k, v);
            if (deep) for (const c of this.childNodes) e.appendChild(c.nodeType === 3 ? new Text_(c.data) : c.cloneNode(true));
            return e;
          }
          getElementsByTagName() { const out = []; const walk = (n) => { for (const c of n.childNodes) if (c.nodeType === 1) { out.push(c); walk(c); } }; walk(this); return out; }
        }
        const root = new El("div"); root.setAttribute("data-id", "0");
        globalThis.document = {
          createElement: (t) => new El(t), createElementNS: (ns, t) => new El(t, ns), createTextNode: (d) => new Text_(d),
          createDocumentFragment: () => new El("#fragment", null, 11), querySelector: () => root, activeElement: null,
        };
        globalThis.__trellisTest = {};
        require(input.runtime);
        for (const e of input.extensions || []) require(e);
        const api = globalThis.__trellisTest.api;
        if (input.validate) { process.stdout.write(JSON.stringify(input.validate.map(([k, v]) => api.valid(k, v)))); process.exit(0); }
        api.setSymbols(input.symbols);
        const warn = console.warn; console.warn = (...a) => { process.stderr.write(a.map(String).join(" ") + "\n"); };
        api.reset(input.root);
        api.apply(input.ops);
        const esc = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
        const ser = (n) => {
          if (n.nodeType === 3) return esc(n.data);
          let s = "<" + n.tag;
          for (const k of [...n.attrs.keys()].sort()) s += " " + k + '="' + esc(n.attrs.get(k)) + '"';
          s += ">";
          return n.tag === "input" ? s : s + n.childNodes.map(ser).join("") + "</" + n.tag + ">";
        };
        process.stdout.write(root.childNodes.map(ser).join(""));
        """#
}
