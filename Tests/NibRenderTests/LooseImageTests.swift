import CPangoCairo
import Foundation
import NibDesign
import NibModel
import NibRender
import SharedFiles
import Testing
import XMLTree

/// Images a project keeps as files outside its asset catalogs (Cosmos' "launch_screen.png"),
/// found by name as UIKit finds them in the app's bundle: drawn, sized and offered.
@Suite("A project's own image files")
struct LooseImageTests {
    /// `Demo/Demo.xcodeproj`, with `graphics/moon@2x.png` (a black square, 8 px) and
    /// `Pods/Kit/dust.png` (a dependency's, not the project's).
    func project() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("nibbler-loose-\(UUID().uuidString)/Demo")
        for folder in ["Demo.xcodeproj", "graphics", "Pods/Kit", "Base.lproj"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 8, 8)
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)
        cairo_set_source_rgb(cr, 0, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        for file in ["graphics/moon@2x.png", "Pods/Kit/dust.png"] {
            #expect(cairo_surface_write_to_png(surface, root.appendingPathComponent(file).path) == CAIRO_STATUS_SUCCESS)
        }
        return root
    }

    @Test("an image named by its file, with or without the extension, is drawn from the project's folder at its scale; a dependency's file is not the project's")
    func drawnAndOffered() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let xib = root.appendingPathComponent("Base.lproj/Main.xib")
        let views = """
            <imageView image="moon.png" contentMode="scaleToFill" id="named"><rect key="frame" x="10" y="10" width="30" height="30"/></imageView>
            <imageView image="moon" contentMode="scaleToFill" id="bare"><rect key="frame" x="50" y="10" width="30" height="30"/></imageView>
            <imageView image="dust.png" contentMode="scaleToFill" id="pod"><rect key="frame" x="90" y="10" width="30" height="30"/></imageView>
            """
        try InlineDocuments.xib(width: 130, height: 50, subviews: views).write(to: xib, atomically: true, encoding: .utf8)
        let folders = DesignSession.imageFolders(for: xib.path)
        #expect(folders == [root.standardizedFileURL.path], "no catalog; the project's folder for its own files")
        #expect(AssetCatalogs.pointSize(ofImage: "moon.png", in: folders).map { [$0.width, $0.height] } == [4, 4], "8 px at @2x")
        #expect(AssetCatalogs.imageFile(named: "dust.png", in: folders) == nil)

        let session = try DesignSession(opening: xib.path)
        #expect(session.imageNames.contains("moon.png") && !session.imageNames.contains("dust.png"))
        let document = session.document
        let frames = Renderer.storedFrames(inside: try #require(document.objectsByID["root"]))
            .merging(["root": Rect(x: 0, y: 0, width: 130, height: 50)]) { a, _ in a }
        let image = try RenderedImage(Renderer(document: document, frames: frames, imageFolders: folders), root: try #require(document.objectsByID["root"]))
        func blacks(_ x: Double) -> Int { image.count(in: Rect(x: x, y: 10, width: 30, height: 30)) { $0.r < 40 && $0.g < 40 && $0.b < 40 } }
        #expect(blacks(10) > 700, "moon.png drawn, stretched to its view")
        #expect(blacks(50) > 700, "moon, UIKit's name for moon.png, drawn too")
        #expect(blacks(90) < 100, "the dependency's dust.png is not drawn: a placeholder is")

        // A Swift package's image files are in its own bundle, not its app's.
        try FileManager.default.removeItem(at: root.appendingPathComponent("Demo.xcodeproj"))
        try "// swift-tools-version:5.9".write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        #expect(DesignSession.imageFolders(for: xib.path).isEmpty)
    }
}
