/// A key for a value a view gives the `Layout` that arranges it (`layoutValue(key:value:)`), read with
/// `subviews[i][MyKey.self]`.
///
///     private struct Rank: LayoutValueKey { static let defaultValue = 0 }
///     Text("Gold").layoutValue(key: Rank.self, value: 1)
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

/// `layoutValue(key:value:)`: a value for the nearest `Layout` above.
nonisolated package struct _LayoutValueModifier<K: LayoutValueKey>: ViewModifier {
    package let value: K.Value
    package typealias Body = Never
}

nonisolated extension View {
    /// Gives the `Layout` that arranges this view a value for `key`.
    public func layoutValue<K>(key: K.Type, value: K.Value) -> some View where K: LayoutValueKey {
        modifier(_LayoutValueModifier<K>(value: value))
    }
}
