import CPangoCairo
import CPoppler
import Foundation
import NibModel

/// The PDF images of asset catalogs, Xcode's vector images, drawn with poppler: the first page,
/// whose size in points is the image's, as Xcode takes it.
enum VectorImages {
    /// Each PDF opened once (the canvas draws its images on every frame), with its first page, by
    /// path and modification time (a file replaced while Nibbler is open is opened again); nil
    /// for one poppler cannot read. poppler's objects are not to be shared between threads, so
    /// they are used under the lock.
    private static let lock = NSLock()
    nonisolated(unsafe) private static var opened: [String: Page?] = [:]

    private final class Page {
        let document: OpaquePointer
        let page: OpaquePointer
        let width: Double, height: Double

        init?(path: String) {
            let uri = URL(fileURLWithPath: path).absoluteString
            guard let document = poppler_document_new_from_file(uri, nil, nil) else { return nil }
            guard poppler_document_get_n_pages(document) > 0, let page = poppler_document_get_page(document, 0) else {
                g_object_unref(UnsafeMutableRawPointer(document))
                return nil
            }
            var (width, height) = (0.0, 0.0)
            poppler_page_get_size(page, &width, &height)
            (self.document, self.page, self.width, self.height) = (document, page, width, height)
        }

        deinit {
            g_object_unref(UnsafeMutableRawPointer(page))
            g_object_unref(UnsafeMutableRawPointer(document))
        }
    }

    /// Runs `body` with the PDF's first page, opened once; nil when the file is not a PDF poppler
    /// can read.
    private static func withPage<T>(_ path: String, _ body: (Page) -> T) -> T? {
        let key = "\(path)@\(modified(path))"
        lock.lock()
        defer { lock.unlock() }
        if opened[key] == nil { opened[key] = .some(Page(path: path)) }
        return (opened[key] ?? nil).map(body)
    }

    /// When the file was last changed (0 when that cannot be read): a PDF replaced while Nibbler
    /// is open is opened and pictured again.
    private static func modified(_ path: String) -> Double {
        (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    }

    /// The image's size in points: its first page's; nil when the file cannot be read.
    static func size(of path: String) -> (width: Double, height: Double)? {
        withPage(path) { ($0.width, $0.height) }.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil }
    }

    /// The first page drawn to a PNG `pixels` on its longer side, in the temporary folder (made
    /// once per file and modification), for a toolkit that shows PNGs; nil when it cannot be read.
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

    /// Draws the first page at the context's origin, scaled by `sx` and `sy` from its size in
    /// points; false when the file cannot be read.
    static func draw(_ path: String, scaleX sx: Double, y sy: Double, _ cr: OpaquePointer) -> Bool {
        withPage(path) { page -> Bool in
            guard page.width > 0, page.height > 0 else { return false }
            cairo_save(cr)
            cairo_scale(cr, sx, sy)
            poppler_page_render(page.page, cr)
            cairo_restore(cr)
            return true
        } ?? false
    }
}
