public import Foundation

struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 2 }

extension EnvironmentValues {
    /// The direction of text and of leading and trailing edges. Setting it mirrors the subtree:
    ///
    ///     ContentView().environment(\.layoutDirection, .rightToLeft)
    ///
    /// Stacks, labels, padding and alignment lay out from the right (the element gets `direction: rtl`).
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// The number of pixels per point of the window's display: the page's `devicePixelRatio` (2 until the page
    /// has said).
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
}
