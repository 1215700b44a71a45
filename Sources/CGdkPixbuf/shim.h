// Debian's GdkPixbuf (libgdk-pixbuf-2.0-dev): decodes JPEG (and other formats) for images.
#include <gdk-pixbuf/gdk-pixbuf.h>
