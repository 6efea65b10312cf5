// poppler's GLib interface, to draw the PDF images of asset catalogs (Xcode's vector images)
// with cairo.
#include <poppler.h>
