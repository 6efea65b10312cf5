import Foundation
import NibModel
import Testing
import XMLTree

/// Outlets and actions made as Xcode writes them: in the owner's (or the control's)
/// `<connections>`, actions first, outlets by property name, one undo step each.
@Suite("Connecting outlets and actions")
struct ConnectionEditingTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LoginController"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <subviews>
                        <label opaque="NO" text="Title" id="ttl">
                            <rect key="frame" x="10" y="10" width="100" height="21"/>
                        </label>
                        <button opaque="NO" contentMode="scaleToFill" id="btn">
                            <rect key="frame" x="10" y="50" width="100" height="30"/>
                        </button>
                    </subviews>
                    <point key="canvasLocation" x="0" y="0"/>
                </view>
            </objects>
        </document>
        """

    @Test("an outlet on a File's Owner with none: its <connections> written as Xcode writes them; sorted; undo restores the bytes")
    func outlets() throws {
        let document = try NibDocument(xml: XMLReader.parse(Self.xib))
        var ids = ObjectIDGenerator(random: NewDocumentTests.Counter())
        let title = try document.connectOutlet("titleLabel", of: "-1", to: "ttl", ids: &ids)
        #expect(document.xml.serialized().contains("""
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LoginController">
                        <connections>
                            <outlet property="titleLabel" destination="ttl" id="\(title)"/>
                        </connections>
                    </placeholder>
            """))
        let button = try document.connectOutlet("goButton", of: "-1", to: "btn", ids: &ids)
        let view = try document.connectOutlet("view", of: "-1", to: "root", ids: &ids)
        let text = document.xml.serialized()
        let order = ["goButton", "titleLabel", "view"].map { text.range(of: "property=\"\($0)\"")!.lowerBound }
        #expect(order == order.sorted(), "outlets by property name")
        #expect(document.connections(of: document.objectsByID["-1"]!).map(\.id) == [button, title, view])
        // An outlet holds one object: connecting it again replaces it.
        _ = try document.connectOutlet("titleLabel", of: "-1", to: "btn", ids: &ids)
        #expect(document.connections(of: document.objectsByID["-1"]!).filter { $0.name == "titleLabel" }.map(\.destination) == ["btn"])
        for _ in 0..<4 { document.history.undo() }
        #expect(document.xml.serialized() == Self.xib)
    }

    @Test("an action in the control's <connections>, before its canvas location; before outlets; removing the last removes the group")
    func actions() throws {
        let document = try NibDocument(xml: XMLReader.parse(Self.xib))
        var ids = ObjectIDGenerator(random: NewDocumentTests.Counter())
        let tap = try document.connectAction("signIn:", of: "btn", to: "-1", ids: &ids)
        #expect(document.xml.serialized().contains("""
                                <rect key="frame" x="10" y="50" width="100" height="30"/>
                                <connections>
                                    <action selector="signIn:" destination="-1" eventType="touchUpInside" id="\(tap)"/>
                                </connections>
                            </button>
            """))
        _ = try document.connectOutlet("background", of: "root", to: "ttl", ids: &ids)
        _ = try document.connectAction("reset:", of: "root", to: "-1", eventType: "valueChanged", ids: &ids)
        let text = document.xml.serialized()
        #expect(text.range(of: "selector=\"reset:\"")!.lowerBound < text.range(of: "property=\"background\"")!.lowerBound)
        #expect(text.range(of: "</connections>\n            <point key=\"canvasLocation\"") != nil, "the view's connections before its canvas location")
        try document.removeConnection(tap)
        #expect(!document.xml.serialized().contains("signIn:"))
        #expect(document.objectsByID["btn"]!.element.childElements.allSatisfy { $0.name != "connections" })
        #expect(throws: EditError.self) { try document.connectAction("1bad", of: "btn", to: "-1", ids: &ids) }
        #expect(throws: EditError.self) { try document.connectOutlet("x", of: "-1", to: "nothing", ids: &ids) }
        for _ in 0..<4 { document.history.undo() }
        #expect(document.xml.serialized() == Self.xib)
    }
}
