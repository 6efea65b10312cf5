import NibDesign
import NibModel
import Testing
import XMLTree

/// The inspector's rows for a constraint that varies by size class, as Xcode lists them.
@Suite("Size-class rows of the constraint inspector")
struct SizeClassRowsTests {
    @Test("size classes are named as Interface Builder names them, width first")
    func names() {
        #expect(SizeClassRows.name(of: "heightClass=regular-widthClass=compact") == "wC hR")
        #expect(SizeClassRows.name(of: "widthClass=regular") == "wR")
        #expect(SizeClassRows.name(of: "heightClass=compact") == "hC")
        #expect(SizeClassRows.name(of: "device=watch38mm") == "device=watch38mm")
    }

    @Test("a constraint lists where it is installed and the constants size classes give it; one that does not vary lists none")
    func rows() throws {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="30" y="200" width="20" height="20"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="left">
                                <variation key="widthClass=compact" constant="30"/>
                            </constraint>
                            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="top"/>
                            <constraint firstItem="box" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="0.5" id="width"/>
                        </constraints>
                        <variation key="default">
                            <mask key="constraints">
                                <exclude reference="top"/>
                            </mask>
                        </variation>
                        <variation key="heightClass=regular-widthClass=compact">
                            <mask key="constraints">
                                <include reference="top"/>
                            </mask>
                        </variation>
                    </view>
                </objects>
            </document>
            """
        let document = try NibDocument(xml: XMLReader.parse(text))
        func rows(_ id: String) throws -> [String] {
            SizeClassRows.rows(for: try #require(document.constraint(id)?.constraint), in: document).map { "\($0.name): \($0.value)" }
        }
        #expect(try rows("top") == ["Installed: No", "Installed (wC hR): Yes"])
        #expect(try rows("left") == ["Constant (wC): 30"])
        #expect(try rows("width").isEmpty)
    }
}
