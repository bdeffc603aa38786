/// Compares two values of unknown type: `==` when the type is `Equatable`,
/// `===` for class instances, nil when neither applies.
package func equalIfComparable(_ lhs: Any, _ rhs: Any) -> Bool? {
    if let l = lhs as? any Equatable { return l.isEqual(to: rhs) }
    if type(of: lhs) is AnyClass, type(of: rhs) is AnyClass {
        return (lhs as AnyObject) === (rhs as AnyObject)
    }
    return nil
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        // The dynamic types first, then a forced cast: `other as? Self` looks up `Optional<Self>`'s
        // metadata (a locked runtime cache) on every call, and this runs for every compared style.
        guard type(of: other) == Self.self else { return false }
        return self == (other as! Self)
    }
}

/// Whether two style values (a `ToggleStyle`, a `ListStyle`, …) are the same
/// style: the same type, and `==` when the type is `Equatable` or nothing to
/// compare when it has no stored properties. Environment entries that hold
/// styles use it so re-applying a style invalidates nobody.
package func sameStyle(_ lhs: Any, _ rhs: Any) -> Bool {
    guard type(of: lhs) == type(of: rhs) else { return false }
    if let equal = equalIfComparable(lhs, rhs) { return equal }
    func size<T>(_ value: T) -> Int { MemoryLayout<T>.size }
    return size(lhs) == 0
}
