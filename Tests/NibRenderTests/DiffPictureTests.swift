import Foundation
import NibMerge
import SharedFiles
import Testing

/// `nibtool render --diff`: before and after side by side, what changed outlined.
@Suite("Diff pictures")
struct DiffPictureTests {
    @Test("an added view is outlined green after, a changed label orange on both sides, nothing green before")
    func outlines() throws {
        let base = try String(contentsOf: SharedFiles.projectRoot.appendingPathComponent("Tests/Fixtures/MergeBase.storyboard"), encoding: .utf8)
        let box = """
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="new-00-box">
                                        <rect key="frame" x="20" y="120" width="100" height="50"/>
                                        <color key="backgroundColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                    </view>

            """
        let new = base.replacingOccurrences(of: #"text="Sign in""#, with: #"text="Log in""#)
            .replacingOccurrences(of: "\n                        </subviews>\n", with: "\n" + box + "                        </subviews>\n")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibbler-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (old, changed, png) = (folder.appendingPathComponent("old.storyboard").path, folder.appendingPathComponent("new.storyboard").path,
                                   folder.appendingPathComponent("diff.png").path)
        try base.write(toFile: old, atomically: true, encoding: .utf8)
        try new.write(toFile: changed, atomically: true, encoding: .utf8)
        try DiffPicture.write(old: old, new: changed, sceneID: nil, to: png, scale: 1)
        let image = try RenderedImage(png: png)
        // Two 393-pt roots with 24 pt around and between them, under a 28-pt title row.
        #expect(image.width == 24 + 393 + 24 + 393 + 24)
        let (after, top) = (24 + 393 + 24, 24 + 28)
        func isGreen(_ p: (r: UInt8, g: UInt8, b: UInt8)) -> Bool { p.g > 140 && p.r < 80 && p.b < 100 }
        func isOrange(_ p: (r: UInt8, g: UInt8, b: UInt8)) -> Bool { p.r > 220 && p.g > 100 && p.g < 180 && p.b < 60 }
        #expect(isGreen(image.pixel(after + 20, top + 145)), "the added view's left edge, after: \(image.pixel(after + 20, top + 145))")
        #expect(isOrange(image.pixel(24 + 20, top + 90)), "the changed label's left edge, before: \(image.pixel(24 + 20, top + 90))")
        #expect(isOrange(image.pixel(after + 20, top + 90)), "the changed label's left edge, after")
        let greenBefore = (0..<393).contains { x in (0..<600).contains { y in isGreen(image.pixel(24 + x, top + y)) } }
        #expect(!greenBefore, "nothing was added before")
    }
}
