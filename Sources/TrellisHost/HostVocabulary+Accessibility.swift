/// Accessibility and text-formatting properties (docs/RENDERING.md, "Accessibility" and "Text formatting").
extension HostVocabulary {
    static let lineCounts = (1...10).map(String.init)

    static let accessibilityProperties: [HostProperty] = [
        HostProperty("hint", .text, isStyle: false,
                     "`accessibilityHint`: `aria-description` (on the control part for wrapped roles, like `label`)"),
        HostProperty("valueText", .text, isStyle: false,
                     "`accessibilityValue`: `aria-valuetext` (on the control part for wrapped roles); announced for range roles"),
        HostProperty("identifier", .text, isStyle: false,
                     "`accessibilityIdentifier`: `data-testid` (Playwright's `get_by_test_id`)"),
        HostProperty("headingLevel", .oneOf(["1", "2", "3", "4", "5", "6"]), isStyle: false,
                     "`accessibilityHeading(.h1…)`: `aria-level`"),
        HostProperty("inputLabels", .text, isStyle: false,
                     "`accessibilityInputLabels`, one per line: host tree only (ARIA has no voice-input names)"),
        HostProperty("help", .text, isStyle: false,
                     "`help(_:)`: the `title` attribute (a tooltip)"),
        HostProperty("lineLimit", .oneOf(lineCounts), isStyle: true,
                     "`lineLimit`: texts in the element (and the element if it is one) clamp to that many lines with an ellipsis; one line does not wrap"),
        HostProperty("lineReserve", .oneOf(lineCounts), isStyle: true,
                     "`lineLimit(n…)`, `reservesSpace:`: texts are at least that many lines tall (`min-height` in `lh`)"),
        HostProperty("textAlignment", .oneOf(["leading", "center", "trailing"]), isStyle: true,
                     "`multilineTextAlignment`: `text-align` start/center/end, inherited"),
        HostProperty("truncation", .oneOf(["head", "tail", "middle"]), isStyle: true,
                     "`truncationMode`: recorded; every mode ellipsizes the end (docs/LIMITATIONS.md)"),
        HostProperty("textSelection", .oneOf(["enabled", "disabled"]), isStyle: true,
                     "`textSelection`: `user-select: text / none`"),
        HostProperty("tracking", .number, isStyle: true,
                     "`tracking`, `kerning`: `--t-tracking` → `letter-spacing` (px)"),
        HostProperty("baselineOffset", .number, isStyle: true,
                     "`baselineOffset`: `--t-baseline` → the text moves up by that many px"),
        HostProperty("textCase", .oneOf(["uppercase", "lowercase"]), isStyle: true,
                     "`textCase`: `text-transform`, inherited"),
        HostProperty("fontWidth", .oneOf(["compressed", "condensed", "standard", "expanded"]), isStyle: true,
                     "`fontWidth`: `font-stretch` 75% / 87.5% / 100% / 125%, inherited"),
    ]
}
