@_spi(Reflection) import Swift
import TrellisCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How to compare two values of one type without reflection, worked out once per type.
///
/// A `ForEach` row built inline in the content closure (`HStack { Text(…); Button(…) { … } }`)
/// is a new value every time the closure runs, and its buttons hold new closures: a plain
/// bitwise compare always says "changed", so every row would be rebuilt when one value the
/// closure reads (the selection) changes. A plan walks the value's stored fields instead:
/// `Equatable` fields with `==`, class references by identity, plain data by its bits, and
/// closures by their code and what they captured (the same function over the same captured
/// values behaves the same). Anything it cannot see into counts as different, so a plan may
/// rebuild a row it didn't need to, never skip one it needed to.
///
/// The field tree is compiled into one flat list of steps over the value's bytes (nested
/// structs inlined, neighbouring plain data merged), and each closure or existential step
/// keeps the last layout or plan it used, so comparing a row is a loop over a few words with
/// no dictionary lookups. Plans are made on the main actor and live for the process; comparing
/// is nonisolated only so that it runs without executor checks (the graph calls it on the main actor).
package final class ValueComparisonPlan: @unchecked Sendable {
    /// How a plan compares, while it is made (its parent's plan is made from it).
    enum Kind {
        /// Plain data without padding inside: the bits are the value.
        case bits
        /// A class reference: identity.
        case reference
        /// A Swift closure (function pointer and context).
        case closure
        /// `==` of the type.
        case equatable(Equality)
        /// An opaque existential (`any ShapeStyle`): the dynamic type's plan.
        case existential
        /// A struct or tuple: each stored field with its own plan.
        case fields([(offset: Int, plan: ValueComparisonPlan)])
        /// Nothing better known: only the same bits are equal.
        case opaque
        /// `@State`, `@Environment` and the like: their storage lives in the node, so
        /// they are equal whatever their fields hold.
        case alwaysEqual
    }

    typealias Equality = (UnsafeRawPointer, UnsafeRawPointer) -> Bool

    let size: Int
    let alignment: Int
    /// The byte ranges of the stored fields (padding left out): the same bits there are the same value.
    let ranges: [Range<Int>]
    /// The compiled steps; allocated once, never freed (plans are cached for the process).
    private let steps: UnsafeMutableBufferPointer<Step>
    /// The steps without spans: what a parent's plan inlines.
    private let fieldSteps: [Step]
    private let functions: [Equality]
    private let isPlainData: Bool
    /// No field is compared only by its bits for want of a better way (`.opaque`: an enum with a
    /// payload that isn't `Equatable`), so "different" is the final answer: reflection would find
    /// nothing more (it can't compare closures either).
    let isExact: Bool

    /// `fields`: a struct's or tuple's, also when its kind is `equatable` (their bits are its fast path).
    private init(size: Int, alignment: Int, kind: Kind, fields: [(offset: Int, plan: ValueComparisonPlan)]?) {
        self.size = size
        self.alignment = alignment
        var ranges: [Range<Int>] = []
        if let fields {
            for field in fields {
                for range in field.plan.ranges { Program.merge(range.lowerBound + field.offset..<range.upperBound + field.offset, into: &ranges) }
            }
        } else if size > 0 {
            ranges = [0..<size]
        }
        self.ranges = ranges
        var program = Program()
        program.append(kind, size: size, ranges: ranges)
        functions = program.functions
        fieldSteps = program.steps
        let spanned = program.spanned()
        steps = .allocate(capacity: spanned.count)
        _ = steps.initialize(from: spanned)
        if case .bits = kind { isPlainData = true } else { isPlainData = false }
        switch kind {
        case .opaque: isExact = false
        case let .fields(fields): isExact = fields.allSatisfy(\.plan.isExact)
        default: isExact = true
        }
    }

    /// The main actor's (written only by `of(_:)`); the comparing code, which the graph runs on the
    /// main actor, reads it without a hop (``assumingMainActor(_:)``).
    @exclusivity(unchecked) nonisolated(unsafe) private static var cache: [ObjectIdentifier: ValueComparisonPlan] = [:]

    /// Benchmarks only (the `BenchmarkSwitches` SPI): false measures the graph as it was
    /// before plans (rows of a `ForEach` always rebuilt, closures always different).
    @MainActor package static var isEnabled = true

    @MainActor static func of(_ type: Any.Type) -> ValueComparisonPlan {
        let key = ObjectIdentifier(type)
        if let plan = cache[key] { return plan }
        let plan = make(type)
        cache[key] = plan
        return plan
    }

    /// `of(_:)` from the comparing code (which runs on the main actor: the graph's).
    static func assumingMainActor(_ metadata: UnsafeRawPointer) -> ValueComparisonPlan {
        let type = unsafeBitCast(metadata, to: Any.Type.self)
        // A plan made before is read in place: a closure into the main actor costs more than the lookup.
        if let plan = cache[ObjectIdentifier(type)] { return plan }
        return assumeMainActor { of(type) }
    }

    // MARK: - Comparing

    /// Whether the two values of the plan's type at `a` and `b` are equal.
    func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        guard let base = steps.baseAddress else { return true }
        let count = steps.count
        var i = 0
        while i < count {
            let step = base + i
            let offset = step.pointee.offset
            switch step.pointee.op {
            case .bits:
                if !Self.bytesEqual(a + offset, b + offset, step.pointee.size) { return false }
            case .equatable:
                // Its fields' bits first (the common case: the same value again), then its `==`.
                let fastSteps = step.pointee.size
                var j = 1
                while j <= fastSteps {
                    let range = base + i + j
                    if !Self.bytesEqual(a + range.pointee.offset, b + range.pointee.offset, range.pointee.size) { break }
                    j += 1
                }
                if j <= fastSteps || fastSteps == 0, !functions[step.pointee.function](a + offset, b + offset) { return false }
                i += fastSteps
            case .closure:
                if !ClosureComparison.equal(a + offset, b + offset, step) { return false }
            case .existential:
                if !Existential.equal(a + offset, b + offset, cache: step) { return false }
            case .span:
                // The same bytes (padding too) over a run of plain fields: skip their steps.
                if Self.bytesEqual(a + offset, b + offset, step.pointee.size) { i += step.pointee.function }
            case .range:
                break
            }
            i += 1
        }
        return true
    }

    @inline(__always)
    static func bytesEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ count: Int) -> Bool {
        if count > 32 { return memcmp(a, b, count) == 0 }
        var i = 0
        while i + 8 <= count {
            if a.loadUnaligned(fromByteOffset: i, as: UInt64.self) != b.loadUnaligned(fromByteOffset: i, as: UInt64.self) { return false }
            i += 8
        }
        while i < count {
            if a.load(fromByteOffset: i, as: UInt8.self) != b.load(fromByteOffset: i, as: UInt8.self) { return false }
            i += 1
        }
        return true
    }

    /// Two views of the same type, compared by their type's plan.
    @MainActor package static func equal(_ a: any View, _ b: any View) -> Bool { containersEqual(a, b) }

    /// Nonisolated so that its closures run without executor checks.
    private static func containersEqual(_ a: any View, _ b: any View) -> Bool {
        // `as any View`: the containers' bytes (a bare existential argument would be opened).
        withUnsafeBytes(of: a as any View) { containerA in
            withUnsafeBytes(of: b as any View) { containerB in
                guard let x = containerA.baseAddress, let y = containerB.baseAddress else { return false }
                return Existential.equal(x, y, cache: lastViewPlan)
            }
        }
    }

    /// The plan `equal(_:_:)` used last (a `ForEach` compares rows of one type in a row).
    nonisolated(unsafe) private static let lastViewPlan: UnsafeMutablePointer<Step> = {
        let step = UnsafeMutablePointer<Step>.allocate(capacity: 1)
        step.initialize(to: Step(op: .existential, offset: 0))
        return step
    }()

    /// Whether `value` is the same as the value `container` holds: the same type, equal by the
    /// type's plan. `value` is compared where it is, never boxed: a `ForEach` row made again, equal
    /// to its node's, is dropped without an allocation.
    @MainActor package static func equal<T: View>(_ value: T, toValueIn container: any View) -> Bool {
        valueEqual(value, container)
    }

    /// Nonisolated so that its closures run without executor checks.
    private static func valueEqual<T>(_ value: T, _ container: any View) -> Bool {
        let metadata = unsafeBitCast(T.self as Any.Type, to: UnsafeRawPointer.self)
        return withUnsafeBytes(of: container as any View) { bytes in
            guard let base = bytes.baseAddress, let stored = Existential.value(in: base, ofType: metadata) else { return false }
            return withUnsafePointer(to: value) { pointer in
                lastRowPlan.plan(for: metadata)._withUnsafeGuaranteedRef { $0.equal(UnsafeRawPointer(pointer), stored) }
            }
        }
    }

    /// The plan `equal(_:toValueIn:)` used last.
    nonisolated(unsafe) private static let lastRowPlan: UnsafeMutablePointer<Step> = {
        let step = UnsafeMutablePointer<Step>.allocate(capacity: 1)
        step.initialize(to: Step(op: .existential, offset: 0))
        return step
    }()

    // MARK: - Making plans

    @MainActor private static func make(_ type: Any.Type) -> ValueComparisonPlan {
        func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        func alignment<T>(_: T.Type) -> Int { MemoryLayout<T>.alignment }
        let byteCount = _openExistential(type, do: size)
        let (kind, fields) = makeKind(type, size: byteCount)
        return ValueComparisonPlan(size: byteCount, alignment: _openExistential(type, do: alignment), kind: kind, fields: fields)
    }

    @MainActor private static func makeKind(_ type: Any.Type, size byteCount: Int) -> (Kind, [(offset: Int, plan: ValueComparisonPlan)]?) {
        // The first time the runtime is asked whether a type conforms to a protocol, it scans every
        // conformance record of the process (≈ 0.5 M instructions for a miss: most of a fresh
        // server's first click). So each kind is asked only what it can answer yes to.
        let kind = MetadataKind.of(type)
        if kind == MetadataKind.function {
            // Thick Swift closures only (function pointer + context); thin, C and
            // `@isolated(any)` functions have other sizes and are compared by their bits.
            return (byteCount == 2 * MemoryLayout<Int>.size ? .closure : .opaque, nil)
        }
        if kind == MetadataKind.existential { return (Existential.isOpaque(type, size: byteCount) ? .existential : .opaque, nil) }
        if type is AnyClass { return (.reference, nil) }
        // Bindings and `@ObservedObject` first: they are linked properties too, but compare by
        // storage. All are structs and dynamic properties: one question for every other struct.
        if kind == MetadataKind.struct, type is any DynamicProperty.Type {
            if let storage = type as? any ComparableByStorage.Type { return (.equatable(sameStorage(storage)), nil) }
            if type is any GraphLinkedProperty.Type { return (.alwaysEqual, nil) }
        }
        if kind == MetadataKind.struct || kind == MetadataKind.tuple {
            var fields: [(offset: Int, plan: ValueComparisonPlan)] = []
            let walked = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
                let plan = of(fieldType)
                if plan.size > 0 { fields.append((offset, plan)) }
                return true
            }
            if walked {
                // Plain data without padding: its bits.
                if fields.allSatisfy(\.plan.isPlainData), fields.reduce(0, { $0 + $1.plan.size }) == byteCount { return (.bits, nil) }
                // The type's own `==` knows better than its fields (a `String`'s buffers). Tuples
                // conform to no protocol.
                if kind == MetadataKind.struct, let equatable = type as? any Equatable.Type {
                    return (.equatable(equality(equatable)), fields)
                }
                return (.fields(fields), fields)
            }
        }
        if kind != MetadataKind.tuple, let equatable = type as? any Equatable.Type { return (.equatable(equality(equatable)), nil) }
        // Builtin scalars and plain-data enums: equal bits are the same value (different bits
        // may still be, which only costs a rebuild).
        func isPOD<T>(_ t: T.Type) -> Bool { _isPOD(t) }
        return (_openExistential(type, do: isPOD) ? .bits : .opaque, nil)
    }

    /// Bindings: equal when they read and write the same storage.
    @MainActor private static func sameStorage(_ type: any ComparableByStorage.Type) -> Equality {
        func make<B: ComparableByStorage>(_: B.Type) -> Equality {
            { a, b in
                assumeMainActor {
                    a.assumingMemoryBound(to: B.self).pointee.hasSameStorage(as: b.assumingMemoryBound(to: B.self).pointee)
                }
            }
        }
        return make(type)
    }

    private static func equality(_ type: any Equatable.Type) -> Equality {
        func make<E: Equatable>(_: E.Type) -> Equality {
            { a, b in a.assumingMemoryBound(to: E.self).pointee == b.assumingMemoryBound(to: E.self).pointee }
        }
        return make(type)
    }

    /// A plan's steps while it is made.
    private struct Program {
        var steps: [Step] = []
        var functions: [Equality] = []
        /// Where plain-data steps may be merged from (not into an `==`'s fast path).
        private var mergeableFrom = 0

        mutating func append(_ kind: Kind, size: Int, ranges: [Range<Int>]) {
            switch kind {
            case .bits, .reference, .opaque:
                if size > 0 { appendBits(0..<size) }
            case .alwaysEqual:
                break
            case .closure:
                steps.append(Step(op: .closure, offset: 0))
            case .existential:
                steps.append(Step(op: .existential, offset: 0))
            case let .equatable(isEqual):
                functions.append(isEqual)
                steps.append(Step(op: .equatable, offset: 0, size: ranges.count, function: functions.count - 1))
                for range in ranges { steps.append(Step(op: .range, offset: range.lowerBound, size: range.count)) }
            case let .fields(fields):
                for field in fields { append(field.plan, at: field.offset) }
            }
            mergeableFrom = steps.count
        }

        /// A field's compiled plan, inlined at its offset.
        mutating func append(_ plan: ValueComparisonPlan, at offset: Int) {
            var i = 0
            while i < plan.fieldSteps.count {
                var step = plan.fieldSteps[i]
                step.offset += offset
                step.cacheKey = nil
                step.cacheValue = nil
                switch step.op {
                case .bits:
                    appendBits(step.offset..<step.offset + step.size)
                    i += 1
                    continue
                case .equatable:
                    functions.append(plan.functions[step.function])
                    step.function = functions.count - 1
                    steps.append(step)
                    // Its fast path goes with it, unmerged.
                    for j in 0..<step.size {
                        var range = plan.fieldSteps[i + 1 + j]
                        range.offset += offset
                        steps.append(range)
                    }
                    i += step.size + 1
                default:
                    steps.append(step)
                    i += 1
                }
                mergeableFrom = steps.count
            }
        }

        private mutating func appendBits(_ range: Range<Int>) {
            if steps.count > mergeableFrom, let last = steps.last, last.op == .bits, last.offset + last.size == range.lowerBound {
                steps[steps.count - 1].size += range.count
            } else {
                steps.append(Step(op: .bits, offset: range.lowerBound, size: range.count))
            }
        }

        /// The steps with a `span` before each run of two or more plain-data and `==` fields:
        /// one compare of the run's bytes, padding included, that skips the run when they are the
        /// same (the common case: the row made again from the same values). Padding that differs
        /// only costs the run's own steps.
        func spanned() -> [Step] {
            var result: [Step] = []
            var i = 0
            while i < steps.count {
                var end = i, fields = 0, upperBound = 0
                while end < steps.count, steps[end].op == .bits || steps[end].op == .equatable {
                    let length = steps[end].op == .equatable ? steps[end].size + 1 : 1
                    for step in steps[end..<end + length] where step.op != .equatable { upperBound = max(upperBound, step.offset + step.size) }
                    end += length
                    fields += 1
                }
                if fields >= 2 {
                    result.append(Step(op: .span, offset: steps[i].offset, size: upperBound - steps[i].offset, function: end - i))
                }
                if end > i {
                    result += steps[i..<end]
                    i = end
                } else {
                    result.append(steps[i])
                    i += 1
                }
            }
            return result
        }

        /// Adds a range to sorted, merged ranges.
        static func merge(_ range: Range<Int>, into ranges: inout [Range<Int>]) {
            if let last = ranges.last, last.upperBound == range.lowerBound {
                ranges[ranges.count - 1] = last.lowerBound..<range.upperBound
            } else {
                ranges.append(range)
            }
        }
    }
}

