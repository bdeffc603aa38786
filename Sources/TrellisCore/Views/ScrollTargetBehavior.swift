public import Foundation

/// How a scroll view settles after a person scrolls it: `.paging`, `.viewAligned`.
public protocol ScrollTargetBehavior {
    /// Moves the place a scroll will come to rest.
    func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext)
}

/// Where a scroll comes to rest.
public struct ScrollTarget {
    public var rect: CGRect
    public var anchor: UnitPoint?
    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a scroll target behavior knows when it moves a target.
public struct ScrollTargetBehaviorContext {
    public var originalTarget: ScrollTarget
    public var contentSize: CGSize
    public var containerSize: CGSize
    public var axes: Axis.Set
}

/// Settles on whole pages: the scroll view's length at a time.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
    public func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {}
}

/// Settles with a view of the `scrollTargetLayout()` at the scroll view's leading (top) edge.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How far one gesture may scroll.
    public struct LimitBehavior: Sendable {
        package let name: String
        public static var automatic: LimitBehavior { .init(name: "automatic") }
        public static var always: LimitBehavior { .init(name: "always") }
        public static var never: LimitBehavior { .init(name: "never") }
        public static var alwaysByFew: LimitBehavior { .init(name: "alwaysByFew") }
        public static var alwaysByOne: LimitBehavior { .init(name: "alwaysByOne") }
    }

    package let limitBehavior: LimitBehavior
    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }
    public func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Whole pages.
    public static var paging: PagingScrollTargetBehavior { .init() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Views of the `scrollTargetLayout()`.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { .init() }
    /// Views of the `scrollTargetLayout()`, with a limit on how far one gesture goes.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        .init(limitBehavior: limitBehavior)
    }
}
