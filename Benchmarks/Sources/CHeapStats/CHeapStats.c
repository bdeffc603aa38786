#include "CHeapStats.h"
#include <stdlib.h>  /* defines __GLIBC__ (via features.h) for the test below */
#if defined(__GLIBC__)
#include <malloc.h>
size_t trellis_heap_in_use(void) {
    struct mallinfo2 m = mallinfo2();
    return m.uordblks + m.hblkhd;
}
#else
size_t trellis_heap_in_use(void) { return 0; }
#endif