extension UnsafeMutablePointer where Pointee == Step {
    /// The plan for the type at `metadata`, from this step's one-entry cache (refilled on a miss).
    @inline(__always)
    func plan(for metadata: UnsafeRawPointer) -> Unmanaged<ValueComparisonPlan> {
        if pointee.cacheKey == metadata, let known = pointee.cacheValue { return Unmanaged.fromOpaque(known) }
        let plan = Unmanaged.passUnretained(ValueComparisonPlan.assumingMainActor(metadata))
        pointee.cacheKey = metadata
        pointee.cacheValue = plan.toOpaque()
        return plan
    }
}

/// One step of a compiled plan: a check of the bytes at `offset` in both values.
struct Step {
    enum Op: UInt8 {
        /// `size` bytes are the same.
        case bits
        /// The next `size` `range` steps hold the same bits, or else `==` (`functions[function]`) says so.
        case equatable
        /// A byte range of an `equatable` step's fast path.
        case range
        /// A Swift closure: the same code over equal captures.
        case closure
        /// An opaque existential: the same dynamic type holding equal values.
        case existential
        /// `size` bytes are the same, padding included: the next `function` steps are skipped.
        case span
    }

    var op: Op
    var offset: Int
    var size = 0
    var function = 0
    /// The closure context metadata or dynamic type seen last, and its layout or plan (unretained:
    /// layouts and plans are cached for the process).
    var cacheKey: UnsafeRawPointer? = nil
    var cacheValue: UnsafeMutableRawPointer? = nil
}

