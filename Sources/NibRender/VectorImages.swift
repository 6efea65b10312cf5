import CPangoCairo
import CPoppler
import CRsvg
import Foundation
import NibModel

/// The vector images of asset catalogs, drawn with cairo: a PDF's first page (with poppler),
/// whose size in points is the image's, as Xcode takes it, or an SVG (with librsvg), whose size
/// is its `width` and `height`, else its view box's, a user unit to a point.
enum VectorImages {
    /// Whether the file is one of these, by its name: a PDF or an SVG.
    static func isVector(_ path: String) -> Bool {
        let lowered = path.lowercased()
        return lowered.hasSuffix(".pdf") || lowered.hasSuffix(".svg")
    }

    /// Each file opened once (the canvas draws its images on every frame), by path, with its
    /// modification time and when that was last read: a file replaced while Nibbler is open is
    /// opened again, its old picture let go, and a file's time is read at most once per
    /// `AssetCatalogs.freshFor`, not on every draw. The picture is nil for a file that cannot be read.
    /// poppler's and librsvg's objects are not to be shared between threads, so they are used
    /// under the lock.
    private static let lock = NSLock()
    nonisolated(unsafe) private static var opened: [String: (modified: Double, checked: ContinuousClock.Instant, picture: Picture?)] = [:]

    /// An opened PDF page or SVG document, its size in points, and how to draw it.
    private final class Picture {
        let width: Double, height: Double
        private let pdf: (document: OpaquePointer, page: OpaquePointer)?
        private let svg: UnsafeMutablePointer<RsvgHandle>?

        init?(path: String) {
            if path.lowercased().hasSuffix(".svg") {
                guard let handle = Self.openSVG(path) else { return nil }
                rsvg_handle_set_dpi(handle, 72)   // an absolute length (pt, mm) as Core Graphics takes it
                if path.contains(".symbolset/") {
                    let css = Array(Self.symbolStyle.utf8)
                    _ = rsvg_handle_set_stylesheet(handle, css, gsize(css.count), nil)
                }
                guard let size = Self.size(of: handle) else {
                    g_object_unref(UnsafeMutableRawPointer(handle))
                    return nil
                }
                (svg, pdf, width, height) = (handle, nil, size.width, size.height)
                return
            }
            let uri = URL(fileURLWithPath: path).absoluteString
            guard let document = poppler_document_new_from_file(uri, nil, nil) else { return nil }
            guard poppler_document_get_n_pages(document) > 0, let page = poppler_document_get_page(document, 0) else {
                g_object_unref(UnsafeMutableRawPointer(document))
                return nil
            }
            var (width, height) = (0.0, 0.0)
            poppler_page_get_size(page, &width, &height)
            (pdf, svg, self.width, self.height) = ((document, page), nil, width, height)
        }

        /// An SVG file's handle; a symbol set's made ready to draw in one colour (`SymbolTemplates`).
        private static func openSVG(_ path: String) -> UnsafeMutablePointer<RsvgHandle>? {
            guard path.contains(".symbolset/"), let data = FileManager.default.contents(atPath: path),
                  let text = String(data: data, encoding: .utf8) else { return rsvg_handle_new_from_file(path, nil) }
            let bytes = Array(SymbolTemplates.monochrome(text).utf8)
            return rsvg_handle_new_from_data(bytes, gsize(bytes.count), nil)
        }

        /// An SVG's size: its `width` and `height` where it has both in absolute units, else its
        /// view box's.
        private static func size(of handle: UnsafeMutablePointer<RsvgHandle>) -> (width: Double, height: Double)? {
            var (width, height) = (0.0, 0.0)
            if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0, width > 0, height > 0 { return (width, height) }
            var (hasWidth, hasHeight, hasViewBox): (gboolean, gboolean, gboolean) = (0, 0, 0)
            var (w, h) = (RsvgLength(), RsvgLength())
            var box = RsvgRectangle()
            rsvg_handle_get_intrinsic_dimensions(handle, &hasWidth, &w, &hasHeight, &h, &hasViewBox, &box)
            return hasViewBox != 0 && box.width > 0 && box.height > 0 ? (box.width, box.height) : nil
        }

        /// A symbol template's glyphs are shapes, filled whatever their style says: Xcode takes
        /// their outlines (a template drawn in a vector editor may leave them unfilled and
        /// stroked, as threema's are). The masks `SymbolTemplates` adds keep what their white
        /// rectangle covers, less the black shape cut out of it.
        private static let symbolStyle = "#Symbols * { fill: black !important; stroke: none !important; } "
            + "#Symbols mask * { fill: white !important; } #Symbols mask .nibbler-cut { fill: black !important; }"

        /// A symbol template's glyph shown by default (`symbolGlyphs`): its id and its ink's
        /// bounds in the template; nil for a file without one. Measured once: the canvas draws
        /// the symbol on every frame.
        private(set) lazy var symbolGlyph: (id: String, ink: RsvgRectangle)? = findSymbolGlyph()

        private func findSymbolGlyph() -> (id: String, ink: RsvgRectangle)? {
            guard let svg else { return nil }
            var page = RsvgRectangle(x: 0, y: 0, width: width, height: height)
            for id in Self.symbolGlyphs {
                var (ink, logical) = (RsvgRectangle(), RsvgRectangle())
                let found = FontLock.held { rsvg_handle_get_geometry_for_layer(svg, id, &page, &ink, &logical, nil) != 0 }
                if found, ink.width > 0, ink.height > 0 { return (id, ink) }
            }
            return nil
        }

