// INTERIM (issue 13 needs these for seed 004; issue 16 owns shapes and clipping).
// When the shapes branch merges, delete this file: its `Shape`, `Rectangle`,
// `clipShape` and `clipped` replace these.

/// A 2-D shape a view can be clipped to (interim: only `Rectangle`).
@preconcurrency @MainActor
public protocol Shape: Sendable, View {}

/// A rectangle filling its frame; as a clip shape, clips to the view's bounds.
nonisolated public struct Rectangle: Shape {
    public init() {}
    public typealias Body = Never
}

nonisolated extension View {
    /// Clips the view to its bounds: content that overflows (a horizontal
    /// `ScrollView` under an iPad sidebar) is cut off instead of drawn outside.
    public func clipped(antialiased: Bool = false) -> some View {
        modifier(_ElementPropertyModifier(key: "clipped", value: "true"))
    }

    /// Clips the view to a shape (interim: every shape clips to the bounds).
    public func clipShape<S: Shape>(_ shape: S) -> some View {
        modifier(_ElementPropertyModifier(key: "clipped", value: "true"))
    }
}
