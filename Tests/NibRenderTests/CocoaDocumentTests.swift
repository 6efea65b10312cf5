import Foundation
import NibDesign
import NibLayout
import NibModel
import NibRender
import Testing
import XMLTree

/// A macOS document is shown, not laid out: its views as boxes at their stored frames (AppKit's
/// measured from the bottom of a superview that is not flipped), a notice that says so, no
/// layout issues, and a move written back in AppKit's coordinates.
@Suite("macOS documents")
struct CocoaDocumentTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="22505"/>
            </dependencies>
            <objects>
                <customObject id="-2" userLabel="File's Owner"/>
                <customView id="Hz6-mo-xeY">
                    <rect key="frame" x="0.0" y="0.0" width="480" height="275"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                    <subviews>
                        <textField fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="5oP-dg-DwL">
                            <rect key="frame" x="59" y="244" width="210" height="17"/>
                        </textField>
                        <view fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="uTq-IP-dYk">
                            <rect key="frame" x="44" y="96" width="392" height="140"/>
                            <subviews>
                                <textField fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Vzz-Iq-77h">
                                    <rect key="frame" x="15" y="62" width="121" height="17"/>
                                </textField>
                            </subviews>
                        </view>
                    </subviews>
                </customView>
            </objects>
        </document>

        """

    func session() throws -> (DesignSession, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibbler-cocoa-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("Preferences.xib")
        try Self.xib.write(to: path, atomically: true, encoding: .utf8)
        return (try DesignSession(opening: path.path), folder)
    }

    @Test("the views are shown top down at their stored frames, with a notice and no issues")
    func shown() throws {
        let (session, folder) = try session()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(session.notice?.contains("macOS") == true)
        #expect(session.currentIssues().isEmpty)
        #expect(session.frames["5oP-dg-DwL"] == Rect(x: 59, y: 275 - 244 - 17, width: 210, height: 17))
        #expect(session.frames["Vzz-Iq-77h"] == Rect(x: 15, y: 140 - 62 - 17, width: 121, height: 17))
        #expect(session.absoluteFrames["Vzz-Iq-77h"] == Rect(x: 44 + 15, y: 275 - 96 - 140 + 61, width: 121, height: 17))
        #expect(session.view(at: 60, 20) == "5oP-dg-DwL")

        // Boxes, not iOS controls: the outline of the text field's box, grey, where it is shown.
        let renderer = session.renderer()
        let path = folder.appendingPathComponent("shown.png").path
        let root = try #require(session.root)
        #expect(renderer.writePNG(root: root, to: path, scale: 1))
        let image = try RenderedImage(png: path)
        let grey = { (p: (r: UInt8, g: UInt8, b: UInt8)) in p.r < 180 && p.r > 100 && abs(Int(p.r) - Int(p.b)) < 30 }
        #expect(image.count(in: Rect(x: 59, y: 14, width: 210, height: 1), grey) > 150, "the box's top edge")
        #expect(image.count(in: Rect(x: 59, y: 240, width: 210, height: 1), grey) == 0, "nothing where AppKit's y would be read top down")
    }

    @Test("a move is written back in AppKit's coordinates, as one changed line")
    func moved() throws {
        let (session, folder) = try session()
        defer { try? FileManager.default.removeItem(at: folder) }
        try session.reshape("5oP-dg-DwL", by: 0, 6)
        #expect(session.frames["5oP-dg-DwL"]?.y == 20)
        let xml = session.document.xml.serialized()
        #expect(xml.contains(#"<rect key="frame" x="59" y="238" width="210" height="17"/>"#))
        #expect(xml.components(separatedBy: "\n").count == Self.xib.components(separatedBy: "\n").count)
        session.undo()
        #expect(session.document.xml.serialized() == Self.xib)
    }
}
