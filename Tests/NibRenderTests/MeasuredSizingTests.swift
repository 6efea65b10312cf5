import Foundation
import NibLayout
import NibModel
@testable import NibRender
import SharedFiles
import Testing
import XMLTree

@Suite("Text measurement and layout with it")
struct MeasuredSizingTests {
    @Test("an empty label aligned by its baseline with a one-line label of the same font and height stands beside it: its baseline is a line's, not 16 pt below its bottom (pocket-casts' add cell)")
    func emptyLabelBaseline() throws {
        func label(_ id: String, _ text: String, x: Int) -> String {
            #"""
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\#(text)" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)">
                <rect key="frame" x="\#(x)" y="11.5" width="54" height="21"/>
                <constraints><constraint firstAttribute="height" constant="21" id="\#(id)-h"/></constraints>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """#
        }
        let text = InlineDocuments.xib(width: 320, height: 44, subviews: label("main", "Main", x: 50) + label("second", "", x: 104), constraints: """
            <constraint firstItem="main" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="mc"/>
            <constraint firstItem="main" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="50" id="ml"/>
            <constraint firstItem="second" firstAttribute="leading" secondItem="main" secondAttribute="trailing" id="sl"/>
            <constraint firstItem="main" firstAttribute="baseline" secondItem="second" secondAttribute="baseline" id="bl"/>
            """)
        let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: MeasuredSizing())
        let entries = layout.frames().entries
        let main = try #require(entries.first { $0.object.id == "main" }?.frame), second = try #require(entries.first { $0.object.id == "second" }?.frame)
        #expect(abs(second.y - main.y) < 1, "\(main) \(second)")
        #expect(!layout.issues().contains { $0.message.contains("y 11.5 →") }, "not misplaced vertically: \(layout.issues().map(\.message))")
    }

    @Test("a label of several lines leading a row aligned by first baselines gives the row its first line's baseline: the label beside it stands at its top, not half the wrapped text lower (woocommerce's headline rows)")
    func wrappedLabelFirstBaseline() throws {
        let stack = """
            <stackView opaque="NO" contentMode="scaleToFill" alignment="firstBaseline" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                <rect key="frame" x="16" y="20" width="168" height="82"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="one two three four five six seven eight" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="wrapped">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="82"/>
                        <constraints><constraint firstAttribute="width" constant="100" id="w"/></constraints>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Price" translatesAutoresizingMaskIntoConstraints="NO" id="price">
                        <rect key="frame" x="108" y="0.0" width="60" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </subviews>
            </stackView>
            """
        let text = InlineDocuments.xib(width: 320, height: 200, subviews: stack, constraints: """
            <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
            <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l"/>
            """)
        let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: MeasuredSizing())
        let entries = layout.frames().entries
        let wrapped = try #require(entries.first { $0.object.id == "wrapped" }?.frame), price = try #require(entries.first { $0.object.id == "price" }?.frame)
        #expect(wrapped.height > 55, "the label wraps to several lines: \(wrapped)")
        #expect(abs(price.y - wrapped.y) < 1, "\(wrapped) \(price)")
    }

    @Test("pango measures text in the stand-in system font, wider for longer text and bigger fonts")
    func measures() {
        let measurer = TextMeasurer()
        let body = FontDescription(kind: .system, pointSize: 17)
        let short = measurer.size(of: "Image label", font: body)
        #expect((80...95).contains(short.width), "\(short)")  // Xcode stored 89 (Helvetica Neue)
        #expect((18...23).contains(short.height), "\(short)")
        #expect(measurer.size(of: "Image label that grew", font: body).width > short.width + 60)
        #expect(measurer.size(of: "Image label", font: FontDescription(kind: .boldSystem, pointSize: 34)).width > 2 * short.width)
        let wrapped = measurer.size(of: "one two three four five six seven", font: body, maxWidth: 80, lines: 0)
        #expect(wrapped.width <= 80 && wrapped.height >= 3 * short.height)
    }

    @Test("the seed demo lays out close to Xcode's frames with measured text, the group centred",
          SharedFiles.needsCorpus)
    func seedDemo() throws {
        let document = try NibDocument(xml: XMLReader.parse(Array(try Data(contentsOf: SharedFiles.seedDemo))))
        let layout = DocumentLayout(document: document, sizing: MeasuredSizing())
        let (entries, refused) = layout.frames()
        #expect(refused.isEmpty, "\(refused)")
        #expect(entries.first?.frame == Rect(x: 0, y: 0, width: 320, height: 480))
        for entry in entries {
            let saved = try #require(entry.object.frame)
            #expect(abs(entry.frame.width - saved.width) <= 5 && abs(entry.frame.x - saved.x) <= 5, "\(entry.object.id): \(entry.frame) vs \(saved)")
        }
        let container = try #require(entries.first { $0.object.id == "8wR-AV-Hws" }?.frame)
        // Centred, on the 2× screen's pixel grid (a half-point width puts the centre a quarter off).
        #expect(abs(container.x + container.width / 2 - 160) <= 0.25)
        #expect(abs(container.y + container.height / 2 - (240 - 75)) <= 0.25)
    }
}

@Suite("The bundled example")
struct BundledExampleTests {
    @Test("bars have UIKit's heights: a toolbar pinned to the bottom of the safe area with no height constraint is 44 pt (49 above a home indicator), laid out and not ambiguous; a navigation bar 44, 96 with a large title; 54 and 106 in Xcode 26's files")
    func barHeights() throws {
        func layout(device: String, height: Double, tools: Int = 17156) throws -> (frames: [String: Rect], issues: [NibLayout.LayoutIssue]) {
            let text = """
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" useAutolayout="YES" useSafeAreas="YES">
                    <device id="\(device)" orientation="portrait"/>
                    <objects>
                        <view contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="\(height)"/>
                            <subviews>
                                <toolbar opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                                </toolbar>
                                <navigationBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="nav">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                                </navigationBar>
                                <navigationBar contentMode="scaleToFill" largeTitles="YES" translatesAutoresizingMaskIntoConstraints="NO" id="large">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="96"/>
                                </navigationBar>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                            <constraints>
                                <constraint firstItem="bar" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="b1"/>
                                <constraint firstItem="bar" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" id="b2"/>
                                <constraint firstItem="safe" firstAttribute="bottom" secondItem="bar" secondAttribute="bottom" id="b3"/>
                                <constraint firstItem="nav" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="n1"/>
                                <constraint firstItem="nav" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="n2"/>
                                <constraint firstItem="nav" firstAttribute="top" secondItem="root" secondAttribute="top" id="n3"/>
                                <constraint firstItem="large" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l1"/>
                                <constraint firstItem="large" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="l2"/>
                                <constraint firstItem="large" firstAttribute="top" secondItem="nav" secondAttribute="bottom" id="l3"/>
                            </constraints>
                        </view>
                    </objects>
                </document>
                """
            let document = try NibDocument(xml: XMLReader.parse(text))
            let layout = DocumentLayout(document: document, sizing: MeasuredSizing())
            return (Dictionary(uniqueKeysWithValues: layout.frames().entries.map { ($0.object.id, $0.frame) }), layout.issues())
        }
        let phone = try layout(device: "retina5_5", height: 736)
        #expect(phone.frames["bar"] == Rect(x: 0, y: 692, width: 414, height: 44))
        #expect(phone.frames["nav"]?.height == 44 && phone.frames["large"]?.height == 96)
        #expect(!phone.issues.contains { $0.message.contains("Need constraints") }, "\(phone.issues)")
        let notched = try layout(device: "retina6_1", height: 896)
        #expect(notched.frames["bar"] == Rect(x: 0, y: 896 - 34 - 49, width: 414, height: 49), "Esri's toolbars above the home indicator")
        // iOS 26's bar (GoMap's constrained one; its, twilio's and sentry's navigation controllers').
        let xcode26 = try layout(device: "retina6_1", height: 896, tools: 24506)
        #expect(xcode26.frames["nav"]?.height == 54 && xcode26.frames["large"]?.height == 106)
    }

    @Test("text is measured in its own font's metrics in the system font, Helvetica Neue and fonts this machine has; not in a font an app bundles or one only iOS has")
    func ownFontMetrics() throws {
        func label(_ id: String, _ font: String) -> String {
            """
            <label text="Label" id="\(id)"><rect key="frame" x="0.0" y="0.0" width="42" height="21"/>
                <fontDescription key="fontDescription" \(font) pointSize="17"/></label>
            """
        }
        let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(subviews: [
            label("system", #"type="system""#), label("helvetica", #"name="HelveticaNeue-Bold" family="Helvetica Neue""#),
            label("inter", #"name="Inter-Medium" family="Inter""#), label("muli", #"name="Muli-Bold" family="Muli""#),
            label("avenir", #"name="Avenir-Medium" family="Avenir""#),
        ].joined(separator: "\n"))))
        let sizing = MeasuredSizing()
        func own(_ id: String) throws -> Bool { sizing.measuresInOwnFont(try #require(document.objectsByID[id]), in: document) }
        #expect(try own("system") && own("helvetica") && own("inter"))   // Inter: scripts/setup.sh installs it
        #expect(try !own("muli") && !own("avenir"))
    }

    @Test("a font named as the system font (.AppleSystemUIFont, .SFNS-Regular) is the system font (passforios's, owntracks's labels and buttons), its display digits San Francisco's too")
    func systemFontByName() throws {
        for (text, points) in [("Password Store", 17.0), ("2024", 40)] {
            let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(subviews: """
                <label text="\(text)" id="system"><rect key="frame" x="0.0" y="0.0" width="118" height="20.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="\(points)"/></label>
                <label text="\(text)" id="named"><rect key="frame" x="0.0" y="0.0" width="118" height="20.5"/>
                    <fontDescription key="fontDescription" name=".AppleSystemUIFont" family=".AppleSystemUIFont" pointSize="\(points)"/></label>
                <label text="\(text)" id="sfns"><rect key="frame" x="0.0" y="0.0" width="118" height="20.5"/>
                    <fontDescription key="fontDescription" name=".SFNS-Regular" family=".SFNS" pointSize="\(points)"/></label>
                """)))
            let sizing = MeasuredSizing()
            func size(_ id: String) throws -> (width: Double?, height: Double?) { sizing.intrinsicSize(of: try #require(document.objectsByID[id]), in: document) }
            let system = try size("system"), named = try size("named"), sfns = try size("sfns")
            #expect(named == system && sfns == system, "\(text): \(system) \(named) \(sfns)")
        }
    }

    @Test("a button with neither title nor image is a line of its title's font 30 pt wide, inside its content insets: 30 × 30 for a system button, 30 × 34 for a custom one; a short title keeps 30 pt")
    func emptyButton() throws {
        let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(subviews: """
            <button id="plain"><rect key="frame" x="0.0" y="0.0" width="30" height="34"/></button>
            <button buttonType="system" id="system"><rect key="frame" x="0.0" y="0.0" width="30" height="30"/></button>
            <button id="inset"><rect key="frame" x="0.0" y="0.0" width="30" height="43"/>
                <inset key="contentEdgeInsets" minX="0.0" minY="0.0" maxX="0.0" maxY="21"/></button>
            <button buttonType="roundedRect" id="no"><rect key="frame" x="0.0" y="0.0" width="30" height="29"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/><state key="normal" title="No"/></button>
            """)))
        let sizing = MeasuredSizing()
        // DataDog's and woocommerce's custom buttons: Xcode stores 30 × 34; a system one 30 × 30.
        let plain = sizing.intrinsicSize(of: try #require(document.objectsByID["plain"]), in: document)
        #expect(plain.width == 30 && plain.height == 34, "\(plain)")
        let system = sizing.intrinsicSize(of: try #require(document.objectsByID["system"]), in: document)
        #expect(system.width == 30 && system.height == 30, "\(system)")
        // duckduckgo's menu button: 21 pt of insets below a custom button's 22 pt line.
        let inset = sizing.intrinsicSize(of: try #require(document.objectsByID["inset"]), in: document)
        #expect(inset.width == 30 && inset.height == 43, "\(inset)")
        // IBAnimatable's "No" button: Xcode stores 30 × 29.
        let no = sizing.intrinsicSize(of: try #require(document.objectsByID["no"]), in: document)
        #expect(no.width == 30 && no.height == 29, "\(no)")
    }

    @Test("a label with no text that a stack arranges keeps its frame, as Interface Builder keeps it; outside a stack it has no size")
    func emptyArrangedLabel() throws {
        let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(width: 335, height: 300, subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="16" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="335" height="102.5"/>
                <subviews>
                    <label opaque="NO" text="RFC 3986" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                        <rect key="frame" x="0.0" y="0.0" width="335" height="20.5"/>
                        <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                    </label>
                    <label opaque="NO" text="" translatesAutoresizingMaskIntoConstraints="NO" id="result">
                        <rect key="frame" x="0.0" y="36.5" width="335" height="50"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <label opaque="NO" text="" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="lines">
                        <rect key="frame" x="0.0" y="102.5" width="335" height="0.0"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </subviews>
            </stackView>
            <label opaque="NO" text="" translatesAutoresizingMaskIntoConstraints="NO" id="free">
                <rect key="frame" x="0.0" y="200" width="266" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="st"/>
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="sl"/>
            <constraint firstItem="stack" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="sr"/>
            <constraint firstItem="free" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="ft"/>
            <constraint firstItem="free" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="fl"/>
            """)))
        let sizing = MeasuredSizing()
        func size(_ id: String) throws -> (width: Double?, height: Double?) { sizing.intrinsicSize(of: try #require(document.objectsByID[id]), in: document) }
        #expect(try size("result") == (335, 50))   // kharrison's encoder results, stored 50 pt tall
        #expect(try size("lines") == (335, 0))
        #expect(try size("free") == (0, 0))       // googleads' menu labels: Xcode marks them misplaced
        let layout = DocumentLayout(document: document, sizing: sizing)
        let frames = Dictionary(uniqueKeysWithValues: layout.frames().entries.map { ($0.object.id, $0.frame) })
        #expect(frames["result"]?.height == 50)
        #expect(frames["stack"]?.height == 102.5)   // 20.5 + 16 + 50 + 16 + 0, as stored
        #expect(frames["free"]?.width == 0)
        #expect(layout.issues().map(\.objectID) == ["free"], "\(layout.issues().map(\.message))")
    }

    @Test("a label of one line is one line tall though its text breaks its own lines (openfoodfacts' \"Naturalia\\u{2028}125g\", 18 pt of Subhead); one of any number of lines shows them all")
    func oneLineLabelWithLineBreaks() throws {
        let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(width: 320, height: 200, subviews: """
            <label opaque="NO" text="Naturalia\u{2028}125g" translatesAutoresizingMaskIntoConstraints="NO" id="one">
                <rect key="frame" x="0.0" y="0.0" width="100" height="18"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>
            </label>
            <label opaque="NO" text="Naturalia\u{2028}125g" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="any">
                <rect key="frame" x="0.0" y="50" width="100" height="36"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>
            </label>
            <label opaque="NO" text="Naturalia" translatesAutoresizingMaskIntoConstraints="NO" id="plain">
                <rect key="frame" x="0.0" y="100" width="100" height="18"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>
            </label>
            """, constraints: "")))
        let sizing = MeasuredSizing()
        func height(_ id: String) throws -> Double? { sizing.intrinsicSize(of: try #require(document.objectsByID[id]), in: document).height }
        let line = try #require(try height("plain"))
        #expect(line == 18)
        #expect(try height("one") == line)
        #expect(try #require(try height("any")) > 1.9 * line)
    }

    @Test("an info or detail disclosure button is UIKit's info image: 22 pt square before iOS 13 (Reusable's), 25.67 from it (GoMap's, KeePassium's)")
    func infoButton() throws {
        func size(tools: String, type: String) throws -> (width: Double?, height: Double?) {
            let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(subviews: """
                <button buttonType="\(type)" translatesAutoresizingMaskIntoConstraints="NO" id="info"><rect key="frame" x="0.0" y="0.0" width="22" height="22"/></button>
                """, toolsVersion: tools)))
            return MeasuredSizing().intrinsicSize(of: try #require(document.objectsByID["info"]), in: document)
        }
        let old = try size(tools: "11762", type: "infoLight")
        #expect(old.width == 22 && old.height == 22)
        for type in ["infoLight", "infoDark", "detailDisclosure"] {
            let new = try size(tools: "23727", type: type)
            #expect(new.width.map { abs($0 - 25.67) < 0.01 } == true && new.height == new.width, "\(type): \(new)")
        }
    }

    @Test("a slider is 31 pt tall until Xcode 26, 34 in its files (iOS 26: DataDog's, Delta's)")
    func sliderHeight() throws {
        func height(tools: String) throws -> Double? {
            let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(subviews: """
                <slider translatesAutoresizingMaskIntoConstraints="NO" id="slider"><rect key="frame" x="0.0" y="0.0" width="200" height="31"/></slider>
                """, toolsVersion: tools)))
            return MeasuredSizing().intrinsicSize(of: try #require(document.objectsByID["slider"]), in: document).height
        }
        #expect(try height(tools: "23727") == 31)
        #expect(try height(tools: "24412") == 34)
    }

    @Test("a date picker of the automatic style is wheels, 216 pt, until Xcode 26, and compact, 36 pt, in its files unless it counts down (xDrip4iOS's, owntracks')")
    func automaticDatePicker() throws {
        func height(tools: String, mode: String, style: String = "") throws -> Double? {
            let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(subviews: """
                <datePicker \(style)datePickerMode="\(mode)" translatesAutoresizingMaskIntoConstraints="NO" id="picker"><rect key="frame" x="0.0" y="0.0" width="300" height="36"/></datePicker>
                """, toolsVersion: tools)))
            return MeasuredSizing().intrinsicSize(of: try #require(document.objectsByID["picker"]), in: document).height
        }
        #expect(try height(tools: "22505", mode: "dateAndTime") == 216)
        #expect(try height(tools: "24765", mode: "dateAndTime") == 36)
        #expect(try height(tools: "24765", mode: "countDownTimer") == 216)
        #expect(try height(tools: "24765", mode: "date", style: #"style="wheels" "#) == 216)
        #expect(try height(tools: "22505", mode: "date", style: #"style="compact" "#) == 34)
    }

    @Test("an image view with no image keeps its frame's size, as Xcode holds it (WordPressUI's alert header, 275 × 82); one whose image the file does not list has none")
    func imageViewWithoutImage() throws {
        let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(subviews: """
            <imageView translatesAutoresizingMaskIntoConstraints="NO" id="empty"><rect key="frame" x="0.0" y="0.0" width="275" height="82"/></imageView>
            <imageView image="unlisted" translatesAutoresizingMaskIntoConstraints="NO" id="unlisted"><rect key="frame" x="0.0" y="0.0" width="40" height="40"/></imageView>
            """)))
        let sizing = MeasuredSizing()
        let empty = sizing.intrinsicSize(of: try #require(document.objectsByID["empty"]), in: document)
        #expect(empty.width == 275 && empty.height == 82, "\(empty)")
        let unlisted = sizing.intrinsicSize(of: try #require(document.objectsByID["unlisted"]), in: document)
        #expect(unlisted.width == nil && unlisted.height == nil, "\(unlisted)")
    }

    @Test("a text view that does not scroll is as wide as its text on one line inside its 5 pt paddings, and as tall as its text wrapped at its width inside 8 pt insets (nextcloud's source view, 3372 pt wide in its scroll view); one that scrolls has no size of its own")
    func nonScrollingTextView() throws {
        let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(subviews: """
            <textView scrollEnabled="NO" translatesAutoresizingMaskIntoConstraints="NO" id="fixed"><rect key="frame" x="0.0" y="0.0" width="200" height="33"/><string key="text">Lorem ipsum dolor sit amet</string><fontDescription key="fontDescription" type="system" pointSize="14"/></textView>
            <textView usesAttributedText="YES" scrollEnabled="NO" translatesAutoresizingMaskIntoConstraints="NO" id="attributed"><rect key="frame" x="0.0" y="0.0" width="200" height="33"/><attributedString key="attributedText"><fragment content="Lorem ipsum dolor sit amet"><attributes><font key="NSFont" metaFont="system" size="14"/></attributes></fragment></attributedString></textView>
            <textView translatesAutoresizingMaskIntoConstraints="NO" id="scrolls"><rect key="frame" x="0.0" y="0.0" width="200" height="33"/><string key="text">Lorem ipsum dolor sit amet</string></textView>
            """)))
        let sizing = MeasuredSizing()
        let line = TextMeasurer().size(of: "Lorem ipsum dolor sit amet", font: FontDescription(kind: .system, pointSize: 14))
        for id in ["fixed", "attributed"] {
            let size = sizing.intrinsicSize(of: try #require(document.objectsByID[id]), in: document)
            #expect(size.width == line.width + 10 && size.height == line.height + 16, "\(id): \(size)")
        }
        let scrolls = sizing.intrinsicSize(of: try #require(document.objectsByID["scrolls"]), in: document)
        #expect(scrolls.width == nil && scrolls.height == nil, "\(scrolls)")
    }


    @Test("a progress view is 2 pt tall in files of Xcode 11 and before, 4 pt from Xcode 12 (iOS 14)")
    func progressViewHeight() throws {
        func height(tools: String) throws -> Double? {
            let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(subviews: """
                <progressView id="bar"><rect key="frame" x="0.0" y="0.0" width="100" height="2"/></progressView>
                """, toolsVersion: tools)))
            return MeasuredSizing().intrinsicSize(of: try #require(document.objectsByID["bar"]), in: document).height
        }
        #expect(try height(tools: "16097.2") == 2)   // AgoraIO's audio mixing scene
        #expect(try height(tools: "17701") == 4)
    }

    @Test("a rounded text field is 30 pt tall in Xcode 10 and 34 from Xcode 11's betas on, which brought iOS 13's controls (openfoodfacts' fields of tools 14868)")
    func roundedFieldHeightByXcode() throws {
        func height(tools: String) throws -> Double? {
            let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(subviews: """
                <textField borderStyle="roundedRect" placeholder="3270190200802" translatesAutoresizingMaskIntoConstraints="NO" id="field"><rect key="frame" x="0.0" y="0.0" width="100" height="34"/>
                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></textField>
                """, toolsVersion: tools)))
            return MeasuredSizing().intrinsicSize(of: try #require(document.objectsByID["field"]), in: document).height
        }
        #expect(try height(tools: "14460") == 30)
        #expect(try height(tools: "14868") == 34)
        #expect(try height(tools: "15505") == 34)
    }

    @Test("a text field is as wide as its text and the insets it is drawn at: none without a border, 2 pt a side in a line, 7 in a rounded rectangle")
    func fieldWidthWithItsInsets() throws {
        func width(_ border: String) throws -> Double? {
            let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(subviews: """
                <textField \(border)text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="field"><rect key="frame" x="0.0" y="0.0" width="100" height="34"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/></textField>
                """, toolsVersion: "23504")))
            return MeasuredSizing().intrinsicSize(of: try #require(document.objectsByID["field"]), in: document).width
        }
        let text = try #require(try width(""))
        #expect(text > 30)
        #expect(try width(#"borderStyle="none" "#) == text)
        #expect(try width(#"borderStyle="line" "#) == text + 4)
        #expect(try width(#"borderStyle="roundedRect" "#) == text + 14)
    }

    @Test("a text field without a border is as tall as its line before Xcode 12, and a point taller from Xcode 12 to 16: 22 pt at 17 pt (element-ios, simplenote, passforios, tinode), 23 at 18 (tinode); a rounded one is 34; in Xcode 26 one showing its placeholder is at least 22")
    func borderlessFieldHeight() throws {
        func height(tools: String, pointSize: Int, border: String = "") throws -> Double? {
            let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(subviews: """
                <textField \(border)placeholder="Name" translatesAutoresizingMaskIntoConstraints="NO" id="field"><rect key="frame" x="0.0" y="0.0" width="100" height="21"/>
                    <fontDescription key="fontDescription" type="system" pointSize="\(pointSize)"/></textField>
                """, toolsVersion: tools)))
            return MeasuredSizing().intrinsicSize(of: try #require(document.objectsByID["field"]), in: document).height
        }
        #expect(try height(tools: "14460", pointSize: 17) == 21)   // habitica's, tailec's
        #expect(try height(tools: "14460", pointSize: 14) == 17)   // Skyscanner's
        #expect(try height(tools: "17701", pointSize: 17) == 22)
        #expect(try height(tools: "23727", pointSize: 18) == 23)
        #expect(try height(tools: "23504", pointSize: 17, border: #"borderStyle="none" "#) == 22)
        #expect(try height(tools: "23504", pointSize: 17, border: #"borderStyle="roundedRect" "#) == 34)
        // Xcode 26: a field showing only its placeholder is at least 22 pt (owntracks', GoMap's),
        // one for a password its line's height.
        #expect(try height(tools: "24765", pointSize: 14) == 22)
        #expect(try height(tools: "24506", pointSize: 20) == 24)
        let secure = #"<textInputTraits key="textInputTraits" secureTextEntry="YES"/>"#
        let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(subviews: """
            <textField placeholder="Password" translatesAutoresizingMaskIntoConstraints="NO" id="field"><rect key="frame" x="0.0" y="0.0" width="100" height="17"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>\(secure)</textField>
            """, toolsVersion: "24765")))
        #expect(MeasuredSizing().intrinsicSize(of: try #require(document.objectsByID["field"]), in: document).height == 17)
    }

    @Test("a font varied for traits is the one the screen's size classes pick: Loop's 45 pt digit is 42 pt on a phone held upright, 45 on an iPad")
    func fontVariedForTraits() throws {
        let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(subviews: """
            <label text="0" translatesAutoresizingMaskIntoConstraints="NO" id="digit"><rect key="frame" x="0.0" y="0.0" width="25.5" height="50.5"/>
                <fontDescription key="fontDescription" type="system" weight="light" pointSize="45"/>
                <variation key="heightClass=regular-widthClass=compact">
                    <fontDescription key="fontDescription" type="system" weight="light" pointSize="42"/>
                </variation>
            </label>
            """, toolsVersion: "21701", device: "retina4_7")))
        let digit = try #require(document.objectsByID["digit"])
        #expect(MeasuredSizing().intrinsicSize(of: digit, in: document).height == 50.5)   // 42 pt's line, as Loop stores it
        #expect(MeasuredSizing(screen: try #require(Device.named("ipad9_7"))).intrinsicSize(of: digit, in: document).height == 54)
        #expect(SystemFont.font(of: digit, in: document).pointSize == 42)
    }

    @Test("a button with a UIButton.Configuration is its title, on the device's pixel grid, inside 7 pt above and below: 34.33 pt at 17 pt on a phone of 3 pixels to the point (sentry's, googleads', tinode's), 34.5 on one of 2 (AgoraIO's)")
    func configuredButtonHeight() throws {
        func height(device: String) throws -> Double? {
            let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(subviews: """
                <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="send"><rect key="frame" x="0.0" y="0.0" width="100" height="35"/>
                    <buttonConfiguration key="configuration" style="plain" title="Send"/></button>
                """, toolsVersion: "23504", device: device)))
            return MeasuredSizing().intrinsicSize(of: try #require(document.objectsByID["send"]), in: document).height
        }
        let threeTimes = try #require(try height(device: "retina6_12"))
        #expect(abs(threeTimes - 34.333) < 0.01, "\(threeTimes)")
        #expect(try height(device: "retina6_1") == 34.5)
    }

    @Test("a button with an image and a title is as tall as the taller of the two, with no padding: firebase's 24 pt star button; a title alone has 6 pt above and below")
    func imageAndTitleButtonHeight() throws {
        let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(subviews: """
            <button buttonType="system" id="star"><rect key="frame" x="0.0" y="0.0" width="24" height="24"/><state key="normal" title="Button" image="ic_star_border"/></button>
            <button buttonType="system" id="plain"><rect key="frame" x="0.0" y="0.0" width="46" height="30"/><state key="normal" title="Button"/></button>
            """, resources: #"<image name="ic_star_border" width="24" height="24"/>"#)))
        let sizing = MeasuredSizing()
        #expect(sizing.intrinsicSize(of: try #require(document.objectsByID["star"]), in: document).height == 24)
        #expect(sizing.intrinsicSize(of: try #require(document.objectsByID["plain"]), in: document).height == 30)
    }

    @Test("a button with an image and no title is no shorter than a line of its title's font: a custom one's 9 × 17 image makes it 9 × 22 (IBAnimatable's arrows, Radar COVID's and readium's buttons), as does a chevron symbol (openhab's, Xcode 26); a 24 pt image, 24")
    func imageOnlyButtonHeight() throws {
        let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(subviews: """
            <button id="arrow"><rect key="frame" x="0.0" y="0.0" width="9" height="22"/><state key="normal" image="left"/></button>
            <button id="chat"><rect key="frame" x="0.0" y="0.0" width="24" height="24"/><state key="normal" image="chat"/></button>
            <button id="chevron"><rect key="frame" x="0.0" y="0.0" width="30" height="22"/>
                <state key="normal" image="chevron.down" catalog="system"><preferredSymbolConfiguration key="preferredSymbolConfiguration" weight="medium"/></state></button>
            """, resources: #"<image name="left" width="9" height="17"/><image name="chat" width="24" height="24"/><image name="chevron.down" catalog="system" width="128" height="70"/>"#,
            toolsVersion: "32700.99.1234", device: "retina5_9")))
        let sizing = MeasuredSizing()
        let arrow = sizing.intrinsicSize(of: try #require(document.objectsByID["arrow"]), in: document)
        #expect(arrow.width == 9 && arrow.height == 22, "\(arrow)")
        #expect(sizing.intrinsicSize(of: try #require(document.objectsByID["chat"]), in: document).height == 24)
        #expect(sizing.intrinsicSize(of: try #require(document.objectsByID["chevron"]), in: document).height == 22)
    }

    @Test("a custom button with no font of its own sets its title in UIFont.buttonFontSize, 18 pt (34 pt high); a System button in 15 pt (30 pt)")
    func customButtonFont() throws {
        let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(subviews: """
            <button id="custom"><rect key="frame" x="0.0" y="0.0" width="46" height="34"/><state key="normal" title="Close"/></button>
            <button buttonType="system" id="system"><rect key="frame" x="0.0" y="0.0" width="39" height="30"/><state key="normal" title="Close"/></button>
            """)))
        let custom = try #require(document.objectsByID["custom"]), system = try #require(document.objectsByID["system"])
        #expect(custom.textFont.pointSize == 18 && system.textFont.pointSize == 15)
        let sizing = MeasuredSizing()
        // XLPagerTabStrip's Close button: Xcode stores 46 × 34.
        #expect(sizing.intrinsicSize(of: custom, in: document).height == 34)
        #expect(sizing.intrinsicSize(of: system, in: document).height == 30)
    }
    @Test("a button's attributed title is measured in its own font, as its plain title would be: element's 15 pt Helvetica Neue \"Forgot password?\"")
    func attributedButtonTitle() throws {
        let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(subviews: """
            <button buttonType="system" hasAttributedTitle="YES" id="attributed"><rect key="frame" x="0.0" y="0.0" width="122" height="30"/>
                <state key="normal"><attributedString key="attributedTitle"><fragment content="Forgot password?"><attributes>
                    <font key="NSFont" size="15" name="HelveticaNeue"/></attributes></fragment></attributedString></state></button>
            <button buttonType="system" id="plain"><rect key="frame" x="0.0" y="0.0" width="122" height="30"/>
                <fontDescription key="fontDescription" name="HelveticaNeue" family="Helvetica Neue" pointSize="15"/>
                <state key="normal" title="Forgot password?"/></button>
            """)))
        let sizing = MeasuredSizing()
        let attributed = sizing.intrinsicSize(of: try #require(document.objectsByID["attributed"]), in: document)
        let plain = sizing.intrinsicSize(of: try #require(document.objectsByID["plain"]), in: document)
        // Xcode stores element's button 122 pt wide; an empty title would be 30.
        #expect(attributed.width.map { abs($0 - 122) <= 3 } == true, "\(attributed)")
        #expect(attributed.width == plain.width && attributed.height == plain.height, "\(attributed) \(plain)")
    }

    @Test("from 19 pt (regular) or 20 pt to 24 pt the system font's width is San Francisco's optical size, between its text and display designs: Xcode's widths of Provenance's, Hero's, jami's and SVProgressHUD's labels")
    func opticalSizeBlend() {
        let measurer = TextMeasurer()
        func width(_ text: String, _ size: Double) -> Double {
            measurer.size(of: text, font: FontDescription(kind: .system, pointSize: size), pixelScale: 2).width
        }
        // Inter alone gave 49.5 to 49.67 (Provenance's, Xcode 9.3; simplenote's, Catty's and
        // JTAppleCalendar's are 48 too), 95.5 and 106.
        #expect(abs(width("Label", 20) - 48) <= 1, "\(width("Label", 20))")
        #expect(abs(width("City Name", 20) - 94) <= 1, "\(width("City Name", 20))")
        #expect(abs(width("Searching...", 20) - 104) <= 1, "\(width("Searching...", 20))")
        #expect(abs(width("Style", 22) - 48) <= 1, "\(width("Style", 22))")   // either design alone is 2 pt off
    }

    @Test("text of several lines breaks where San Francisco's wider optical size breaks it: ProtonVPN's 22 pt bold title in 382 pt is two lines, as Xcode stores it, and each line is as wide as one line of it measures")
    func wrapsAtSanFranciscosWidth() {
        let measurer = TextMeasurer()
        let font = FontDescription(kind: .system, pointSize: 22, weight: .bold)
        let title = "Enjoy ad-free browsing with NetShield"
        let oneLine = measurer.size(of: title, font: font, pixelScale: 2)
        #expect(oneLine.width > 382, "\(oneLine)")   // the stand-in's text design alone sets it in 378
        #expect(measurer.size(of: title, font: font, maxWidth: 382, lines: 0, pixelScale: 2).height == 53)
        // A text that fits is as wide on unlimited lines as on one.
        #expect(measurer.size(of: "Enjoy", font: font, maxWidth: 382, lines: 0, pixelScale: 2).width == measurer.size(of: "Enjoy", font: font, pixelScale: 2).width)
        #expect(measurer.standInShare(of: title, font: font) < 1)
        #expect(measurer.standInShare(of: title, font: FontDescription(kind: .system, pointSize: 17)) == 1)
    }

    @Test("medium and bold text from 15 to 20 pt is set a hundredth of an em looser than the table: Xcode's widths of Ramotion's bold titles and Skyscanner's and matrix-ios-kit's medium labels")
    func mediumAndBoldLoosening() {
        let measurer = TextMeasurer()
        func width(_ text: String, _ weight: FontDescription.Weight) -> Double {
            measurer.size(of: text, font: FontDescription(kind: .system, pointSize: 17, weight: weight), pixelScale: 2).width
        }
        // The table's tracking alone gave 136.5, 94, 145 and 104 (texts vary a point or so either
        // way: Swift-30-Projects' "Last Name:", Xcode's 88, went from 87 to 89.5).
        #expect(abs(width("Navigation Stack", .bold) - 139) <= 1, "\(width("Navigation Stack", .bold))")
        #expect(abs(width("Folding Cell", .bold) - 96) <= 1, "\(width("Folding Cell", .bold))")
        #expect(abs(width("Selected title color", .medium) - 147) <= 1, "\(width("Selected title color", .medium))")
        #expect(abs(width("Display name", .medium) - 105) <= 1, "\(width("Display name", .medium))")
    }

    @Test("semibold spaces are San Francisco's, wider than Inter Bold's: Xcode's widths of kharrison's, NetNewsWire's and GoMap's headlines")
    func semiboldSpaces() {
        let measurer = TextMeasurer()
        let headline = FontDescription(kind: .textStyle("UICTFontTextStyleHeadline"), pointSize: 17, weight: .semibold)
        func width(_ text: String, toolsVersion: Int) -> Double {
            var font = headline
            font.tracking = SystemFont.extraTracking(font, toolsVersion: toolsVersion)
            return measurer.size(of: text, font: font, pixelScale: 2).width
        }
        // Inter Bold's own spaces gave 192.5, 187.5, 85, 150 and 177.
        for (text, xcode, toolsVersion) in [("Single finger tap = Heart", 196.0, 11762), ("Three finger tap = Clear", 190, 11762),
                                            ("Blog Name", 86.33, 24506), ("Delete tracks after:", 152.5, 24506),
                                            ("Collect in background:", 179, 24506)] {
            let measured = width(text, toolsVersion: toolsVersion)
            #expect(abs(measured - xcode) <= 1, "\(text): \(measured)")
        }
        // Only semibold's spaces, and only in Inter.
        #expect(SystemFont.spaceWidening(headline) > 0)
        #expect(SystemFont.spaceWidening(FontDescription(kind: .system, pointSize: 17)) == 0)
        #expect(SystemFont.spaceWidening(headline, family: SystemFont.displayFamily) == 0)
        // At 15 and 16 pt Xcode's semibold spaces are Inter Bold's (LoopKit's, element-ios').
        #expect(SystemFont.spaceWidening(FontDescription(kind: .system, pointSize: 16, weight: .semibold)) == 0)
    }

    @Test("Inter's contextual alternates are off, as San Francisco has none: an x between digits stays an x (Xcode's widths of googleads' and Rocket.Chat's sizes)")
    func noContextualAlternates() {
        let measurer = TextMeasurer()
        func width(_ text: String, toolsVersion: Int) -> Double {
            var font = FontDescription(kind: .system, pointSize: 17)
            font.tracking = SystemFont.extraTracking(font, toolsVersion: toolsVersion)
            return measurer.size(of: text, font: font, pixelScale: 2).width
        }
        // Inter's multiplication sign gave 71.5, 58.5 and 87.
        for (text, xcode, toolsVersion) in [("300x250", 70.0, 23089), ("120x20", 56, 23089), ("1024x1024", 85, 13771)] {
            let measured = width(text, toolsVersion: toolsVersion)
            #expect(abs(measured - xcode) <= 1, "\(text): \(measured)")
        }
    }

    @Test("a text measured with no line limit after one with a limit has all its lines")
    func lineLimitNotLeftOver() {
        let measurer = TextMeasurer()
        let font = FontDescription(kind: .system, pointSize: 17)
        let text = Array(repeating: "A few words that wrap", count: 5).joined(separator: " ")   // one paragraph
        let unlimited = measurer.size(of: text, font: font, maxWidth: 120, lines: 0).height
        _ = measurer.size(of: text, font: font, maxWidth: 120, lines: 2)
        #expect(measurer.size(of: text, font: font, maxWidth: 120, lines: 0).height == unlimited)
        #expect(unlimited > 4 * 20)
    }

    @Test("glyphs keep their fractional advances, as Core Text sets them: 17 pt \"Label\" is Xcode's 42 pt, and each size is wider than the one below")
    func fractionalAdvances() {
        let measurer = TextMeasurer()
        func width(_ text: String, _ size: Double) -> Double {
            measurer.size(of: text, font: FontDescription(kind: .system, pointSize: size), pixelScale: 2).width
        }
        // Each glyph rounded to a whole point made it 43.5, as wide as at 18 pt.
        #expect(width("Label", 17) == 42, "\(width("Label", 17))")
        let widths = (12...20).map { width("Label", Double($0)) }
        #expect(zip(widths, widths.dropFirst()).allSatisfy { $0 < $1 }, "\(widths)")
    }

    @Test("at 15 pt, UIKit's button size, titles are as wide as Xcode's: FloatingPanel's Close 39 pt, Skyscanner's Add error 65, the default Button 46")
    func fifteenPointTitles() {
        let measurer = TextMeasurer()
        func width(_ text: String) -> Double { measurer.size(of: text, font: FontDescription(kind: .system, pointSize: 15)).width }
        // A point wider each with the tracking table alone.
        #expect(width("Close") == 39, "\(width("Close"))")
        #expect(width("Add error") == 65, "\(width("Add error"))")
        #expect(width("Button") == 46, "\(width("Button"))")
    }

    @Test("an emoji is as wide as Apple's, the font's size and 5 pt: IGListKit's 17 pt 🎉 is 23 pt, SwiftMessages' 45 pt 🌮 50")
    func emojiWidth() {
        let measurer = TextMeasurer()
        func width(_ text: String, _ size: Double) -> Double {
            measurer.size(of: text, font: FontDescription(kind: .system, pointSize: size), pixelScale: 2).width
        }
        #expect(abs(width("\u{1F389}", 17) - 23) <= 1, "\(width("\u{1F389}", 17))")
        #expect(abs(width("\u{1F32E}", 45) - 50) <= 1, "\(width("\u{1F32E}", 45))")   // Noto's is 56
        #expect(TextMeasurer.isEmoji("\u{26AA}\u{FE0F}") && !TextMeasurer.isEmoji("1") && !TextMeasurer.isEmoji("A"))
    }

    @Test("Han text is 1.02 em a character, untracked: Xcode's JXCategoryView 17 pt labels of 2, 4 and 9 ideographs are 35, 70 and 156 pt, CYLTabBarController's 15 pt titles of 7 are 108")
    func hanWidth() {
        let measurer = TextMeasurer()
        func width(_ text: String, _ size: Double) -> Double {
            measurer.size(of: text, font: FontDescription(kind: .system, pointSize: size), pixelScale: 2).width
        }
        for (text, size, xcode) in [("左边", 17.0, 35.0), ("个人主页", 17, 70), ("指示器等分屏幕宽度", 17, 156), ("强制切换到同城", 15, 108)] {
            #expect(abs(width(text, size) - xcode) <= 1, "\(text): \(width(text, size))")   // the stand-in's were 1.5 to 7 pt narrower
        }
        #expect(TextMeasurer.isHan("个".unicodeScalars.first!) && !TextMeasurer.isHan("A".unicodeScalars.first!)
                && !TextMeasurer.isHan("，".unicodeScalars.first!))
    }

    @Test("display-size digits are San Francisco's: kharrison's 72 pt \"0\" is 44 pt, IBAnimatable's 50 pt \"265\" 89 and light 70 pt \"9\" 41.5, Loop's light 27 pt \"399\" 48.5; bold ones and named fonts are not widened")
    func displayDigitWidth() {
        let measurer = TextMeasurer()
        func width(_ text: String, _ size: Double, _ weight: FontDescription.Weight = .regular, family: String? = nil) -> Double {
            measurer.size(of: text, font: FontDescription(kind: .system, pointSize: size, weight: weight, family: family), pixelScale: 2).width
        }
        for (text, size, weight, xcode) in [("0", 72.0, FontDescription.Weight.regular, 44.0), ("265", 50, .regular, 89), ("9", 70, .light, 41.5), ("399", 27, .light, 48.5)] {
            #expect(abs(width(text, size, weight) - xcode) <= 1, "\(text): \(width(text, size, weight))")   // the stand-in's were 2 to 5.5 pt narrower
        }
        // Radar COVID's bold 38 pt "00:00:00" is 171 pt, as Inter Display's extra bold sets it.
        #expect(abs(width("00:00:00", 38, .bold) - 171) <= 1, "\(width("00:00:00", 38, .bold))")
        // Text sizes keep Inter's digits (Esri's 17 pt "0" is 10.5 pt), and a named font set in
        // the system font keeps the stand-in's (folding-cell's Open Sans "#25" at 24 pt, 40.5).
        #expect(abs(width("0", 17) - 10.5) <= 0.5, "\(width("0", 17))")
        #expect(abs(width("#25", 24, .light, family: "Open Sans") - 40.5) <= 1, "\(width("#25", 24, .light, family: "Open Sans"))")
    }

    /// The natural width of a segmented control holding `segments` (`<segment>` elements) in a
    /// XIB of `toolsVersion`.
    func segmentedWidth(_ segments: String, toolsVersion: String) throws -> Double? {
        let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(subviews: """
            <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="control">
                <rect key="frame" x="0.0" y="0.0" width="100" height="29"/>
                <segments>\(segments)</segments>
            </segmentedControl>
            """, toolsVersion: toolsVersion)))
        return MeasuredSizing().intrinsicSize(of: try #require(document.objectsByID["control"]), in: document).width
    }

    @Test("iOS 12's segments are 14.5 pt wider than their titles, iOS 13's 20: Skyscanner's controls of Xcode 10")
    func segmentWidthsByEra() throws {
        func width(_ titles: [String], toolsVersion: String) throws -> Double? {
            try segmentedWidth(titles.map { #"<segment title="\#($0)"/>"# }.joined(), toolsVersion: toolsVersion)
        }
        let text = try #require(try width(["Bottom", "Top"], toolsVersion: "14460"))
        #expect(abs(text - 119) <= 1, "\(text)")
        let two = try #require(try width(["disabled", "enabled"], toolsVersion: "14460"))
        #expect(abs(two - 133) <= 1, "\(two)")
        let later = try #require(try width(["Bottom", "Top"], toolsVersion: "15400"))
        #expect(abs(later - text - 11) < 0.01, "\(later)")
    }

    @Test("segments given their own width are that wide, a 1 pt divider apart: openhab's two 61 pt segments, 123 pt")
    func segmentsOfTheirOwnWidth() throws {
        func width(_ segments: String) throws -> Double? { try segmentedWidth(segments, toolsVersion: "22505") }
        let fixed = try #require(try width(#"<segment title="ON" width="61"/><segment title="OFF" width="61"/>"#))
        #expect(fixed == 123, "\(fixed)")
        // One of its own width beside one sized by its title: the titled one keeps its size.
        let titled = try #require(try width(#"<segment title="OFF"/>"#))
        let mixed = try #require(try width(#"<segment title="ON" width="61"/><segment title="OFF"/>"#))
        #expect(abs(mixed - (61 + 1 + titled)) < 0.01, "\(mixed)")
        // A width of 0 is UIKit's default: sized by its title.
        let zero = try #require(try width(#"<segment title="OFF" width="0.0"/>"#))
        #expect(zero == titled, "\(zero)")
    }

    @Test("semibold and bold at text sizes measure as San Francisco's, in Inter's bold and extra bold: SwiftMessages', OneBusAway's and GoMap's labels")
    func boldTextSizes() {
        let measurer = TextMeasurer()
        func width(_ text: String, _ size: Double, _ kind: FontDescription.Kind = .boldSystem, _ weight: FontDescription.Weight = .bold) -> Double {
            measurer.size(of: text, font: FontDescription(kind: kind, pointSize: size, weight: weight), pixelScale: 2).width
        }
        #expect(abs(width("AUTO ROTATE", 13) - 92) <= 1, "\(width("AUTO ROTATE", 13))")
        #expect(abs(width("Label", 15) - 40) <= 1, "\(width("Label", 15))")   // Liberation Sans gave 38
        // The longest still come short: Liberation Sans gave 102, Inter Bold 105.5.
        #expect(abs(width("Haptic Feedback", 13) - 109) <= 3, "\(width("Haptic Feedback", 13))")
        // GoMap's file is of Xcode 16: San Francisco's variable font (`SystemFont.extraTracking`).
        var headline = FontDescription(kind: .textStyle("UICTFontTextStyleHeadline"), pointSize: 17, weight: .semibold)
        headline.tracking = SystemFont.extraTracking(headline, toolsVersion: 24506)
        let aerial = measurer.size(of: "Aerial only", font: headline, pixelScale: 2).width
        #expect(abs(aerial - 83) <= 1, "\(aerial)")   // Liberation Sans gave 86 to 87
    }

    @Test("a text style's lines after the first are its leading apart (Body 22 pt): openfoodfacts' seven lines are 152.5 pt; the system font's follow at their height")
    func textStyleLeading() {
        let measurer = TextMeasurer()
        let body = FontDescription(kind: .textStyle("UICTFontTextStyleBody"), pointSize: 17)
        func height(_ lines: Int, _ font: FontDescription, pixelScale: Double = 2) -> Double {
            measurer.size(of: (1...lines).map { "Line \($0)" }.joined(separator: "\n"), font: font, maxWidth: 1000, lines: 0, pixelScale: pixelScale).height
        }
        #expect(height(1, body) == 20.5)
        #expect(height(2, body) == 42.5)    // the-blue-alliance's, keepassium's and openfoodfacts' two-line Body labels
        #expect(height(7, body) == 152.5)
        let footnote = FontDescription(kind: .textStyle("UICTFontTextStyleFootnote"), pointSize: 13)
        #expect(abs(height(3, footnote, pixelScale: 3) - 155.0 / 3) < 0.001)   // GoMap's 51.67, on 18 pt
        #expect(height(2, FontDescription(kind: .system, pointSize: 17)) == 41)
    }

    @Test("text styles by Xcode version: Body's line is the system font's, and Body is 14 pt in Xcode 13's")
    func textStyleLinesByXcodeVersion() throws {
        let label = """
            <label text="Body" translatesAutoresizingMaskIntoConstraints="NO" id="body">
                <rect key="frame" x="0.0" y="0.0" width="40" height="20"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            </label>
            """
        func height(_ tools: String) throws -> Double? {
            let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(subviews: label, toolsVersion: tools)))
            return MeasuredSizing().intrinsicSize(of: try #require(document.objectsByID["body"]), in: document).height
        }
        #expect(try height("14490") == 20.5)   // as openfoodfacts', woocommerce's and simplenote's of Xcode 10 and 11
        #expect(try height("22505") == 20.5)
        // Xcode 13 showed text styles at the extra-small content size: Body is 14 pt.
        #expect(try height("18122") == 17)
        #expect(try height("19150") == 17)
        #expect(try height("20037") == 17)   // Xcode 13.3: zotero's, woocommerce's
        #expect(try height("21225") == 20.5)   // Xcode 14
        #expect(try height("17701") == 20.5)
        // Laid out at a Dynamic Type size of the caller's choosing instead: AX5's Body is 53 pt.
        let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(subviews: label, toolsVersion: "18122")))
        let body = try #require(document.objectsByID["body"])
        #expect(MeasuredSizing(contentSize: .accessibility5).intrinsicSize(of: body, in: document).height == 63.5)
    }

    @Test("a font the app bundles is measured as Interface Builder showed it without the font: in the system font")
    func appFontsAsSystemFont() throws {
        let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(subviews: """
            <label text="PLEDGE" translatesAutoresizingMaskIntoConstraints="NO" id="app">
                <rect key="frame" x="0.0" y="0.0" width="39" height="12"/>
                <fontDescription key="fontDescription" name="OpenSans" family="Open Sans" pointSize="10"/>
            </label>
            <label text="PLEDGE" translatesAutoresizingMaskIntoConstraints="NO" id="system">
                <rect key="frame" x="0.0" y="20" width="39" height="12"/>
                <fontDescription key="fontDescription" type="system" pointSize="10"/>
            </label>
            <label text="PLEDGE" translatesAutoresizingMaskIntoConstraints="NO" id="ios">
                <rect key="frame" x="0.0" y="40" width="39" height="12"/>
                <fontDescription key="fontDescription" name="Futura-Medium" family="Futura" pointSize="10"/>
            </label>
            """)))
        let sizing = MeasuredSizing()
        func size(_ id: String) throws -> (width: Double?, height: Double?) {
            sizing.intrinsicSize(of: try #require(document.objectsByID[id]), in: document)
        }
        let (app, system) = (try size("app"), try size("system"))
        #expect(app.width == system.width && app.height == system.height, "\(app) \(system)")
        #expect(SystemFont.font(of: try #require(document.objectsByID["ios"]), in: document).kind == .named("Futura-Medium"))
    }

    @Test("labels measured ahead, half on a second thread, have the sizes measured one by one")
    func preparedOnTwoThreads() throws {
        let document = try GeneratedDocuments.nestedLabels(400)
        let labels = document.allObjects.filter { $0.className == "label" }
        for (k, label) in labels.enumerated() where k % 3 == 0 {   // longer texts, and not only ASCII
            try document.set("text", to: "Label \(k) with a longer text, ½ and ü", on: label.id)
        }
        let (ahead, oneByOne) = (MeasuredSizing(), MeasuredSizing())
        for _ in 0..<2 { ahead.prepare(labels, in: document) }   // the second time, only what is new: nothing
        for label in labels {
            let (a, b) = (ahead.intrinsicSize(of: label, in: document), oneByOne.intrinsicSize(of: label, in: document))
            #expect(a.width == b.width && a.height == b.height, "\(label.id): \(a) against \(b)")
        }
    }

    @Test("Resources/examples/SeedDemo.xib loads, round-trips, and its frames are the ones Auto Layout solves")
    func example() throws {
        let url = SharedFiles.projectRoot.appendingPathComponent("Resources/examples/SeedDemo.xib")
        let text = try String(contentsOf: url, encoding: .utf8)
        let document = try NibDocument(xml: XMLReader.parse(text))
        #expect(document.xml.serialized() == text)
        let (entries, refused) = DocumentLayout(document: document, sizing: MeasuredSizing()).frames()
        #expect(refused.isEmpty, "\(refused)")
        #expect(entries.count == 6)
        for entry in entries {
            let saved = try #require(entry.object.frame)
            let misplaced = [entry.frame.x - saved.x, entry.frame.y - saved.y, entry.frame.width - saved.width, entry.frame.height - saved.height]
            #expect(misplaced.allSatisfy { abs($0) <= 0.5 }, "\(entry.object.outlineName): solved \(entry.frame), saved \(saved)")
        }
        #expect(Inspectables.runtimeValue("borderWidth", of: try #require(document.objectsByID["Nb1-cv-GRP"])) == .number(1))
    }
}

