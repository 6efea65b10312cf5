import Foundation
import NibDesign
import Testing

/// The images a document offers and draws come from its project's asset catalogs wherever the
/// project keeps them, as in Xcode: WooCommerce keeps its XIBs under Classes and its catalogs
/// under Resources.
@Suite("A project's asset catalogs")
struct ProjectCatalogsTests {
    /// `Shop/Shop.xcodeproj`, the XIB three folders down in `Classes`, catalogs in `Resources` and
    /// in `Widgets`, one in `Pods` and one in `build`.
    func project(withXcodeProject: Bool = true) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("nibbler-catalogs-\(UUID().uuidString)/Shop")
        var folders = ["Classes/Orders/Detail/Cells", "Resources/Images.xcassets/box.imageset", "Widgets/Assets.xcassets",
                       "Pods/Kit/Kit.xcassets", "build/Shop.app/Assets.xcassets"]
        if withXcodeProject { folders.append("Shop.xcodeproj") }
        for folder in folders {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        return root
    }

    @Test("a XIB far from its project's catalogs draws from them, the nearest first; dependencies' and build products' catalogs are not its own")
    func farCatalogs() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let folders = DesignSession.imageFolders(for: root.appendingPathComponent("Classes/Orders/Detail/Cells/OrderCell.xib").path)
        #expect(folders.map { $0.replacingOccurrences(of: root.path + "/", with: "") } == ["Resources/Images.xcassets", "Widgets/Assets.xcassets", root.path], "the catalogs, then the project's folder for its own image files")
        let session = try DesignSession(opening: Self.write(to: root.appendingPathComponent("Classes/Orders/Detail/Cells/OrderCell.xib")))
        #expect(session.imageNames.contains("box"), "the image field offers the Resources catalog's image")
    }

    @Test("a file in no project draws from the catalogs near it only")
    func noProject() throws {
        let root = try project(withXcodeProject: false)
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        #expect(DesignSession.imageFolders(for: root.appendingPathComponent("Classes/Orders/Detail/Cells/OrderCell.xib").path).isEmpty)
    }

    static func write(to url: URL) throws -> String {
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </view>
                </objects>
            </document>
            """.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }
}
