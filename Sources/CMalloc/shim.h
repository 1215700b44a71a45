#ifndef ACCORD_CMALLOC_SHIM_H
#define ACCORD_CMALLOC_SHIM_H

// glibc's malloc statistics (mallinfo2), for accord-bench's bytes per laid-out node: Swift's
// Glibc module does not export <malloc.h>.
#include <malloc.h>

#endif
