import CTrellisDiscovery

/// Reads the `#Preview` records the linker gathered into the `trellis_previews` section.
///
/// Each `#Preview` expands to a type plus one ``_PreviewRecord`` marked
/// `@section("trellis_previews") @used` (SE-0492). The linker places every
/// record of every module of the executable side by side and brackets them
/// with `__start_`/`__stop_` symbols, so discovery is a walk over an array:
/// no static initializers, no runtime metadata.
enum PreviewRecords {
    /// The version of the record layout this reader understands.
    static let version: UInt32 = 1

    /// Every registry type in the executable, in section (link) order.
    static func all() -> [any PreviewRegistry.Type] {
        let bounds = ctrellis_preview_records()
        guard let start = bounds.start, let end = bounds.end, end > start else { return [] }
        let stride = MemoryLayout<_PreviewRecord>.stride
        let count = (end - start) / stride
        var found: [any PreviewRegistry.Type] = []
        found.reserveCapacity(count)
        let slot = UnsafeMutablePointer<any PreviewRegistry.Type>.allocate(capacity: 1)
        defer { slot.deallocate() }
        for index in 0..<count {
            let record = (start + index * stride).loadUnaligned(as: _PreviewRecord.self)
            // Foreign or future records are skipped, never trusted.
            guard record.magic == 0x7472_7076, record.version == version else { continue }
            record.accessor(UnsafeMutableRawPointer(slot))
            found.append(slot.move())
        }
        return found
    }
}