        /// Draws a symbol set's glyph (`symbolGlyph`) fitted in `f` and centred; false for a file
        /// without one. The glyph is drawn where it lies in the whole template, the template
        /// scaled and moved to put it in `f`: librsvg draws an element on its own without the
        /// masks that cut a clearing layer out of it (`SymbolTemplates`).
        func renderSymbol(in f: Rect, _ cr: OpaquePointer) -> Bool {
            guard let svg, let (id, ink) = symbolGlyph else { return false }
            let scale = min(f.width / ink.width, f.height / ink.height)
            let x = f.x + (f.width - ink.width * scale) / 2 - ink.x * scale, y = f.y + (f.height - ink.height * scale) / 2 - ink.y * scale
            var page = RsvgRectangle(x: x, y: y, width: width * scale, height: height * scale)
            return FontLock.held { rsvg_handle_render_layer(svg, cr, id, &page, nil) != 0 }
        }

        /// The glyphs of a symbol template (as the SF Symbols app exports one, and Xcode keeps it
        /// in a symbol set) that UIKit shows at the default configuration: regular at medium
        /// scale; a template of fewer variants has small or large ones.
        private static let symbolGlyphs = ["#Regular-M", "#Regular-S", "#Regular-L"]

        /// Draws the picture at the context's origin, at its size in points; holding the font
        /// lock, for the text a PDF or an SVG may hold (`FontLock`).
        func render(_ cr: OpaquePointer) {
            FontLock.held {
                if let pdf { poppler_page_render(pdf.page, cr) }
                if let svg {
                    var viewport = RsvgRectangle(x: 0, y: 0, width: width, height: height)
                    _ = rsvg_handle_render_document(svg, cr, &viewport, nil)
                }
            }
        }

        deinit {
            if let pdf {
                g_object_unref(UnsafeMutableRawPointer(pdf.page))
                g_object_unref(UnsafeMutableRawPointer(pdf.document))
            }
            if let svg { g_object_unref(UnsafeMutableRawPointer(svg)) }
        }
    }

    /// Runs `body` with the file's picture, opened once; nil when the file cannot be read.
    private static func withPicture<T>(_ path: String, _ body: (Picture) -> T) -> T? {
        lock.lock()
        defer { lock.unlock() }
        let now = ContinuousClock.now
        if var known = opened[path] {
            if now - known.checked >= AssetCatalogs.freshFor {
                let time = modified(path)
                known = time == known.modified ? (time, now, known.picture) : (time, now, Picture(path: path))
                opened[path] = known
            }
            return known.picture.map(body)
        }
        let picture = Picture(path: path)
        opened[path] = (modified(path), now, picture)
        return picture.map(body)
    }

    /// When the file was last changed (0 when that cannot be read): a file replaced while Nibbler
    /// is open is opened and pictured again.
    private static func modified(_ path: String) -> Double {
        (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    }

    /// The image's size in points; nil when the file cannot be read.
    static func size(of path: String) -> (width: Double, height: Double)? {
        withPicture(path) { ($0.width, $0.height) }.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil }
    }

    /// The image drawn to a PNG `pixels` on its longer side, in the temporary folder (made once
    /// per file and modification), for a toolkit that shows PNGs; nil when it cannot be read.
    static func picture(of path: String, pixels: Int = 48) -> String? {
        guard let size = size(of: path) else { return nil }
        let name = "nibbler-picture-\(String(StableHash.fnv1a("\(path)@\(modified(path))@\(pixels)".utf8), radix: 16)).png"
        let png = FileManager.default.temporaryDirectory.appendingPathComponent(name).path
        if FileManager.default.fileExists(atPath: png) { return png }
        let scale = Double(pixels) / max(size.width, size.height)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(max(1, (size.width * scale).rounded())), Int32(max(1, (size.height * scale).rounded())))
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return nil }
        let drawn = draw(path, scaleX: scale, y: scale, cr)
        cairo_destroy(cr)
        return drawn && cairo_surface_write_to_png(surface, png) == CAIRO_STATUS_SUCCESS ? png : nil
    }

    /// A symbol set's glyph's width and height, in the template's units: its proportions; nil
    /// for a file without one.
    static func symbolProportions(_ path: String) -> (width: Double, height: Double)? {
        withPicture(path) { $0.symbolGlyph.map { ($0.ink.width, $0.ink.height) } } ?? nil
    }

    /// Draws a symbol set's symbol fitted in `f`, as a mask of the context's source colour (UIKit
    /// draws a symbol as a template); false when the file has no glyph to draw.
    static func drawSymbol(_ path: String, in f: Rect, _ cr: OpaquePointer) -> Bool {
        withPicture(path) { picture in ImageFiles.masked(cr) { picture.renderSymbol(in: f, cr) } } ?? false
    }

    /// Draws the image at the context's origin, scaled by `sx` and `sy` from its size in points;
    /// false when the file cannot be read.
    static func draw(_ path: String, scaleX sx: Double, y sy: Double, _ cr: OpaquePointer) -> Bool {
        withPicture(path) { picture -> Bool in
            guard picture.width > 0, picture.height > 0 else { return false }
            cairo_save(cr)
            cairo_scale(cr, sx, sy)
            picture.render(cr)
            cairo_restore(cr)
            return true
        } ?? false
    }
}
