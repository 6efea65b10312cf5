import Testing
import NibModel
import XMLTree
import SharedFiles
@testable import NibLayout

@Suite("Table cell margins")
struct CellMarginTests {
    /// A cell's content view (id `content`, of cell `cell`), `width` wide, holding a view (id
    /// `box`) pinned to its leading, top and bottom margins.
    static func contentView(width: Double, preserves: String = "") -> String {
        """
        <tableViewCellContentView key="contentView" opaque="NO"\(preserves) tableViewCell="cell" id="content">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="16" y="11" width="20" height="22"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="bl"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="bt"/>
                <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="bb"/>
                <constraint firstItem="box" firstAttribute="width" constant="20" id="bw"/>
            </constraints>
        </tableViewCellContentView>
        """
    }

    /// Where a view pinned to its cell's leading margin lies in a table cell of a XIB of its
    /// own, `width` wide, written by Xcode `tools` for `device`.
    func xibCellLeading(tools: String, device: String, width: Int, preserving: Bool = false) throws -> Double? {
        let preserves = preserving ? #" preservesSuperviewLayoutMargins="YES""# : ""
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="\(device)" orientation="portrait" appearance="light"/>
                <objects>
                    <tableViewCell contentMode="scaleToFill"\(preserves) id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                        \(Self.contentView(width: Double(width), preserves: preserves))
                    </tableViewCell>
                </objects>
            </document>
            """
        let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: FileFrameSizing())
        return layout.frame(of: "box")?.x
    }

    @Test("a XIB's table cell has the side margins its Xcode gave it on the document's device")
    func xibCells() throws {
        #expect(try xibCellLeading(tools: "14460", device: "retina4_7", width: 375) == 16)   // Xcode 10: a screen as wide as the cell
        #expect(try xibCellLeading(tools: "14460", device: "retina4_7", width: 600) == 20)
        #expect(try xibCellLeading(tools: "16097", device: "retina4_7", width: 320) == 15)   // Xcode 11 on a 375 pt phone
        #expect(try xibCellLeading(tools: "20037", device: "retina4_7", width: 600) == 16)   // Xcode 12 on: the phone decides
        #expect(try xibCellLeading(tools: "16097", device: "retina6_1", width: 331) == 20)
        #expect(try xibCellLeading(tools: "17701", device: "retina6_1", width: 320) == 16)   // the default width keeps 16
        #expect(try xibCellLeading(tools: "24127", device: "retina6_12", width: 339) == 20)
        // A content view that preserves the cell's margins: the cell's are its own (the-blue-alliance).
        #expect(try xibCellLeading(tools: "15702", device: "retina4_7", width: 428, preserving: true) == 15)
    }

    /// Where a view pinned to a prototype cell's leading margin lies in a table scene on `device`,
    /// the table `tableWidth` wide (the screen's width when nil).
    func storyboardCellLeading(device: String, width: Double, height: Double, tableWidth: Double? = nil,
                               tools: String = "22505", preserving: Bool = false) throws -> Double? {
        try storyboardCellBox(device: device, width: width, height: height, tableWidth: tableWidth, tools: tools, preserving: preserving)?.x
    }

    /// The frame of a view pinned to a prototype cell's margins (as `storyboardCellLeading`).
    func storyboardCellBox(device: String, width: Double, height: Double, tableWidth: Double? = nil,
                           tools: String = "22505", preserving: Bool = false) throws -> Rect? {
        let tableWidth = tableWidth ?? width
        let preserves = preserving ? #" preservesSuperviewLayoutMargins="YES""# : ""
        let text = InlineDocuments.scene(device: device, toolsVersion: tools, width: width, height: height, subviews: """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" id="table">
                <rect key="frame" x="0.0" y="0.0" width="\(tableWidth)" height="300"/>
                <prototypes>
                    <tableViewCell contentMode="scaleToFill"\(preserves) reuseIdentifier="row" id="cell">
                        <rect key="frame" x="0.0" y="50" width="\(tableWidth)" height="44"/>
                        \(Self.contentView(width: tableWidth, preserves: preserves))
                    </tableViewCell>
                </prototypes>
            </tableView>
            """)
        let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: FileFrameSizing())
        return layout.frame(of: "box")
    }

    @Test("a scene's table cells have 20 pt side margins on a phone wider than 375 pt, even where its root view's are 16, unless the table is no wider than 320 pt")
    func storyboardCells() throws {
        #expect(try storyboardCellLeading(device: "retina4_7", width: 375, height: 667) == 16)
        #expect(try storyboardCellLeading(device: "retina6_12", width: 393, height: 852) == 20)   // GoMap's, firebase's
        #expect(try storyboardCellLeading(device: "retina6_1", width: 414, height: 896) == 20)
        #expect(try storyboardCellLeading(device: "retina6_1", width: 414, height: 896, tableWidth: 300) == 16)   // KeePassium's alert
    }

    @Test("before Xcode 10 a scene's cell that preserves the table's margins, with a content view that preserves the cell's, has iOS 7 to 10's 15 pt (MiniKeePass's, GitHawk's, ChatSecure's); one that preserves nothing UIView's 8")
    func cellsPreservingBeforeXcode10() throws {
        #expect(try storyboardCellLeading(device: "retina4_7", width: 375, height: 667, tools: "12120", preserving: true) == 15)
        #expect(try storyboardCellLeading(device: "retina5_5", width: 414, height: 736, tools: "12120", preserving: true) == 15)
        #expect(try storyboardCellLeading(device: "retina4_7", width: 375, height: 667, tools: "12120") == 8)
        #expect(try storyboardCellLeading(device: "retina4_7", width: 375, height: 667, tools: "14460", preserving: true) == 16)   // Xcode 10
    }

    @Test("from Xcode 9.2 a scene's cell whose content view keeps its own margins has iOS 11's: 16 pt on a 375 pt phone (Aztec's, QuickBlox's, expanding-collection's 13771 cells); Xcode 9.0's still UIView's 8")
    func cellsOfXcode9_2() throws {
        #expect(try storyboardCellLeading(device: "retina4_7", width: 375, height: 667, tools: "13771") == 16)
        #expect(try storyboardCellLeading(device: "retina4_7", width: 375, height: 667, tools: "13196") == 8)   // RxDataSources'
        #expect(try storyboardCellLeading(device: "retina4_7", width: 375, height: 667, tools: "13771", preserving: true) == 15)   // ChatSecure's
    }

    @Test("Xcode 26 gives a cell's content view 15 pt margins above and below, for iOS 26's taller rows (dolphin-ios's, firebase's quickstart, GoMap's, Delta's); earlier Xcodes 11")
    func cellsOfXcode26() throws {
        let box = try storyboardCellBox(device: "retina4_7", width: 375, height: 667, tools: "24127")
        #expect(box?.y == 15 && box?.height == 14)   // in a 44 pt cell
        #expect(try storyboardCellBox(device: "retina4_7", width: 375, height: 667, tools: "23504")?.y == 11)
    }
}
