#ifndef CTRELLIS_MEMORY_H
#define CTRELLIS_MEMORY_H

/// Asks the CPU to start loading the cache line at `address` for reading, without waiting for it.
/// Swift has no prefetch of its own; a row loop uses this to load the next rows' nodes and values
/// while it works on this one (a server that sat idle finds them out of the cache).
static inline void ctrellis_prefetch(const void *_Nullable address) {
    __builtin_prefetch(address, 0, 3);
}

#endif
