#ifndef CHEAPSTATS_H
#define CHEAPSTATS_H
#include <stddef.h>
/// Bytes in use on the malloc heap now (glibc's mallinfo2: small blocks + mmapped ones).
size_t trellis_heap_in_use(void);
#endif
