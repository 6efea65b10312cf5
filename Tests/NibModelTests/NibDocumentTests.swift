import Foundation
import SharedFiles
import Testing
import NibModel
import XMLTree

@Suite("Document model")
struct NibDocumentTests {
    @Test("every corpus document (not the five archives) loads without a false alarm",
          SharedFiles.needsCorpus)
    func corpusLoads() throws {
        let files = SharedFiles.corpusFiles
        var loaded = 0
        for url in files {
            let xml = try XMLReader.parse(Array(try Data(contentsOf: url)))
            guard xml.root.name == "document" else { continue }
            do {
                let document = try NibDocument(xml: xml)
                #expect(!document.roots.isEmpty, "\(url.lastPathComponent) has no objects")
                loaded += 1
            } catch {
                Issue.record("\(url.lastPathComponent): \(error)")
            }
        }
        #expect(loaded == 251)
    }

    @Test("the seed demo's outline names its objects as Xcode does",
          SharedFiles.needsCorpus)
    func seedDemoOutline() throws {
        let url = SharedFiles.seedDemo
        let document = try NibDocument(xml: XMLReader.parse(Array(try Data(contentsOf: url))))
        let names = document.allObjects.map(\.outlineName)
        #expect(names.contains("Container View"))
        #expect(names.contains("Image View"))
        #expect(names.contains("Label - Image label"))
        #expect(names.contains("Top Layout Guide") && names.contains("Bottom Layout Guide"))
        let container = try #require(document.objectsByID["8wR-AV-Hws"])
        #expect(container.children.map(\.className) == ["imageView", "label"])
        #expect(document.isStoryboard)
    }

