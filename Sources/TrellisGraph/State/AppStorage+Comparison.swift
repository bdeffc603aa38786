import TrellisCore

/// A view holding an `@AppStorage` is unchanged when its parent makes it again for the same setting
/// (each `SharedCounter()` in a parent's body makes a new storage object), so its body is skipped;
/// another key, store or default makes it a new value.
extension AppStorage: ComparableByStorage {
    func hasSameStorage(as other: Any) -> Bool {
        guard let other = other as? AppStorage<Value> else { return false }
        return isSameSetting(as: other)
    }
}