/// Opaque existential containers (runtime ABI): a 3-word buffer, the value's metadata and its
/// witness tables; the value sits in the buffer when its value witnesses say it fits, else in
/// a heap box the buffer points to.
enum Existential {
    /// Class-bound and `Error` existentials are not opaque: compared by their bits (identity).
    static func isOpaque(_ type: Any.Type, size: Int) -> Bool {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        let flags = metadata.load(fromByteOffset: 8, as: UInt32.self)
        let witnessTables = Int(flags & 0x00FF_FFFF)
        let isOpaque = flags & 0x8000_0000 != 0 && flags & 0x3F00_0000 == 0
        return isOpaque && size == 4 * MemoryLayout<Int>.size + witnessTables * MemoryLayout<Int>.size
    }

    /// Where the value a container holds is, when it is of the type at `metadata`.
    @inline(__always)
    static func value(in container: UnsafeRawPointer, ofType metadata: UnsafeRawPointer) -> UnsafeRawPointer? {
        let word = MemoryLayout<Int>.size
        guard container.load(fromByteOffset: 3 * word, as: UnsafeRawPointer.self) == metadata else { return nil }
        let witnesses = metadata.load(fromByteOffset: -word, as: UnsafeRawPointer.self)
        let valueFlags = witnesses.load(fromByteOffset: 10 * word, as: UInt32.self)
        if valueFlags & 0x0002_0000 == 0 { return container }
        guard let box = container.load(as: UnsafeRawPointer?.self) else { return nil }
        let alignMask = Int(valueFlags & 0xFF)
        return box + ((2 * word + alignMask) & ~alignMask)
    }

