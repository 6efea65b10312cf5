import Foundation
import NibLayout
import NibModel
import NibRender
import SharedFiles
import Testing
import XMLTree

/// Every UIKit view of IBDecodable's test storyboard (`Tests/Fixtures`), drawn: each control,
/// bar and picker shows something where the layout puts it, as on Interface Builder's canvas.
@Suite("Drawing every kind of view")
struct ControlDrawingTests {
    /// The scene drawn, and each view's frame in its root's coordinates.
    struct Picture {
        let image: RenderedImage
        let frames: [String: Rect]

        func count(in id: String, _ test: ((r: UInt8, g: UInt8, b: UInt8)) -> Bool) -> Int {
            frames[id].map { image.count(in: $0, test) } ?? 0
        }

        func dark(in id: String) -> Int { count(in: id) { $0.r < 100 && $0.g < 100 && $0.b < 100 } }
        func gray(in id: String) -> Int { count(in: id) { $0.r < 247 && abs(Int($0.r) - Int($0.g)) < 8 && abs(Int($0.g) - Int($0.b)) < 13 } }
        func blue(in id: String) -> Int { count(in: id) { $0.b > 204 && $0.r < 77 } }
    }

    static func render() throws -> Picture {
        let url = SharedFiles.projectRoot.appendingPathComponent("Tests/Fixtures/StoryboardAllViews.storyboard")
        let document = try NibDocument(xml: XMLReader.parse(Array(try Data(contentsOf: url))))
        let frames = RenderedImage.frames(DocumentLayout(document: document, sizing: MeasuredSizing()).frames().entries)
        let image = try RenderedImage(Renderer(document: document, frames: frames.relative), root: try #require(document.objectsByID["dvP-Ai-cMz"]))
        return Picture(image: image, frames: frames.absolute)
    }

    @Test("controls: segmented control, stepper, progress view, activity indicator")
    func controls() throws {
        let picture = try Self.render()
        #expect(picture.gray(in: "XtW-S7-w5S") > 200, "the segmented control's track")
        #expect(picture.dark(in: "XtW-S7-w5S") > 20, "its titles First and Second")
        #expect(picture.dark(in: "dbs-5q-aC9") > 10, "the stepper's minus and plus")
        // Half full, in the file's progress tint (orange) over its track tint (teal).
        #expect(picture.count(in: "qS2-Pq-g7P") { $0.r > 230 && (120...170).contains($0.g) && $0.b < 40 } > 20, "the progress view's first half")
        #expect(picture.count(in: "qS2-Pq-g7P") { $0.r < 120 && $0.g > 170 && $0.b > 230 } > 20, "the rest of its track")
        #expect(picture.blue(in: "qS2-Pq-g7P") == 0, "nothing in the tint colour")
        #expect(picture.gray(in: "3UC-t4-gNH") > 10, "the activity indicator's spokes")
    }

    @Test("text and pickers: a text view's text on several lines, wheels with their rows")
    func textAndPickers() throws {
        let picture = try Self.render()
        // Wrapped lines: dark text in the lower half of the text view too (its upper left lies
        // under another view, as in the file).
        let textView = try #require(picture.frames["BSL-Ge-uca"])
        let lowerHalf = Rect(x: textView.x, y: textView.y + textView.height / 2, width: textView.width, height: textView.height / 2)
        let lower = picture.image.count(in: lowerHalf) { $0.r < 100 && $0.g < 100 && $0.b < 100 }
        #expect(lower > 100, "dark text pixels in the lower half of the text view: \(lower)")
        #expect(picture.dark(in: "xMT-rr-TfZ") > 100, "the picker view's sample rows")
        #expect(picture.dark(in: "NJY-rr-Dc9") > 100, "the date picker's rows")
    }

    @Test("a picker view shorter than its five rows shows only the rows that fit: nothing is drawn above or below it (dgca-wallet's 100 pt pickers)")
    func shortPickerClips() throws {
        let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(width: 375, height: 300, subviews: """
            <pickerView contentMode="scaleToFill" id="picker">
                <rect key="frame" x="0.0" y="100" width="375" height="100"/>
            </pickerView>
            """)))
        let frames = RenderedImage.frames(DocumentLayout(document: document, sizing: MeasuredSizing()).frames().entries)
        let image = try RenderedImage(Renderer(document: document, frames: frames.relative), root: try #require(document.objectsByID["root"]))
        let inked = { (p: (r: UInt8, g: UInt8, b: UInt8)) in p.r < 230 }
        #expect(image.count(in: Rect(x: 0, y: 100, width: 375, height: 100), inked) > 100, "the middle rows")
        #expect(image.count(in: Rect(x: 0, y: 0, width: 375, height: 100), inked) == 0, "above the picker")
        #expect(image.count(in: Rect(x: 0, y: 200, width: 375, height: 100), inked) == 0, "below it")
    }

