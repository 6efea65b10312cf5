import CPangoCairo
import Foundation

/// Where a document's images are: `*.xcassets` folders beside it.
public enum AssetCatalogs {
    /// The asset catalogs in the file's folder and the two above it, as Xcode projects keep them.
    public static func near(_ file: String) -> [String] {
        var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        var found: [String] = []
        for _ in 0..<3 {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            found += names.filter { $0.hasSuffix(".xcassets") }.sorted().map { folder.appendingPathComponent($0).path }
            folder.deleteLastPathComponent()
        }
        return found
    }

    /// The PNG of an image set (`NAME.imageset`), the @2x one first, whatever its file is called.
    public static func imageFile(named name: String, in folders: [String]) -> String? {
        for folder in folders {
            let set = "\(folder)/\(name).imageset"
            guard let files = try? FileManager.default.contentsOfDirectory(atPath: set) else { continue }
            let pngs = files.filter { $0.lowercased().hasSuffix(".png") }.sorted()
            if let best = pngs.first(where: { $0.contains("@2x") }) ?? pngs.first { return "\(set)/\(best)" }
        }
        return nil
    }

    /// An image's size in points, as Xcode records it in `<resources>`: the PNG's pixels over the
    /// scale its file name gives (`@2x`, `@3x`).
    public static func pointSize(ofImage name: String, in folders: [String]) -> (width: Double, height: Double)? {
        guard let file = imageFile(named: name, in: folders), let surface = cairo_image_surface_create_from_png(file) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        let scale: Double = file.contains("@3x") ? 3 : file.contains("@2x") ? 2 : 1
        return (Double(cairo_image_surface_get_width(surface)) / scale, Double(cairo_image_surface_get_height(surface)) / scale)
    }
}
