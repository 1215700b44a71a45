#ifndef ACCORD_CCAIRO_SHIM_H
#define ACCORD_CCAIRO_SHIM_H

// Cairo with its PNG, SVG and PDF surfaces (Debian: libcairo2-dev).
#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>

#endif
