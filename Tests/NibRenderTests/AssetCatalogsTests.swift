import CPangoCairo
import Foundation
import NibRender
import Testing

/// The images an image field offers and draws: image sets in a catalog, in its groups (a
/// namespace group prefixing its name), in a catalog beside the file or one folder down.
@Suite("Asset catalogs")
struct AssetCatalogsTests {
    func project() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("nibbler-assets-\(UUID().uuidString)")
        let catalog = root.appendingPathComponent("App/Supporting Files/Assets.xcassets")
        for set in ["logo.imageset", "avatar/avatar1.imageset", "avatar/avatar10.imageset", "avatar/avatar2.imageset",
                    "Icons/close.imageset", "AppIcon.appiconset"] {
            try FileManager.default.createDirectory(at: catalog.appendingPathComponent(set), withIntermediateDirectories: true)
        }
        try #"{ "info" : { "author" : "xcode", "version" : 1 } }"#.write(to: catalog.appendingPathComponent("avatar/Contents.json"), atomically: true, encoding: .utf8)
        try #"{ "info" : { "author" : "xcode", "version" : 1 }, "properties" : { "provides-namespace" : true } }"#
            .write(to: catalog.appendingPathComponent("Icons/Contents.json"), atomically: true, encoding: .utf8)
        // A 2×2 @2x PNG: one point square.
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 2, 2)
        defer { cairo_surface_destroy(surface) }
        #expect(cairo_surface_write_to_png(surface, catalog.appendingPathComponent("avatar/avatar2.imageset/face@2x.png").path) == CAIRO_STATUS_SUCCESS)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App/Demo"), withIntermediateDirectories: true)
        return root
    }

    @Test("a catalog in a folder beside the storyboard's folder is found; groups are walked, namespaces prefix; names sort as Xcode lists them")
    func names() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let folders = AssetCatalogs.near(root.appendingPathComponent("App/Demo/Demo.storyboard").path)
        #expect(folders.count == 1 && folders.first?.hasSuffix("Supporting Files/Assets.xcassets") == true)
        #expect(AssetCatalogs.imageNames(in: folders) == ["avatar1", "avatar2", "avatar10", "Icons/close", "logo"])
        #expect(AssetCatalogs.imageFile(named: "avatar2", in: folders)?.hasSuffix("avatar/avatar2.imageset/face@2x.png") == true)
        let size = AssetCatalogs.pointSize(ofImage: "avatar2", in: folders)
        #expect(size?.width == 1 && size?.height == 1)
        #expect(AssetCatalogs.imageFile(named: "close", in: folders) == nil, "a namespaced image goes by its full name")
    }

    @Test("an image added to a catalog while it is open is offered soon after, and a file added to a set drawn (the walk and a set's files are trusted for two seconds)")
    func addedImage() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let folders = AssetCatalogs.near(root.appendingPathComponent("App/Demo/Demo.storyboard").path)
        let catalog = try #require(folders.first)
        #expect(!AssetCatalogs.imageNames(in: folders).contains("banner"))
        try FileManager.default.createDirectory(atPath: "\(catalog)/banner.imageset", withIntermediateDirectories: true)
        #expect(AssetCatalogs.imageFile(named: "logo", in: folders) == nil, "logo's set has no file yet")
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 2, 2)
        defer { cairo_surface_destroy(surface) }
        #expect(cairo_surface_write_to_png(surface, "\(catalog)/logo.imageset/logo@2x.png") == CAIRO_STATUS_SUCCESS)
        Thread.sleep(forTimeInterval: 2.2)
        #expect(AssetCatalogs.imageNames(in: folders).contains("banner"))
        #expect(AssetCatalogs.imageFile(named: "logo", in: folders)?.hasSuffix("logo.imageset/logo@2x.png") == true,
                "a file added to a set is drawn soon after (the set's files are trusted for two seconds too)")
    }
}
