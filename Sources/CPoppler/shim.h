// Debian's Poppler GLib binding (libpoppler-glib-dev): draws PDF pages (asset-catalog vector
// images) into a Cairo context. Used only by AccordCairo.
#include <poppler.h>
