import TrellisCore

/// Property dictionaries that many elements hold the same of, made once and shared.
///
/// A list's rows apply the same modifiers to the same kind of element: a thousand rows with
/// `.background(…)` on an `HStack` would each make an ``Attributes`` for the background and a copy
/// of the stack's properties with it added (two dictionaries a row). Here each distinct one is made
/// once; a dictionary is copied only if it is written. Comparing with a shared one is an identity
/// check (`Dictionary ==` looks at the storage first).
@MainActor
enum SharedAttributes {
    private static var singles: [(key: String, value: String, attributes: Attributes)] = []
    private static var merges: [(own: [String: String], inherited: [String: String], merged: [String: String])] = []
    /// The rows of a list alternate among a few values (the selected row's background): a short
    /// list, searched in order, holds them without hashing.
    static let recentCount = 4

    /// Attributes holding only `key: value`.
    static func single(_ key: String, _ value: String) -> Attributes {
        for entry in singles where entry.key == key && entry.value == value { return entry.attributes }
        let attributes = Attributes(values: [key: value])
        if singles.count == recentCount { singles.removeFirst() }
        singles.append((key, value, attributes))
        return attributes
    }

    /// An element's own properties with those it inherited (``ViewGraph/merging(_:_:)``).
    static func merged(_ own: [String: String], _ inherited: [String: String]) -> [String: String] {
        // Larger ones are seldom shared, and comparing them entry by entry would cost what it saves.
        guard own.count <= 2, inherited.count <= 2 else { return ViewGraph.merging(own, inherited) }
        for entry in merges where entry.own == own && entry.inherited == inherited { return entry.merged }
        let merged = ViewGraph.merging(own, inherited)
        if merges.count == recentCount { merges.removeFirst() }
        merges.append((own, inherited, merged))
        return merged
    }
}
