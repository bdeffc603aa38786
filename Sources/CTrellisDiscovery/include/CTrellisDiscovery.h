#ifndef CTRELLIS_DISCOVERY_H
#define CTRELLIS_DISCOVERY_H

/// Where one linker section of the running executable starts and ends.
/// Both are null when the section is empty (nothing was placed in it).
typedef struct {
    const void *_Nullable start;
    const void *_Nullable end;
} ctrellis_section_bounds;

/// The `trellis_previews` section: one record per `#Preview` (see `_PreviewRecord`).
ctrellis_section_bounds ctrellis_preview_records(void);

/// The `swift5_protocol_conformances` section: one 32-bit relative pointer per
/// protocol conformance declared in the executable (Swift's ABI), scanned to
/// find `PreviewProvider` types.
ctrellis_section_bounds ctrellis_protocol_conformances(void);

/// Calls a non-generic type's metadata accessor (a `swiftcc` function taking a
/// metadata request) for complete metadata, and returns the metadata.
const void *_Nullable ctrellis_call_metadata_accessor(const void *_Nonnull accessor);

#endif
