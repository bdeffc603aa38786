#include "CTrellisDiscovery.h"
#include <stddef.h>

// On ELF the static linker defines __start_<name> and __stop_<name> around every
// section whose name is a C identifier. SwiftPM links a package's targets into one
// executable (or one test binary), so these bounds cover every module in it.
// The weak references stay null when no object placed anything in the section.
#if defined(__ELF__)
#define CTRELLIS_BOUNDS(name) \
    extern const char __start_##name[] __attribute__((weak, visibility("hidden"))); \
    extern const char __stop_##name[] __attribute__((weak, visibility("hidden")));
CTRELLIS_BOUNDS(trellis_previews)
CTRELLIS_BOUNDS(swift5_protocol_conformances)

ctrellis_section_bounds ctrellis_preview_records(void) {
    ctrellis_section_bounds bounds = { __start_trellis_previews, __stop_trellis_previews };
    return bounds;
}

ctrellis_section_bounds ctrellis_protocol_conformances(void) {
    ctrellis_section_bounds bounds = { __start_swift5_protocol_conformances, __stop_swift5_protocol_conformances };
    return bounds;
}
#else
// Mach-O and COFF name their sections differently; Trellis serves previews on Linux only.
ctrellis_section_bounds ctrellis_preview_records(void) {
    ctrellis_section_bounds bounds = { NULL, NULL };
    return bounds;
}

ctrellis_section_bounds ctrellis_protocol_conformances(void) {
    ctrellis_section_bounds bounds = { NULL, NULL };
    return bounds;
}
#endif

// Swift's MetadataResponse: the metadata and its state, returned in two registers.
typedef struct {
    const void *_Nullable value;
    size_t state;
} ctrellis_metadata_response;

#if __has_attribute(swiftcall)
typedef ctrellis_metadata_response (*ctrellis_metadata_accessor)(size_t request) __attribute__((swiftcall));

const void *_Nullable ctrellis_call_metadata_accessor(const void *_Nonnull accessor) {
    // Request 0: complete metadata, blocking.
    return ((ctrellis_metadata_accessor)accessor)(0).value;
}
#else
const void *_Nullable ctrellis_call_metadata_accessor(const void *_Nonnull accessor) {
    (void)accessor;
    return NULL;
}
#endif