    /// Whether two containers hold the same type and equal values; `cache` keeps the plan of the type seen last.
    static func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, cache: UnsafeMutablePointer<Step>) -> Bool {
        let type = a.load(fromByteOffset: 3 * MemoryLayout<Int>.size, as: UnsafeRawPointer.self)
        guard let valueA = value(in: a, ofType: type), let valueB = value(in: b, ofType: type) else { return false }
        // The same box (a value handed on unchanged) is the same value.
        if valueA == valueB { return true }
        return cache.plan(for: type)._withUnsafeGuaranteedRef { $0.equal(valueA, valueB) }
    }
}

/// The Swift runtime's metadata kinds the plans need (stable values of the runtime's ABI).
enum MetadataKind {
    static let `struct`: UInt = 0x200
    static let `enum`: UInt = 0x201
    static let optional: UInt = 0x202
    static let tuple: UInt = 0x301
    static let function: UInt = 0x302
    static let existential: UInt = 0x303
    static let heapLocalVariable: UInt = 0x400

    static func of(_ type: Any.Type) -> UInt {
        unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: UInt.self)
    }
}

/// Closures are equal when they run the same code over equal captured values.
///
/// A closure's context is a heap object whose metadata points at a capture
/// descriptor (the reflection record the compiler emits for it): the captured
/// values' types, in layout order. Contexts without one, or with a capture whose
/// type can't be resolved (a captured `var`'s box), compare by identity only.
enum ClosureComparison {
    /// Where a closure context keeps its captures, per context metadata.
    final class Layout: @unchecked Sendable {
        /// Offset of the generic bindings (metadata and witness tables), then the captures.
        let start: Int
        let bindings: Int
        /// Each capture's plan, or the binding that holds its type (a generic parameter) with
        /// the plan of the type it held last. Allocated once, never freed (layouts live for the process).
        let captures: UnsafeMutableBufferPointer<Step>
        /// The bytes the captures take when none has a generic type (else 0): the same bytes
        /// (padding too) are the same captures, whatever their plans would say.
        let fixedBytes: Int

