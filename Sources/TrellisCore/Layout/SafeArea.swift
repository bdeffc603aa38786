public import Foundation

/// The kinds of safe area a view can ignore.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The area the device and the window's bars take (status bar, home indicator).
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The area an on-screen keyboard takes.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// `safeAreaInset(edge:…)`: `content` sits along `edge` and the modified view is inset by it.
nonisolated package struct _SafeAreaInsetModifier<Inset: View>: ViewModifier {
    package let edge: Edge
    /// The inset's alignment across the edge: a horizontal alignment's or a vertical one's name.
    package let alignment: String
    package let spacing: CGFloat?
    package let inset: Inset
    package typealias Body = Never
}

/// `ignoresSafeArea(_:edges:)`: the view extends under the window's bars and the device's edges.
nonisolated package struct _IgnoresSafeAreaModifier: ViewModifier {
    package let regions: SafeAreaRegions
    package let edges: Edge.Set
    package typealias Body = Never
}

nonisolated extension View {
    /// Places `content` along the top or bottom edge and insets the view by its height, as a custom
    /// bar does:
    ///
    ///     ScrollView { messages }
    ///         .safeAreaInset(edge: .bottom) { ComposeBar().background(.bar) }
    // LIMITATION: `safeAreaInset(edge:alignment:spacing:content:)` | the view is laid out beside the inset content and fills the space it is offered; a scroll view's content doesn't pass under the bar | laid out as a CSS flex box, so scrolled content is never behind the inset
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        modifier(_SafeAreaInsetModifier(edge: edge == .top ? .top : .bottom, alignment: alignment.name, spacing: spacing, inset: content()))
    }

    /// Places `content` along the leading or trailing edge and insets the view by its width.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        modifier(_SafeAreaInsetModifier(edge: edge == .leading ? .leading : .trailing, alignment: alignment.name, spacing: spacing, inset: content()))
    }

    /// Adds to the view's safe area: a scroll view's content is inset and scrolls through the padding.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        padding(insets)
    }

    /// Adds `length` (nil: the default 16) to the safe area on `edges`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(edges, length)
    }

    /// Adds `length` to the safe area on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Extends the view under the window's bars and device edges on `edges` (a background that reaches
    /// the screen's corners).
    // LIMITATION: `ignoresSafeArea(_:edges:)`, `edgesIgnoringSafeArea(_:)` | extends the view to the window's edges (under the status bar and home indicator) when it is the window's content or a layer of it; deeper views stay where they are; the `.keyboard` region is ignored (no on-screen keyboard is simulated) | CSS can't tell whether a view touches the safe area without measuring it
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(_IgnoresSafeAreaModifier(regions: regions, edges: edges))
    }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        ignoresSafeArea(.container, edges: edges)
    }
}
