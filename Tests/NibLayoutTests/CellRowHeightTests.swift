import NibLayout
import NibModel
import Testing
import XMLTree

/// A table cell whose content's required constraints ask another height than its row's.
@Suite("Cell row heights")
struct CellRowHeightTests {
    /// A XIB table cell `rowHeight` tall (its content view `contentHeight`, by default half a
    /// point less, above the separator) holding a box `box` tall, 0 pt below the top and 10 pt
    /// above the bottom.
    func messages(rowHeight: Double, box: Double, toolsVersion: String, contentHeight: Double? = nil) throws -> [String] {
        let text = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" useAutolayout="YES">
            <objects>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="\(rowHeight)" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="\(rowHeight)"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="\(contentHeight ?? rowHeight - 0.5)"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="\(box)"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="\(box)" id="h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="top" id="t"/>
                            <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="10" id="b"/>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="l"/>
                            <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="r"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
        let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: FileFrameSizing())
        return layout.issues().map(\.message)
    }

    @Test("content asking the row's height and the separator's half point is right: no conflict (WordPressAuthenticator's search cell, 44 + 10 in a 54 pt row)")
    func separator() throws {
        let found = try messages(rowHeight: 54, box: 44, toolsVersion: "14109")
        #expect(found.isEmpty, "\(found)")
    }

    @Test("a XIB's cell whose content view fills it has no separator to allow for: before Xcode 14, content half a point short marks the content view ambiguous, as Xcode did (Monal's text input cell, vlc-ios's playlist cell)")
    func noSeparatorInAFilledCell() throws {
        let found = try messages(rowHeight: 44, box: 33.5, toolsVersion: "14868", contentHeight: 44)
        #expect(found == ["Need constraints for “Table View Cell Content View”: height (its content's constraints are 0.5 pt off the row's 44 pt)"], "\(found)")
    }

    @Test("before Xcode 14, content asking another height marks the content view ambiguous, as Xcode did (tailec's search cell); from Xcode 14 it stays a conflict")
    func otherHeight() throws {
        let before = try messages(rowHeight: 108, box: 74, toolsVersion: "14460.31")
        #expect(before == ["Need constraints for “Table View Cell Content View”: height (its content's constraints are 23.5 pt off the row's 107.5 pt)"], "\(before)")
        let after = try messages(rowHeight: 108, box: 74, toolsVersion: "22155")
        #expect(after.contains { $0.hasPrefix("Unable to simultaneously satisfy constraints") }, "\(after)")
    }
}
