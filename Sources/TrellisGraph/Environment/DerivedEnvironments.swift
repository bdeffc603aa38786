import TrellisCore

/// The environments that modifiers which always do the same (``EnvironmentDerivation``) made, by
/// what they made them from.
///
/// An environment's `token` changes with every value set in it, so two environments with one token
/// hold the same values. A thousand rows that each apply `.buttonStyle(.plain)` to the same
/// environment share one result: no environment entry and style list made per row (three
/// allocations each), and a rebuilt row hands its children the token they already have, so they
/// compare nothing.
struct DerivedEnvironments {
    private struct Key: Hashable {
        let derivation: EnvironmentDerivation
        let input: UInt64
    }

    private var derived: [Key: EnvironmentValues] = [:]
    /// A window has a handful of these; past this many the oldest inputs are gone anyway.
    static let limit = 64

    /// What `transform` makes of `input`: made once per input token and derivation.
    mutating func environment(
        _ derivation: EnvironmentDerivation, from input: EnvironmentValues, _ transform: (inout EnvironmentValues) -> Void
    ) -> EnvironmentValues {
        let key = Key(derivation: derivation, input: input.token)
        if let known = derived[key] { return known }
        var result = input
        transform(&result)
        if derived.count >= Self.limit { derived.removeAll(keepingCapacity: true) }
        derived[key] = result
        return result
    }
}
