import NibLayout
import NibModel
import SharedFiles
import Testing
import XMLTree

/// Two views that hug equally and share a stretch: Xcode calls both ambiguous.
@Suite("Hugging ties")
struct HuggingTieTests {
    /// A label of `height` with vertical hugging 251, in `frame`.
    func label(_ id: String, y: Double, height: Double) -> String {
        """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="28" y="\(y)" width="38" height="\(height)"/>
            <fontDescription key="fontDescription" type="system" pointSize="15"/>
        </label>
        """
    }

    func messages(_ text: String) throws -> [String] {
        let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: FileFrameSizing())
        return layout.issues().map(\.message)
    }

    @Test("two labels that hug equally in a chain taller than they are: both are ambiguous, as Xcode marks tailec's movie cell")
    func chainTie() throws {
        // 8 + 150 + 8 + 18 + 4 + 16 + 8 = 212 of the root's 231: one of the labels takes 19 pt more.
        let text = InlineDocuments.xib(width: 94, height: 231, subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="image">
                <rect key="frame" x="0.0" y="8" width="94" height="150"/>
                <constraints>
                    <constraint firstAttribute="height" constant="150" id="ih"/>
                </constraints>
            </view>
            \(label("title", y: 166, height: 18))
            \(label("subtitle", y: 188, height: 16))
            """, constraints: """
            <constraint firstItem="image" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="it"/>
            <constraint firstItem="image" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="il"/>
            <constraint firstAttribute="trailing" secondItem="image" secondAttribute="trailing" id="ir"/>
            <constraint firstItem="title" firstAttribute="top" secondItem="image" secondAttribute="bottom" constant="8" id="tt"/>
            <constraint firstItem="title" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="tx"/>
            <constraint firstItem="subtitle" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="4" id="st"/>
            <constraint firstItem="subtitle" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="sx"/>
            <constraint firstAttribute="bottom" secondItem="subtitle" secondAttribute="bottom" constant="8" id="sb"/>
            """)
        let found = try messages(text)
        #expect(found.contains { $0.hasPrefix("Need constraints for “Label - Label”") && $0.contains("height") }, "\(found)")
        #expect(found.filter { $0.hasPrefix("Need constraints") }.count == 2, "both labels, whichever the solver stretched: \(found)")
    }

    /// A vertical stack filling a 200 pt root, holding `arranged`: far more room than they ask.
    func fillStack(_ arranged: String) -> String {
        InlineDocuments.xib(width: 100, height: 200, subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="100" height="200"/>
                <subviews>
                    \(arranged)
                </subviews>
            </stackView>
            """, constraints: InlineDocuments.edgesPinnedToRoot("stack"))
    }

    @Test("arranged labels that hug equally share a stack's stretch by their order: Xcode marks none of Instructions' three")
    func arrangedLabelsTie() throws {
        let found = try messages(fillStack(label("first", y: 0, height: 18) + label("second", y: 18, height: 16)))
        #expect(!found.contains { $0.hasPrefix("Need constraints") }, "\(found)")
    }

    @Test("a stretch shared with a label inside an arranged view is the stack's to order no more: ambiguous, as Xcode marks element's room info")
    func nestedLabelTie() throws {
        let text = fillStack(label("outer", y: 0, height: 18) + """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="0.0" y="18" width="100" height="182"/>
                <subviews>
                    \(label("inner", y: 8, height: 16))
                </subviews>
                <constraints>
                    <constraint firstItem="inner" firstAttribute="top" secondItem="box" secondAttribute="top" constant="8" id="it"/>
                    <constraint firstAttribute="bottom" secondItem="inner" secondAttribute="bottom" constant="8" id="ib"/>
                    <constraint firstItem="inner" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="il"/>
                </constraints>
            </view>
            """)
        let found = try messages(text).filter { $0.hasPrefix("Need constraints") }
        #expect(found.contains { $0.hasPrefix("Need constraints for “Label - Label”") && $0.contains("height") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("Need constraints for “View”") && $0.contains("height") }, "\(found)")
    }

    @Test("a view whose height only an upper bound holds is not ambiguous: Xcode asks nothing of simplenote's popover container")
    func upperBoundOnly() throws {
        let text = InlineDocuments.xib(width: 414, height: 383, subviews: """
            <view opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="container">
                <rect key="frame" x="16" y="50" width="300" height="50"/>
                <constraints>
                    <constraint firstAttribute="height" relation="lessThanOrEqual" constant="50" id="max"/>
                    <constraint firstAttribute="width" constant="300" id="w"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="container" firstAttribute="top" secondItem="root" secondAttribute="top" constant="50" id="t"/>
            <constraint firstItem="container" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l"/>
            """)
        let found = try messages(text).filter { $0.hasPrefix("Need constraints") }
        #expect(found.isEmpty, "\(found)")
    }
}