    @Test("a slider's thumb sits where its value lies between its minimum and maximum, inside the slider; a field with no border sets its text edge to edge (Charts' demos: 1 of 1 to 500 beside a 30 pt field showing 500)")
    func sliderValueAndBorderlessField() throws {
        let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(width: 375, height: 200, subviews: """
            <slider value="1" minValue="1" maxValue="500" id="least"><rect key="frame" x="6" y="20" width="325" height="31"/></slider>
            <slider value="500" minValue="1" maxValue="500" id="most"><rect key="frame" x="6" y="80" width="325" height="31"/></slider>
            <textField text="500" textAlignment="center" id="field"><rect key="frame" x="337" y="140" width="30" height="30"/>
                <fontDescription key="fontDescription" type="system" pointSize="15"/>
            </textField>
            """)))
        let frames = RenderedImage.frames(DocumentLayout(document: document, sizing: MeasuredSizing()).frames().entries)
        let image = try RenderedImage(Renderer(document: document, frames: frames.relative), root: try #require(document.objectsByID["root"]))
        let blue = { (p: (r: UInt8, g: UInt8, b: UInt8)) in p.b > 204 && p.r < 77 }
        let white = { (p: (r: UInt8, g: UInt8, b: UInt8)) in p.r > 250 && p.g > 250 && p.b > 250 }
        let track = { (p: (r: UInt8, g: UInt8, b: UInt8)) in (200...230).contains(p.r) && p.b >= p.r }
        // Along the track's middle line: at its minimum the thumb covers the slider's first
        // 28 pt, and the rest of the track is unfilled.
        #expect(white(image.pixel(6 + 14, 35)), "the thumb at the start")
        #expect(track(image.pixel(6 + 300, 35)), "the unfilled track at the end")
        #expect(image.count(in: Rect(x: 40, y: 20, width: 291, height: 31), blue) == 0, "no filled track")
        // At its maximum the track is filled up to the thumb, which ends at the slider's end.
        #expect(image.count(in: Rect(x: 6, y: 80, width: 280, height: 31), blue) > 500, "the filled track")
        #expect(white(image.pixel(6 + 325 - 14, 95)), "the thumb at the end")
        // Three digits, not an ellipsis: a 15 pt "500" inks far more than three dots.
        let dark = image.count(in: Rect(x: 337, y: 140, width: 30, height: 30)) { $0.r < 100 && $0.g < 100 && $0.b < 100 }
        #expect(dark > 30, "the field's text: \(dark) dark pixels")
    }

    @Test("a progress view with no progress is empty (UIKit's default 0, which Xcode leaves out); progress views, sliders, switches and activity indicators are drawn in the file's tints, a disabled button's title in its disabled state's colour")
    func progressAndTintedTracks() throws {
        func red(_ key: String) -> String { #"<color key="\#(key)" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"# }
        func green(_ key: String) -> String { #"<color key="\#(key)" red="0" green="1" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"# }
        let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(width: 375, height: 200, subviews: """
            <progressView id="empty"><rect key="frame" x="20" y="20" width="300" height="4"/></progressView>
            <progressView progress="0.5" id="half"><rect key="frame" x="20" y="60" width="300" height="4"/>
                \(red("progressTintColor"))
                \(green("trackTintColor"))
            </progressView>
            <slider value="0.5" id="slider"><rect key="frame" x="20" y="100" width="300" height="31"/>
                \(red("minimumTrackTintColor"))
                \(green("maximumTrackTintColor"))
                \(red("thumbTintColor"))
            </slider>
            <switch on="YES" id="switch"><rect key="frame" x="20" y="150" width="51" height="31"/>
                \(red("onTintColor"))
                \(green("thumbTintColor"))
            </switch>
            <activityIndicatorView style="medium" id="spinner"><rect key="frame" x="100" y="150" width="20" height="20"/>
                \(red("color"))
            </activityIndicatorView>
            <button enabled="NO" buttonType="system" id="disabled"><rect key="frame" x="140" y="150" width="100" height="30"/>
                <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
                <state key="normal" title="OK">\(green("titleColor"))</state>
                <state key="disabled">\(red("titleColor"))</state>
            </button>
            <button buttonType="system" id="enabled"><rect key="frame" x="250" y="150" width="100" height="30"/>
                <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
                <state key="normal" title="OK">\(green("titleColor"))</state>
                <state key="disabled">\(red("titleColor"))</state>
            </button>
            """)))
        let frames = RenderedImage.frames(DocumentLayout(document: document, sizing: MeasuredSizing()).frames().entries)
        let image = try RenderedImage(Renderer(document: document, frames: frames.relative), root: try #require(document.objectsByID["root"]))
        let blue = { (p: (r: UInt8, g: UInt8, b: UInt8)) in p.b > 204 && p.r < 77 }
        let isRed = { (p: (r: UInt8, g: UInt8, b: UInt8)) in p.r > 230 && p.g < 30 && p.b < 30 }
        let isGreen = { (p: (r: UInt8, g: UInt8, b: UInt8)) in p.g > 230 && p.r < 30 && p.b < 30 }
        #expect(image.count(in: Rect(x: 20, y: 18, width: 300, height: 8), blue) == 0, "no progress drawn in the tint")
        #expect(image.pixel(30, 22).r < 240 && image.pixel(30, 22).r > 200, "the empty track at the start")
        #expect(isRed(image.pixel(30, 62)) && isRed(image.pixel(160, 62)), "the progress tint over the first half")
        #expect(isGreen(image.pixel(180, 62)) && isGreen(image.pixel(310, 62)), "the track tint over the rest")
        #expect(isRed(image.pixel(40, 115)) && isGreen(image.pixel(300, 115)), "the slider's tracks")
        #expect(isRed(image.pixel(170, 115)), "the slider's thumb, in the middle")
        #expect(isRed(image.pixel(26, 165)) && isGreen(image.pixel(55, 165)), "the switch's track on the left, its thumb on the right")
        #expect(isRed(image.pixel(110, 153)), "the activity indicator's top spoke")
        #expect(image.count(in: Rect(x: 140, y: 150, width: 100, height: 30), isRed) > 20, "the disabled button's title in its disabled colour")
        #expect(image.count(in: Rect(x: 140, y: 150, width: 100, height: 30), isGreen) == 0, "not in its normal one")
        #expect(image.count(in: Rect(x: 250, y: 150, width: 100, height: 30), isGreen) > 20, "an enabled button's title in its normal colour")
    }

    @Test("a label's text shadow in its shadow colour, at its offset (UILabel's default: a point above); a text field's text in its text colour; a line border black, its text 2 pt in (the seed demo's field on an iPhone)")
    func textShadowAndFieldColour() throws {
        let red = #"<color key="shadowColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(width: 375, height: 200, subviews: """
            <label text="MMM" id="offset"><rect key="frame" x="20" y="20" width="120" height="40"/>
                <fontDescription key="fontDescription" type="boldSystem" pointSize="30"/>
                \(red)<size key="shadowOffset" width="6" height="6"/>
            </label>
            <label text="MMM" id="default"><rect key="frame" x="20" y="80" width="120" height="40"/>
                <fontDescription key="fontDescription" type="boldSystem" pointSize="30"/>
                \(red)
            </label>
            <label text="MMM" id="plain"><rect key="frame" x="200" y="80" width="120" height="40"/>
                <fontDescription key="fontDescription" type="boldSystem" pointSize="30"/>
            </label>
            <textField text="MMM" borderStyle="roundedRect" id="field"><rect key="frame" x="20" y="140" width="120" height="34"/>
                <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
                <color key="textColor" red="0" green="1" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </textField>
            <textField text="MMM" borderStyle="line" id="line"><rect key="frame" x="200" y="140" width="120" height="34"/>
                <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
                <color key="textColor" red="0" green="1" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </textField>
            """)))
        let frames = RenderedImage.frames(DocumentLayout(document: document, sizing: MeasuredSizing()).frames().entries)
        let image = try RenderedImage(Renderer(document: document, frames: frames.relative), root: try #require(document.objectsByID["root"]))
        let isRed = { (p: (r: UInt8, g: UInt8, b: UInt8)) in p.r > 200 && p.g < 60 && p.b < 60 }
        let isGreen = { (p: (r: UInt8, g: UInt8, b: UInt8)) in p.g > 200 && p.r < 60 && p.b < 60 }
        #expect(image.count(in: Rect(x: 20, y: 20, width: 130, height: 50), isRed) > 100, "the shadow, 6 pt down and right, shows beside the text")
        // A point-high sliver, blended with the text's edge at one pixel per point.
        let reddish = { (p: (r: UInt8, g: UInt8, b: UInt8)) in p.r > 120 && Int(p.r) - Int(p.g) > 80 && Int(p.r) - Int(p.b) > 80 }
        let shadowed = image.count(in: Rect(x: 20, y: 75, width: 130, height: 50), reddish)
        #expect(shadowed > 5 && shadowed < 300, "the default shadow: a thin red edge above the text, \(shadowed) pixels")
        #expect(image.count(in: Rect(x: 200, y: 75, width: 130, height: 50), isRed) == 0, "no shadow where the file sets none")
        #expect(image.count(in: Rect(x: 20, y: 140, width: 120, height: 34), isGreen) > 20, "the field's text in its text colour")
        let border = image.pixel(200, 157)
        #expect(border.r < 60 && border.g < 60 && border.b < 60, "the line border, black: \(border)")
        #expect(image.count(in: Rect(x: 201, y: 141, width: 5, height: 32), isGreen) > 5, "the line field's text starts 2 pt in, not 7")
    }

    @Test("bars: a search field with its placeholder, a navigation bar's title, toolbar and tab bar items")
    func bars() throws {
        let picture = try Self.render()
        #expect(picture.gray(in: "p7x-CH-PtG") > 1000, "the search field")
        #expect(picture.dark(in: "oWy-fD-b1a") > 20, "the navigation bar's title")
        #expect(picture.blue(in: "gBU-IZ-TRd") > 20, "the toolbar's item in the tint colour")
        #expect(picture.blue(in: "lLP-8K-quc") > 100, "the selected tab bar item")
    }
}
