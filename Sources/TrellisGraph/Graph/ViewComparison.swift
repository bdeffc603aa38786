@_spi(Reflection) import Swift
import TrellisCore

/// Decides whether a new view value is the same as the previous one, so the
/// graph can skip its body.
///
/// `Equatable` views compare with `==`; plain-old-data views compare their
/// bytes; others compare field by field: class references by identity,
/// `Equatable` fields with `==`, bindings by the storage they point to, state
/// and environment wrappers as always equal (their storage lives in the node).
/// A field that can't be compared (a closure) makes the views different.
@MainActor
enum ViewComparison {
    static func equal(_ a: any View, _ b: any View) -> Bool {
        guard type(of: a) == type(of: b) else { return false }
        if identical(a, b) { return true }
        // The plan is fast and sees into closures; reflection opens what it can't (enums with
        // payloads), only for values the plan calls different and only where it had to guess.
        if ValueComparisonPlan.isEnabled {
            if ValueComparisonPlan.equal(a, b) { return true }
            if ValueComparisonPlan.of(type(of: a)).isExact { return false }
        }
        return valuesEqual(a, b, depth: 0)
    }

    /// Whether every stored field of two values of the same struct type holds the
    /// same bits: the same class instances, the same PODs, the same string and
    /// array buffers, the same closure contexts. Such values are the same value,
    /// so this only ever answers "equal" early; anything else takes the full
    /// comparison. Padding is skipped (its bytes are undefined). It turns the
    /// common case, a parent re-evaluated and handing its children the same
    /// references again (`Row(model: model)` in a `ForEach`), from a reflection
    /// walk into a few word compares.
    static func identical(_ a: any View, _ b: any View) -> Bool {
        func ranges<T: View>(_: T) -> [Range<Int>]? { FieldRanges.of(T.self) }
        guard let ranges = ranges(a) else { return false }
        return sameBits(a, b, in: ranges)
    }

    /// Nonisolated: its closures would otherwise check the executor on every call (once per row
    /// of a `ForEach`).
    nonisolated private static func sameBits(_ a: any View, _ b: any View, in ranges: [Range<Int>]) -> Bool {
        func openA<T: View>(_ a: T) -> Bool {
            func openB<U: View>(_ b: U) -> Bool {
                guard T.self == U.self else { return false }
                return withUnsafeBytes(of: a) { pa in
                    withUnsafeBytes(of: b) { pb in
                        guard let x = pa.baseAddress, let y = pb.baseAddress else { return ranges.isEmpty }
                        for range in ranges where !ValueComparisonPlan.bytesEqual(x + range.lowerBound, y + range.lowerBound, range.count) {
                            return false
                        }
                        return true
                    }
                }
            }
            return openB(b)
        }
        return openA(a)
    }

    static func valuesEqual(_ a: Any, _ b: Any, depth: Int) -> Bool {
        if let result = equalIfComparable(a, b) { return result }
        if let a = a as? any ComparableByStorage { return a.hasSameStorage(as: b) }
        if a is any GraphLinkedProperty { return true }
        if let pod = podEqual(a, b) { return pod }
        guard depth < 4 else { return false }
        let ma = Mirror(reflecting: a)
        guard let style = ma.displayStyle, style == .struct || style == .tuple || style == .enum || style == .optional else {
            return false
        }
        let mb = Mirror(reflecting: b)
        if style == .enum || style == .optional {
            // Different cases show different (or no) payload labels.
            let la = ma.children.map(\.label), lb = mb.children.map(\.label)
            guard la == lb else { return false }
            if la.isEmpty { return String(describing: a) == String(describing: b) }
        }
        let ib = mb.children.makeIterator()
        for childA in ma.children {
            guard let childB = ib.next() else { return false }
            if !valuesEqual(childA.value, childB.value, depth: depth + 1) { return false }
        }
        return ib.next() == nil
    }

    private static func podEqual(_ a: Any, _ b: Any) -> Bool? {
        func open<T>(_ a: T) -> Bool? {
            guard _isPOD(T.self), let b = b as? T else { return nil }
            var x = a, y = b
            return withUnsafeBytes(of: &x) { px in withUnsafeBytes(of: &y) { py in px.elementsEqual(py) } }
        }
        return open(a)
    }
}

/// Values compared by where they read and write (bindings). A `DynamicProperty`, as
/// ``GraphLinkedProperty`` is.
@MainActor protocol ComparableByStorage: DynamicProperty {
    func hasSameStorage(as other: Any) -> Bool
}

@MainActor extension Binding: ComparableByStorage {
    func hasSameStorage(as other: Any) -> Bool {
        guard let other = other as? Binding<Value> else { return false }
        return isSameStorage(as: other)
    }
}

/// The byte ranges of a struct type's stored fields, worked out once per type.
@MainActor
enum FieldRanges {
    @exclusivity(unchecked) private static var cache: [ObjectIdentifier: [Range<Int>]?] = [:]

    /// Nil for types that are not structs (enums, tuples and classes take the full comparison).
    static func of<T>(_ type: T.Type) -> [Range<Int>]? {
        let key = ObjectIdentifier(type)
        if let cached = cache[key] { return cached }
        var ranges: [Range<Int>] = []
        func size<F>(_: F.Type) -> Int { MemoryLayout<F>.size }
        // Walks stored fields of structs (and classes, excluded below); false for other kinds.
        let isStruct = !(type is AnyClass) && _forEachField(of: type, options: []) { _, offset, fieldType, _ in
            let length = _openExistential(fieldType, do: size)
            guard length > 0 else { return true }
            // Neighbouring fields with no padding between them compare as one run.
            if let last = ranges.last, last.upperBound == offset {
                ranges[ranges.count - 1] = last.lowerBound..<(offset + length)
            } else {
                ranges.append(offset..<(offset + length))
            }
            return true
        }
        let result: [Range<Int>]? = isStruct && (ranges.last?.upperBound ?? 0) <= MemoryLayout<T>.size ? ranges : nil
        cache[key] = result
        return result
    }
}
