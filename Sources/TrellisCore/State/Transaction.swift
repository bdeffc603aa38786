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
// LIMITATION: `withAnimation`, `withTransaction` | the browser animates the changed elements' own CSS properties (size, offset, scale, opacity, colour) with a CSS transition of the animation's duration, curve and delay; springs are approximated by a cubic curve; `repeatCount`/`repeatForever` run once; text and layout moves (reordering, siblings shifting) jump; `Binding.animation` and `Transaction.animation` are kept and read back but don't animate | CSS transitions only interpolate an element's own computed style; no per-frame work in the Swift process
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    let result = try body()
    TransactionContext.animate(with: animation)
    return result
}

/// The animation the next update of the view graph carries: set by `withAnimation` and
/// `withTransaction`, taken (and cleared) by the graph when it hands its changes to the renderer.
@MainActor
package enum TransactionContext {
    package private(set) static var pendingAnimation: Animation?

    static func animate(with animation: Animation?) {
        if let animation { pendingAnimation = animation }
    }

    package static func takeAnimation() -> Animation? {
        defer { pendingAnimation = nil }
        return pendingAnimation
    }
}

/// Runs `body` with an animation, then `completion` once the animation would be done (at once in Trellis).
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    let result = try body()
    TransactionContext.animate(with: animation)
    completion()
    return result
}

/// Runs `body` as one transaction and returns its result.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let result = try body()
    if !transaction.disablesAnimations { TransactionContext.animate(with: transaction.animation) }
    return result
}

/// Runs `body` as one transaction in which `keyPath` has `value`, and returns its result.
@MainActor
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R) rethrows -> R {
    var transaction = Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
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
    // LIMITATION: `animation(_:value:)` | every change of the content's own element animates, not only changes made when `value` changes; descendants' elements don't | a CSS transition on the element, set once, needs no server work per change
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(_AnimationModifier(animation: animation))
    }

    /// Animates every change to this view (deprecated in SwiftUI; use `animation(_:value:)`).
    @available(iOS, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
    @available(macOS, deprecated: 12.0, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        modifier(_AnimationModifier(animation: animation))
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

/// `animation(_:value:)`: the animation changes to the content's element run with.
nonisolated package struct _AnimationModifier: ViewModifier {
    package let animation: Animation?
    package typealias Body = Never
}
