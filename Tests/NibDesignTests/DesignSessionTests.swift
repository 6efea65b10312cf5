import Foundation
import NibDesign
import NibLayout
import NibModel
import SharedFiles
import Testing

/// The designer's headless half on the bundled example: what the window relies on.
@Suite("Design session")
final class DesignSessionTests {
    /// What a test wrote to the temporary directory, removed when it ends.
    private var scratch: [String] = []
    deinit { for path in scratch { try? FileManager.default.removeItem(atPath: path) } }

    static let example = SharedFiles.projectRoot.appendingPathComponent("Resources/examples/SeedDemo.xib").path
    static let label = "Nb1-lb-IMG", container = "Nb1-cv-GRP", root = "Nb1-rt-VW1"

    /// A private copy of the example, so saving does not touch the repository.
    func openCopy() throws -> (DesignSession, String) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("nibdesign-\(UUID().uuidString)")
        scratch.append(dir.path)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent("SeedDemo.xib").path
        try FileManager.default.copyItem(atPath: Self.example, toPath: path)
        return (try DesignSession(opening: path), path)
    }

    /// A session on `xml`, written to a file of its own in the temporary directory.
    func open(_ xml: String) throws -> DesignSession {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("nibdesign-\(UUID().uuidString).xib").path
        scratch.append(path)
        try xml.write(toFile: path, atomically: true, encoding: .utf8)
        return try DesignSession(opening: path)
    }

    @Test("Typing a longer text widens the centred container on every keystroke, and is one undo step")
    func typingBurst() throws {
        let (session, path) = try openCopy()
        let original = try Data(contentsOf: URL(fileURLWithPath: path))
        let before = try #require(session.frames[Self.container])
        var moved: [Set<String>] = []
        session.onChange = { _, views in moved.append(views) }
        session.beginTyping()
        var text = "Image label"
        for c in " that grows" {
            text.append(c)
            try session.set("text", to: text, on: Self.label)
            let f = try #require(session.frames[Self.container])
            let screen = try #require(session.frames[Self.root])
            #expect(abs(f.x + f.width / 2 - screen.width / 2) <= 0.5, "centred after typing \(text)")
        }
        session.endTyping()
        let after = try #require(session.frames[Self.container])
        #expect(after.width > before.width + 40)
        #expect(moved.allSatisfy { $0.contains(Self.container) })
        #expect(session.isModified)
        // The moved frames are in the file, as Xcode keeps them.
        #expect(session.document.objectsByID[Self.container]?.frame == after)

        #expect(session.undo())
        #expect(!session.document.history.canUndo, "the burst was one step")
        #expect(session.frames[Self.container] == before)
        #expect(!session.isModified)
        try session.save()
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == original)
    }

    @Test("A different edit ends the burst; undo takes the steps back one by one")
    func burstsEnd() throws {
        let (session, _) = try openCopy()
        session.beginTyping()
        try session.set("text", to: "A", on: Self.label)
        try session.set("text", to: "AB", on: Self.label)
        try session.set("borderWidth", to: "2", on: Self.container)
        try session.set("text", to: "ABC", on: Self.label)
        session.endTyping()
        #expect(session.undo() && session.undo() && session.undo())
        #expect(!session.document.history.canUndo)
        #expect(session.document.objectsByID[Self.label]?.text == "Image label")
    }

    @Test("Saving clears the unsaved mark; a failed save keeps the document and the mark")
    func saving() throws {
        let (session, path) = try openCopy()
        try session.set("borderWidth", to: "3", on: Self.container)
        #expect(session.isModified)
        #expect(throws: (any Error).self) { try session.save(to: "/nonexistent-folder/x.xib") }
        #expect(session.isModified)
        #expect(session.path == path)
        try session.save()
        #expect(!session.isModified)
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains(#"<real key="value" value="3"/>"#))
    }

    @Test("A hugging priority edit takes effect at once: it outweighs a wider constraint only when higher")
    func priorities() throws {
        let (session, _) = try openCopy()
        var ids = ObjectIDGenerator(random: SeededGenerator(seed: 5))
        try session.document.addConstraint(Self.label, .width, constant: 300, priority: 500, ids: &ids)
        #expect(session.frames[Self.label]?.width == 300, "hugging at 251 gives way to 500")
        try session.set("horizontalHuggingPriority", to: "750", on: Self.label)
        let natural = try #require(session.frames[Self.label]?.width)
        #expect(natural < 150, "hugging at 750 wins: the label is as wide as its text (\(natural))")
        #expect(session.undo())
        #expect(session.frames[Self.label]?.width == 300)
    }

    @Test("Hit testing finds the frontmost view under a point")
    func hitTest() throws {
        let (session, _) = try openCopy()
        let c = try #require(session.frames[Self.container])
        let l = try #require(session.frames[Self.label])
        #expect(session.view(at: c.x + l.x + l.width / 2, c.y + l.y + l.height / 2) == Self.label)
        #expect(session.view(at: 2, 600) == Self.root)
        #expect(session.view(at: -5, 10) == nil)
    }

    @Test("Another device re-solves the layout; the container stays centred")
    func devices() throws {
        let (session, _) = try openCopy()
        session.useDevice(try #require(Device.named("ipad9_7")).landscape)
        let f = try #require(session.frames[Self.container])
        #expect(session.frames[Self.root]?.width == 1024)
        #expect(abs(f.x + f.width / 2 - 512) <= 0.5)
        #expect(abs(f.y + f.height / 2 - (384 - 75)) <= 0.5)
    }

    @Test("Another Dynamic Type size re-solves the layout with text styles at that size, and back")
    func textSizes() throws {
        let session = try open(InlineDocuments.xib(width: 375, height: 200, subviews: """
            <label text="Body" translatesAutoresizingMaskIntoConstraints="NO" id="body">
                <rect key="frame" x="16" y="16" width="36" height="20.5"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            </label>
            """, constraints: """
            <constraint firstItem="body" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
            <constraint firstItem="body" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="c2"/>
            """))
        #expect(session.frames["body"]?.height == 20.5)
        session.useContentSize(.accessibility5)
        #expect(session.contentSize == .accessibility5)
        #expect(session.frames["body"]?.height == 63.5, "\(String(describing: session.frames["body"]))")
        #expect(session.frames["body"]?.x == 16)
        #expect(session.currentIssues().isEmpty, "misplacement is judged at the document's own size")
        session.useContentSize(nil)
        #expect(session.frames["body"]?.height == 20.5)
    }

    @Test("Previewing another device sets text in the font its size classes give, and back: a digit of 42 pt on a phone held upright is 45 pt on an iPad")
    func fontsVariedForTraits() throws {
        let session = try open(InlineDocuments.xib(width: 375, height: 667, subviews: """
            <label text="0" translatesAutoresizingMaskIntoConstraints="NO" id="digit">
                <rect key="frame" x="16" y="16" width="25.5" height="50.5"/>
                <fontDescription key="fontDescription" type="system" weight="light" pointSize="45"/>
                <variation key="heightClass=regular-widthClass=compact">
                    <fontDescription key="fontDescription" type="system" weight="light" pointSize="42"/>
                </variation>
            </label>
            """, constraints: """
            <constraint firstItem="digit" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
            <constraint firstItem="digit" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="c2"/>
            """, toolsVersion: "21701", device: "retina4_7"))
        #expect(session.frames["digit"]?.height == 50.5)
        #expect(session.currentIssues().isEmpty)
        session.useDevice(try #require(Device.named("ipad9_7")))
        #expect(session.frames["digit"]?.height == 54, "\(String(describing: session.frames["digit"]))")
        session.useDevice(nil)
        #expect(session.frames["digit"]?.height == 50.5)
    }

    @Test("A view its size class leaves uninstalled is not laid out, nor are the constraints that name it; editing around it works (element-ios's media picker)")
    func uninstalledView() throws {
        let session = try open("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="capture">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="550"/>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="list">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="450"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="width" secondItem="capture" secondAttribute="height" multiplier="15:22" priority="750" id="ratio"/>
                            <constraint firstItem="capture" firstAttribute="top" secondItem="root" secondAttribute="top" id="ct"/>
                            <constraint firstItem="capture" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="cl"/>
                            <constraint firstAttribute="trailing" secondItem="capture" secondAttribute="trailing" id="cr"/>
                            <constraint firstItem="list" firstAttribute="top" secondItem="capture" secondAttribute="bottom" id="lc"/>
                            <constraint firstItem="list" firstAttribute="top" secondItem="root" secondAttribute="top" id="lt"/>
                            <constraint firstItem="list" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="ll"/>
                            <constraint firstAttribute="trailing" secondItem="list" secondAttribute="trailing" id="lr"/>
                            <constraint firstItem="list" firstAttribute="height" constant="450" id="lh"/>
                        </constraints>
                        <variation key="default">
                            <mask key="subviews">
                                <exclude reference="capture"/>
                            </mask>
                        </variation>
                    </view>
                </objects>
            </document>
            """)
        #expect(session.frames["list"] == Rect(x: 0, y: 0, width: 375, height: 450))
        #expect(session.currentIssues().isEmpty, "\(session.currentIssues().map(\.message))")
        session.selection = "capture"
        try session.updateFrames(of: "root")
        #expect(throws: EditError.self) { try session.addMissingConstraints(to: "root") }   // nothing is missing
        #expect(session.frames["list"]?.y == 0)
        #expect(session.document.objectsByID["capture"]?.frame?.height == 550, "Interface Builder leaves an uninstalled view's frame alone")
    }

    @Test("A misplaced view in a table under the status bar: the frame it will have at run time is drawn below the bars too, beside the one it has (StaticTable's switch stored 8 pt left of its margin)")
    func runTimeFrameBelowTheBars() throws {
        let fixture = SharedFiles.projectRoot.appendingPathComponent("Tests/Fixtures/StaticTable.storyboard")
        let text = try String(contentsOf: fixture, encoding: .utf8)
        let moved = text.replacingOccurrences(of: #"<rect key="frame" x="288" y="6.3333333333333321" width="51" height="31"/>"#,
                                              with: #"<rect key="frame" x="280" y="6.3333333333333321" width="51" height="31"/>"#)
        #expect(moved != text)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("nibdesign-\(UUID().uuidString).storyboard").path
        scratch.append(path)
        try moved.write(toFile: path, atomically: true, encoding: .utf8)
        let session = try DesignSession(opening: path)
        #expect(session.contentTop == 59)
        #expect(session.currentIssues().contains { $0.objectID == "Stt-sw-SWT" && $0.isMisplaced }, "\(session.currentIssues())")
        let shown = try #require(session.absoluteFrames["Stt-sw-SWT"])
        let solved = try #require(session.solvedAbsoluteFrames["Stt-sw-SWT"])
        #expect(abs(solved.y - shown.y) < 0.01, "the same row: \(solved) against \(shown)")
        let relative = try #require(session.solvedFrames["Stt-sw-SWT"]), stored = try #require(session.frames["Stt-sw-SWT"])
        #expect(relative.x - stored.x > 0.5 && abs((solved.x - shown.x) - (relative.x - stored.x)) < 0.01, "to the right, where the margin puts it: \(solved) against \(shown)")
    }

    @Test("The outline names scenes, views and constraints as Xcode does")
    func outline() throws {
        let (session, _) = try openCopy()
        let tree = OutlineTree(document: session.document)
        #expect(tree.topKeys.map(tree.name) == ["File's Owner", "First Responder", "View"])
        #expect(tree.children(of: Self.container).map(tree.name).prefix(2) == ["Image View", "Label - Image label"])
        #expect(tree.children(of: Self.container).last == "constraints:" + Self.container)
        #expect(tree.children(of: "constraints:" + Self.container).map(tree.name).contains("Label - Image label.leading == Image View.trailing + 8"))
        #expect(tree.path(to: Self.label) == [Self.root, Self.container, Self.label])
    }

    @Test("A file that is not a document is refused with its reason, line and column")
    func badFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID().uuidString).xib").path
        scratch.append(path)
        try "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <objects>\n</document>".write(toFile: path, atomically: true, encoding: .utf8)
        #expect { try DesignSession(opening: path) } throws: { "\($0)".contains(":3:") }
    }

    @Test("the designer edits a storyboard's scenes: a view in a scene's dock is laid out, but is not a root of its own that the canvas could not show")
    func dockViewsStayInTheirScene() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibbler-dock-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Main.storyboard")
        try InlineDocuments.dockViews.write(to: path, atomically: true, encoding: .utf8)
        let session = try DesignSession(opening: path.path)
        #expect(session.roots.map(\.id) == ["main"])
        #expect(session.rootIndex(containing: "bar") == nil)
    }
}
