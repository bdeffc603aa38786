public import Foundation

/// How a view fills the space it is offered when it keeps an aspect ratio.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// As large as fits inside the space, keeping the ratio.
    case fit
    /// As small as covers the space, keeping the ratio (it may overflow).
    case fill
}

/// `aspectRatio(_:contentMode:)`: the content is proposed the largest (fit) or smallest (fill) size of
/// that ratio around the space offered. A nil ratio keeps the content's own ratio.
nonisolated package struct _AspectRatioModifier: ViewModifier {
    package let ratio: CGFloat?
    package let contentMode: ContentMode
    package typealias Body = Never
}

nonisolated extension View {
    /// Constrains the view to a width-to-height ratio (nil: its own), fitting or filling the space offered.
    ///
    ///     Image("cover").resizable().aspectRatio(contentMode: .fill)
    ///     Color.blue.aspectRatio(16 / 9, contentMode: .fit)
    // LIMITATION: `aspectRatio(nil, contentMode:)`, `scaledToFit()`, `scaledToFill()` | a symbol image keeps a 1:1 ratio; other content keeps the size CSS gives it | the content's ideal size isn't known without measuring it
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        let ratio = aspectRatio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        return modifier(_AspectRatioModifier(ratio: ratio, contentMode: contentMode))
    }

    /// Constrains the view to the ratio of `aspectRatio`'s width to its height.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// Scales the view to fit the space offered, keeping its ratio.
    public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }

    /// Scales the view to fill the space offered, keeping its ratio.
    public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }
}
