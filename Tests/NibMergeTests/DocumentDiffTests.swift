import NibMerge
import NibModel
import Testing
import XMLTree

@Suite("Describing changes")
struct DocumentDiffTests {
    static func document(y: String, text: String) throws -> NibDocument {
        try NibDocument(xml: XMLReader.parse("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <subviews>
                            <label opaque="NO" contentMode="left" text="\(text)" id="lbl-00-ttl">
                                <rect key="frame" x="0.0" y="\(y)" width="414" height="43.666667938232422"/>
                            </label>
                        </subviews>
                    </view>
                </objects>
            </document>
            """))
    }

    @Test("a frame Xcode wrote again with other last digits is no change; a real move is (tinode's cells at y 294.33333206176752 and …58)")
    func floatNoiseIsNoChange() throws {
        let before = try Self.document(y: "294.33333206176752", text: "Manage")
        let noise = DocumentDiff.changes(from: before, to: try Self.document(y: "294.33333206176758", text: "Manage tags"))
        #expect(noise.map(\.property) == ["text"], "\(noise)")
        let moved = DocumentDiff.changes(from: before, to: try Self.document(y: "294.5", text: "Manage"))
        #expect(moved.map(\.property) == ["frame"], "\(moved)")
    }
}
