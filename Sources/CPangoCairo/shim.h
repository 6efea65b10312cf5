// cairo and pango for the headless renderer and text measurement; no GTK here.
#include <cairo.h>
#include <pango/pangocairo.h>
