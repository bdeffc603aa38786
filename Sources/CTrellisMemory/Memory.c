// The header's inline functions are the whole module; SwiftPM needs a source file to build it.
#include "CTrellisMemory.h"
