#ifndef ACCORD_CDEFLATE_SHIM_H
#define ACCORD_CDEFLATE_SHIM_H

// libdeflate: whole-buffer DEFLATE/zlib compression and CRC-32 (Debian: libdeflate-dev).
// AccordCairo's PNG encoder compresses image data with it.
#include <libdeflate.h>

#endif
