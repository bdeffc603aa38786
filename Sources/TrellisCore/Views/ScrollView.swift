import Foundation

/// A scrollable area: its content stacks along the scroll axis and scrolls
/// when it is larger than the view.
///
///     ScrollView(.horizontal) {
///         HStack { ForEach(photos) { PhotoCard($0) } }
///     }
nonisolated public struct ScrollView<Content: View>: View {
    public var content: Content
    public var axes: Axis.Set
    public var showsIndicators: Bool

    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use the ScrollView(_:content:) initializer and the scrollIndicators(:_) modifier")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use the ScrollView(_:content:) initializer and the scrollIndicators(:_) modifier")
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = true
        self.content = content()
    }

    public typealias Body = Never
}

/// Whether scroll indicators show.
public struct ScrollIndicatorVisibility: Equatable, Sendable {
    package let name: String
    public static var automatic: ScrollIndicatorVisibility { .init(name: "automatic") }
    public static var visible: ScrollIndicatorVisibility { .init(name: "visible") }
    public static var hidden: ScrollIndicatorVisibility { .init(name: "hidden") }
    public static var never: ScrollIndicatorVisibility { .init(name: "never") }
}

struct ScrollIndicatorsKey: EnvironmentKey { static let defaultValue = ScrollIndicatorVisibility.automatic }

extension EnvironmentValues {
    /// The scroll indicator visibility for scroll views below.
    public var scrollIndicators: ScrollIndicatorVisibility {
        get { self[ScrollIndicatorsKey.self] }
        set { self[ScrollIndicatorsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Shows or hides the scroll indicators of scroll views below.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        environment(\.scrollIndicators, visibility)
    }
}
