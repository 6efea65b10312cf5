import Foundation
import NibLayout
import NibModel
import NibRender
import SharedFiles
import Testing
import XMLTree

/// SVG image sets, which Xcode takes as vector images as it takes PDFs (OsmAnd's 820 icons,
/// ivpn's flags, ProtonVPN's), drawn with librsvg; and images in segmented controls' segments.
@Suite("SVG images")
struct SVGImageTests {
    /// A catalog of `flag`, a red SVG 20 × 10 with a width and a height; `boxed`, 30 × 15 by its
    /// view box alone; and `star`, a symbol set's SVG (a template of the symbol's every weight,
    /// no image).
    func catalog() throws -> String {
        let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("nibbler-svg-\(UUID().uuidString).xcassets")
        let files = [
            "flag.imageset/flag.svg": #"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="20" height="10" fill="red"/></svg>"#,
            "boxed.imageset/boxed.svg": #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 15"><rect width="30" height="15" fill="red"/></svg>"#,
            "star.symbolset/star.svg": #"<svg xmlns="http://www.w3.org/2000/svg" width="3300" height="2200"><g id="Regular-M"/></svg>"#,
            "badge.symbolset/badge.svg": Self.symbolTemplate,
            // Drawn in a vector editor: its shapes unfilled, stroked (threema's).
            "outlined.symbolset/outlined.svg": Self.symbolTemplate.replacingOccurrences(of: "<g id=\"Symbols\">", with: "<g id=\"Symbols\" fill=\"none\" stroke=\"#000\" stroke-width=\"0.5\">"),
            "wound.symbolset/wound.svg": Self.template(glyph: Self.square + Self.middle(clockwise: false)),
            "layered.symbolset/layered.svg": Self.template(glyph: Self.square.replacingOccurrences(of: "<path", with: #"<path class="monochrome-0 multicolor-0:tintColor SFSymbolsPreviewWireframe""#)
                + Self.middle(clockwise: true).replacingOccurrences(of: "<path", with: #"<path class="monochrome-1 multicolor-1:white SFSymbolsPreviewWireframe""#),
                style: """
                    .monochrome-0 {-sfsymbols-motion-group:1}
                    .monochrome-1 {opacity:0.0;-sfsymbols-clear-behind:true;-sfsymbols-motion-group:0}
                    .multicolor-1:white {-sfsymbols-motion-group:0}
                    .SFSymbolsPreviewWireframe {fill:none;opacity:1.0;stroke:black;stroke-width:0.5}
                    """),
        ]
        for (path, svg) in files {
            let file = catalog.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try svg.write(to: file, atomically: true, encoding: .utf8)
        }
        return catalog.path
    }

    /// A symbol template as the SF Symbols app exports it: a white artboard in its notes, the
    /// glyph of each weight and scale placed on it; the regular medium one 100 × 50.
    static let symbolTemplate = #"""
        <svg xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">
         <g id="Notes"><rect height="2200" id="artboard" style="fill:white;opacity:1" width="3300" x="0" y="0"/></g>
         <g id="Symbols">
          <g id="Ultralight-S"><rect x="100" y="100" width="10" height="80"/></g>
          <g id="Regular-M"><rect x="1000" y="1000" width="100" height="50"/></g>
         </g>
        </svg>
        """#

    /// A template whose regular medium glyph is `glyph`, with `style` as its style sheet.
    static func template(glyph: String, style: String = "") -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">
         <style>\(style)</style>
         <g id="Symbols"><g id="Regular-M" transform="matrix(1 0 0 1 900 900)">\(glyph)</g></g>
        </svg>
        """
    }

    /// A 100 × 100 square, wound clockwise.
    static let square = #"<path d="M100 100 L200 100 L200 200 L100 200 Z"/>"#

    /// The square's middle half (50 × 50), wound either way; the other way in relative moves, as
    /// vector editors write them (its first `m` absolute, as SVG takes it).
    static func middle(clockwise: Bool) -> String {
        clockwise ? #"<path d="M125 125 L175 125 L175 175 L125 175 Z"/>"# : #"<path d="m125,125 0,50 50 0 l0-50 z"/>"#
    }

    /// A red tint, for views drawn in it.
    static let redTint = #"<color key="tintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#

    /// `subviews` of a `width` × `height` root, drawn at their stored frames with this suite's
    /// catalog.
    func drawn(width: Double, height: Double, subviews: String, resources: String = "") throws -> RenderedImage {
        let catalog = try catalog()
        defer { try? FileManager.default.removeItem(atPath: catalog) }
        let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(width: width, height: height, subviews: subviews, resources: resources)))
        let root = try #require(document.objectsByID["root"])
        let frames = Renderer.storedFrames(inside: root).merging(["root": Rect(x: 0, y: 0, width: width, height: height)]) { a, _ in a }
        return try RenderedImage(Renderer(document: document, frames: frames, imageFolders: [catalog]), root: root)
    }

    @Test("a symbol's cut-outs show through it: an older template's contours wound against the glyph's (threema's video.circle.fill), a layer the template says clears what is behind it (SF Symbols 3 on: threema's lock in a filled bubble)")
    func cutOuts() throws {
        let image = try drawn(width: 200, height: 80, subviews: """
            <imageView contentMode="scaleAspectFit" image="wound" id="wound"><rect key="frame" x="10" y="10" width="60" height="60"/>\(Self.redTint)</imageView>
            <imageView contentMode="scaleAspectFit" image="layered" id="layered"><rect key="frame" x="110" y="10" width="60" height="60"/>\(Self.redTint)</imageView>
            """)
        let isRed = { (p: (r: UInt8, g: UInt8, b: UInt8)) in p.r > 200 && p.g < 60 && p.b < 60 }
        for x in [10.0, 110] {
            #expect(image.count(in: Rect(x: x + 1, y: 11, width: 12, height: 58), isRed) > 600, "at x \(x): the square's edge, in the tint")
            #expect(image.count(in: Rect(x: x + 18, y: 28, width: 24, height: 24), isRed) == 0, "at x \(x): its middle cut out")
        }
    }

    @Test("a symbol set's glyph (a custom symbol, or an app's copy of an SF Symbol) is drawn in the tint, its regular medium glyph fitted in the view, filled even where its template strokes it")
    func symbols() throws {
        let red = Self.redTint
        let image = try drawn(width: 300, height: 50, subviews: """
            <imageView contentMode="scaleAspectFit" image="badge" id="custom"><rect key="frame" x="10" y="10" width="60" height="30"/>\(red)</imageView>
            <imageView contentMode="scaleAspectFit" image="badge" catalog="system" id="system"><rect key="frame" x="110" y="10" width="60" height="30"/>\(red)</imageView>
            <imageView contentMode="scaleAspectFit" image="outlined" id="outlined"><rect key="frame" x="210" y="10" width="60" height="30"/>\(red)</imageView>
            """)
        for x in [10.0, 110, 210] {
            #expect(image.count(in: Rect(x: x, y: 10, width: 60, height: 30)) { $0.r > 200 && $0.g < 60 && $0.b < 60 } > 1500,
                    "at x \(x): the 2:1 glyph in the red tint, filling the 60 × 30 view (not the artboard, not another weight)")
        }
    }

    @Test("a button shows a custom symbol as an SF Symbol, in its tint at the configuration's size (20 pt wide by default), whatever size the resources list")
    func symbolButton() throws {
        let image = try drawn(width: 100, height: 60, subviews: """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="button"><rect key="frame" x="20" y="0.0" width="60" height="60"/>
                <state key="normal" image="badge"/>
                \(Self.redTint)
            </button>
            """, resources: #"<image name="badge" width="11" height="11"/>"#)
        let red = { (p: (r: UInt8, g: UInt8, b: UInt8)) in p.r > 200 && p.g < 60 && p.b < 60 }
        #expect(image.count(in: Rect(x: 41, y: 26, width: 18, height: 8), red) > 120, "the 20 × 10 glyph, centred, in the red tint")
        #expect(image.count(in: Rect(x: 20, y: 0, width: 19, height: 60), red) == 0 && image.count(in: Rect(x: 61, y: 0, width: 19, height: 60), red) == 0,
                "no wider than 20 pt")
    }

    @Test("an image replaced while it is open is read again soon after (its time is trusted for two seconds)")
    func replaced() throws {
        let catalog = try catalog()
        defer { try? FileManager.default.removeItem(atPath: catalog) }
        #expect(AssetCatalogs.pointSize(ofImage: "flag", in: [catalog])?.width == 20)
        try #"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="10"><rect width="40" height="10" fill="red"/></svg>"#
            .write(toFile: "\(catalog)/flag.imageset/flag.svg", atomically: true, encoding: .utf8)
        Thread.sleep(forTimeInterval: 2.2)
        #expect(AssetCatalogs.pointSize(ofImage: "flag", in: [catalog])?.width == 40)
    }

    @Test("an SVG image set's size is its width and height, else its view box's; a symbol set's SVG is no image")
    func sizes() throws {
        let catalog = try catalog()
        defer { try? FileManager.default.removeItem(atPath: catalog) }
        let flag = AssetCatalogs.pointSize(ofImage: "flag", in: [catalog])
        #expect(flag?.width == 20 && flag?.height == 10)
        let boxed = AssetCatalogs.pointSize(ofImage: "boxed", in: [catalog])
        #expect(boxed?.width == 30 && boxed?.height == 15)
        #expect(AssetCatalogs.vectorFile(named: "star", in: [catalog]) == nil)
        let picture = try #require(AssetCatalogs.pictureFile(named: "flag", in: [catalog]), "the image field's picture of it")
        #expect(picture.hasSuffix(".png"))
    }

    @Test("an SVG image is drawn stretched over its image view; a segment's image in the label colour, at its own size, centred in the segment")
    func drawn() throws {
        let catalog = try catalog()
        defer { try? FileManager.default.removeItem(atPath: catalog) }
        let text = InlineDocuments.xib(width: 300, height: 60, subviews: """
            <imageView image="flag" contentMode="scaleToFill" id="flag"><rect key="frame" x="10" y="10" width="40" height="20"/></imageView>
            <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" id="segments">
                <rect key="frame" x="80" y="10" width="200" height="32"/>
                <segments><segment title="" image="flag"/><segment title="" image="flag"/></segments>
            </segmentedControl>
            """)
        let document = try NibDocument(xml: XMLReader.parse(text))
        let root = try #require(document.objectsByID["root"])
        let frames = Renderer.storedFrames(inside: root).merging(["root": Rect(x: 0, y: 0, width: 300, height: 60)]) { a, _ in a }
        let image = try RenderedImage(Renderer(document: document, frames: frames, imageFolders: [catalog]), root: root)
        #expect(image.count(in: Rect(x: 10, y: 10, width: 40, height: 20)) { $0.r > 200 && $0.g < 60 && $0.b < 60 } > 700,
                "the SVG, red, over the whole view (not the missing image's placeholder)")
        let black = { (p: (r: UInt8, g: UInt8, b: UInt8)) in p.r < 60 && p.g < 60 && p.b < 60 }
        for segment in 0..<2 {
            let x = 80 + Double(segment) * 100
            #expect(image.count(in: Rect(x: x + 40, y: 21, width: 20, height: 10), black) > 150, "segment \(segment): the image, 20 × 10, centred")
            #expect(image.count(in: Rect(x: x + 4, y: 12, width: 30, height: 28), black) == 0, "segment \(segment): nothing at its left")
        }
    }
}