        init(start: Int, bindings: Int, captures: [Capture]) {
            self.start = start
            self.bindings = bindings
            var end = 0
            for capture in captures {
                guard case let .fixed(plan) = capture else { end = 0; break }
                end = (end + plan.alignment - 1) / plan.alignment * plan.alignment + plan.size
            }
            fixedBytes = end
            self.captures = .allocate(capacity: captures.count)
            for (i, capture) in captures.enumerated() {
                switch capture {
                case let .fixed(plan):
                    (self.captures.baseAddress! + i).initialize(to: Step(op: .bits, offset: -1, cacheKey: nil, cacheValue: Unmanaged.passUnretained(plan).toOpaque()))
                case let .binding(index):
                    (self.captures.baseAddress! + i).initialize(to: Step(op: .bits, offset: index))
                }
            }
        }

        func equal(_ contextA: UnsafeRawPointer, _ contextB: UnsafeRawPointer) -> Bool {
            let word = MemoryLayout<Int>.size
            // The same generic arguments (so the same capture types), then each capture.
            let bindingBytes = bindings * word
            if bindingBytes > 0, !ValueComparisonPlan.bytesEqual(contextA + start, contextB + start, bindingBytes) { return false }
            var offset = start + bindingBytes
            if fixedBytes > 0, ValueComparisonPlan.bytesEqual(contextA + offset, contextB + offset, fixedBytes) { return true }
            guard let base = captures.baseAddress else { return true }
            for i in 0..<captures.count {
                let slot = base + i
                let plan: Unmanaged<ValueComparisonPlan>
                if slot.pointee.offset >= 0 {
                    plan = slot.plan(for: contextA.load(fromByteOffset: start + slot.pointee.offset * word, as: UnsafeRawPointer.self))
                } else if let known = slot.pointee.cacheValue {
                    plan = Unmanaged.fromOpaque(known)
                } else {
                    return false
                }
                // (Unretained: plans live for the process.)
                let equal = plan._withUnsafeGuaranteedRef { plan in
                    offset = (offset + plan.alignment - 1) / plan.alignment * plan.alignment
                    defer { offset += plan.size }
                    return plan.equal(contextA + offset, contextB + offset)
                }
                if !equal { return false }
            }
            return true
        }
    }

