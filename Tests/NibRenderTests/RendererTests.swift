import CPangoCairo
import Foundation
import NibLayout
import NibModel
import NibRender
import SharedFiles
import Testing
import XMLTree

@Suite("Rendering")
struct RendererTests {
    @Test("the example draws its texts and a red 3 pt border set in the inspector, on the grown container")
    func borderAndText() throws {
        let url = SharedFiles.projectRoot.appendingPathComponent("Resources/examples/SeedDemo.xib")
        let document = try NibDocument(xml: XMLReader.parse(try String(contentsOf: url, encoding: .utf8)))
        try document.set("borderWidth", to: "3", on: "Nb1-cv-GRP")
        try document.set("borderColor", to: "#FF0000", on: "Nb1-cv-GRP")
        try document.set("text", to: "A much longer image label", on: "Nb1-lb-IMG")
        let layout = DocumentLayout(document: document, sizing: MeasuredSizing())
        let frames = RenderedImage.frames(layout.frames().entries).relative
        let image = try RenderedImage(Renderer(document: document, frames: frames), root: try #require(document.objectsByID["Nb1-rt-VW1"]))

        let container = try #require(frames["Nb1-cv-GRP"])
        #expect(container.width > 250)
        let edge = image.pixel(Int(container.x + 1), Int(container.y + container.height / 2))
        #expect(edge.r > 200 && edge.g < 60 && edge.b < 60, "the border is \(edge)")
        let outside = image.pixel(Int(container.x - 4), Int(container.y + container.height / 2))
        #expect(outside.r > 240 && outside.g > 240 && outside.b > 240, "outside the border is \(outside)")
        // Some dark text pixels inside the label.
        let label = try #require(frames["Nb1-lb-IMG"])
        let middleRow = Rect(x: container.x + label.x, y: container.y + label.y + label.height / 2, width: label.width, height: 1)
        #expect(image.count(in: middleRow) { $0.r < 100 && $0.g < 100 && $0.b < 100 } > 10)
    }

    @Test("a button shows its image from the asset catalog beside its title")
    func buttonImage() throws {
        let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(subviews: """
            <button id="b"><rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <state key="normal" title="Go" image="Nibbler icon"/></button>
            """, resources: #"<image name="Nibbler icon" width="64" height="64"/>"#)))
        let folder = SharedFiles.projectRoot.appendingPathComponent("Resources/examples").path
        let frames = ["root": Rect(x: 0, y: 0, width: 200, height: 100), "b": Rect(x: 0, y: 0, width: 200, height: 100)]
        let image = try RenderedImage(Renderer(document: document, frames: frames, imageFolders: [folder]), root: try #require(document.objectsByID["root"]))
        // The image's 64 pt sit left of centre, the title right of it: colour where the image is.
        let coloured = image.count(in: Rect(x: 60, y: 50, width: 60, height: 1)) { abs(Int($0.r) - Int($0.b)) > 40 || $0.r < 200 }
        #expect(coloured > 10, "the icon is drawn: \(coloured) pixels")
        let right = image.pixel(195, 50)
        #expect(right.r > 240 && right.g > 240 && right.b > 240, "nothing past the title")
    }

    @Test("a label of any number of lines fills its frame with wrapped lines, not one truncated line")
    func multiLineLabel() throws {
        let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(subviews: """
            <label numberOfLines="0" text="One two three four five six seven eight nine ten eleven twelve" id="l">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
            </label>
            """)))
        let frames = ["root": Rect(x: 0, y: 0, width: 200, height: 100), "l": Rect(x: 0, y: 0, width: 200, height: 100)]
        let image = try RenderedImage(Renderer(document: document, frames: frames), root: try #require(document.objectsByID["root"]))
        // Three lines centred in 100 pt: text above and below the middle line.
        let (above, below) = (image.count(in: Rect(x: 0, y: 20, width: 200, height: 20)) { $0.r < 100 },
                              image.count(in: Rect(x: 0, y: 60, width: 200, height: 20)) { $0.r < 100 })
        #expect(above > 20 && below > 20, "text above \(above), below \(below)")
    }

    @Test("a centred title Xcode set on two lines is drawn on two, centred in its frame, though the stand-in fits it on one (ProtonVPN's 22 pt bold title, 382 × 53)")
    func linesBreakAsOnIOS() throws {
        let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(width: 382, height: 53, subviews: """
            <label text="Enjoy ad-free browsing with NetShield" textAlignment="center" lineBreakMode="tailTruncation" numberOfLines="0" id="l">
                <rect key="frame" x="0.0" y="0.0" width="382" height="53"/>
                <fontDescription key="fontDescription" type="boldSystem" pointSize="22"/>
            </label>
            """, toolsVersion: "22154", device: "retina6_1")))
        let frame = Rect(x: 0, y: 0, width: 382, height: 53)
        let image = try RenderedImage(Renderer(document: document, frames: ["root": frame, "l": frame]), root: try #require(document.objectsByID["root"]))
        func dark(_ p: (r: UInt8, g: UInt8, b: UInt8)) -> Bool { p.r < 100 }
        // One line of 22 pt text inks some 20 rows; two, twice that.
        let rows = (0..<53).filter { y in image.count(in: Rect(x: 0, y: Double(y), width: 382, height: 1)) { dark($0) } > 0 }
        #expect(rows.count > 35, "\(rows.count) rows of ink")
        // The first line's ink is as far from the left edge as from the right.
        let columns = (0..<382).filter { x in image.count(in: Rect(x: Double(x), y: 0, width: 1, height: 26)) { dark($0) } > 0 }
        let (left, right) = (try #require(columns.first), 381 - (try #require(columns.last)))
        #expect(abs(left - right) <= 3, "left \(left), right \(right)")
    }

    @Test("a label exactly as wide as its measured text shows all of it, at sizes tracked looser and tighter")
    func labelAtItsOwnWidth() throws {
        for size in [11, 17] {
            let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(width: 300, height: 40, subviews: """
                <label text="Caption 2" id="l"><rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                    <fontDescription key="fontDescription" type="system" pointSize="\(size)"/></label>
                """)))
            let natural = MeasuredSizing().intrinsicSize(of: try #require(document.objectsByID["l"]), in: document)
            let width = try #require(natural.width)
            func ink(inFrameOf frameWidth: Double) throws -> Int {
                let frames = ["root": Rect(x: 0, y: 0, width: 300, height: 40), "l": Rect(x: 0, y: 0, width: frameWidth, height: 40)]
                let image = try RenderedImage(Renderer(document: document, frames: frames), root: try #require(document.objectsByID["root"]))
                return image.count(in: Rect(x: 0, y: 0, width: 300, height: 40)) { $0.r < 128 }
            }
            // Drawn at its own width, the text is the same ink as with room to spare: no "…".
            #expect(try ink(inFrameOf: width) == ink(inFrameOf: width + 50), "\(size) pt at \(width)")
        }
    }

    @Test("a line a few percent narrower than the stand-in's text, as Xcode sized it to San Francisco, is drawn whole, narrowed, not truncated; one far narrower is truncated")
    func lineWithinTheStandInsError() throws {
        let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(width: 300, height: 40, subviews: """
            <label text="100.00" id="l"><rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                <fontDescription key="fontDescription" type="system" weight="medium" pointSize="14"/></label>
            """)))
        let label = try #require(document.objectsByID["l"])
        let width = try #require(MeasuredSizing().intrinsicSize(of: label, in: document).width)
        func ink(inFrameOf frameWidth: Double) throws -> Int {
            let frames = ["root": Rect(x: 0, y: 0, width: 300, height: 40), "l": Rect(x: 0, y: 0, width: frameWidth, height: 40)]
            let image = try RenderedImage(Renderer(document: document, frames: frames), root: try #require(document.objectsByID["root"]))
            return image.count(in: Rect(x: 0, y: 0, width: 300, height: 40)) { $0.r < 128 }
        }
        let whole = try ink(inFrameOf: width + 50)
        // RocketChat's "100.00", stored 45.5 pt wide: 4% under the stand-in's measure.
        let narrowed = try ink(inFrameOf: width * 0.96)
        #expect(Double(narrowed) > 0.9 * Double(whole), "narrowed \(narrowed), whole \(whole)")
        let truncated = try ink(inFrameOf: width * 0.7)
        #expect(Double(truncated) < 0.8 * Double(whole), "truncated \(truncated), whole \(whole)")
    }

    /// The dark ink of label `l` of a 300 pt wide root `rootHeight` tall, the label drawn at its
    /// measured height and `widthShare` of its measured width (and 50 pt wider, for its whole
    /// text): inside the label's height, and below it.
    private func labelInk(_ label: String, rootHeight: Double, widthShare: Double) throws -> (narrowed: (inside: Int, below: Int), whole: Int) {
        let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(width: 300, height: rootHeight, subviews: label)))
        let natural = MeasuredSizing().intrinsicSize(of: try #require(document.objectsByID["l"]), in: document)
        let (width, height) = (try #require(natural.width), try #require(natural.height))
        func ink(inFrameOf frameWidth: Double) throws -> (inside: Int, below: Int) {
            let frames = ["root": Rect(x: 0, y: 0, width: 300, height: rootHeight), "l": Rect(x: 0, y: 0, width: frameWidth, height: height)]
            let image = try RenderedImage(Renderer(document: document, frames: frames), root: try #require(document.objectsByID["root"]))
            let dark = { (p: (r: UInt8, g: UInt8, b: UInt8)) in p.r < 128 }
            return (image.count(in: Rect(x: 0, y: 0, width: 300, height: height), dark),
                    image.count(in: Rect(x: 0, y: height + 1, width: 300, height: rootHeight - 1 - height), dark))
        }
        return (try ink(inFrameOf: width * widthShare), try ink(inFrameOf: width + 50).inside)
    }

    @Test("a label of two lines whose frame Xcode sized to one line of its text shows that line, narrowed where the stand-in is a few percent wider, not a second line below its frame (ChatSecure's server cells)")
    func linesTheFrameHolds() throws {
        let (narrowed, whole) = try labelInk("""
            <label text="Search engine" numberOfLines="2" id="l"><rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                <fontDescription key="fontDescription" type="system" pointSize="15"/></label>
            """, rootHeight: 60, widthShare: 0.96)
        #expect(narrowed.below == 0, "no second line below the frame")
        #expect(Double(narrowed.inside) > 0.85 * Double(whole), "the line whole, not truncated: \(narrowed.inside) of \(whole)")
    }

    @Test("a label of lines Xcode sized to San Francisco, whose first line the stand-in wraps a few percent too wide, is drawn on its two lines, narrowed, not on three running below its frame (ONLYOFFICE's \"Create your own / web office\")")
    func linesNarrowedToTheFrame() throws {
        let (narrowed, whole) = try labelInk("""
            <label textAlignment="center" numberOfLines="0" id="l"><rect key="frame" x="0.0" y="0.0" width="100" height="60"/>
                <string key="text">Create your own
            web office</string>
                <fontDescription key="fontDescription" type="system" pointSize="28"/></label>
            """, rootHeight: 160, widthShare: 0.96)
        #expect(narrowed.below == 0, "no third line below the frame: \(narrowed.below)")
        #expect(Double(narrowed.inside) > 0.85 * Double(whole), "both lines whole: \(narrowed.inside) of \(whole)")
    }

    @Test("emoji in a label are drawn in colour, as iOS draws them")
    func emojiInColour() throws {
        let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(width: 120, height: 40, subviews: """
            <label text="🌮 Taco" id="l"><rect key="frame" x="0.0" y="0.0" width="120" height="40"/>
                <fontDescription key="fontDescription" type="system" pointSize="24"/></label>
            """)))
        let frames = ["root": Rect(x: 0, y: 0, width: 120, height: 40), "l": Rect(x: 0, y: 0, width: 120, height: 40)]
        let image = try RenderedImage(Renderer(document: document, frames: frames), root: try #require(document.objectsByID["root"]))
        // The taco's yellow and brown, where black text would be grey at most.
        let coloured = image.count(in: Rect(x: 0, y: 0, width: 40, height: 40)) { p in
            Int(max(p.r, p.g, p.b)) - Int(min(p.r, p.g, p.b)) > 80
        }
        #expect(coloured > 30, "\(coloured) coloured pixels")
    }

    @Test("text styles are drawn at the Dynamic Type size the renderer is given")
    func drawnAtContentSize() throws {
        let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(width: 300, height: 80, subviews: """
            <label text="Body" id="l"><rect key="frame" x="0.0" y="0.0" width="300" height="80"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
            """)))
        let frames = ["root": Rect(x: 0, y: 0, width: 300, height: 80), "l": Rect(x: 0, y: 0, width: 300, height: 80)]
        func ink(_ size: ContentSizeCategory?) throws -> Int {
            let renderer = Renderer(document: document, frames: frames, contentSize: size)
            let image = try RenderedImage(renderer, root: try #require(document.objectsByID["root"]))
            return image.count(in: Rect(x: 0, y: 0, width: 300, height: 80)) { $0.r < 128 }
        }
        let (large, ax5) = (try ink(nil), try ink(.accessibility5))
        #expect(ax5 > 4 * large, "Large \(large) dark pixels, AX5 \(ax5)")
    }

