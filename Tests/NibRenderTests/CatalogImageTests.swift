import CPangoCairo
import Foundation
import NibLayout
import NibModel
import NibRender
import SharedFiles
import Testing
import XMLTree

/// Images drawn as UIKit draws them: a template (its shape in the view's tint) where the image
/// reference or the image set says so, or where a system button shows an image of Default
/// rendering; as they are elsewhere. A PDF image set (a vector image) as a PNG one.
@Suite("Template and vector images")
struct CatalogImageTests {
    /// A catalog of two black squares: `glyph`, rendered as a template, and `photo`, as Default;
    /// and `vector`, a PDF 20 × 10 pt filled black, as Default.
    func catalog() throws -> String {
        let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("nibbler-template-\(UUID().uuidString).xcassets")
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 8, 8)
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)
        cairo_set_source_rgb(cr, 0, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        for (name, properties) in [("glyph", #", "properties" : { "template-rendering-intent" : "template" }"#), ("photo", "")] {
            let set = catalog.appendingPathComponent("\(name).imageset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            try #"{ "info" : { "author" : "xcode", "version" : 1 }\#(properties) }"#
                .write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
            #expect(cairo_surface_write_to_png(surface, set.appendingPathComponent("\(name).png").path) == CAIRO_STATUS_SUCCESS)
        }
        let vector = catalog.appendingPathComponent("vector.imageset")
        try FileManager.default.createDirectory(at: vector, withIntermediateDirectories: true)
        let pdf = cairo_pdf_surface_create(vector.appendingPathComponent("vector.pdf").path, 20, 10)
        let page = cairo_create(pdf)
        cairo_set_source_rgb(page, 0, 0, 0)
        cairo_paint(page)
        cairo_destroy(page)
        cairo_surface_finish(pdf)
        cairo_surface_destroy(pdf)
        return catalog.path
    }

    @Test("a PDF image set is drawn, stretched as its image view's content mode says, in the tint where it is a template; its size is its page's, in points; the image field pictures it as a PNG")
    func vector() throws {
        let catalog = try catalog()
        defer { try? FileManager.default.removeItem(atPath: catalog) }
        #expect(AssetCatalogs.imageFile(named: "vector", in: [catalog]) == nil)
        let size = AssetCatalogs.pointSize(ofImage: "vector", in: [catalog])
        #expect(size?.width == 20 && size?.height == 10)
        // The image field's picture of it: the page drawn to a PNG 48 pixels wide.
        let picture = try #require(AssetCatalogs.pictureFile(named: "vector", in: [catalog]))
        let png = try #require(cairo_image_surface_create_from_png(picture))
        defer { cairo_surface_destroy(png) }
        #expect(cairo_image_surface_get_width(png) == 48 && cairo_image_surface_get_height(png) == 24)
        let text = InlineDocuments.xib(width: 100, height: 40, subviews: """
            <imageView image="vector" contentMode="scaleToFill" id="plain"><rect key="frame" x="10" y="10" width="40" height="20"/></imageView>
            <imageView id="tinted" contentMode="scaleAspectFit"><rect key="frame" x="60" y="10" width="40" height="20"/>
                <imageReference key="image" image="vector" renderingMode="template"/>
                <color key="tintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </imageView>
            """, resources: #"<image name="vector" width="20" height="10"/>"#)
        let document = try NibDocument(xml: XMLReader.parse(text))
        let root = try #require(document.objectsByID["root"])
        let frames = Renderer.storedFrames(inside: root).merging(["root": Rect(x: 0, y: 0, width: 100, height: 40)]) { a, _ in a }
        let image = try RenderedImage(Renderer(document: document, frames: frames, imageFolders: [catalog]), root: root)
        #expect(image.count(in: Rect(x: 10, y: 10, width: 40, height: 20)) { $0.r < 40 && $0.g < 40 && $0.b < 40 } > 700,
                "the page, black, stretched over the view (not the missing image's placeholder)")
        #expect(image.count(in: Rect(x: 60, y: 10, width: 40, height: 20)) { $0.r > 200 && $0.g < 60 && $0.b < 60 } > 700,
                "the template page in the red tint, fitted")
    }

    @Test("a template image set and a system button's Default image are drawn in the tint; a Default image in an image view or a custom button, an image set to Original and a button's background image, as they are")
    func templates() throws {
        let catalog = try catalog()
        defer { try? FileManager.default.removeItem(atPath: catalog) }
        #expect(AssetCatalogs.renderingIntent(ofImage: "glyph", in: [catalog]) == "template")
        #expect(AssetCatalogs.renderingIntent(ofImage: "photo", in: [catalog]) == nil)
        let red = #"<color key="tintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        func view(_ id: String, x: Int, _ body: String) -> String {
            body.replacingOccurrences(of: "FRAME", with: #"<rect key="frame" x="\#(x)" y="10" width="30" height="30"/>"#)
                .replacingOccurrences(of: "ID", with: id)
        }
        let views = [
            view("template", x: 10, #"<imageView image="glyph" contentMode="scaleToFill" id="ID">FRAME\#(red)</imageView>"#),
            view("plain", x: 50, #"<imageView image="photo" contentMode="scaleToFill" id="ID">FRAME\#(red)</imageView>"#),
            view("system", x: 90, #"<button buttonType="system" id="ID">FRAME\#(red)<state key="normal" image="photo"/></button>"#),
            view("custom", x: 130, #"<button id="ID">FRAME\#(red)<state key="normal" image="photo"/></button>"#),
            view("background", x: 210, #"<button buttonType="system" id="ID">FRAME<state key="normal" title="x" backgroundImage="photo"/></button>"#),
            view("original", x: 170, #"""
                <button buttonType="system" id="ID">FRAME\#(red)<state key="normal"><imageReference key="image" image="glyph" renderingMode="original"/></state></button>
                """#),
        ].joined(separator: "\n")
        let text = InlineDocuments.xib(width: 250, height: 50, subviews: views, resources: """
            <image name="glyph" width="8" height="8"/>
            <image name="photo" width="8" height="8"/>
            """)
        let document = try NibDocument(xml: XMLReader.parse(text))
        let root = try #require(document.objectsByID["root"])
        let frames = Renderer.storedFrames(inside: root).merging(["root": Rect(x: 0, y: 0, width: 250, height: 50)]) { a, _ in a }
        let image = try RenderedImage(Renderer(document: document, frames: frames, imageFolders: [catalog]), root: root)
        func reds(_ x: Double) -> Int { image.count(in: Rect(x: x, y: 10, width: 30, height: 30)) { $0.r > 200 && $0.g < 60 && $0.b < 60 } }
        func blacks(_ x: Double) -> Int { image.count(in: Rect(x: x, y: 10, width: 30, height: 30)) { $0.r < 40 && $0.g < 40 && $0.b < 40 } }
        #expect(reds(10) > 700, "the template set filled with the red tint, stretched to the view")
        #expect(blacks(50) > 700 && reds(50) == 0, "a Default image in an image view as it is")
        #expect(reds(90) > 50, "a system button's Default image (8 pt square, as its size) in its tint")
        #expect(blacks(130) > 50 && reds(130) == 0, "a custom button's as it is")
        #expect(blacks(170) > 50 && reds(170) == 0, "an image reference set to Original as it is, a template set though it is")
        #expect(blacks(210) > 700, "a button's background image stretched over the whole button")
    }
}
