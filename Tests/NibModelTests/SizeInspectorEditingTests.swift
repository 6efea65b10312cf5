import NibModel
import SharedFiles
import Testing
import XMLTree

/// The Size inspector's Layout Margins, Preserve Superview Margins and Safe Area Relative
/// Margins, each written as Xcode writes them.
@Suite("Editing layout margins")
struct LayoutMarginsEditingTests {
    /// A container with a subview, its constraints and its safe area, as kharrison+CodeExamples'
    /// and tinode's views are laid out when they set margins.
    static let container = #"""
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                            <rect key="frame" x="8" y="8" width="184" height="84"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="inner" firstAttribute="leading" secondItem="box" secondAttribute="leadingMargin" id="c1"/>
                    </constraints>
                    <viewLayoutGuide key="safeArea" id="sa1"/>
                </view>
    """#

    @Test("Fixed, Language Directional and Default margins: the element after the constraints, before the safe area, one undo step each")
    func margins() throws {
        let xib = InlineDocuments.xib(subviews: Self.container)
        let document = try NibDocument(xml: XMLReader.parse(xib))
        #expect(document.objectsByID["box"]?.layoutMarginsSetting == .default)
        try document.setLayoutMargins(of: "box", to: try #require(LayoutMarginsSetting.titled("Fixed")))
        #expect(document.xml.serialized().contains("""
                            </constraints>
                            <edgeInsets key="layoutMargins" top="8" left="8" bottom="8" right="8"/>
                            <viewLayoutGuide key="safeArea" id="sa1"/>
            """))
        try document.setLayoutMargins(of: "box", to: .fixed(top: 0, left: 16, bottom: 0, right: 16.5))
        #expect(document.xml.serialized().contains(#"<edgeInsets key="layoutMargins" top="0.0" left="16" bottom="0.0" right="16.5"/>"#))
        #expect(document.objectsByID["box"]?.layoutMarginsSetting == .fixed(top: 0, left: 16, bottom: 0, right: 16.5))
        try document.setLayoutMargins(of: "box", to: .directional(top: 20, leading: 20, bottom: 20, trailing: 20))
        let directional = document.xml.serialized()
        #expect(directional.contains(#"<directionalEdgeInsets key="directionalLayoutMargins" top="20" leading="20" bottom="20" trailing="20"/>"#))
        #expect(!directional.contains("edgeInsets key=\"layoutMargins\""))
        try document.setLayoutMargins(of: "box", to: .default)
        #expect(document.xml.serialized() == xib)
        for _ in 0..<4 { document.history.undo() }
        #expect(document.xml.serialized() == xib)
        #expect(throws: EditError.self) { try document.setLayoutMargins(of: "box", to: .fixed(top: .nan, left: 0, bottom: 0, right: 0)) }
    }

    @Test("Preserve Superview Margins is written YES and removed at NO; Safe Area Relative Margins written NO and removed at YES")
    func marginFlags() throws {
        let xib = InlineDocuments.xib(subviews: Self.container)
        let document = try NibDocument(xml: XMLReader.parse(xib))
        // Each before translatesAutoresizingMaskIntoConstraints, as in the corpus's views.
        try document.set("preservesSuperviewLayoutMargins", to: "YES", on: "box")
        #expect(document.xml.serialized().contains(
            #"<view contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" translatesAutoresizingMaskIntoConstraints="NO" id="box">"#))
        try document.set("preservesSuperviewLayoutMargins", to: "NO", on: "box")
        #expect(document.xml.serialized() == xib)
        try document.set("insetsLayoutMarginsFromSafeArea", to: "NO", on: "box")
        #expect(document.xml.serialized().contains(
            #"<view contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" translatesAutoresizingMaskIntoConstraints="NO" id="box">"#))
        try document.set("insetsLayoutMarginsFromSafeArea", to: "YES", on: "box")
        #expect(document.xml.serialized() == xib)
    }
}

/// A button's content, title and image insets from the Size inspector.
@Suite("Editing a button's insets")
struct ButtonInsetsEditingTests {
    static let button = #"""
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="btn">
                    <rect key="frame" x="289" y="4" width="78" height="35"/>
                    <fontDescription key="fontDescription" name="HelveticaNeue-Light" family="Helvetica Neue" pointSize="17"/>
                    <state key="normal" title="Options"/>
                </button>
    """#

    @Test("content insets go after the font and before the state, as the Charts demos' Options button has them; all zero removes them; undo restores the bytes")
    func contentInsets() throws {
        let xib = InlineDocuments.xib(subviews: Self.button)
        let document = try NibDocument(xml: XMLReader.parse(xib))
        try document.setEdgeInsets("contentEdgeInsets", of: "btn", to: (10, 7, 10, 7))
        #expect(document.xml.serialized().contains("""
                            <fontDescription key="fontDescription" name="HelveticaNeue-Light" family="Helvetica Neue" pointSize="17"/>
                            <inset key="contentEdgeInsets" minX="10" minY="7" maxX="10" maxY="7"/>
                            <state key="normal" title="Options"/>
            """))
        #expect(document.objectsByID["btn"]?.contentEdgeInsets.map { [$0.left, $0.top, $0.right, $0.bottom] } == [10, 7, 10, 7])
        try document.setEdgeInsets("titleEdgeInsets", of: "btn", to: (0, 0, 0, 4.5))
        #expect(document.xml.serialized().contains(#"<inset key="titleEdgeInsets" minX="0.0" minY="0.0" maxX="0.0" maxY="4.5"/>"#))
        try document.setEdgeInsets("titleEdgeInsets", of: "btn", to: (0, 0, 0, 0))
        try document.setEdgeInsets("contentEdgeInsets", of: "btn", to: (0, 0, 0, 0))
        #expect(document.xml.serialized() == xib)
        for _ in 0..<4 { document.history.undo() }
        #expect(document.xml.serialized() == xib)
        #expect(throws: EditError.self) { try document.setEdgeInsets("frame", of: "btn", to: (1, 1, 1, 1)) }
        #expect(throws: EditError.self) { try document.setEdgeInsets("contentEdgeInsets", of: "btn", to: (.infinity, 1, 1, 1)) }
    }
}
