import CPangoCairo
import NibModel

/// Image files drawn with cairo: a PNG, or a PDF or SVG (an asset catalog's vector image,
/// `VectorImages`).
enum ImageFiles {
    /// Draws the image at `path` in `f`, stretched to it, fitted or filled (`contentMode`), centred
    /// and clipped to it, as it is or, `asMask`, as a mask of the context's source colour (a
    /// template image). False when the file cannot be read.
    static func place(_ path: String, in f: Rect, contentMode: String, asMask: Bool, _ cr: OpaquePointer) -> Bool {
        if VectorImages.isVector(path) {
            guard let size = VectorImages.size(of: path) else { return false }
            return placed(size, in: f, contentMode: contentMode, cr) { sx, sy in
                asMask ? masked(cr) { VectorImages.draw(path, scaleX: sx, y: sy, cr) } : VectorImages.draw(path, scaleX: sx, y: sy, cr)
            }
        }
        guard let surface = cairo_image_surface_create_from_png(path) else { return false }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return false }
        let size = (width: Double(cairo_image_surface_get_width(surface)), height: Double(cairo_image_surface_get_height(surface)))
        return placed(size, in: f, contentMode: contentMode, cr) { sx, sy in
            cairo_scale(cr, sx, sy)
            if asMask {
                cairo_mask_surface(cr, surface, 0, 0)
            } else {
                cairo_set_source_surface(cr, surface, 0, 0)
                cairo_paint(cr)
            }
            return true
        }
    }

    /// What `draw` draws, used as a mask of the context's source colour (a template's shape);
    /// nothing where it draws nothing.
    static func masked(_ cr: OpaquePointer, _ draw: () -> Bool) -> Bool {
        cairo_push_group(cr)
        let drawn = draw()
        let shape = cairo_pop_group(cr)
        if drawn { cairo_mask(cr, shape) }
        cairo_pattern_destroy(shape)
        return drawn
    }

    /// Clips to `f` and moves the origin to where an image of `size` goes in it, then has `draw`
    /// draw it at the scale given.
    private static func placed(_ size: (width: Double, height: Double), in f: Rect, contentMode: String, _ cr: OpaquePointer,
                               draw: (_ sx: Double, _ sy: Double) -> Bool) -> Bool {
        guard size.width > 0, size.height > 0 else { return false }
        var (sx, sy) = (f.width / size.width, f.height / size.height)
        if contentMode == "scaleAspectFit" { sx = min(sx, sy); sy = sx }
        if contentMode == "scaleAspectFill" { sx = max(sx, sy); sy = sx }
        cairo_save(cr)
        cairo_rectangle(cr, f.x, f.y, f.width, f.height)
        cairo_clip(cr)
        cairo_translate(cr, f.x + (f.width - size.width * sx) / 2, f.y + (f.height - size.height * sy) / 2)
        let drawn = draw(sx, sy)
        cairo_restore(cr)
        return drawn
    }
}
