/// The host property vocabulary, declared once: every property an element may carry, the values it takes,
/// the roles that use it, and what the web renderer does with it.
///
/// The graph writes properties by these names; ``HostTree`` (the test host's mirror) refuses a property
/// that is not declared here or a value its kind rejects, so a builtin that invents a name fails its tests
/// instead of a person's screen. The web renderer validates with ``HostVocabulary/validated(_:_:)`` before
/// anything reaches the page; `trellis.js` keeps its own copy of the table (it runs without a build step)
/// and `HTMLAgreementTests` checks it against this one, value kind by value kind. docs/RENDERING.md's
/// vocabulary table is generated from ``markdownTable`` and checked by a test.
///
/// Adding a property: add a ``HostProperty`` below, the same key to `KINDS` in `trellis.js`, and CSS for it
/// if it styles; the tests say what is missing.
public enum HostValueKind: Sendable, Equatable {
    /// One of a fixed set of names.
    case oneOf([String])
    /// A finite decimal number (`-12`, `0.5`).
    case number
    /// A number or `infinity` (frame dimensions).
    case dimension
    /// `"true"`; anything else means absent.
    case flag
    /// A system colour name (optionally `name/alpha`) or `rgba(r,g,b,a)`.
    case color
    /// Four numbers: `top,leading,bottom,trailing`.
    case insets
    /// `capsule`, `circle`, `rectangle`, `roundedRectangle` or `roundedRectangle:<number>`.
    case shape
    /// Free text (escaped on output, never interpreted).
    case text
    /// An SF Symbol or asset name: letters, digits, dots, underscores, dashes.
    case symbol
    /// A colour, a gradient or a material (HostVocabulary+Drawing.swift, docs/RENDERING.md "Paint").
    case paint
    /// Comma-separated numbers, as many as one of the counts.
    case numbers([Int])
    /// Up to 16 comma-separated numbers (a dash pattern).
    case dash
    /// SVG path data: `M`, `L`, `Q`, `C`, `Z`, digits, spaces, dots and minus signs.
    case pathData
    /// Transform tokens: `t(x,y)`, `tp(x,y)`, `s(x,y)`, `r(deg)`, `m(a,b,c,d,tx,ty)`, `r3(x,y,z,deg,perspective)`.
    case transform
    /// Filter tokens: `blur(r)`, `brightness(x)`, `contrast(x)`, `saturate(x)`, `grayscale(x)`, `hue(deg)`,
    /// `invert(x)`, `opacity(x)`, `shadow(colour@radius,x,y)`.
    case filter
    /// A clip shape: `rect`, `rect:<radii>`, `capsule`, `circle`, `ellipse`.
    case clip
    /// Grid tracks: `f:<size>`, `x:<min>,<max>`, `a:<min>,<max>` (`inf` for no maximum), up to 64.
    case gridTracks
    /// Sampled effect keyframes: `<seconds>|<once|loop>|<run>` then `;`-separated frames, each
    /// `<transform tokens>|<filter tokens>|<opacity>` (any part empty), 2 to 301 frames.
    case keyframes

    /// How the value column of docs/RENDERING.md spells this kind.
    public var summary: String {
        switch self {
        case let .oneOf(names): return names.map { "`\($0)`" }.joined(separator: " ")
        case .number: return "number"
        case .dimension: return "number or `infinity`"
        case .flag: return "`true`"
        case .color: return "system colour name, `name/alpha`, `rgb(a)(…)` or `light-dark(rgba(…),rgba(…))`"
        case .insets: return "`top,leading,bottom,trailing`"
        case .shape: return "`capsule circle rectangle roundedRectangle roundedRectangle:<r>`"
        case .text: return "text"
        case .symbol: return "symbol name"
        case .paint: return "colour, `linear;…` `radial;…` `elliptical;…` `angular;…` gradient, `material:<thickness>`"
        case let .numbers(counts): return counts.map(String.init).joined(separator: " or ") + " comma-separated numbers"
        case .dash: return "up to 16 comma-separated numbers"
        case .pathData: return "SVG path data (`M L Q C Z`, numbers)"
        case .transform: return "transform tokens `t() tp() s() r() m() r3()`"
        case .filter: return "filter tokens `blur() brightness() contrast() saturate() grayscale() hue() invert() opacity() shadow()`"
        case .clip: return "`rect rect:<radii> capsule circle ellipse`"
        case .gridTracks: return "`f:<size>` `x:<min>,<max>` `a:<min>,<max>` tokens"
        case .keyframes: return "`<seconds>|<once|loop>|<run>;<transform>|<filter>|<opacity>;…`"
        }
    }
}

/// One declared host property.
public struct HostProperty: Sendable, Equatable {
    public let name: String
    public let kind: HostValueKind
    /// Whether the web renderer writes it as a `data-*` attribute that CSS styles (otherwise it is mapped
    /// to a native or ARIA attribute, or read by the runtime only).
    public let isStyle: Bool
    /// The roles that use it; empty means any element (layout and style properties).
    public let roles: Set<HostRole>
    /// What the web renderer does with it (docs/RENDERING.md).
    public let rendering: String

