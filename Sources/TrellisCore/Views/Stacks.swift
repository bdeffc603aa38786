public import Foundation

/// Arranges its children in a column, 8 points apart by default, centred.
nonisolated public struct VStack<Content: View>: View {
    @usableFromInline package let alignment: HorizontalAlignment
    @usableFromInline package let spacing: CGFloat?
    @usableFromInline package let content: Content

    @inlinable public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.init(_alignment: alignment, spacing: spacing, content: content())
    }

    @inlinable init(_alignment: HorizontalAlignment, spacing: CGFloat?, content: Content) {
        self.alignment = _alignment
        self.spacing = spacing
        self.content = content
    }

    public typealias Body = Never
}

/// Arranges its children in a row, 8 points apart by default, centred.
nonisolated public struct HStack<Content: View>: View {
    @usableFromInline package let alignment: VerticalAlignment
    @usableFromInline package let spacing: CGFloat?
    @usableFromInline package let content: Content

    @inlinable public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.init(_alignment: alignment, spacing: spacing, content: content())
    }

    @inlinable init(_alignment: VerticalAlignment, spacing: CGFloat?, content: Content) {
        self.alignment = _alignment
        self.spacing = spacing
        self.content = content
    }

    public typealias Body = Never
}

/// Overlays its children, aligned in both axes.
nonisolated public struct ZStack<Content: View>: View {
    @usableFromInline package let alignment: Alignment
    @usableFromInline package let content: Content

    @inlinable public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.init(_alignment: alignment, content: content())
    }

    @inlinable init(_alignment: Alignment, content: Content) {
        self.alignment = _alignment
        self.content = content
    }

    public typealias Body = Never
}

/// Flexible space that pushes its siblings apart along the stack's axis.
nonisolated public struct Spacer: View {
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public typealias Body = Never
}

/// A thin line between views: horizontal in a `VStack`, vertical in an `HStack`.
nonisolated public struct Divider: View {
    public init() {}
    public typealias Body = Never
}
