/// How a `NavigationView` arranges its views (iOS 13–15).
@MainActor @preconcurrency
public protocol NavigationViewStyle {}

/// The platform's default: a stack on iPhone, columns on iPad and the Mac.
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
/// One view at a time, pushed and popped.
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
/// Columns: a sidebar and a detail.
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
/// The iOS 14 name for columns.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

nonisolated extension View {
    /// The style of the `NavigationView`s below.
    // LIMITATION: `navigationViewStyle(.columns)` / `DoubleColumnNavigationViewStyle` / `.automatic` on iPad and Mac | `NavigationView` is always a stack (`.stack` is exact) | columns need `NavigationView`'s several children split into a sidebar and a detail; use `NavigationSplitView`
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        self
    }
}