@Suite("Live layout")
struct LiveLayoutTests {
    @Test("typing into the label re-solves incrementally, names the views that moved, and keeps the group centred")
    func typing() throws {
        let url = SharedFiles.projectRoot.appendingPathComponent("Resources/examples/SeedDemo.xib")
        let document = try NibDocument(xml: XMLReader.parse(try String(contentsOf: url, encoding: .utf8)))
        let root = try #require(document.objectsByID["Nb1-rt-VW1"])
        let screen = try #require(Device.named("retina4_7"))
        let engine = LayoutEngine(document: document, root: root, screen: screen, sizing: MeasuredSizing())
        _ = engine.solve()
        let before = try #require(engine.frames["Nb1-cv-GRP"])
        var text = "Image label"
        for ch in " that grows" {
            text.append(ch)
            try document.set("text", to: text, on: "Nb1-lb-IMG")
            let moved = engine.updateIntrinsicSize(of: "Nb1-lb-IMG")
            #expect(!moved.contains("Nb1-tf-IN1") && !moved.contains("Nb1-lb-TX1"), "\(moved)")
            let container = try #require(engine.frames["Nb1-cv-GRP"])
            #expect(abs(container.x + container.width / 2 - screen.width / 2) <= 0.25)   // on the pixel grid
            #expect(abs(container.y + container.height / 2 - (screen.height / 2 - 75)) <= 0.25)
        }
        let after = try #require(engine.frames["Nb1-cv-GRP"])
        #expect(after.width > before.width + 60)
        let moved = engine.updateIntrinsicSize(of: "Nb1-lb-IMG")
        #expect(moved.isEmpty)  // nothing changed since the last keystroke
    }

