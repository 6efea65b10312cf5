import NibLayout
import NibModel
import Testing
import XMLTree

/// Constraints installed, uninstalled and given other constants per size class, as Interface
/// Builder's "Vary for Traits" stores them, on a small hand-made document.
@Suite("Size-class variations of constraints")
struct SizeClassVariationTests {
    /// A 20 × 20 box whose left edge is 10 pt in by default, 30 pt in compact width; the
    /// default uninstalls its 100 pt top and regular height its 200 pt top, while compact
    /// width with regular height (a phone held upright) installs the 200 pt one again.
    func document(device: String?) throws -> NibDocument {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" useAutolayout="YES">
                \(device.map { "<device id=\"\($0)\" orientation=\"portrait\" appearance=\"light\"/>" } ?? "")
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="30" y="200" width="20" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="20" id="w"/>
                                    <constraint firstAttribute="height" constant="20" id="h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="left">
                                <variation key="widthClass=compact" constant="30"/>
                            </constraint>
                            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="top100"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="top200"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="50" priority="250" id="fallback"/>
                        </constraints>
                        <variation key="default">
                            <mask key="constraints">
                                <exclude reference="top100"/>
                            </mask>
                        </variation>
                        <variation key="heightClass=regular">
                            <mask key="constraints">
                                <exclude reference="top200"/>
                            </mask>
                        </variation>
                        <variation key="heightClass=regular-widthClass=compact">
                            <mask key="constraints">
                                <include reference="top200"/>
                            </mask>
                        </variation>
                    </view>
                </objects>
            </document>
            """
        return try NibDocument(xml: XMLReader.parse(text))
    }

    func box(device: String?) throws -> Rect {
        let layout = DocumentLayout(document: try document(device: device), sizing: FileFrameSizing())
        return try #require(layout.frame(of: "box"))
    }

    @Test("a phone held upright (compact width, regular height) takes the most specific variation's installs and constants")
    func phone() throws {
        let frame = try box(device: "retina4_7")
        #expect(frame.x == 30)     // the compact-width constant, not the default 10
        #expect(frame.y == 200)    // installed again by the two-class variation over regular height's uninstall
    }

    @Test("an iPad (regular both ways) keeps the default constant, and regular height uninstalls the 200 pt top")
    func pad() throws {
        let frame = try box(device: "ipad9_7")
        #expect(frame.x == 10)
        #expect(frame.y == 50)     // neither top installed: only the weak fallback places it
    }

    @Test("a document without a device is laid out at Xcode 7's Any Width, Any Height: defaults only")
    func anySize() throws {
        let frame = try box(device: nil)
        #expect(frame.x == 10)
        #expect(frame.y == 200)    // the default uninstalls only the 100 pt top
    }

    @Test("the canvas is told which constraints the shown device uninstalls and the constants it sets")
    func shownConstraints() throws {
        let phone = try document(device: "retina4_7")
        let root = try #require(phone.objectsByID["root"])
        #expect(DocumentLayout(document: phone, sizing: FileFrameSizing()).sizeClassConstraints(for: root)
                == SizeClassConstraints(uninstalled: ["top100"], constants: ["left": 30]))
        let pad = try document(device: "ipad9_7")
        let engine = LayoutEngine(document: pad, root: try #require(pad.objectsByID["root"]),
                                  screen: try #require(Device.named("ipad9_7")), sizing: FileFrameSizing())
        #expect(engine.sizeClassConstraints == SizeClassConstraints(uninstalled: ["top100", "top200"]))
        let left = try #require(pad.constraint("left")?.constraint)
        #expect(engine.sizeClassConstraints.constant(of: left) == 10)
    }

    @Test("the model lists each mask by its variation's key")
    func masks() throws {
        let document = try document(device: nil)
        #expect(document.constraintVariations == [
            ConstraintVariation(key: "default", excluded: ["top100"]),
            ConstraintVariation(key: "heightClass=regular", excluded: ["top200"]),
            ConstraintVariation(key: "heightClass=regular-widthClass=compact", included: ["top200"]),
        ])
        #expect(document.constraintsExcludedByDefault == ["top100"])
    }
}