    public init(_ name: String, _ kind: HostValueKind, isStyle: Bool, roles: Set<HostRole> = [], _ rendering: String) {
        self.name = name
        self.kind = kind
        self.isStyle = isStyle
        self.roles = roles
        self.rendering = rendering
    }
}

public enum HostVocabulary {
    public static let fonts = [
        "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote",
        "caption", "caption2", "system",
    ]
    public static let weights = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
    public static let alignments = [
        "leading", "center", "trailing", "top", "bottom", "firstTextBaseline", "lastTextBaseline",
        "topLeading", "topTrailing", "bottomLeading", "bottomTrailing",
    ]
    /// Colour names with a CSS variable `--t-color-<name>` in trellis.css.
    public static let colorNames: Set<String> = baseColorNames.union(drawingColorNames)
    static let baseColorNames: Set<String> = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
        "gray", "white", "black", "clear", "primary", "secondary", "accentColor",
    ]

    /// Every property, in the order docs/RENDERING.md lists them.
    public static let properties: [HostProperty] = baseProperties + drawingProperties + tabProperties + accessibilityProperties
        + listEditingProperties + searchProperties + textInputProperties + layoutProperties + transferProperties
        + geometryProperties + listRowProperties + gestureProperties
    static let baseProperties: [HostProperty] = [
        HostProperty("layout", .oneOf(["vstack", "hstack", "zstack", "spacer", "color", "text", "window", "labeled", "label", "menu", "overlay", "position", "vgrid", "hgrid", "grid", "gridrow"]), isStyle: true,
                     "`data-layout`: flex column / flex row / one-cell grid / `flex: 1 1 0` / fills / inline runs of a concatenated `Text` (a `group` of spans) / the window's content (`main`, fills the window and centres) / `LabeledContent` (label left, value right) / a `Label` (icon and title inline) / a `Menu`'s wrapper (its button, and its popup while `expanded`) / a `background`/`overlay` wrapper (layer and content in one grid cell) / the space `position(x:y:)` places its content in / `LazyVGrid`, `LazyHGrid`, `Grid` (CSS grid) and a `GridRow` (a subgrid row)"),
        HostProperty("spacing", .number, isStyle: true,
                     "`data-spacing`, `--t-gap` (default 8)"),
        HostProperty("alignment", .oneOf(HostVocabulary.alignments), isStyle: true,
                     "`data-alignment`"),
        HostProperty("minLength", .number, isStyle: true,
                     "`--t-min-length` (spacer minimum along the stack axis, default 8)"),
        HostProperty("padding", .insets, isStyle: true,
                     "`data-padding`, `--t-pt/pl/pb/pr` (logical: leading = inline-start)"),
        HostProperty("width", .dimension, isStyle: true,
                     "`data-…`, `--t-w …`; `maxWidth=infinity` stretches (cross axis) or grows (HStack)"),
        HostProperty("height", .dimension, isStyle: true,
                     "`data-…`, `--t-w …`; `maxWidth=infinity` stretches (cross axis) or grows (HStack)"),
        HostProperty("minWidth", .dimension, isStyle: true,
                     "`data-…`, `--t-w …`; `maxWidth=infinity` stretches (cross axis) or grows (HStack)"),
        HostProperty("idealWidth", .dimension, isStyle: true,
                     "`data-…`, `--t-w …`; `maxWidth=infinity` stretches (cross axis) or grows (HStack)"),
        HostProperty("maxWidth", .dimension, isStyle: true,
                     "`data-…`, `--t-w …`; `maxWidth=infinity` stretches (cross axis) or grows (HStack)"),
        HostProperty("minHeight", .dimension, isStyle: true,
                     "`data-…`, `--t-w …`; `maxWidth=infinity` stretches (cross axis) or grows (HStack)"),
        HostProperty("idealHeight", .dimension, isStyle: true,
                     "`data-…`, `--t-w …`; `maxWidth=infinity` stretches (cross axis) or grows (HStack)"),
        HostProperty("maxHeight", .dimension, isStyle: true,
                     "`data-…`, `--t-w …`; `maxWidth=infinity` stretches (cross axis) or grows (HStack)"),
        HostProperty("frameAlignment", .oneOf(HostVocabulary.alignments), isStyle: true,
                     "content placement inside the frame"),
        HostProperty("font", .oneOf(HostVocabulary.fonts), isStyle: true,
                     "sizes per idiom (`--t-body` is 17 on iOS, 13 on the Mac, …)"),
        HostProperty("fontSize", .number, isStyle: true,
                     "`--t-fs`"),
        HostProperty("fontWeight", .oneOf(HostVocabulary.weights), isStyle: true,
                     "100…900"),
        HostProperty("fontDesign", .oneOf(["default", "serif", "rounded", "monospaced"]), isStyle: true,
                     "font stacks"),
        HostProperty("bold", .flag, isStyle: true,
                     "`data-…`; `hidden` → `visibility: hidden`; `disabled` → native `disabled` on buttons and control parts, else `aria-disabled`; `selected` → `aria-selected` on tabs and options; `checked` → control part / `aria-checked`; `contextMenu` → the browser menu is suppressed and `contextMenu` sent (a long press does the same on phone/pad); the owner of a `.contextMenu` is a box-less wrapper whose `menu` child appears while `expanded`"),
        HostProperty("italic", .flag, isStyle: true,
                     "`data-…`; `hidden` → `visibility: hidden`; `disabled` → native `disabled` on buttons and control parts, else `aria-disabled`; `selected` → `aria-selected` on tabs and options; `checked` → control part / `aria-checked`; `contextMenu` → the browser menu is suppressed and `contextMenu` sent (a long press does the same on phone/pad); the owner of a `.contextMenu` is a box-less wrapper whose `menu` child appears while `expanded`"),
        HostProperty("monospaced", .flag, isStyle: true,
                     "`data-…`; `hidden` → `visibility: hidden`; `disabled` → native `disabled` on buttons and control parts, else `aria-disabled`; `selected` → `aria-selected` on tabs and options; `checked` → control part / `aria-checked`; `contextMenu` → the browser menu is suppressed and `contextMenu` sent (a long press does the same on phone/pad); the owner of a `.contextMenu` is a box-less wrapper whose `menu` child appears while `expanded`"),
        HostProperty("foreground", .paint, isStyle: true,
                     "`--t-fg`: text colour; a gradient paints the text through `background-clip: text` (drawing.css)"),
        HostProperty("background", .paint, isStyle: true,
                     "`--t-bg`: the element's background (`background`), a colour, gradient, or material (`backdrop-filter`)"),
        HostProperty("fill", .color, isStyle: true,
                     "`--t-fg --t-bg --t-fill --t-tint` (tint also sets `--t-accent` for the subtree)"),
        HostProperty("tint", .color, isStyle: true,
                     "`--t-fg --t-bg --t-fill --t-tint` (tint also sets `--t-accent` for the subtree)"),
        HostProperty("opacity", .number, isStyle: true,
                     "`--t-opacity`"),
        HostProperty("hidden", .flag, isStyle: true,
                     "`data-…`; `hidden` → `visibility: hidden`; `disabled` → native `disabled` on buttons and control parts, else `aria-disabled`; `selected` → `aria-selected` on tabs and options; `checked` → control part / `aria-checked`; `contextMenu` → the browser menu is suppressed and `contextMenu` sent (a long press does the same on phone/pad); the owner of a `.contextMenu` is a box-less wrapper whose `menu` child appears while `expanded`"),
        HostProperty("disabled", .flag, isStyle: true,
                     "`data-…`; `hidden` → `visibility: hidden`; `disabled` → native `disabled` on buttons and control parts, else `aria-disabled`; `selected` → `aria-selected` on tabs and options; `checked` → control part / `aria-checked`; `contextMenu` → the browser menu is suppressed and `contextMenu` sent (a long press does the same on phone/pad); the owner of a `.contextMenu` is a box-less wrapper whose `menu` child appears while `expanded`"),
        HostProperty("pressed", .flag, isStyle: true,
                     "`data-…`; `hidden` → `visibility: hidden`; `disabled` → native `disabled` on buttons and control parts, else `aria-disabled`; `selected` → `aria-selected` on tabs and options; `checked` → control part / `aria-checked`; `contextMenu` → the browser menu is suppressed and `contextMenu` sent (a long press does the same on phone/pad); the owner of a `.contextMenu` is a box-less wrapper whose `menu` child appears while `expanded`"),
        HostProperty("selected", .flag, isStyle: true,
                     "`data-…`; `hidden` → `visibility: hidden`; `disabled` → native `disabled` on buttons and control parts, else `aria-disabled`; `selected` → `aria-selected` on tabs and options; `checked` → control part / `aria-checked`; `contextMenu` → the browser menu is suppressed and `contextMenu` sent (a long press does the same on phone/pad); the owner of a `.contextMenu` is a box-less wrapper whose `menu` child appears while `expanded`"),
        HostProperty("checked", .flag, isStyle: false,
                     "`data-…`; `hidden` → `visibility: hidden`; `disabled` → native `disabled` on buttons and control parts, else `aria-disabled`; `selected` → `aria-selected` on tabs and options; `checked` → control part / `aria-checked`; `contextMenu` → the browser menu is suppressed and `contextMenu` sent (a long press does the same on phone/pad); the owner of a `.contextMenu` is a box-less wrapper whose `menu` child appears while `expanded`"),
        HostProperty("multiline", .flag, isStyle: true, roles: [.textbox],
                     "`data-…`; `hidden` → `visibility: hidden`; `disabled` → native `disabled` on buttons and control parts, else `aria-disabled`; `selected` → `aria-selected` on tabs and options; `checked` → control part / `aria-checked`; `contextMenu` → the browser menu is suppressed and `contextMenu` sent (a long press does the same on phone/pad); the owner of a `.contextMenu` is a box-less wrapper whose `menu` child appears while `expanded`"),
        HostProperty("contextMenu", .flag, isStyle: true,
                     "`data-…`; `hidden` → `visibility: hidden`; `disabled` → native `disabled` on buttons and control parts, else `aria-disabled`; `selected` → `aria-selected` on tabs and options; `checked` → control part / `aria-checked`; `contextMenu` → the browser menu is suppressed and `contextMenu` sent (a long press does the same on phone/pad); the owner of a `.contextMenu` is a box-less wrapper whose `menu` child appears while `expanded`"),
        HostProperty("underline", .flag, isStyle: true,
                     "text decoration"),
        HostProperty("strikethrough", .flag, isStyle: true,
                     "text decoration"),
        HostProperty("resizable", .flag, isStyle: true, roles: [.img, "columnheader"],
                     "the symbol fills the element's frame; on a table's `columnheader` (Mac): the column's edge drags (docs/RENDERING.md, \"Tables\")"),
        HostProperty("cornerRadius", .number, isStyle: true,
                     "`--t-corner`, `border-radius` + clipping"),
        HostProperty("imageName", .symbol, isStyle: true, roles: [.img],
                     "an image set no asset catalog has (`Image(_:)`): the dashed placeholder shows, labelled with the name"),
        HostProperty("hasPopup", .oneOf(["menu", "listbox", "tree", "grid", "dialog", "true"]), isStyle: false,
                     "`aria-haspopup`"),
        HostProperty("secure", .flag, isStyle: false, roles: [.textbox],
                     "text field is `type=\"password\"`"),
        HostProperty("inputType", .oneOf(["date", "time", "datetime-local", "color"]), isStyle: false, roles: [.textbox],
                     "the field's `type`: a `DatePicker` (`date`, `time`, `datetime-local`) or a `ColorPicker` (`color`, value `#rrggbb`)"),
        HostProperty("lowerBound", .text, isStyle: false, roles: [.textbox],
                     "a date field's `min` (`DatePicker(in:)`, in the field's own format)"),
        HostProperty("upperBound", .text, isStyle: false, roles: [.textbox],
                     "a date field's `max` (`DatePicker(in:)`, in the field's own format)"),
        HostProperty("mixed", .flag, isStyle: false, roles: [.checkbox, .switch],
                     "checkbox `aria-checked=\"mixed\"` (+ `indeterminate`)"),
        HostProperty("toggle", .flag, isStyle: true, roles: [.button],
                     "a toggle-style button: `aria-pressed` follows `checked`"),
        HostProperty("focused", .flag, isStyle: true,
                     "trellis.js focuses the control (`@FocusState`)"),
        HostProperty("section", .flag, isStyle: true,
                     "`segmented` radio groups draw as a segmented control; `plain`/`sidebar` lists drop the card"),
        HostProperty("selectable", .flag, isStyle: true,
                     "`segmented` radio groups draw as a segmented control; `plain`/`sidebar` lists drop the card"),
        HostProperty("sectioned", .flag, isStyle: true,
                     "a list with sections: each section `group` is a card on the grouped background (otherwise the list is the card)"),
        HostProperty("expanded", .oneOf(["true", "false"]), isStyle: false,
                     "`aria-expanded` (disclosure rows, pickers)"),
        HostProperty("slot", .oneOf(["label", "value", "minimumValue", "maximumValue", "header", "footer"]), isStyle: true,
                     "`data-slot` on a control's or section's part (no wrapper: it lands on the part's first element). A slider's `label` shows on the Mac only, `maximumValue` goes after the track; a menu picker's `label` shows in forms only, `value` is the current choice; a section's `header`/`footer` sit outside its card; `LabeledContent`'s label and value"),
        HostProperty("scroll", .oneOf(["both", "horizontal", "vertical", "none"]), isStyle: true, roles: [.generic],
                     "`ScrollView`: fills, overflows on that axis, hides bars"),
        HostProperty("progressStyle", .oneOf(["automatic", "linear", "circular"]), isStyle: true, roles: [.progressbar],
                     "`data-progress-style` on a `progressbar`"),
        HostProperty("scrollIndicators", .oneOf(["automatic", "visible", "hidden", "never"]), isStyle: true, roles: [.generic],
                     "`ScrollView`: fills, overflows on that axis, hides bars"),
        HostProperty("pickerStyle", .oneOf(["automatic", "menu", "segmented", "radioGroup", "inline", "wheel", "palette"]), isStyle: true,
                     "`segmented` radio groups draw as a segmented control; `plain`/`sidebar` lists drop the card"),
        HostProperty("formStyle", .oneOf(["automatic", "grouped", "columns"]), isStyle: true,
                     "`segmented` radio groups draw as a segmented control; `plain`/`sidebar` lists drop the card"),
        HostProperty("listStyle", .oneOf(["automatic", "plain", "grouped", "insetGrouped", "inset", "sidebar", "bordered", "carousel", "elliptical"]), isStyle: true,
                     "`segmented` radio groups draw as a segmented control; `plain`/`sidebar` lists drop the card"),
        HostProperty("decorative", .flag, isStyle: true,
                     "`decorative` → `aria-hidden` (a label's icon: the title names it); `visuallyHidden` → clipped off screen but read (`.iconOnly` titles); `tappable` → clicks send `activate` (`onTapGesture`)"),
        HostProperty("visuallyHidden", .flag, isStyle: true,
                     "`decorative` → `aria-hidden` (a label's icon: the title names it); `visuallyHidden` → clipped off screen but read (`.iconOnly` titles); `tappable` → clicks send `activate` (`onTapGesture`)"),
        HostProperty("hoverable", .flag, isStyle: true,
                     "`onHover`: the pointer entering and leaving sends `hover` (once per change, mouse and pen only)"),
        HostProperty("tappable", .flag, isStyle: true,
                     "`decorative` → `aria-hidden` (a label's icon: the title names it); `visuallyHidden` → clipped off screen but read (`.iconOnly` titles); `tappable` → clicks send `activate` (`onTapGesture`)"),
        HostProperty("submitLabel", .oneOf(["done", "go", "send", "join", "route", "search", "return", "next", "continue"]), isStyle: false, roles: [.textbox],
                     "`enterkeyhint` on the field"),
        HostProperty("style", .oneOf([ "automatic", "bordered", "borderedProminent", "borderless", "plain", "link", "glass", "glassProminent", "custom", ]), isStyle: true,
                     "button looks; the graph resolves automatic per idiom and container (`ButtonAppearance`: push button on the Mac, borderless on iOS, …); `custom` = a `ButtonStyle` draws the content (no bezel, no dimming)"),
        HostProperty("container", .oneOf(["list", "form", "toolbar"]), isStyle: true,
                     "a button in a list/form row (the row is the button on touch idioms) or a toolbar"),
        HostProperty("buttonRole", .oneOf(["destructive", "cancel", "close", "confirm"]), isStyle: true,
                     "destructive = red (also as a menu item), cancel = semibold and first in dialogs (last in iPhone action sheets)"),
        HostProperty("borderShape", .shape, isStyle: true,
                     "`--t-radius`"),
        HostProperty("controlSize", .oneOf(["mini", "small", "regular", "large", "extraLarge"]), isStyle: true,
                     "padding and size"),
        HostProperty("label", .text, isStyle: false,
                     "`aria-label` (on the control part for wrapped roles)"),
        HostProperty("value", .text, isStyle: false,
                     "control part attributes; spinbutton `data-value …`"),
        HostProperty("placeholder", .text, isStyle: false, roles: [.textbox],
                     "control part attributes; spinbutton `data-value …`"),
        HostProperty("shortcut", .text, isStyle: true,
                     "`data-shortcut`, shown right-aligned in menus; the key press activates the item (Ctrl stands in for ⌘ off Apple keyboards)"),
        HostProperty("url", .text, isStyle: false, roles: [.link],
                     "link `href`"),
        HostProperty("min", .number, isStyle: false,
                     "control part attributes; spinbutton `data-value …`"),
        HostProperty("max", .number, isStyle: false,
                     "control part attributes; spinbutton `data-value …`"),
        HostProperty("step", .number, isStyle: false,
                     "control part attributes; spinbutton `data-value …`"),
        HostProperty("systemName", .symbol, isStyle: false, roles: [.img],
                     "sprite `<use>`"),
        HostProperty("bar", .oneOf(["titlebar", "bottomBar", "keyboardBar", "accessoryBar", "ornament", "sheet", "belowNavigationBar"]), isStyle: true,
                     "a toolbar region element: which bar it is (docs/TOOLBAR-PLACEMENT.md); `data-bar` positions and styles it"),
        HostProperty("region", .text, isStyle: true,
                     "the placement region inside a bar (`titlebar.leading`, `bottomBar.center`, …; docs/TOOLBAR-PLACEMENT.md), `data-region`"),
        HostProperty("placement", .text, isStyle: true,
                     "the `ToolbarItemPlacement` an item resolved to, `data-placement` (tests and styling)"),
        HostProperty("chrome", .oneOf(["stack", "level", "split", "column", "sheet"]), isStyle: true,
                     "a navigation container part: the stack, one stack level, a split view, a split column, a sheet; `data-chrome`"),
        HostProperty("column", .oneOf(["sidebar", "content", "detail", "inspector"]), isStyle: true,
                     "which `NavigationSplitView` column an element is (or an inspector column's own bar container), `data-column`"),
        HostProperty("collapsed", .flag, isStyle: true,
                     "a split column hidden by the sidebar toggle or the size class; a closed inspector's bar section (its content hidden)"),
        HostProperty("presentation", .oneOf(["centered", "formSheet", "bottomSheet", "fullScreen", "popover"]), isStyle: true,
                     "how a sheet presents on this idiom (`PresentationTable`): centred dialog, form sheet, bottom sheet, full screen; or a popover next to its view (trellis-dialogs.js places it)"),
        HostProperty("popoverEdge", .oneOf(["top", "bottom", "leading", "trailing"]), isStyle: true, roles: [.dialog],
                     "the edge of the presenting view a popover sits on (`arrowEdge`); it flips to the other side when there is no room"),
        HostProperty("anchorX", .number, isStyle: true, roles: [.dialog],
                     "with `anchorY`: the point of the presenting view a popover points at, in unit coordinates (`attachmentAnchor: .point(_:)`)"),
        HostProperty("anchorY", .number, isStyle: true, roles: [.dialog],
                     "with `anchorX`: the point of the presenting view a popover points at, in unit coordinates"),
        HostProperty("dialogStyle", .oneOf(["alert", "actionSheet", "fullScreen"]), isStyle: true, roles: [.alertdialog],
                     "how an alert or confirmation dialog presents on this idiom (`DialogTable`): a centred card, an iPhone action sheet at the bottom, full screen (docs/DIALOGS.md)"),
        HostProperty("dialogPart", .oneOf(["title", "message", "fields", "actions"]), isStyle: true, roles: [.heading, .generic, .group],
                     "a part of an alert or confirmation dialog: its title, its message, its text fields (stacked above the buttons), the row or stack of its actions"),
        HostProperty("barBackground", .oneOf(["hidden"]), isStyle: true,
                     "`toolbarBackground(.hidden)`: the bar draws no material"),
        HostProperty("colorScheme", .oneOf(["light", "dark"]), isStyle: true,
                     "`toolbarColorScheme` / `preferredColorScheme` on a subtree: `color-scheme` for it"),
        HostProperty("toolbarRole", .oneOf(["automatic", "navigationStack", "browser", "editor"]), isStyle: true,
                     "`toolbarRole(_:)` on a bar: editor and browser bars lay out their title leading"),
        HostProperty("titleDisplayMode", .oneOf(["automatic", "large", "inlineLarge", "inline"]), isStyle: true,
                     "`navigationBarTitleDisplayMode`: large titles below the bar, inline in it"),
        HostProperty("toolbarDisplayMode", .oneOf(["iconAndText", "iconOnly", "textOnly"]), isStyle: true, roles: [.toolbar],
                     "a customizable toolbar's display mode (the Mac's toolbar context menu): which of an item's icon and title show"),
        HostProperty("customizeEditor", .oneOf(["sheet", "palette"]), isStyle: true, roles: [.dialog],
                     "Customize Toolbar…: the Mac's sheet or the iPad's palette under the bar; trellis-customize.js makes its items draggable and sends the keyboard's moves"),
        HostProperty("customizeList", .oneOf(["bar", "palette", "defaultSet"]), isStyle: true, roles: [.list],
                     "a list of the toolbar editor: the items in the bar, every item, the default set; drops on it send `reorder`"),
        HostProperty("customizeLock", .oneOf(["fixed", "stays"]), isStyle: true, roles: [.listitem],
                     "an editor item a person can't move or remove (`customizationBehavior(.disabled)`: fixed) or can't remove (`.reorderable`: stays)"),
        HostProperty("borderColor", .color, isStyle: true,
                     "`border(_:width:)`: `--t-border-color`; an outline drawn inside the frame, over the content"),
        HostProperty("borderWidth", .number, isStyle: true,
                     "`border(_:width:)`: `--t-border-w` (px)"),
        HostProperty("longPressMenus", .flag, isStyle: true, roles: [.main],
                     "on the window's `main`: a long press with any pointer opens a context menu (phone and pad; `WindowChrome`)"),
        HostProperty("scrollReveal", .flag, isStyle: true, roles: [.toolbar],
                     "a bar that starts scrolled out of view, under the navigation bar, until a person scrolls up (watchOS `primaryAction`): its container scrolls with the top bar held"),
        HostProperty("windowNotice", .oneOf(["settings"]), isStyle: true, roles: [.status],
                     "a notice about the whole window, drawn over its corner: `settings` while a shared settings store can't save (a lasting database outage; docs/DEPLOYMENT.md)"),
        HostProperty("controlClickMenus", .flag, isStyle: true, roles: [.main],
                     "on the window's `main`: Control-click opens a context menu, as a right-click does (mac; `WindowChrome`)"),
        HostProperty("lazyCount", .number, isStyle: true, roles: [.list, "rowgroup", .generic],
                     "a windowed long list (below, \"Long lists\"): all its rows, the rows not built above and below the built ones, the estimated row height in px. `data-lazy-…`, `data-row-height`; the list's `::before`/`::after` are the spacers"),
        HostProperty("lazyBefore", .number, isStyle: true, roles: [.list, "rowgroup", .generic],
                     "a windowed long list (below, \"Long lists\"): all its rows, the rows not built above and below the built ones, the estimated row height in px. `data-lazy-…`, `data-row-height`; the list's `::before`/`::after` are the spacers"),
        HostProperty("lazyAfter", .number, isStyle: true, roles: [.list, "rowgroup", .generic],
                     "a windowed long list (below, \"Long lists\"): all its rows, the rows not built above and below the built ones, the estimated row height in px. `data-lazy-…`, `data-row-height`; the list's `::before`/`::after` are the spacers"),
        HostProperty("rowHeight", .number, isStyle: true, roles: [.list, "rowgroup", .generic],
                     "a windowed long list (below, \"Long lists\"): all its rows, the rows not built above and below the built ones, the estimated row height in px. `data-lazy-…`, `data-row-height`; the list's `::before`/`::after` are the spacers"),
        // Inspectors and presentation customization (docs/INSPECTOR.md; docs/RENDERING.md, "Inspectors and resizable sheets").
        HostProperty("inspector", .oneOf(["column", "overlay", "sheet"]), isStyle: true,
                     "an `inspector` wrapper (`generic`): how it presents here (`InspectorTable`); a column is a row of the content and a `complementary`; an overlay is the same `complementary` over the content's trailing edge (an iPad window without room for a column)"),
        HostProperty("inspectorPlacement", .oneOf(["underToolbar", "fullHeight"]), isStyle: true,
                     "an inspector column inside a navigation container (under its bar) or outside one (full height, a bar of its own)"),
        HostProperty("resizeMin", .number, isStyle: true, roles: [.separator],
                     "a resizable inspector's edge: the range and the width now; `trellis-inspector.js` sets `aria-valuemin/max/now`"),
        HostProperty("resizeMax", .number, isStyle: true, roles: [.separator],
                     "a resizable inspector's edge: the range and the width now; `trellis-inspector.js` sets `aria-valuemin/max/now`"),
        HostProperty("resizeValue", .number, isStyle: true, roles: [.separator],
                     "a resizable inspector's edge: the range and the width now; `trellis-inspector.js` sets `aria-valuemin/max/now`"),
        HostProperty("detent", .text, isStyle: true, roles: [.dialog, .button],
                     "a resizable sheet's current detent (`medium`, `large`, `height:200`, `fraction:0.3`, `custom:Name`), on the `dialog` and its grabber"),
        HostProperty("detentHeight", .text, isStyle: true,
                     "a resizable sheet's height at its detent: `f<fraction of the window>` or `p<points>`; `trellis-inspector.js` sets `--t-detent-height`"),
        HostProperty("detentHeights", .text, isStyle: true, roles: [.button],
                     "the grabber: every detent's height, smallest first, for dragging between them"),
        HostProperty("grabber", .flag, isStyle: true, roles: [.button],
                     "a resizable sheet's grabber (drag, ↑ ↓ Home End, activate)"),
        HostProperty("backgroundInteraction", .oneOf(["enabled"]), isStyle: true, roles: [.dialog],
                     "the view behind the sheet takes clicks now (`presentationBackgroundInteraction`): no dimming, `pointer-events: none` on the backdrop"),
        HostProperty("presentationBackground", .flag, isStyle: true,
                     "the element holding a `presentationBackground(content:)` view, behind the sheet's content"),
        HostProperty("material", .oneOf(["regular", "thick", "thin", "ultraThin", "ultraThick", "bar"]), isStyle: true,
                     "a translucent `Material` fill (`presentationBackground(.thinMaterial)`): a blurred, partly transparent background"),
        // Tables (docs/RENDERING.md, "Tables").
        HostProperty("sort", .oneOf(["ascending", "descending"]), isStyle: true, roles: ["columnheader", .button],
                     "the leading column of a table's `sortOrder` and its direction; `aria-sort` on the header"),
        HostProperty("columnIndex", .number, isStyle: true, roles: ["columnheader"],
                     "a table header's column, for `select(column)` sort requests"),
        HostProperty("columnCount", .number, isStyle: true, roles: ["table"],
                     "the columns a table shows (the first only in a compact width)"),
        HostProperty("header", .flag, isStyle: true, roles: ["row"],
                     "a table's header row (sticky)"),
        HostProperty("primaryAction", .flag, isStyle: true, roles: ["row"],
                     "a table row whose `contextMenu(forSelectionType:primaryAction:)` has a primary action: a double-click sends Return"),
        // Everyday controls and containers (everyday-controls.css).
        HostProperty("boxStyle", .oneOf(["disclosure", "disclosureRow", "groupBox", "unavailable", "controlGroup"]), isStyle: true, roles: [.group, .button],
                     "`data-box-style`: a `DisclosureGroup` (its row is a `button` with `aria-expanded` and a chevron), a `GroupBox` card, a centred `ContentUnavailableView`, a `ControlGroup`'s joined row"),
        HostProperty("gaugeStyle", .oneOf(["linear", "circular"]), isStyle: true, roles: [.progressbar],
                     "a `Gauge`: a bar, or a ring with the current value in the middle"),
        HostProperty("gaugeFill", .oneOf(stride(from: 0, through: 100, by: 5).map(String.init)), isStyle: true, roles: [.progressbar],
                     "a gauge's value in 5 % steps: the ring's `conic-gradient` (CSS rules per step, no inline style); the exact value is the `progress` element's"),
        HostProperty("fieldStyle", .oneOf(["automatic", "plain", "roundedBorder", "squareBorder"]), isStyle: true, roles: [.textbox],
                     "`textFieldStyle`: `plain` has no box, `roundedBorder`/`squareBorder` a bordered one"),
    ]

    /// The declared properties by name.
    public static let byName: [String: HostProperty] = Dictionary(
        properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// The value to emit for `key`, or nil when the key is not declared or the value is not of its kind.
    public static func validated(_ key: String, _ value: String) -> String? {
        guard let kind = byName[key]?.kind else { return nil }
        switch kind {
        case let .oneOf(names): return names.contains(value) ? value : nil
        case .number: return number(value)
        case .dimension: return value == "infinity" ? value : number(value)
        case .flag: return value == "true" ? value : nil
        case .color: return color(value)
        case .insets:
            let parts = value.split(separator: ",", omittingEmptySubsequences: false).compactMap { number(String($0)) }
            guard parts.count == 4, value.split(separator: ",", omittingEmptySubsequences: false).count == 4 else { return nil }
            return parts.joined(separator: ",")
        case .shape:
            if ["capsule", "circle", "rectangle", "roundedRectangle"].contains(value) { return value }
            guard value.hasPrefix("roundedRectangle:"), let r = number(String(value.dropFirst(17))) else { return nil }
            return "roundedRectangle:" + r
        case .text: return value
        case .symbol:
            let ok = !value.isEmpty && value.count <= 80 && value.unicodeScalars.allSatisfy(isSymbolScalar)
            return ok ? value : nil
        case .paint, .numbers, .dash, .pathData, .transform, .filter, .clip, .gridTracks, .keyframes:
            return validatedDrawing(kind, value)
        }
    }

    /// A finite decimal in plain notation, `1.0` → `1`. Same rule as trellis.js `num()`:
    /// `^-?\d{1,9}(\.\d{1,6})?$`.
    public static func number(_ s: String) -> String? {
        var chars = Substring(s)
        if chars.first == "-" { chars = chars.dropFirst() }
        let parts = chars.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, (1...9).contains(whole.count), whole.allSatisfy(isASCIIDigit) else { return nil }
        if parts.count == 2 {
            let frac = parts[1]
            guard (1...6).contains(frac.count), frac.allSatisfy(isASCIIDigit) else { return nil }
            if frac.allSatisfy({ $0 == "0" }) { return String(s.prefix(s.count - frac.count - 1)) }
        }
        return s
    }

    /// A system colour name (optionally `name/alpha`), or `rgba(r,g,b,a)` / `rgb(r,g,b)` with spaces removed,
    /// r, g, b in 0...255 and a in 0...1.
    public static func color(_ s: String) -> String? {
        if colorNames.contains(s) { return s }
        // An asset colour set with a dark variant, `light-dark(rgba(…),rgba(…))`: the browser picks by appearance.
        if s.hasPrefix("light-dark("), s.hasSuffix(")") {
            let inner = s.dropFirst(11).dropLast().filter { $0 != " " }
            guard let split = inner.firstRange(of: "),rgb") else { return nil }
            guard let light = color(String(inner[..<split.lowerBound]) + ")"), light.hasPrefix("rgb"),
                  let dark = color(String(inner[inner.index(split.lowerBound, offsetBy: 2)...])), dark.hasPrefix("rgb")
            else { return nil }
            return "light-dark(" + light + "," + dark + ")"
        }
        // A system colour at an opacity, `gray/0.12`: it still adapts to light and dark.
        if let slash = s.firstIndex(of: "/") {
            let name = String(s[..<slash]), alpha = String(s[s.index(after: slash)...])
            guard colorNames.contains(name), let n = number(alpha), let a = Double(n), a >= 0, a <= 1 else { return nil }
            return name + "/" + n
        }
        let compact = s.filter { $0 != " " }
        let isRGBA = compact.hasPrefix("rgba("), isRGB = compact.hasPrefix("rgb(")
        guard isRGBA || isRGB, compact.hasSuffix(")") else { return nil }
        let inner = compact.dropFirst(isRGBA ? 5 : 4).dropLast()
        let parts = inner.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == (isRGBA ? 4 : 3) else { return nil }
        for (i, p) in parts.enumerated() {
            guard let n = number(p), let d = Double(n), d >= 0, d <= (i == 3 ? 1 : 255) else { return nil }
        }
        return compact
    }

    /// The vocabulary as the Markdown table in docs/RENDERING.md (a test keeps the two equal).
    public static var markdownTable: String {
        var lines = ["| key | values | roles | DOM |", "|---|---|---|---|"]
        for property in properties {
            let roles = property.roles.isEmpty ? "any" : property.roles.map { "`\($0.rawValue)`" }.sorted().joined(separator: " ")
            let cells = ["`\(property.name)`", property.kind.summary, roles, property.rendering]
            lines.append("| " + cells.map { $0.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|") }.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }

    private static func isASCIIDigit(_ c: Character) -> Bool { c.isASCII && c.isNumber }

    private static func isSymbolScalar(_ u: Unicode.Scalar) -> Bool {
        (u >= "a" && u <= "z") || (u >= "A" && u <= "Z") || (u >= "0" && u <= "9") || u == "." || u == "_" || u == "-"
    }
}