    enum Capture {
        case fixed(ValueComparisonPlan)
        case binding(Int)
    }

    /// The main actor's (written only by `layout(_:)`); read in place by `equal`, as plans are.
    @exclusivity(unchecked) nonisolated(unsafe) private static var layouts: [UnsafeRawPointer: Layout?] = [:]

    /// Two closures (function pointer, context); `step` keeps the context layout seen last.
    static func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ step: UnsafeMutablePointer<Step>) -> Bool {
        guard a.load(as: UInt.self) == b.load(as: UInt.self) else { return false }  // the code
        let contextA = a.load(fromByteOffset: MemoryLayout<Int>.size, as: UnsafeRawPointer?.self)
        let contextB = b.load(fromByteOffset: MemoryLayout<Int>.size, as: UnsafeRawPointer?.self)
        if contextA == contextB { return true }
        guard let contextA, let contextB else { return false }
        let metadata = contextA.load(as: UnsafeRawPointer.self)
        guard metadata == contextB.load(as: UnsafeRawPointer.self) else { return false }
        if step.pointee.cacheKey != metadata {
            let layout: Layout?
            if let known = layouts[metadata] {
                layout = known
            } else {
                let address = UInt(bitPattern: metadata)
                layout = assumeMainActor { UnsafeRawPointer(bitPattern: address).flatMap { self.layout($0) } }
            }
            step.pointee.cacheKey = metadata
            step.pointee.cacheValue = layout.map { Unmanaged.passUnretained($0).toOpaque() }
        }
        guard let known = step.pointee.cacheValue else { return false }
        return Unmanaged<Layout>.fromOpaque(known)._withUnsafeGuaranteedRef { $0.equal(contextA, contextB) }
    }

    @MainActor private static func layout(_ metadata: UnsafeRawPointer) -> Layout? {
        if let known = layouts[metadata] { return known }
        let result = readLayout(metadata)
        layouts[metadata] = result
        return result
    }

    /// HeapLocalVariableMetadata: kind, UInt32 offset to the first capture, capture descriptor.
    /// CaptureDescriptor: UInt32 capture count, metadata source count, binding count; a 32-bit
    /// relative pointer to a mangled type name per capture; then per metadata source two (the
    /// generic parameter's name, and where its metadata is: `B<n>`, the n-th binding).
    @MainActor private static func readLayout(_ metadata: UnsafeRawPointer) -> Layout? {
        guard metadata.load(as: UInt.self) == MetadataKind.heapLocalVariable else { return nil }
        let start = Int(metadata.load(fromByteOffset: 8, as: UInt32.self))
        guard let descriptor = metadata.load(fromByteOffset: 16, as: UnsafeRawPointer?.self) else { return nil }
        let captureCount = Int(descriptor.load(as: UInt32.self))
        let sourceCount = Int(descriptor.load(fromByteOffset: 4, as: UInt32.self))
        let bindingCount = Int(descriptor.load(fromByteOffset: 8, as: UInt32.self))
        guard captureCount < 64, sourceCount < 64, bindingCount < 64, start >= 2 * MemoryLayout<Int>.size else { return nil }
        func name(_ index: Int) -> (UnsafePointer<UInt8>, Int) {
            let record = descriptor + 12 + 4 * index
            let pointer = (record + Int(record.load(as: Int32.self))).assumingMemoryBound(to: UInt8.self)
            return (pointer, mangledNameLength(pointer))
        }
        func text(_ name: (UnsafePointer<UInt8>, Int)) -> String {
            String(decoding: UnsafeBufferPointer(start: name.0, count: name.1), as: UTF8.self)
        }
        // Generic parameters whose metadata is a binding of the context.
        var parameters: [String: Int] = [:]
        for i in 0..<sourceCount {
            let source = text(name(captureCount + 2 * i + 1))
            guard source.first == "B", let index = Int(source.dropFirst()), index < bindingCount else { continue }
            parameters[text(name(captureCount + 2 * i))] = index
        }
        var captures: [Capture] = []
        for i in 0..<captureCount {
            let typeName = name(i)
            // Resolving a name that involves a parameter pack without its generic context aborts the
            // process in the runtime ("Expected a metadata pack"): such a context compares by identity.
            if mentionsPack(typeName) { return nil }
            if let binding = parameters[text(typeName)] {
                captures.append(.binding(binding))
            } else if let type = _getTypeByMangledNameInContext(typeName.0, UInt(typeName.1), genericContext: nil, genericArguments: nil) {
                // (A type built from a generic parameter doesn't resolve without its context: no layout.)
                captures.append(.fixed(ValueComparisonPlan.of(type)))
            } else {
                return nil
            }
        }
        return Layout(start: start, bindings: bindingCount, captures: captures)
    }

    /// Whether a mangled name may involve a parameter pack. Plain text is searched for the pack operators
    /// (`Qp` expansion, `QP`/`QS`/`Qs` packs, `Rv`/`Tv` pack elements and tuple expansions). A symbolic
    /// reference is only trusted alone (a non-generic nominal type, which has no packs); with generic
    /// arguments around it the name may hide one. A false alarm only costs a rebuild.
    private static func mentionsPack(_ name: (UnsafePointer<UInt8>, Int)) -> Bool {
        let first = name.1 > 0 ? name.0[0] : 0
        if (0x01...0x17).contains(first) { return name.1 != 5 }
        if (0x18...0x1F).contains(first) { return name.1 != 1 + MemoryLayout<Int>.size }
        let operators: Set<UInt16> = Set(["Qp", "QP", "QS", "Qs", "Rv", "Tv"].map { pair in
            let b = Array(pair.utf8)
            return UInt16(b[0]) << 8 | UInt16(b[1])
        })
        var previous: UInt8 = 0
        for i in 0..<name.1 {
            let byte = name.0[i]
            if byte < 0x20 { return true }
            if operators.contains(UInt16(previous) << 8 | UInt16(byte)) { return true }
            previous = byte
        }
        return false
    }

    /// A mangled name's length: it ends at a zero byte, but symbolic references
    /// (a control byte and a 4- or 8-byte reference) may hold zero bytes.
    private static func mangledNameLength(_ name: UnsafePointer<UInt8>) -> Int {
        var i = 0
        while true {
            let byte = name[i]
            switch byte {
            case 0: return i
            case 0x01...0x17: i += 1 + 4
            case 0x18...0x1F: i += 1 + MemoryLayout<Int>.size
            default: i += 1
            }
        }
    }
}
