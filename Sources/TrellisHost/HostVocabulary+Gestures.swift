/// Gestures (`.gesture`, `onLongPressGesture`, …; TrellisGraph/Gestures/, trellis-gestures.js).
extension HostVocabulary {
    static let gestureProperties: [HostProperty] = [
        HostProperty("gesture", .flag, isStyle: true,
                     "a view with a gesture: a pointer pressed on it sends `pointer` samples (began, at most one changed per animation frame, ended or cancelled); `touch-action: none`, no text selection"),
        HostProperty("pinch", .flag, isStyle: true,
                     "a magnify or rotate gesture: two touches, or a trackpad pinch (`ctrl` + wheel), send `scale` and `rotation` in the samples"),
        HostProperty("longPress", .number, isStyle: true,
                     "a long press's minimum duration (s): the page sends a `changed` sample when the pointer has been held that long"),
        HostProperty("keyPress", .flag, isStyle: true,
                     "`onKeyPress`: key presses inside the element (down, repeat, up) send `keyPress`; outside text fields the browser's own handling of the key is prevented (Tab and ⌘/Ctrl shortcuts excepted)"),
        HostProperty("focusable", .flag, isStyle: true,
                     "`focusable()`: the element is a stop in the Tab order (`tabindex=0`) and shows a focus ring"),
        HostProperty("hoverEffect", .oneOf(["automatic", "highlight", "lift"]), isStyle: true,
                     "`hoverEffect`: under a mouse or pen pointer, `highlight` (and `automatic`) tints the element, `lift` scales it up with a shadow"),
        HostProperty("continuousHover", .flag, isStyle: true,
                     "`onContinuousHover`: the pointer moving over the element sends `hoverMove` (at most one per animation frame, `ended` on leaving; mouse and pen)"),
        HostProperty("sensoryFeedback", .text, isStyle: true,
                     "`sensoryFeedback`: `name:count:pattern` — each new count vibrates the pattern (ms) with `navigator.vibrate` where the browser has it"),
        HostProperty("remoteImage", .text, isStyle: true, roles: [.img],
                     "an `AsyncImage`'s loaded image: the path (`/_trellis/img/<window>/<token>`) the page loads it from; anything else is ignored"),
        HostProperty("assetImage", .text, isStyle: true, roles: [.img],
                     "an asset-catalog image: `/_trellis/asset/<token> <n>x`, the app's file and its scale (an `<img srcset>`, so a 2x file draws at half its pixel size); anything else is ignored"),
        HostProperty("templateImage", .flag, isStyle: true, roles: [.img],
                     "the asset image is a template: its shape is drawn in the foreground style (a CSS mask)"),
    ]
}
