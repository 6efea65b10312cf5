// cairo and pango for the headless renderer and text measurement, with cairo's PDF surface
// (tests write vector images with it); no GTK here. fontconfig and pango's fontconfig font
// map, to add the fonts a project bundles.
#include <cairo.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