    @Test("a view of a table's row Interface Builder has not laid out has the frame Update Frames gives it dashed, as a misplaced view has; a view in place has none")
    func rowNotLaidOutShowsItsLaidOutFrame() throws {
        let text = InlineDocuments.table(of: InlineDocuments.pinnedRow("stale", y: 896) + InlineDocuments.pinnedRow("placed", y: 940, boxX: 20), toolsVersion: "23504")
        let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: MeasuredSizing())
        let solved = ["stale-box": Rect(x: 20, y: 908, width: 100, height: 20), "placed-box": Rect(x: 20, y: 952, width: 100, height: 20)]
        let overlay = Overlay(selection: nil, issues: layout.issues(), solved: solved)
        #expect(overlay.problemViews == ["stale-box"])
        #expect(overlay.solvedFrames == ["stale-box": solved["stale-box"]!])
    }

    @Test("a selected view's zero-length constraint to its superview's edge is drawn at the view's edge, where both views are, not at the superview's middle (woocommerce's status label)")
    func edgeConstraintAcrossSharedSpan() throws {
        let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(width: 300, height: 60, subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="0.0" y="0.0" width="300" height="60"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tag">
                        <rect key="frame" x="0.0" y="20" width="40" height="40"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstAttribute="bottom" secondItem="tag" secondAttribute="bottom" id="tb"/>
                </constraints>
            </view>
            """)))
        let frames = ["root": Rect(x: 0, y: 0, width: 300, height: 60), "box": Rect(x: 0, y: 0, width: 300, height: 60),
                      "tag": Rect(x: 0, y: 20, width: 40, height: 40)]
        let image = try RenderedImage(Renderer(document: document, frames: frames), root: try #require(document.objectsByID["root"]),
                                      overlay: Overlay(selection: "tag", conflicting: [], problemViews: []))
        let blue: ((r: UInt8, g: UInt8, b: UInt8)) -> Bool = { $0.b > 150 && Int($0.b) - Int($0.r) > 60 }
        #expect(image.count(in: Rect(x: 140, y: 54, width: 20, height: 6), blue) == 0, "no mark at the superview's middle")
    }

    @Test("the selection shows blue handles, and views with problems an orange outline")
    func overlays() throws {
        let url = SharedFiles.projectRoot.appendingPathComponent("Resources/examples/SeedDemo.xib")
        let document = try NibDocument(xml: XMLReader.parse(try String(contentsOf: url, encoding: .utf8)))
        let (entries, _) = DocumentLayout(document: document, sizing: MeasuredSizing()).frames()
        var frames: [String: Rect] = [:]
        for e in entries { frames[e.object.id] = e.frame }
        let renderer = Renderer(document: document, frames: frames)
        let overlay = Overlay(selection: "Nb1-cv-GRP", conflicting: [], problemViews: ["Nb1-lb-TX1"])
        let image = try RenderedImage(renderer, root: try #require(document.objectsByID["Nb1-rt-VW1"]), overlay: overlay)
        /// Whether some pixel within 3 px of (x, y) passes `test`.
        func near(_ x: Double, _ y: Double, _ test: ((r: UInt8, g: UInt8, b: UInt8)) -> Bool) -> Bool {
            image.count(in: Rect(x: x - 3, y: y - 3, width: 7, height: 7), test) > 0
        }
        let container = try #require(renderer.absoluteFrame("Nb1-cv-GRP"))
        #expect(near(container.x + container.width, container.y + container.height / 2) { $0.b > 200 && $0.r < 60 && $0.g < 150 })
        let label = try #require(renderer.absoluteFrame("Nb1-lb-TX1"))
        #expect(near(label.x + 4, label.y) { $0.r > 200 && $0.g < 230 && Int($0.b) + 40 < Int($0.g) })
        #expect(!near(label.x + 4, label.y + 60) { $0.r > 200 && $0.g < 230 && Int($0.b) + 40 < Int($0.g) })
    }
}
