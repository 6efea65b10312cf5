import Testing
import NibModel
import XMLTree
import SharedFiles
@testable import NibLayout

@Suite("Multipliers")
struct MultiplierTests {
    @Test("a multiplier relates positions in the coordinates of the view holding both: a superview's centre is half its width, wherever the superview lies")
    func positionsInTheCommonSuperview() throws {
        // element-ios's device view: buttons at an eighth, five eighths and seven eighths of a
        // panel 10 pt in from the root's edge (centerX = 4 × button.centerX, 4/5, 4/7).
        let text = InlineDocuments.xib(width: 600, height: 300, subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                <rect key="frame" x="10" y="10" width="580" height="250"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="ok"><rect key="frame" x="57.5" y="210" width="30" height="30"/></view>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="delete"><rect key="frame" x="485" y="210" width="45" height="30"/></view>
                </subviews>
                <constraints>
                    <constraint firstAttribute="centerX" secondItem="ok" secondAttribute="centerX" multiplier="4" id="m1"/>
                    <constraint firstAttribute="centerX" secondItem="delete" secondAttribute="centerX" multiplier="4/7" id="m2"/>
                    <constraint firstAttribute="bottom" secondItem="ok" secondAttribute="bottom" constant="10" id="b1"/>
                    <constraint firstAttribute="bottom" secondItem="delete" secondAttribute="bottom" constant="10" id="b2"/>
                    <constraint firstItem="ok" firstAttribute="width" constant="30" id="w1"/>
                    <constraint firstItem="ok" firstAttribute="height" constant="30" id="h1"/>
                    <constraint firstItem="delete" firstAttribute="width" constant="45" id="w2"/>
                    <constraint firstItem="delete" firstAttribute="height" constant="30" id="h2"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="panel" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="p1"/>
            <constraint firstItem="panel" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="p2"/>
            <constraint firstItem="panel" firstAttribute="width" constant="580" id="p3"/>
            <constraint firstItem="panel" firstAttribute="height" constant="250" id="p4"/>
            """)
        let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: FileFrameSizing())
        #expect(layout.frame(of: "ok")?.x == 57.5)      // centre 290 / 4 = 72.5 in the panel
        #expect(layout.frame(of: "delete")?.x == 485)   // centre 290 × 7/4 = 507.5
    }
}
