import Foundation
import NibLayout
import NibModel
import NibRender
import SharedFiles
import Testing
import XMLTree

/// A static table (`Tests/Fixtures/StaticTable.storyboard`: an inset grouped table, a section
/// titled "Account" with a Basic cell "Profile" with a disclosure indicator and a custom cell
/// with a label and a switch), drawn as Interface Builder's canvas shows it.
@Suite("Drawing a static table")
struct StaticTableDrawingTests {
    @Test("its cells laid out and drawn below the status bar, white on the grouped grey, with the section title, labels, chevron and switch")
    func staticCells() throws {
        let (document, layout, table, frames) = try Self.laidOutFixture()
        #expect(frames["Stt-c1-CEL"] == Rect(x: 20, y: 55.333333333333336, width: 353, height: 43.666666666666664),
                "the first cell, inside its section, is laid out at the frame the file gives it")
        let renderer = Renderer(document: document, frames: frames)
        let top = ContentInset.top(of: table, screen: layout.screen(for: table))
        #expect(top == 59, "the table's content starts below the iPhone 14 Pro's status bar")
        renderer.contentTops[table.id] = top
        let image = try RenderedImage(renderer, root: table)

        let cell = try #require(renderer.absoluteFrame("Stt-c1-CEL"))
        #expect(abs(cell.y - (55.33 + 59)) < 0.1, "hit testing and overlays see the cell where it is drawn: \(cell)")
        let card = cell.insetBy(4)
        let white = image.count(in: card) { $0.r == 255 && $0.g == 255 && $0.b == 255 }
        #expect(Double(white) > 0.8 * card.width * card.height, "the cell is a white card")
        let grey = image.count(in: Rect(x: 2, y: cell.y, width: 14, height: cell.height)) { $0.r == 242 && $0.b == 247 }
        #expect(grey > 300, "on the inset grouped table's grey, left of the card")
        let label = try #require(renderer.absoluteFrame("Stt-l1-LBL"))
        #expect(image.count(in: label) { $0.r < 80 && $0.g < 80 && $0.b < 80 } > 40, "the Basic cell's title \"Profile\"")
        let chevron = Rect(x: cell.x + cell.width - 26, y: cell.y + 10, width: 14, height: cell.height - 20)
        #expect(image.count(in: chevron) { $0.r > 150 && $0.r < 230 && $0.b > 150 && $0.b < 235 } > 10, "the disclosure indicator")
        let header = Rect(x: 20, y: cell.y - 26, width: 80, height: 20)
        #expect(image.count(in: header) { $0.r < 160 && $0.g < 160 } > 20, "the section title ACCOUNT above the cell")
        let toggle = try #require(renderer.absoluteFrame("Stt-sw-SWT"))
        #expect(image.count(in: toggle) { $0.g > 150 && $0.r < 100 && $0.b < 120 } > 300, "the switch, on, in green")
        #expect(image.count(in: Rect(x: 0, y: 0, width: 393, height: 50)) { $0.r == 255 && $0.g == 255 && $0.b == 255 } < 100,
                "nothing white under the status bar: the cells start below it")
    }

    @Test("a cell of a XIB of its own draws its accessory right of its narrowed content view, as Interface Builder shows it (woocommerce's order cells); one without draws none")
    func rootCellAccessory() throws {
        func chevronPixels(accessory: String) throws -> Int {
            let xib = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                    <device id="retina6_1" orientation="portrait" appearance="light"/>
                    <objects>
                        <tableViewCell contentMode="scaleToFill" \(accessory) id="cell">
                            <rect key="frame" x="0.0" y="0.0" width="351" height="60"/>
                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell" id="content">
                                <rect key="frame" x="0.0" y="0.0" width="322.5" height="60"/>
                            </tableViewCellContentView>
                        </tableViewCell>
                    </objects>
                </document>
                """
            let document = try NibDocument(xml: XMLReader.parse(xib))
            let root = try #require(document.objectsByID["cell"])
            let frames = Renderer.storedFrames(inside: root).merging(["cell": Rect(x: 0, y: 0, width: 351, height: 60)]) { a, _ in a }
            let image = try RenderedImage(Renderer(document: document, frames: frames), root: root)
            return image.count(in: Rect(x: 322.5, y: 10, width: 28.5, height: 40)) { $0.r > 150 && $0.r < 230 && $0.b > 150 && $0.b < 235 }
        }
        #expect(try chevronPixels(accessory: #"accessoryType="disclosureIndicator""#) > 10, "the disclosure chevron")
        #expect(try chevronPixels(accessory: "") == 0, "no accessory, nothing drawn")
    }

    @Test("a misplaced view's run-time frame is dashed in the row it is drawn in, below the status bar with the cells, not a bar's height above it")
    func runTimeFrameBelowTheBars() throws {
        let (document, layout, table, frames) = try Self.laidOutFixture()
        let renderer = Renderer(document: document, frames: frames)
        renderer.contentTops[table.id] = ContentInset.top(of: table, screen: layout.screen(for: table))
        var solved = frames
        let switchFrame = try #require(frames["Stt-sw-SWT"])
        solved["Stt-sw-SWT"] = Rect(x: switchFrame.x + 8, y: switchFrame.y, width: switchFrame.width, height: switchFrame.height)
        let shown = try #require(renderer.absoluteFrame("Stt-sw-SWT"))
        let runTime = try #require(renderer.absoluteFrames(of: solved)["Stt-sw-SWT"])
        #expect(runTime == Rect(x: shown.x + 8, y: shown.y, width: shown.width, height: shown.height), "\(runTime) against \(shown)")
    }

    @Test("separators in the table's separator colour, at each cell's separator inset (10000 at the left hides one), as UIKit draws them")
    func separators() throws {
        func cell(_ id: String, y: Double, inset: String = "") -> String {
            """
            <tableViewCell contentMode="scaleToFill" id="\(id)"><rect key="frame" x="0.0" y="\(y)" width="414" height="44"/>\(inset)
                <tableViewCellContentView key="contentView" id="\(id)-content"><rect key="frame" x="0.0" y="0.0" width="414" height="44"/></tableViewCellContentView>
            </tableViewCell>
            """
        }
        let cells = cell("standard", y: 0) + cell("hidden", y: 44, inset: #"<inset key="separatorInset" minX="10000" minY="0.0" maxX="0.0" maxY="0.0"/>"#)
            + cell("inset", y: 88, inset: #"<inset key="separatorInset" minX="40" minY="0.0" maxX="40" maxY="0.0"/>"#)
        let text = InlineDocuments.table(of: cells).replacingOccurrences(of: "<prototypes>", with:
            #"<color key="separatorColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/><prototypes>"#)
        let document = try NibDocument(xml: XMLReader.parse(text))
        let frames = RenderedImage.frames(DocumentLayout(document: document, sizing: MeasuredSizing()).frames().entries)
        let image = try RenderedImage(Renderer(document: document, frames: frames.relative), root: try #require(document.objectsByID["root"]))
        // A half-point line covers half of the row of pixels above each cell's bottom edge.
        let red = { (x: Int, y: Int) in image.pixel(x, y).r > 200 && image.pixel(x, y).g < 200 && image.pixel(x, y).b < 200 }
        #expect(red(20, 43) && red(400, 43), "the first cell's separator, from 16 pt in to the right edge")
        #expect(!red(10, 43), "left of its standard 16 pt inset")
        #expect(!red(20, 87) && !red(400, 87), "no separator under the cell that hides it")
        #expect(red(50, 131) && red(370, 131) && !red(30, 131) && !red(380, 131), "the third cell's, 40 pt in from each side")
    }

    /// The fixture, laid out: its document, layout, table and every view's frame.
    static func laidOutFixture() throws -> (NibDocument, DocumentLayout, NibObject, [String: Rect]) {
        let url = SharedFiles.projectRoot.appendingPathComponent("Tests/Fixtures/StaticTable.storyboard")
        let document = try NibDocument(xml: XMLReader.parse(Array(try Data(contentsOf: url))))
        let layout = DocumentLayout(document: document, sizing: MeasuredSizing())
        let table = try #require(document.objectsByID["Stt-tv-TBL"])
        var frames: [String: Rect] = [:]
        for entry in layout.frames().entries { frames[entry.object.id] = entry.frame }
        return (document, layout, table, frames)
    }
}

private extension Rect {
    func insetBy(_ d: Double) -> Rect { Rect(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d) }
}
