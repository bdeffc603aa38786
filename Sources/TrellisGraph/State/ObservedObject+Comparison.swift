import TrellisCore

/// A view holding an `@ObservedObject` is unchanged when its parent passes the
/// same object again (identity, as SwiftUI compares it), so its body is skipped;
/// another object makes it a new value.
extension ObservedObject: ComparableByStorage {
    func hasSameStorage(as other: Any) -> Bool {
        guard let other = other as? ObservedObject<ObjectType> else { return false }
        return _object === other._object
    }
}