    static let broken: [(name: String, body: String, line: Int, mentions: String)] = [
        ("duplicate id", #"<view id="a"><subviews><view id="a"/></subviews></view>"#, 3, "used twice"),
        ("dangling constraint item", #"<view id="a"><constraints><constraint firstItem="zzz" firstAttribute="top" id="c"/></constraints></view>"#, 3, "no object has that id"),
        ("dangling outlet", #"<view id="a"><connections><outlet property="x" destination="nope" id="o"/></connections></view>"#, 3, "destination=\"nope\""),
        ("NaN frame", #"<view id="a"><rect key="frame" x="NaN" y="0" width="1" height="1"/></view>"#, 3, "not a number"),
        ("word for a number", #"<view id="a"><rect key="frame" x="left" y="0" width="1" height="1"/></view>"#, 3, "not a number"),
        ("huge constant", #"<view id="a"><constraints><constraint firstAttribute="width" constant="1e300" id="c"/></constraints></view>"#, 3, "out of range"),
        ("bad multiplier", #"<view id="a"><constraints><constraint firstItem="a" firstAttribute="width" secondItem="a" secondAttribute="height" multiplier="4:0" id="c"/></constraints></view>"#, 3, "multiplier"),
        ("bad priority", #"<view id="a"><constraints><constraint firstAttribute="width" priority="5000" id="c"/></constraints></view>"#, 3, "priority"),
        ("three billion lines", #"<label id="a" numberOfLines="3000000000"/>"#, 3, "not a line count from 0 to 1000000"),
        ("pages past Int64", #"<pageControl id="a" numberOfPages="9223372036854775807"/>"#, 3, "not a page count"),
        ("fractional line count", #"<label id="a" numberOfLines="2.5"/>"#, 3, "not a line count"),
        ("huge font", #"<label id="a"><fontDescription key="fontDescription" type="system" pointSize="1e9"/></label>"#, 3, "font size"),
        ("colour past its range", #"<view id="a"><color key="backgroundColor" red="1e300" green="0" blue="0" alpha="1"/></view>"#, 3, "colour component"),
        ("priority above required", #"<view id="a" horizontalHuggingPriority="1e5"/>"#, 3, "priority from 0 to 1000"),
        ("multiplier of 1e308", #"<view id="a"><constraints><constraint firstItem="a" firstAttribute="width" secondItem="a" secondAttribute="height" multiplier="1e308" id="c"/></constraints></view>"#, 3, "within ±10,000"),
        ("multiplier 0 on a centre", #"<view id="a"><constraints><constraint firstItem="a" firstAttribute="centerX" secondItem="a" secondAttribute="centerX" multiplier="0" id="c"/></constraints></view>"#, 3, "UIKit refuses a multiplier of 0"),
    ]

    @Test("invalid documents are refused with the line and a sentence", arguments: broken.indices)
    func invalid(index: Int) throws {
        let c = Self.broken[index]
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    \(c.body)
                </objects>
            </document>
            """
        let xml = try XMLReader.parse(text)
        do {
            _ = try NibDocument(xml: xml)
            Issue.record("\(c.name) was accepted")
        } catch {
            #expect(error.line == c.line, "\(c.name): \(error)")
            #expect(error.message.contains(c.mentions), "\(c.name): \(error)")
        }
    }
}

@Suite("Constraints in the model")
struct ConstraintModelTests {
    @Test("every corpus constraint is read, with its items, attributes and multiplier forms",
          SharedFiles.needsCorpus)
    func corpusConstraints() throws {
        var all: [NibConstraint] = []
        var written = 0, greater = 0, less = 0  // counted in the raw text, independently of the model
        for url in SharedFiles.corpusFiles {
            let text = try String(contentsOf: url, encoding: .utf8)
            let xml = try XMLReader.parse(text)
            guard xml.root.name == "document" else { continue }
            all += try NibDocument(xml: xml).constraints.map(\.constraint)
            written += text.components(separatedBy: "<constraint ").count - 1
            for line in text.split(separator: "\n") where line.contains("<constraint ") {
                if line.contains("relation=\"greaterThanOrEqual\"") { greater += 1 }
                if line.contains("relation=\"lessThanOrEqual\"") { less += 1 }
            }
        }
        #expect(all.count == written && written > 4000)
        #expect(all.filter { $0.relation == .greaterThanOrEqual }.count == greater)
        #expect(all.filter { $0.relation == .lessThanOrEqual }.count == less)
        #expect(all.contains { $0.element[attribute: "multiplier"]?.contains(":") == true })
        #expect(all.contains { $0.element[attribute: "multiplier"]?.contains("/") == true })
        #expect(all.contains { $0.secondItem?.className == "viewLayoutGuide" })
    }

    @Test("the seed demo's centering constraints read as Xcode states them",
          SharedFiles.needsCorpus)
    func seedDemo() throws {
        let url = SharedFiles.seedDemo
        let document = try NibDocument(xml: XMLReader.parse(Array(try Data(contentsOf: url))))
        let aboutContainer = document.constraints.map(\.constraint).filter { $0.firstItem.id == "8wR-AV-Hws" || $0.secondItem?.id == "8wR-AV-Hws" }
        #expect(aboutContainer.contains { $0.firstAttribute == .centerX || $0.secondAttribute == .centerX })
        #expect(aboutContainer.contains { ($0.firstAttribute == .centerY || $0.secondAttribute == .centerY) && abs($0.constant) == 75 })
    }
}

@Suite("Typed view properties")
struct ViewPropertyTests {
    @Test("the seed demo's views read with IB's values and UIKit's defaults",
          SharedFiles.needsCorpus)
    func seedDemo() throws {
        let url = SharedFiles.seedDemo
        let document = try NibDocument(xml: XMLReader.parse(Array(try Data(contentsOf: url))))
        let container = try #require(document.objectsByID["8wR-AV-Hws"])
        #expect(container.frame == Rect(x: 76, y: 139, width: 168, height: 53))
        #expect(!container.translatesAutoresizingMaskIntoConstraints)
        #expect(container.horizontalHuggingPriority == 250 && container.verticalCompressionResistancePriority == 750)
        let label = try #require(document.objectsByID["9ti-sA-vbi"])
        #expect(label.text == "Image label")
        #expect(label.horizontalHuggingPriority == 251)
        #expect(label.numberOfLines == 1)
        #expect(label.font?.pointSize == 17)
        let image = try #require(document.objectsByID["Ibg-Po-zMe"])
        #expect(image.imageName == "WareTo icon 69x53")
        #expect(image.frame?.width == 69)
    }

    @Test("a multi-line label's text comes from its <string key=\"text\"> child")
    func multiLineText() throws {
        let xml = try XMLReader.parse("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <label id="l" numberOfLines="0"><string key="text">one &amp;
            two  </string><fontDescription key="fontDescription" type="boldSystem" pointSize="20"/></label>
                </objects>
            </document>
            """)
        let label = try #require(try NibDocument(xml: xml).objectsByID["l"])
        #expect(label.text == "one &\ntwo  ")
        #expect(label.numberOfLines == 0)
        #expect(label.font == FontDescription(kind: .boldSystem, pointSize: 20))
        #expect(label.outlineName == "Label - one & two  ")   // one line, for issues and diffs
    }
}

@Suite("Document parts")
struct DocumentPartsTests {
    @Test("the seed demo's scenes, device, placeholders, controllers, connections, variations and resources",
          SharedFiles.needsCorpus)
    func seedDemoParts() throws {
        let url = SharedFiles.seedDemo
        let document = try NibDocument(xml: XMLReader.parse(Array(try Data(contentsOf: url))))
        #expect(document.documentAttributes.first?.name == "type")
        #expect(document.scenes.count == 1)
        #expect(document.scenes.first?.title == "View Controller")
        #expect(document.scenes.first?.objects.map(\.className) == ["viewController", "placeholder"])
        #expect(document.viewControllers.map(\.id) == ["BYZ-38-t0r"])
        #expect(document.placeholders.count == 1)
        #expect(document.constraintsExcludedByDefault == ["RSG-ds-FHC", "keM-Li-eaV", "vPH-gG-bl6"])
        let outlets = document.connections(of: try #require(document.objectsByID["BYZ-38-t0r"]))
        #expect(outlets.contains { $0.kind == "outlet" && $0.destination == "9ti-sA-vbi" })
        #expect(document.images.first?.name == "WareTo icon 69x53")
        #expect(document.images.first?.width == 69)
        #expect(document.dependencies != nil)
    }

    @Test("older frames are read: Xcode 8's frameInset, in points or percent, and a cell's content view stored without a frame fills its cell (RxSwift's WikipediaSearchCell)")
    func olderFrames() throws {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="10117">
                <objects>
                    <tableViewCell contentMode="scaleToFill" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="599" height="194"/>
                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <label text="Label" id="label">
                                    <frame key="frameInset" minX="8" minY="13" width="583" height="21"/>
                                </label>
                                <label text="Label" id="origin">
                                    <frame key="frameInset" width="40" height="20"/>
                                </label>
                                <imageView id="share">
                                    <frame key="frameInset" minX="25.00%" minY="0.0%" width="50.00%" height="100.00%"/>
                                </imageView>
                            </subviews>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """
        let document = try NibDocument(xml: XMLReader.parse(text))
        #expect(document.objectsByID["content"]?.frame == Rect(x: 0, y: 0, width: 599, height: 194))
        #expect(document.objectsByID["label"]?.frame == Rect(x: 8, y: 13, width: 583, height: 21))
        #expect(document.objectsByID["origin"]?.frame == Rect(x: 0, y: 0, width: 40, height: 20))
        // Xcode 8.0 stated a stretching view's insets in percent of its superview (linphone's tab bar).
        #expect(document.objectsByID["share"]?.frame == Rect(x: 149.75, y: 0, width: 299.5, height: 194))
        // Moved, a frameInset becomes the <rect key="frame"> Xcode writes today, on its line.
        document.setFrames(["label": Rect(x: 10, y: 13, width: 583, height: 21)], name: "Move")
        let moved = document.xml.serialized()
        #expect(moved.contains(#"""
            <label text="Label" id="label">
                                    <rect key="frame" x="10" y="13" width="583" height="21"/>
                                </label>
            """#), "\(moved)")
        #expect(document.objectsByID["label"]?.frame == Rect(x: 10, y: 13, width: 583, height: 21))
        #expect(document.history.undo())
        #expect(document.xml.serialized() == text)
    }

    @Test("before Xcode 7.1, a content view stored without a frame stops 1 pt above its cell's bottom, at the separator, unless the table has none (matrix-ios-kit's 6751 cell)")
    func contentAboveSeparator() throws {
        func contentFrame(tools: String, separatorStyle: String) throws -> Rect? {
            let text = """
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)">
                    <scenes><scene sceneID="s"><objects>
                        <tableViewController id="c" sceneMemberID="viewController">
                            <tableView key="view" separatorStyle="\(separatorStyle)" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <prototypes>
                                    <tableViewCell contentMode="scaleToFill" id="cell">
                                        <rect key="frame" x="0.0" y="22" width="320" height="50"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" tableViewCell="cell" id="content"/>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects></scene></scenes>
                </document>
                """
            let document = try NibDocument(xml: XMLReader.parse(text))
            return withExtendedLifetime(document) { document.objectsByID["content"]?.frame }   // objects hold their parents weakly
        }
        #expect(try contentFrame(tools: "6751", separatorStyle: "default") == Rect(x: 0, y: 0, width: 320, height: 49))
        #expect(try contentFrame(tools: "8191", separatorStyle: "singleLine") == Rect(x: 0, y: 0, width: 320, height: 49))
        #expect(try contentFrame(tools: "6751", separatorStyle: "none") == Rect(x: 0, y: 0, width: 320, height: 50))
        #expect(try contentFrame(tools: "10117", separatorStyle: "default") == Rect(x: 0, y: 0, width: 320, height: 50))
    }

    @Test("a static cell stored without a frame is its row: the table's width, its row height (else the table's, else 44), below the rows before it (PullToMakeSoup's Xcode 6 storyboard)")
    func framelessStaticCells() throws {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="7706">
                <scenes><scene sceneID="s"><objects>
                    <tableViewController id="c" sceneMemberID="viewController">
                        <tableView key="view" dataMode="static" style="plain" rowHeight="44" id="table">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                            <sections>
                                <tableViewSection id="one">
                                    <cells>
                                        <tableViewCell rowHeight="130" id="burgers">
                                            <tableViewCellContentView key="contentView" tableViewCell="burgers" id="content"/>
                                        </tableViewCell>
                                        <tableViewCell id="plain"/>
                                    </cells>
                                </tableViewSection>
                                <tableViewSection id="two">
                                    <cells>
                                        <tableViewCell id="stored">
                                            <rect key="frame" x="0.0" y="200" width="320" height="50"/>
                                        </tableViewCell>
                                        <tableViewCell rowHeight="-1" id="automatic"/>
                                    </cells>
                                </tableViewSection>
                            </sections>
                        </tableView>
                    </tableViewController>
                </objects></scene></scenes>
            </document>
            """
        let document = try NibDocument(xml: XMLReader.parse(text))
        withExtendedLifetime(document) {
            #expect(document.objectsByID["burgers"]?.frame == Rect(x: 0, y: 0, width: 320, height: 130))
            #expect(document.objectsByID["content"]?.frame == Rect(x: 0, y: 0, width: 320, height: 129))
            #expect(document.objectsByID["plain"]?.frame == Rect(x: 0, y: 130, width: 320, height: 44))
            #expect(document.objectsByID["stored"]?.frame == Rect(x: 0, y: 200, width: 320, height: 50))
            #expect(document.objectsByID["automatic"]?.frame == Rect(x: 0, y: 250, width: 320, height: 44))
            #expect(document.objectsByID["table"]?.frame == Rect(x: 0, y: 0, width: 320, height: 568))
            // The rows are worked out again after an edit of the table.
            document.objectsByID["burgers"]?.element.setAttribute("rowHeight", to: "100")
            #expect(document.objectsByID["burgers"]?.frame == Rect(x: 0, y: 0, width: 320, height: 100))
            #expect(document.objectsByID["plain"]?.frame == Rect(x: 0, y: 100, width: 320, height: 44))
        }
    }
}
