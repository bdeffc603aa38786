/// The context of a state change: the animation to use, if any.
///
///     withTransaction(Transaction(animation: .spring())) { isExpanded.toggle() }
///
/// The value is kept so code that sets and reads it works; see `withAnimation` for what the
/// renderer does with it.
public struct Transaction: Sendable {
    public var animation: Animation?
    public var disablesAnimations: Bool = false
    /// Whether the change comes from a continuous interaction (a drag).
    public var isContinuous: Bool = false

    public init() {}
    public init(animation: Animation?) { self.animation = animation }
}

/// Runs `body` as one transaction with an animation and returns its result.
///
///     withAnimation(.spring()) { isFlipped.toggle() }
@MainActor
// LIMITATION: `withAnimation`, `.animation(_:value:)`, `Binding.animation`, `Transaction.animation` | property changes (offsets, colours, sizes) apply at once; views inserted or removed with a `transition(_:)` do animate in and out (with the transition's own animation or the default); the animation value is kept and reads back | the patch doesn't carry the transaction's animation yet, so the browser has nothing to interpolate property changes with
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body` with an animation, then `completion` once the animation would be done (at once in Trellis).
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    let result = try body()
    completion()
    return result
}

/// Runs `body` as one transaction and returns its result.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body` as one transaction in which `keyPath` has `value`, and returns its result.
@MainActor
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R) rethrows -> R {
    try body()
}

/// When an animation's completion handler runs.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let removed: Bool
    /// When the animation reaches its end value.
    public static let logicallyComplete = AnimationCompletionCriteria(removed: false)
    /// When the animation has stopped and is removed.
    public static let removed = AnimationCompletionCriteria(removed: true)
}

nonisolated extension View {
    /// Animates changes to this view when `value` changes.
    ///
    ///     Card().scaleEffect(isSelected ? 1.1 : 1).animation(.spring(), value: isSelected)
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        self
    }

    /// Animates every change to this view (deprecated in SwiftUI; use `animation(_:value:)`).
    @available(iOS, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
    @available(macOS, deprecated: 12.0, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        self
    }

    /// Changes the transaction of state changes below this view.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        self
    }

    /// Changes the transaction of state changes below this view when `value` changes.
    public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        self
    }
}
