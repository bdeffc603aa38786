/// A value that flows up the tree from descendants to an ancestor that reads it.
///
///     struct TitleKey: PreferenceKey {
///         static let defaultValue = ""
///         static func reduce(value: inout String, nextValue: () -> String) { value = nextValue() }
///     }
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    public static var defaultValue: Value { nil }
}

/// Contributes a value for `K` from this subtree.
nonisolated package struct _PreferenceWritingModifier<K: PreferenceKey>: ViewModifier {
    package let value: K.Value
    package typealias Body = Never
}

/// Calls an action with the reduced value of `K` from this subtree whenever it changes.
nonisolated package struct _PreferenceActionModifier<K: PreferenceKey>: ViewModifier where K.Value: Equatable {
    package let action: (K.Value) -> Void
    package typealias Body = Never
}

nonisolated extension View {
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(_PreferenceWritingModifier<K>(value: value))
    }

    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View where K.Value: Equatable {
        modifier(_PreferenceActionModifier<K>(action: action))
    }
}
