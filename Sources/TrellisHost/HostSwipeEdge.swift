/// The edge of a list row a swipe reveals actions from (`swipeActions(edge:)`):
/// `leading` is revealed by swiping toward the trailing side (right, left to right),
/// `trailing` by swiping toward the leading side.
public enum HostSwipeEdge: String, Sendable, Equatable {
    case leading
    case trailing
}
