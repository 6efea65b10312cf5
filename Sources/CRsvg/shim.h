// librsvg, to draw the SVG images of asset catalogs (Xcode's vector images, as SVG) with cairo.
#include <librsvg/rsvg.h>
