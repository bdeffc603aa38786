/// A preview declared by `#Preview`: the type the macro expands to.
///
/// You don't conform to this yourself; the gallery finds every conforming
/// type through the record the macro places beside it (``_PreviewRecord``).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol PreviewRegistry {
    /// The `#fileID` of the file the preview is in (`Module/File.swift`).
    static var fileID: String { get }
    /// The line of the `#Preview`.
    static var line: Int { get }
    /// The column of the `#Preview`.
    static var column: Int { get }
    /// Makes the preview. Throws if the preview cannot be made.
    @MainActor static func makePreview() throws -> Preview
}

/// One entry of the `trellis_previews` linker section, written by `#Preview`.
///
/// `magic` is `'trpv'` and `version` is 1; `accessor` writes the registry
/// type, as an `any PreviewRegistry.Type`, into the uninitialized memory it
/// is given. A tuple of plain values and a C function pointer is what
/// `@section` allows: the linker lays the records out with no code running.
public typealias _PreviewRecord = (magic: UInt32, version: UInt32, accessor: @convention(c) (UnsafeMutableRawPointer) -> Void)

/// The accessor body of every ``_PreviewRecord``.
public func _storePreviewRegistry(_ type: any PreviewRegistry.Type, into slot: UnsafeMutableRawPointer) {
    slot.initializeMemory(as: (any PreviewRegistry.Type).self, repeating: type, count: 1)
}

extension PreviewRegistry {
    /// `'trpv'`: marks a Trellis preview record.
    package static var recordMagic: UInt32 { 0x7472_7076 }
}
