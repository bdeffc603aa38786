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
@MainActor
package final class ValueComparisonPlan {
    enum Kind {
        /// Plain data without padding inside: the bits are the value.
        case bits
        /// A class reference: identity.
        case reference
        /// A Swift closure (function pointer and context).
        case closure
        /// `==` of the type.
        case equatable((UnsafeRawPointer, UnsafeRawPointer) -> Bool)
        /// A struct or tuple: each stored field with its own plan.
        case fields([(offset: Int, plan: ValueComparisonPlan)])
        /// Nothing better known: only the same bits are equal.
        case opaque
        /// `@State`, `@Environment` and the like: their storage lives in the node, so
        /// they are equal whatever their fields hold.
        case alwaysEqual
    }

    let size: Int
    let alignment: Int
    let kind: Kind

    private init(size: Int, kind: Kind, alignment: Int = 1) {
        self.size = size
        self.kind = kind
        self.alignment = alignment
    }

    private static var cache: [ObjectIdentifier: ValueComparisonPlan] = [:]

    /// Benchmarks only (the `BenchmarkSwitches` SPI): false measures the graph as it was
    /// before plans (rows of a `ForEach` always rebuilt, closures always different).
    package static var isEnabled = true

    static func of(_ type: Any.Type) -> ValueComparisonPlan {
        let key = ObjectIdentifier(type)
        if let plan = cache[key] { return plan }
        let plan = make(type)
        cache[key] = plan
        return plan
    }

    /// Whether the two values of the plan's type at `a` and `b` are equal.
    func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        if size == 0 || memcmp(a, b, size) == 0 { return true }
        switch kind {
        case .bits, .reference, .opaque:
            return false
        case .alwaysEqual:
            return true
        case .closure:
            return ClosureComparison.equal(a, b)
        case let .equatable(isEqual):
            return isEqual(a, b)
        case let .fields(fields):
            for field in fields where !field.plan.equal(a + field.offset, b + field.offset) { return false }
            return true
        }
    }

    /// Two views of the same type, compared by their type's plan.
    package static func equal(_ a: any View, _ b: any View) -> Bool {
        func openA<T: View>(_ a: T) -> Bool {
            func openB<U: View>(_ b: U) -> Bool {
                guard T.self == U.self else { return false }
                let plan = of(T.self)
                return withUnsafeBytes(of: a) { pa in
                    withUnsafeBytes(of: b) { pb in
                        guard let x = pa.baseAddress, let y = pb.baseAddress else { return true }
                        return plan.equal(x, y)
                    }
                }
            }
            return openB(b)
        }
        return openA(a)
    }

    // MARK: - Making plans

    private static func make(_ type: Any.Type) -> ValueComparisonPlan {
        let plan = makeKind(type)
        func alignment<T>(_: T.Type) -> Int { MemoryLayout<T>.alignment }
        return ValueComparisonPlan(size: plan.size, kind: plan.kind, alignment: _openExistential(type, do: alignment))
    }

    private static func makeKind(_ type: Any.Type) -> ValueComparisonPlan {
        func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        let byteCount = _openExistential(type, do: size)
        let kind = MetadataKind.of(type)
        // Bindings and `@ObservedObject` first: they are linked properties too, but compare by storage.
        if let storage = type as? any ComparableByStorage.Type {
            return ValueComparisonPlan(size: byteCount, kind: .equatable(sameStorage(storage)))
        }
        if type is any GraphLinkedProperty.Type { return ValueComparisonPlan(size: byteCount, kind: .alwaysEqual) }
        if type is AnyClass { return ValueComparisonPlan(size: byteCount, kind: .reference) }
        if kind == MetadataKind.function {
            // Thick Swift closures only (function pointer + context); thin, C and
            // `@isolated(any)` functions have other sizes and are compared by their bits.
            return ValueComparisonPlan(size: byteCount, kind: byteCount == 2 * MemoryLayout<Int>.size ? .closure : .opaque)
        }
        let equatable = type as? any Equatable.Type
        if kind == MetadataKind.existential { return ValueComparisonPlan(size: byteCount, kind: existentialPlan(type, size: byteCount)) }
        if kind == MetadataKind.struct || kind == MetadataKind.tuple {
            var fields: [(offset: Int, plan: ValueComparisonPlan)] = []
            let derived = (type as? any DerivedFields.Type)?.derivedFieldNames ?? []
            let walked = _forEachField(of: type, options: []) { name, offset, fieldType, _ in
                if !derived.isEmpty, derived.contains(String(cString: name)) { return true }
                let plan = of(fieldType)
                if plan.size > 0 { fields.append((offset, plan)) }
                return true
            }
            if walked {
                // Plain data without padding: its bits.
                if fields.allSatisfy({ if case .bits = $0.plan.kind { true } else { false } }),
                   fields.reduce(0, { $0 + $1.plan.size }) == byteCount {
                    return ValueComparisonPlan(size: byteCount, kind: .bits)
                }
                // The type's own `==` knows better than its fields (a `String`'s buffers).
                if let equatable { return ValueComparisonPlan(size: byteCount, kind: .equatable(equality(equatable))) }
                return ValueComparisonPlan(size: byteCount, kind: .fields(fields))
            }
        }
        if let equatable { return ValueComparisonPlan(size: byteCount, kind: .equatable(equality(equatable))) }
        // Builtin scalars and plain-data enums: equal bits are the same value (different bits
        // may still be, which only costs a rebuild).
        func isPOD<T>(_ t: T.Type) -> Bool { _isPOD(t) }
        if _openExistential(type, do: isPOD) { return ValueComparisonPlan(size: byteCount, kind: .bits) }
        return ValueComparisonPlan(size: byteCount, kind: .opaque)
    }

    /// An existential field (`any ShapeStyle`): the same dynamic type, and the values inside
    /// equal by that type's plan. Read from the container (runtime ABI): an opaque existential
    /// is a 3-word buffer, the value's metadata and its witness tables; the value sits in the
    /// buffer when its value witnesses say it fits, else in a heap box the buffer points to.
    /// Class-bound and `Error` existentials compare by their bits (identity).
    private static func existentialPlan(_ type: Any.Type, size: Int) -> Kind {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        let flags = metadata.load(fromByteOffset: 8, as: UInt32.self)
        let witnessTables = Int(flags & 0x00FF_FFFF)
        let isOpaque = flags & 0x8000_0000 != 0 && flags & 0x3F00_0000 == 0
        guard isOpaque, size == 4 * MemoryLayout<Int>.size + witnessTables * MemoryLayout<Int>.size else { return .opaque }
        return .equatable { a, b in
            let typeA = a.load(fromByteOffset: 3 * MemoryLayout<Int>.size, as: UnsafeRawPointer.self)
            guard typeA == b.load(fromByteOffset: 3 * MemoryLayout<Int>.size, as: UnsafeRawPointer.self) else { return false }
            let witnesses = typeA.load(fromByteOffset: -MemoryLayout<Int>.size, as: UnsafeRawPointer.self)
            let valueFlags = witnesses.load(fromByteOffset: 10 * MemoryLayout<Int>.size, as: UInt32.self)
            let isInline = valueFlags & 0x0002_0000 == 0
            let alignMask = Int(valueFlags & 0xFF)
            func value(_ container: UnsafeRawPointer) -> UnsafeRawPointer {
                isInline ? container : container.load(as: UnsafeRawPointer.self) + ((2 * MemoryLayout<Int>.size + alignMask) & ~alignMask)
            }
            return of(unsafeBitCast(typeA, to: Any.Type.self)).equal(value(a), value(b))
        }
    }

    /// Bindings: equal when they read and write the same storage.
    private static func sameStorage(_ type: any ComparableByStorage.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        func make<B: ComparableByStorage>(_: B.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
            { a, b in a.assumingMemoryBound(to: B.self).pointee.hasSameStorage(as: b.assumingMemoryBound(to: B.self).pointee) }
        }
        return make(type)
    }

    private static func equality(_ type: any Equatable.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        func make<E: Equatable>(_: E.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
            { a, b in a.assumingMemoryBound(to: E.self).pointee == b.assumingMemoryBound(to: E.self).pointee }
        }
        return make(type)
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
/// values' types, in layout order. Contexts without one, with generic bindings,
/// or with a capture whose type can't be resolved (a captured `var`'s box)
/// compare by identity only.
@MainActor
enum ClosureComparison {
    /// Where a closure context keeps its captures, per context metadata; nil when not known.
    private struct Layout {
        /// Offset of the generic bindings (metadata and witness tables), then the captures.
        let start: Int
        let bindings: Int
        /// Each capture's plan, or the binding that holds its type (a generic parameter).
        let captures: [Capture]
    }

    private enum Capture {
        case fixed(ValueComparisonPlan)
        case binding(Int)
    }

    private static var layouts: [UnsafeRawPointer: Layout?] = [:]

    static func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        guard a.load(as: UInt.self) == b.load(as: UInt.self) else { return false }  // the code
        let contextA = a.load(fromByteOffset: MemoryLayout<Int>.size, as: UnsafeRawPointer?.self)
        let contextB = b.load(fromByteOffset: MemoryLayout<Int>.size, as: UnsafeRawPointer?.self)
        if contextA == contextB { return true }
        guard let contextA, let contextB else { return false }
        let metadata = contextA.load(as: UnsafeRawPointer.self)
        guard metadata == contextB.load(as: UnsafeRawPointer.self), let layout = layout(metadata) else { return false }
        // The same generic arguments (so the same capture types), then each capture.
        let bindingBytes = layout.bindings * MemoryLayout<Int>.size
        if bindingBytes > 0, memcmp(contextA + layout.start, contextB + layout.start, bindingBytes) != 0 { return false }
        var offset = layout.start + bindingBytes
        for capture in layout.captures {
            let plan: ValueComparisonPlan
            switch capture {
            case let .fixed(fixed): plan = fixed
            case let .binding(index):
                let type = contextA.load(fromByteOffset: layout.start + index * MemoryLayout<Int>.size, as: Any.Type.self)
                plan = ValueComparisonPlan.of(type)
            }
            offset = (offset + plan.alignment - 1) / plan.alignment * plan.alignment
            if !plan.equal(contextA + offset, contextB + offset) { return false }
            offset += plan.size
        }
        return true
    }

    private static func layout(_ metadata: UnsafeRawPointer) -> Layout? {
        if let known = layouts[metadata] { return known }
        let result = readLayout(metadata)
        layouts[metadata] = result
        return result
    }

    /// HeapLocalVariableMetadata: kind, UInt32 offset to the first capture, capture descriptor.
    /// CaptureDescriptor: UInt32 capture count, metadata source count, binding count; a 32-bit
    /// relative pointer to a mangled type name per capture; then per metadata source two (the
    /// generic parameter's name, and where its metadata is: `B<n>`, the n-th binding).
    private static func readLayout(_ metadata: UnsafeRawPointer) -> Layout? {
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

/// A view type with stored fields computed from its others (caches), which a plan skips.
@MainActor
protocol DerivedFields {
    static var derivedFieldNames: Set<String> { get }
}

extension TupleView: DerivedFields {
    /// `children` unpacks `value` (the same views as existentials).
    static var derivedFieldNames: Set<String> { ["children"] }
}
