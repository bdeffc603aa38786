public import Foundation

/// The spacing a view prefers around it, on each edge (`LayoutSubview.spacing`).
// LIMITATION: `ViewSpacing` | every view prefers SwiftUI's default 8 points on every edge (`.zero`: none); no per-kind spacing (text to text, to images) | the browser does not report spacing preferences
public struct ViewSpacing: Sendable {
    /// On `top`, `leading`, `bottom`, `trailing`.
    private var edges: [CGFloat]

    /// No spacing on any edge.
    public static let zero = ViewSpacing(edges: [0, 0, 0, 0])

    /// The default spacing on every edge.
    public init() { edges = [8, 8, 8, 8] }

    private init(edges: [CGFloat]) { self.edges = edges }

    private static func indices(_ set: Edge.Set) -> [Int] {
        [(Edge.Set.top, 0), (.leading, 1), (.bottom, 2), (.trailing, 3)].filter { set.contains($0.0) }.map(\.1)
    }

    /// Keeps, on `edges`, the larger of this spacing and `other`'s.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for i in Self.indices(edges) { self.edges[i] = max(self.edges[i], other.edges[i]) }
    }

    /// This spacing with `other`'s larger values on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// The distance between this view and `next`, placed after it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? max(edges[3], next.edges[1]) : max(edges[2], next.edges[0])
    }
}
