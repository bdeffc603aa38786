/// Something a person did to an element, as a renderer reports it.
///
/// The browser sends these over the WebSocket and the headless host creates
/// them in `tap()`, `type(_:)` and friends; both enter the view graph through
/// the same `dispatch` path.
public enum HostEvent: Equatable, Sendable {
    /// A click, tap, Return or Space: buttons, links, menu items, tabs.
    case activate
    /// Pointer or key held down on a control (drives `isPressed`).
    case pressBegan
    /// The press ended (released, cancelled or the pointer left).
    case pressEnded
    /// A new boolean value for a switch or checkbox.
    case setBool(Bool)
    /// A new numeric value for a slider or stepper.
    case setNumber(Double)
    /// New text for a text field or editor.
    case setText(String)
    /// A choice among a control's options, by option index.
    case select(Int)
    /// The user began or ended dragging a slider.
    case editing(Bool)
    /// Focus entered or left the element.
    case focus(Bool)
    /// The pointer entered (true) or left (false) the element (`onHover`).
    case hover(Bool)
    /// A key press with modifiers (for keyboard shortcuts and submit).
    case key(String, modifiers: [String])
    /// A secondary click or long press asked for the context menu.
    case contextMenu
    /// The person dismissed an open popup (Escape, a click outside it).
    case dismiss
    /// A drag in a reorderable list moved the element at `from` to `to`.
    case reorder(from: Int, to: Int)
    /// A long list's rows `from..<to` (indices among all its rows) are on screen:
    /// the list builds that window plus a margin (see `ListMetrics`).
    case visibleRange(from: Int, to: Int)
    /// A horizontal swipe on a list row with swipe actions: `edge` is the edge whose
    /// actions it reveals (nil closes them); `full` is a full swipe, which runs that
    /// edge's first action.
    case swipe(HostSwipeEdge?, full: Bool)
    /// Text or URLs dropped from outside the page into a list, before its row `at`
    /// (the count: after the last), for `onInsert(of:perform:)`.
    case insert(at: Int, items: [HostDropItem])
    /// A pointer gesture sample on an element with `gesture` (`.gesture`, `onLongPressGesture`, …).
    case pointer(PointerSample)
    /// A key press on an element with `keyPress` (`onKeyPress`).
    case keyPress(KeyPressSample)
    /// The pointer moved over (or, `ended`, left) an element with `continuousHover`.
    case hoverMove(PointerSample)
}

