import CTrellisDiscovery

/// Finds the types in the executable that conform to ``PreviewProvider`` (or another protocol).
///
/// A `PreviewProvider` is a plain conformance, with no macro to register it,
/// so the gallery reads the conformance records the compiler emits for every
/// module into the `swift5_protocol_conformances` section. The layouts read
/// here are Swift's ABI (docs/ABI/TypeMetadata.rst in the Swift repository,
/// stable since Swift 5): each record is a 32-bit relative pointer to a
/// conformance descriptor, which points to the protocol descriptor (compared
/// by name: `PreviewProvider` in module `TrellisPreviews`) and to the type's
/// context descriptor, whose metadata accessor gives the type. Generic types
/// are skipped (a preview provider cannot be generic).
///
/// `PreviewCatalogTests` checks this against providers declared in the tests,
/// so a layout change in a future compiler fails loudly, not silently.
package enum ConformanceScan {
    static func previewProviders() -> [any PreviewProvider.Type] {
        types(conformingTo: "PreviewProvider", inModule: "TrellisPreviews").compactMap { $0 as? any PreviewProvider.Type }
    }

    /// The non-generic types in the executable that conform to the protocol `name` declared in `module`
    /// (also how the app finds a settings store linked into it, `SettingsStoreBackend`).
    package static func types(conformingTo name: StaticString, inModule module: StaticString) -> [Any.Type] {
        let bounds = ctrellis_protocol_conformances()
        guard let start = bounds.start, let end = bounds.end, end > start else { return [] }
        var found: [Any.Type] = []
        var entry = start
        while entry + 4 <= end {
            defer { entry += 4 }
            guard let conformance = relative(entry),
                let proto = indirectable(conformance),
                isProtocol(proto, named: name, inModule: module),
                let type = typeDescriptor(of: conformance),
                let metatype = metatype(of: type)
            else { continue }
            found.append(metatype)
        }
        return found
    }

    // MARK: - ABI reading

    /// A 32-bit relative direct pointer at `field`; nil when the offset is 0.
    private static func relative(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = field.loadUnaligned(as: Int32.self)
        return offset == 0 ? nil : field + Int(offset)
    }

    /// A relative indirectable pointer: the low bit set means the target is a pointer to the real target.
    private static func indirectable(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = field.loadUnaligned(as: Int32.self)
        if offset == 0 { return nil }
        let target = field + Int(offset & ~1)
        if offset & 1 == 0 { return target }
        return target.loadUnaligned(as: UnsafeRawPointer?.self)
    }

    /// A context descriptor's name (offset 8).
    private static func name(of descriptor: UnsafeRawPointer) -> UnsafeRawPointer? { relative(descriptor + 8) }

    /// A context descriptor's kind (flags, low 5 bits).
    private static func kind(of descriptor: UnsafeRawPointer) -> UInt32 { descriptor.loadUnaligned(as: UInt32.self) & 0x1F }

    private static func isProtocol(_ descriptor: UnsafeRawPointer, named protocolName: StaticString, inModule moduleName: StaticString) -> Bool {
        // Protocol = 3, Module = 0.
        guard kind(of: descriptor) == 3, let name = name(of: descriptor), equals(name, protocolName),
            let parent = indirectable(descriptor + 4), kind(of: parent) == 0,
            let module = self.name(of: parent)
        else { return false }
        return equals(module, moduleName)
    }

    /// The type's context descriptor, for conformances of a nominal type (not an Objective-C class).
    private static func typeDescriptor(of conformance: UnsafeRawPointer) -> UnsafeRawPointer? {
        let flags = (conformance + 12).loadUnaligned(as: UInt32.self)
        switch (flags >> 3) & 0x7 {
        case 0: return relative(conformance + 4)
        case 1: return relative(conformance + 4)?.loadUnaligned(as: UnsafeRawPointer?.self)
        default: return nil
        }
    }

    /// The metatype of a non-generic class, struct or enum, through its metadata accessor (offset 12).
    private static func metatype(of descriptor: UnsafeRawPointer) -> Any.Type? {
        let flags = descriptor.loadUnaligned(as: UInt32.self)
        let isGeneric = flags & 0x80 != 0
        guard (16...18).contains(flags & 0x1F), !isGeneric, let accessor = relative(descriptor + 12),
            let metadata = ctrellis_call_metadata_accessor(accessor)
        else { return nil }
        return unsafeBitCast(metadata, to: Any.Type.self)
    }

    private static func equals(_ cString: UnsafeRawPointer, _ string: StaticString) -> Bool {
        let expected = UnsafeRawBufferPointer(start: string.utf8Start, count: string.utf8CodeUnitCount)
        for (index, byte) in expected.enumerated() where cString.load(fromByteOffset: index, as: UInt8.self) != byte {
            return false
        }
        return cString.load(fromByteOffset: expected.count, as: UInt8.self) == 0
    }
}