    @Test("a layout of many labels returns with no helper thread still measuring, where the last labels' sizes came from placeholders and were never asked for")
    func helperDoneWithTheLayout() throws {
        var text = try GeneratedDocuments.nestedLabels(250).xml.serialized()
        for l in 0..<10 {
            text = text.replacingOccurrences(of: #"id="L24-\#(l)">"#, with: #"placeholderIntrinsicWidth="40" placeholderIntrinsicHeight="20" id="L24-\#(l)">"#)
        }
        let document = try NibDocument(xml: XMLReader.parse(Array(text.utf8)))
        let root = try #require(document.objectsByID["root"])
        let sizing = MeasuredSizing()
        let frames = LayoutEngine(document: document, root: root, screen: GeneratedDocuments.screen, sizing: sizing).solve().frames
        // The designer's window sets its own text once the layout returns, outside `FontLock`.
        #expect(!sizing.measuresAhead)
        let placeheld = try #require(frames["L24-9"])
        #expect(placeheld.width == 40 && placeheld.height == 20, "\(placeheld)")
        #expect(try #require(frames["L0-0"]).width > 30, "a label measured ahead keeps its size")
    }

    @Test("after each keystroke every frame is the one a fresh layout of the edited document gives (with 250 labels, measured ahead on two threads and kept by view until the first edit)",
          arguments: [60, 250])
    func liveFramesMatchAFreshLayout(labels: Int) throws {
        let document = try GeneratedDocuments.nestedLabels(labels)
        let root = try #require(document.objectsByID["root"])
        let screen = try #require(Device.named("retina4_7"))
        let sizing = MeasuredSizing()
        let engine = LayoutEngine(document: document, root: root, screen: screen, sizing: sizing)
        _ = engine.solve()
        for (k, id) in ["L0-0", "L3-7", "L5-9", "L0-0"].enumerated() {
            try document.set("text", to: "Edited label \(k) " + String(repeating: "w", count: 3 * k), on: id)
            let width = MeasuredSizing().intrinsicSize(of: try #require(document.objectsByID[id]), in: document).width
            #expect(sizing.intrinsicSize(of: try #require(document.objectsByID[id]), in: document).width == width,
                    "the new text's size, not the one measured ahead")
            let moved = engine.updateIntrinsicSize(of: id)
            #expect(moved.contains(id))
            let freshEngine = LayoutEngine(document: document, root: root, screen: screen, sizing: MeasuredSizing())
            let fresh = freshEngine.solve().frames
            #expect(engine.frames.count == fresh.count)
            for (view, frame) in fresh {
                let live = try #require(engine.frames[view])
                #expect(live.within(0.01, of: frame), "\(view): live \(live), fresh \(frame)")
                let (liveAbsolute, freshAbsolute) = (try #require(engine.absoluteFrames[view]), try #require(freshEngine.absoluteFrames[view]))
                #expect(liveAbsolute.within(0.01, of: freshAbsolute), "\(view) in the root: live \(liveAbsolute), fresh \(freshAbsolute)")
            }
        }
    }
}

@Suite("The seed demo, as the issue states it")
struct SeedDemoLayoutTests {
    @Test("after a longer label text the container is wider and still centred 75 pt above the middle", SharedFiles.needsCorpus)
    func longerText() throws {
        let document = try NibDocument(xml: XMLReader.parse(Array(try Data(contentsOf: SharedFiles.seedDemo))))
        func container() throws -> Rect {
            let (entries, refused) = DocumentLayout(document: document, sizing: MeasuredSizing()).frames()
            #expect(refused.isEmpty)
            let root = try #require(entries.first { $0.superview == nil }?.frame)
            let c = try #require(entries.first { $0.object.id == "8wR-AV-Hws" }?.frame)
            #expect(abs(c.x + c.width / 2 - root.width / 2) <= 0.25)   // on the 2× pixel grid
            #expect(abs(c.y + c.height / 2 - (root.height / 2 - 75)) <= 0.25)
            return c
        }
        let before = try container()
        try document.set("text", to: "A much longer label text", on: "9ti-sA-vbi")
        let after = try container()
        #expect(after.width > before.width + 50)
        #expect(DocumentLayout(document: document, sizing: MeasuredSizing()).issues().allSatisfy { $0.severity == .warning })
    }
}

@Suite("Labels of several lines")
struct WrappingLabelTests {
    /// A label of any number of lines pinned 20 pt from each side of a 320 pt root.
    let text = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <label text="Short" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                            <rect key="frame" x="20" y="20" width="280" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                        <constraint firstAttribute="trailing" secondItem="label" secondAttribute="trailing" constant="20" id="r"/>
                        <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    @Test("a label narrower than its text wraps at its laid-out width, and grows taller, as UIKit lays it out")
    func wraps() throws {
        let document = try NibDocument(xml: XMLReader.parse(text))
        let root = try #require(document.objectsByID["root"])
        let screen = Device.bare("test", width: 320, height: 480)
        let engine = LayoutEngine(document: document, root: root, screen: screen, sizing: MeasuredSizing())
        let oneLine = try #require(engine.solve().frames["label"])
        #expect(oneLine.width == 280 && oneLine.height < 25)
        try document.set("text", to: String(repeating: "A few words that cannot fit on one line. ", count: 3), on: "label")
        _ = engine.updateIntrinsicSize(of: "label")
        let wrapped = try #require(engine.frames["label"])
        #expect(wrapped.width == 280, "the label keeps the width its constraints give it")
        #expect(wrapped.height > 3 * oneLine.height, "several lines: \(wrapped.height)")
        let fresh = LayoutEngine(document: document, root: root, screen: screen, sizing: MeasuredSizing()).solve().frames["label"]
        #expect(fresh == wrapped, "a fresh layout wraps the same")
    }

    @Test("a label that nothing makes narrower than its text stays wrapped at its stored width, where UIKit first wraps it, and not on one line across the screen (Esri's progress title, freeotp's issuer prompt)")
    func keepsItsStoredWrap() throws {
        let long = "Your token provider has not configured the issuer field, please enter the name of the issuer"
        let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(width: 375, height: 667, subviews: """
            <label text="\(long)" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="64" y="111" width="246.5" height="95.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="20"/>
            </label>
            """, constraints: """
            <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="64" id="l"/>
            <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="111" id="t"/>
            """)))
        let root = try #require(document.objectsByID["root"])
        let screen = Device.bare("test", width: 375, height: 667)
        let frame = try #require(LayoutEngine(document: document, root: root, screen: screen, sizing: MeasuredSizing()).solve().frames["label"])
        #expect(frame.width <= 246.5 && frame.width > 200, "wrapped at its stored width: \(frame)")
        #expect(frame.height > 70, "on several lines: \(frame)")
    }

