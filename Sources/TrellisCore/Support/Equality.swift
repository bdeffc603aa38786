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
        guard let other = other as? Self else { return false }
        return self == other
    }
}
