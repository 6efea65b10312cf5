import Foundation
import NibDesign
import NibLayout
import Testing

/// A watchOS interface has no views or constraints to lay out: the designer says so across its
/// top, lists its objects, finds no issues, and saves it unchanged.
@Suite("watchOS interfaces")
struct WatchKitDocumentTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0" toolsVersion="9531" systemVersion="15C50" targetRuntime="watchKit" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="AgC-eL-Hgc">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="9529"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBWatchKitPlugin" version="9515"/>
            </dependencies>
            <scenes>
                <!--1-->
                <scene sceneID="aou-V4-d1y">
                    <objects>
                        <controller identifier="1" id="AgC-eL-Hgc" customClass="InterfaceController" customModule="Demo_Extension">
                            <items>
                                <imageView width="1" height="1" alignment="left" id="XYV-y3-lIO"/>
                            </items>
                            <connections>
                                <outlet property="interfaceImage" destination="XYV-y3-lIO" id="kTg-86-n6u"/>
                            </connections>
                        </controller>
                    </objects>
                    <point key="canvasLocation" x="421" y="449"/>
                </scene>
            </scenes>
        </document>

        """

    @Test("opened with a notice that says it is watchOS, its objects listed, no issues, saved byte for byte")
    func opened() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibbler-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Interface.storyboard").path
        try Self.storyboard.write(toFile: path, atomically: true, encoding: .utf8)
        let session = try DesignSession(opening: path)
        #expect(session.notice == DocumentLayout.watchKitNotice)
        #expect(session.notice?.contains("watchOS") == true)
        #expect(session.document.objectsByID["XYV-y3-lIO"] != nil)
        #expect(session.currentIssues().isEmpty)
        try session.save()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.storyboard)
    }

    @Test("an iOS document has no notice")
    func iOSHasNone() throws {
        let ios = Self.storyboard.replacingOccurrences(of: "targetRuntime=\"watchKit\"", with: "targetRuntime=\"iOS.CocoaTouch\"")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibbler-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Main.storyboard").path
        try ios.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try DesignSession(opening: path).notice == nil)
    }
}