    @Test("a stored preferredMaxLayoutWidth of 0 is UILabel's automatic one: the label wraps at its laid-out width (matrix-ios-kit's labels)")
    func automaticMaxWidth() throws {
        let long = String(repeating: "A few words that cannot fit on one line. ", count: 3)
        let document = try NibDocument(xml: XMLReader.parse(text.replacingOccurrences(
            of: #"text="Short" numberOfLines="0""#, with: #"text="\#(long)" numberOfLines="0" preferredMaxLayoutWidth="0.0""#)))
        let label = try #require(document.objectsByID["label"])
        #expect(label.preferredMaxLayoutWidth == nil)
        let screen = Device.bare("test", width: 320, height: 480)
        let root = try #require(document.objectsByID["root"])
        let frame = try #require(LayoutEngine(document: document, root: root, screen: screen, sizing: MeasuredSizing()).solve().frames["label"])
        #expect(frame.width == 280 && frame.height > 60 && frame.height < 200, "\(frame)")
    }

    @Test("an SF Symbol listed at Xcode's 128-normalized size shows at about 20 pt, grown with its point size and scale; one listed at its own size keeps it")
    func symbolImageSizes() throws {
        let text = InlineDocuments.xib(width: 320, height: 480, subviews: """
            <imageView image="trash" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="plain">
                <rect key="frame" x="0.0" y="0.0" width="19" height="21"/></imageView>
            <imageView image="trash" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="big">
                <rect key="frame" x="0.0" y="40" width="37" height="40"/>
                <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="34" scale="medium"/>
            </imageView>
            <imageView image="chevron.right" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="small">
                <rect key="frame" x="0.0" y="100" width="12" height="16"/>
                <preferredSymbolConfiguration key="preferredSymbolConfiguration" scale="small"/>
            </imageView>
            <imageView image="star" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="old">
                <rect key="frame" x="0.0" y="140" width="17" height="16"/></imageView>
            """, resources: """
            <image name="trash" catalog="system" width="117" height="128"/>
            <image name="chevron.right" catalog="system" width="97" height="128"/>
            <image name="star" catalog="system" width="17" height="16"/>
            """)
        let document = try NibDocument(xml: XMLReader.parse(text))
        let sizing = MeasuredSizing()
        func size(_ id: String) throws -> (Double, Double) {
            let size = sizing.intrinsicSize(of: try #require(document.objectsByID[id]), in: document)
            return (try #require(size.width), try #require(size.height))
        }
        let plain = try size("plain"), big = try size("big"), small = try size("small")
        #expect(plain.1 == 20 && (18...19).contains(plain.0), "\(plain)")   // Loop's and tinode's default symbols: 18 to 22 pt
        #expect(big.1 == 40, "\(big)")
        #expect(small.1 == 16 && small.0 < 13, "\(small)")
        #expect(try size("old") == (17, 16))
    }

    @Test("an image named by an <imageReference> (Xcode's form for a symbol scale or rendering mode) sizes its image view and button, at the reference's scale")
    func imageReferences() throws {
        let text = InlineDocuments.xib(width: 320, height: 480, subviews: """
            <imageView translatesAutoresizingMaskIntoConstraints="NO" id="view">
                <rect key="frame" x="0.0" y="0.0" width="40" height="30"/>
                <imageReference key="image" image="sort" symbolScale="large" renderingMode="original"/>
            </imageView>
            <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="close">
                <rect key="frame" x="0.0" y="40" width="25.666666666666671" height="25.666666666666671"/>
                <state key="normal">
                    <imageReference key="image" image="xmark.circle" catalog="system" symbolScale="large"/>
                    <preferredSymbolConfiguration key="preferredSymbolConfiguration" scale="large" weight="regular"/>
                </state>
            </button>
            <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="closeMedium">
                <rect key="frame" x="0.0" y="80" width="26" height="26"/>
                <state key="normal">
                    <imageReference key="image" image="xmark.circle" catalog="system" symbolScale="large"/>
                    <preferredSymbolConfiguration key="preferredSymbolConfiguration" scale="medium" weight="regular"/>
                </state>
            </button>
            <imageView translatesAutoresizingMaskIntoConstraints="NO" id="shield">
                <rect key="frame" x="0.0" y="120" width="18" height="19"/>
                <imageReference key="image" image="lock.shield" catalog="system" symbolScale="medium"/>
                <preferredSymbolConfiguration key="preferredSymbolConfiguration" scale="large"/>
            </imageView>
            """, resources: """
            <image name="lock.shield" catalog="system" width="121" height="128"/>
            <image name="sort" width="40" height="30"/>
            <image name="xmark.circle" catalog="system" width="128" height="123"/>
            """)
        let document = try NibDocument(xml: XMLReader.parse(text))
        let view = try #require(document.objectsByID["view"]), close = try #require(document.objectsByID["close"])
        #expect(view.imageName == "sort" && !view.showsSymbol)
        #expect(close.buttonImageName == "xmark.circle" && close.showsSymbol)
        let sizing = MeasuredSizing()
        #expect(sizing.intrinsicSize(of: view, in: document).width == 40)
        let button = sizing.intrinsicSize(of: close, in: document)
        // Large scale: 26 pt, where Xcode stored 25.67 (tinode's close buttons).
        #expect(button.width.map { abs($0 - 25.67) < 1 } == true && button.height.map { abs($0 - 25.67) < 1 } == true, "\(button)")
        // The image's own scale wins over the view's configuration's (tinode: 26 × 26 where the
        // configuration says medium, 18 × 19 where it says large).
        let closeMedium = sizing.intrinsicSize(of: try #require(document.objectsByID["closeMedium"]), in: document)
        #expect(closeMedium.width.map { abs($0 - 26) < 1 } == true, "\(closeMedium)")
        let shield = sizing.intrinsicSize(of: try #require(document.objectsByID["shield"]), in: document)
        #expect(shield.height.map { (19...20).contains($0) } == true, "medium, not large's 26: \(shield)")
    }

    @Test("labels sized by their text that share a filling stack's room, hugging alike, are not ambiguous along it: UIStackView sizes them by their order (Instructions' three counters, OwnTracks' button, woocommerce's label); views with no content size are")
    func fillingStackSizesContentViewsByOrder() throws {
        func issues(_ kind: String) throws -> [String] {
            let views = [("posts", "34 posts", 0.0), ("answers", "5 answers", 132.5), ("karma", "29 karma", 265.5)].map { id, text, x in """
                <\(kind) opaque="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(text)" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    <rect key="frame" x="\(x)" y="0.0" width="116.5" height="50"/>
                    <constraints><constraint firstAttribute="height" constant="50" id="\(id)-h"/></constraints>
                    <fontDescription key="fontDescription" type="system" pointSize="15"/>
                </\(kind)>
                """ }.joined()
            let text = InlineDocuments.xib(width: 414, height: 200, subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" spacing="16" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                    <rect key="frame" x="16" y="16" width="382" height="50"/>
                    <subviews>\(views)</subviews>
                </stackView>
                """, constraints: """
                <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="t"/>
                <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l"/>
                <constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" constant="16" id="r"/>
                """)
            return DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: MeasuredSizing()).issues().map(\.message)
        }
        let labels = try issues("label")
        #expect(labels.isEmpty, "\(labels)")
        let plain = try issues("view")
        #expect(plain.count == 3 && plain.allSatisfy { $0.hasPrefix("Need constraints for") && $0.contains("width") }, "\(plain)")
    }

    @Test("a view showing an SF Symbol is not misplaced where its frame is within a quarter of its size of the solve (the symbol's own alignment insets, as tinode's 128 pt avatar stored 125.33 high); a plain image is")
    func symbolFramesAllowForInsets() throws {
        func issues(catalog: String) throws -> [NibLayout.LayoutIssue] {
            let text = InlineDocuments.xib(width: 320, height: 480, subviews: """
                <imageView contentMode="scaleAspectFit" image="person" \(catalog) translatesAutoresizingMaskIntoConstraints="NO" id="avatar">
                    <rect key="frame" x="20" y="21.333333333333332" width="128" height="125.33333333333331"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="128" id="w"/>
                        <constraint firstAttribute="height" constant="128" id="h"/>
                    </constraints>
                </imageView>
                """, constraints: """
                <constraint firstItem="avatar" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                <constraint firstItem="avatar" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
                """, resources: #"<image name="person" \#(catalog) width="128" height="128"/>"#)
            return DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: MeasuredSizing()).issues()
        }
        let symbol = try issues(catalog: #"catalog="system""#)
        #expect(symbol.isEmpty, "\(symbol)")
        #expect(try issues(catalog: "").contains { $0.objectID == "avatar" && $0.message.contains("will be different at run time") })
    }
}
