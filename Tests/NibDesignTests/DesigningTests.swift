import Foundation
import NibDesign
import NibLayout
import NibModel
import NibXML
import SharedFiles
import Testing
import XMLTree

/// Building a layout from an empty document with the library and the Pin and Align commands.
@Suite("Designing")
final class DesigningTests {
    /// What a test wrote to the temporary directory, removed when it ends.
    private var scratch: [String] = []
    deinit { for path in scratch { try? FileManager.default.removeItem(atPath: path) } }

    /// A new iPhone 8 XIB, saved to a temporary file and opened.
    func newDocument() throws -> DesignSession {
        var ids = ObjectIDGenerator(random: SeededGenerator(seed: 7))
        let document = try NibDocument.newXIB(device: "retina4_7", width: 375, height: 667, ids: &ids)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("new-\(UUID().uuidString).xib").path
        scratch.append(path)
        try AtomicFile.write(Array(document.xml.serialized().utf8), to: path)
        return try DesignSession(opening: path)
    }

    /// A session on `text`, written to a temporary file that is gone once it is open.
    func opened(_ text: String) throws -> DesignSession {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("inline-\(UUID().uuidString).xib").path
        try AtomicFile.write(Array(text.utf8), to: path)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try DesignSession(opening: path)
    }

    /// An image view from the library, and a label moved to its right as a drag would.
    func imageAndLabelBeside(in session: DesignSession) throws -> (image: String, label: String) {
        let image = try session.addFromLibrary("imageView")
        session.selection = session.root?.id
        let label = try session.addFromLibrary("label")
        session.document.setFrames([label: Rect(x: 316, y: 320, width: 42, height: 21)], name: "Move")
        return (image, label)
    }

    func constraintLines(_ session: DesignSession) -> [String] {
        session.document.xml.serialized().split(separator: "\n").map(String.init).filter { $0.contains("<constraint ") }
    }

    @Test("a view from the library sits centred where it was added, until constraints place it")
    func library() throws {
        let session = try newDocument()
        let id = try session.addFromLibrary("view")
        #expect(session.selection == id)
        #expect(session.frames[id] == Rect(x: 68, y: 270, width: 240, height: 128))
        // As in Xcode, an autoresizing mask holds it until its first constraint: no issue yet.
        #expect(session.document.objectsByID[id]?.translatesAutoresizingMaskIntoConstraints == true)
        #expect(session.currentIssues().isEmpty)
        try session.pin(.top, of: id)
        #expect(session.document.objectsByID[id]?.translatesAutoresizingMaskIntoConstraints == false)
        #expect(session.currentIssues().contains { $0.objectID == id && $0.message.contains("Need constraints") })
        #expect(session.undo())
        #expect(session.undo())
        #expect(session.document.objectsByID[id] == nil)
    }

    @Test("pinning the four edges keeps the frame, writes Xcode's constraints, and leaves no issue")
    func pinEdges() throws {
        let session = try newDocument()
        let id = try session.addFromLibrary("view")
        let frame = try #require(session.frames[id])
        for edge in [DesignSession.Edge.leading, .top, .trailing, .bottom] { try session.pin(edge, of: id) }
        #expect(session.frames[id] == frame)
        let lines = constraintLines(session)
        #expect(lines.count == 4)
        #expect(lines.contains { $0.contains(#"firstItem="\#(id)" firstAttribute="leading""#) && $0.contains(#"constant="68""#) })
        #expect(lines.contains { $0.contains(#"firstAttribute="bottom""#) && $0.contains(#"secondItem="\#(id)""#) && $0.contains(#"constant="269""#) })
        #expect(session.currentIssues().filter { $0.objectID == id }.isEmpty)
        // Each command is one step.
        for _ in 0..<4 { #expect(session.undo()) }
        #expect(constraintLines(session).isEmpty)
    }

    @Test("pinning toward a sibling ties the facing edges at the gap shown")
    func pinToNeighbour() throws {
        let session = try newDocument()
        let (image, label) = try imageAndLabelBeside(in: session)
        try session.pin(.leading, of: label)
        let line = try #require(constraintLines(session).first)
        #expect(line.contains(#"firstItem="\#(label)" firstAttribute="leading" secondItem="\#(image)" secondAttribute="trailing" constant="8""#))
        // Asked for the superview, the same edge goes past the image to the root's safe area's
        // leading edge, as Xcode pins a root's subviews.
        #expect(session.undo())
        try session.pin(.leading, of: label, toSuperview: true)
        let safeArea = try #require(session.root?.children.first { $0.className == "viewLayoutGuide" }?.id)
        let toRoot = try #require(constraintLines(session).first)
        #expect(toRoot.contains(#"firstItem="\#(label)" firstAttribute="leading" secondItem="\#(safeArea)" secondAttribute="leading" constant="316""#))
    }

    @Test("centre, fixed size and aspect ratio hold the view, and the layout re-solves on another device")
    func alignAndSize() throws {
        let session = try newDocument()
        let id = try session.addFromLibrary("view")
        try session.center(.centerX, of: id, keepingOffset: true)
        try session.center(.centerY, of: id, keepingOffset: true)
        try session.fixSize(.width, of: id)
        try session.aspectRatio(of: id)
        #expect(session.currentIssues().filter { $0.objectID == id }.isEmpty)
        session.useDevice(try #require(Device.named("ipad9_7")))
        let f = try #require(session.frames[id])
        #expect(f.width == 240 && abs(f.height - 128) < 0.01)
        // The offsets from the centre it had (half a point each way) come along.
        #expect(abs(f.x + f.width / 2 - 384.5) < 0.01 && abs(f.y + f.height / 2 - 512.5) < 0.01)
    }

    @Test("Align in Container as Xcode's popover does by default: the constant 0, the view moved to the centre")
    func alignAtZero() throws {
        let session = try newDocument()
        let id = try session.addFromLibrary("view")
        try session.setFrame(id, to: Rect(x: 10, y: 20, width: 100, height: 50))
        try session.center(.centerX, of: id)
        try session.center(.centerY, of: id)
        #expect(session.document.constraints.filter { $0.constraint.firstItem.id == id }.allSatisfy { $0.constraint.constant == 0 })
        let f = try #require(session.solvedFrames[id])
        let rootID = try #require(session.root?.id)
        let root = try #require(session.frames[rootID])
        #expect(abs(f.x + f.width / 2 - root.width / 2) < 0.01 && abs(f.y + f.height / 2 - root.height / 2) < 0.01)
    }

    @Test("a view Xcode 8 stored without a frame is moved and holds new views like any other: the move writes it a <rect key=\"frame\"> as its first child, undone to the same bytes")
    func framelessViewMoved() throws {
        let text = InlineDocuments.xib(width: 256, height: 335, subviews: """
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                            </view>
            """, constraints: """
                            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="b1"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="30" id="b2"/>
                            <constraint firstItem="box" firstAttribute="width" constant="100" id="b3"/>
                            <constraint firstItem="box" firstAttribute="height" constant="60" id="b4"/>
            """, toolsVersion: "11201")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("frameless-\(UUID().uuidString).xib").path
        scratch.append(path)
        try AtomicFile.write(Array(text.utf8), to: path)
        let session = try DesignSession(opening: path)
        #expect(session.view(at: 50, 50) == "box", "the canvas hits it")
        try session.reshape("box", by: 10, 5)
        try session.save()
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        let added = Swift.Set(saved.split(separator: "\n").map(String.init)).subtracting(text.split(separator: "\n").map(String.init))
        let rect = #"                    <rect key="frame" x="30" y="35" width="100" height="60"/>"#
        #expect(added == [rect, #"                <view contentMode="scaleToFill" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="box">"#],
                "a frame line, and Xcode's misplaced mark: \(added)")
        #expect(saved.replacingOccurrences(of: "\n" + rect, with: "").replacingOccurrences(of: #" misplaced="YES""#, with: "") == text)
        #expect(session.issues.contains { $0.objectID == "box" && $0.message.contains("will be different at run time") }, "dropped away from its constraints, it is misplaced: \(session.issues)")
        #expect(session.undo())
        #expect(session.document.xml.serialized() == text)
        session.selection = "box"
        let label = try session.addFromLibrary("label")
        #expect(session.document.objectsByID[label]?.parent?.id == "box", "the selected frameless view holds the new label")
    }

    @Test("equal widths tie two views")
    func equalWidths() throws {
        let session = try newDocument()
        let a = try session.addFromLibrary("view")
        session.selection = session.root?.id
        let b = try session.addFromLibrary("label")
        try session.equal(.width, b, a)
        #expect(session.frames[b]?.width == session.frames[a]?.width)
    }

    @Test("choosing an image from the asset catalog gives the image view its size, recorded in <resources>")
    func image() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("image-\(UUID().uuidString)")
        scratch.append(folder.path)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: SharedFiles.projectRoot.appendingPathComponent("Resources/examples/Assets.xcassets"),
                                         to: folder.appendingPathComponent("Assets.xcassets"))
        var ids = ObjectIDGenerator(random: SeededGenerator(seed: 3))
        let path = folder.appendingPathComponent("New.xib").path
        try AtomicFile.write(Array(try NibDocument.newXIB(device: "retina4_7", width: 375, height: 667, ids: &ids).xml.serialized().utf8), to: path)
        let session = try DesignSession(opening: path)
        let id = try session.addFromLibrary("imageView")
        try session.set("image", to: "Nibbler icon", on: id)
        let xml = session.document.xml.serialized()
        #expect(xml.contains(#"image="Nibbler icon""#))
        #expect(xml.contains(#"<image name="Nibbler icon" width="64" height="64"/>"#))
        let shown = session.frames[id]
        #expect(shown?.width == 240)   // the image view keeps its frame: IB does not size it to the image
        // Shown far off the image's size, it keeps its frame: leading, top, width and height.
        try session.addMissingConstraints(to: id)
        #expect(session.frames[id] == shown)
        #expect(constraintLines(session).count == 4)
        #expect(session.document.history.undoName == "Add Missing Constraints", "one step")
        #expect(session.undo() && session.undo())
        #expect(!session.document.xml.serialized().contains(#"<image name="Nibbler icon""#))
        #expect(session.frames[id]?.width == 240)
    }

    @Test("two selected views: aligned centres at the offset shown, and equal heights")
    func pairs() throws {
        let session = try newDocument()
        let (image, label) = try imageAndLabelBeside(in: session)
        session.selection = image
        session.secondSelection = label
        let (first, second) = try #require(session.selectedPair)
        let (a, b) = (try #require(session.frames[image]), try #require(session.frames[label]))
        let offset = (b.y + b.height / 2) - (a.y + a.height / 2)
        try session.align(.centerY, first, second)
        let line = try #require(constraintLines(session).first)
        #expect(line.contains(#"firstItem="\#(label)" firstAttribute="centerY" secondItem="\#(image)" secondAttribute="centerY" constant="\#(offset)""#))
        let (a2, b2) = (try #require(session.frames[image]), try #require(session.frames[label]))
        // At the offset shown, within the device's pixel grid (a 17 pt label is 20⅓ tall on 3×).
        #expect(abs((b2.y + b2.height / 2) - (a2.y + a2.height / 2) - offset) <= 0.5, "aligned at the offset shown")
        #expect(b2.x == b.x, "across, nothing moves")
        try session.equal(.height, label, image)
        #expect(session.frames[label]?.height == session.frames[image]?.height)
        session.selection = label
        #expect(session.secondSelection == nil, "a new selection ends the pair")
    }

    @Test("Add Missing Constraints keeps the frame: position always, size only where there is no natural size")
    func missingConstraints() throws {
        let session = try newDocument()
        let view = try session.addFromLibrary("view")
        session.selection = session.root?.id
        let label = try session.addFromLibrary("label")
        let before = (session.frames[view], session.frames[label]?.origin)
        try session.addMissingConstraints(to: view)
        try session.addMissingConstraints(to: label)
        #expect(constraintLines(session).count == 6)   // 4 for the view, leading and top for the label
        #expect(session.undo())
        #expect(constraintLines(session).count == 4, "one command, one undo step")
        #expect(session.redo())
        #expect(session.frames[view] == before.0)
        #expect(session.frames[label]?.origin == before.1)
        #expect(session.currentIssues().filter { $0.severity == .error }.isEmpty)
    }

    @Test("Add Missing Constraints fixes the size of a label shown well off its natural size, as Xcode does (ChatSecure's fingerprint cell), and leaves to its text one shown near it or held to it by a required priority")
    func addMissingFixesAStretchedLabel() throws {
        let session = try opened(InlineDocuments.xib(width: 320, height: 100, subviews: """
            <label opaque="NO" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="wide">
                <rect key="frame" x="16" y="8" width="200" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <label opaque="NO" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="snug">
                <rect key="frame" x="16" y="40" width="17" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <label opaque="NO" verticalHuggingPriority="1000" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="hugging">
                <rect key="frame" x="100" y="40" width="17" height="50"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """))
        try session.addMissingConstraints(to: "root")
        let lengths = session.document.constraints.map(\.constraint).filter { $0.secondItem == nil }
            .map { "\($0.firstItem.id).\($0.firstAttribute.rawValue) = \($0.constant)" }
        #expect(lengths.sorted() == ["wide.width = 200.0"])
        #expect(session.frames["wide"] == Rect(x: 16, y: 8, width: 200, height: 21))
        // Held to its text by a required hugging priority, a fixed height would conflict with it.
        #expect(!session.currentIssues().contains { $0.severity == .error }, "\(session.currentIssues().map(\.message))")
    }

    @Test("Add Missing Constraints measures a slider's constraints on its alignment rect, 2 pt inside its frame on each side: it stays where it was shown and is not misplaced (AgoraIO's volume sliders, 2 pt off after Reset)")
    func addMissingMeasuresAlignmentRects() throws {
        let session = try opened(InlineDocuments.xib(width: 320, height: 100, subviews: """
            <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="slider">
                <rect key="frame" x="100" y="10" width="128" height="31"/>
            </slider>
            """))
        let before = session.frames["slider"]
        try session.addMissingConstraints(to: "root")
        let constants = session.document.constraints.map(\.constraint).map { "\($0.firstItem.id).\($0.firstAttribute.rawValue) = \($0.constant)" }
        #expect(constants.contains("slider.leading = 102.0") && constants.contains("slider.width = 124.0"), "\(constants)")
        #expect(session.frames["slider"] == before)
        #expect(!session.currentIssues().contains { $0.isMisplaced }, "\(session.currentIssues().map(\.message))")
    }

    @Test("Add Missing Constraints pins a view in a cell to the cell's safe area at the distance shown: a cell has no insets, whatever the device's (OsmAnd's icon cell, pinned 48 pt above its top)")
    func addMissingInACellTakesNoSafeAreaInsets() throws {
        let session = try opened("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <collectionViewCell opaque="NO" clipsSubviews="YES" contentMode="center" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="48" height="48"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center">
                            <rect key="frame" x="0.0" y="0.0" width="48" height="48"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                                    <rect key="frame" x="6" y="6" width="36" height="36"/>
                                </view>
                            </subviews>
                        </view>
                        <viewLayoutGuide key="safeArea" id="guide"/>
                    </collectionViewCell>
                </objects>
            </document>
            """)
        try session.addMissingConstraints(to: "cell")
        let constants = session.document.constraints.map(\.constraint).map { "\($0.firstItem.id).\($0.firstAttribute.rawValue) = \($0.constant)" }
        #expect(constants.contains("icon.top = 6.0"), "\(constants)")
        #expect(session.frames["icon"] == Rect(x: 6, y: 6, width: 36, height: 36))
        #expect(!session.currentIssues().contains { $0.isMisplaced || !$0.ambiguousAxes.isEmpty }, "\(session.currentIssues().map(\.message))")
    }

    @Test("Add Missing Constraints measures every distance on the frames shown before it: a label whose mask the switch's pin took away, before the label's own turn, is pinned where it was shown (kharrison's stepper: labels pinned 55 pt right of where they were)")
    func addMissingMeasuresOnTheFramesShownBefore() throws {
        let session = try opened(InlineDocuments.xib(width: 320, height: 200, subviews: """
            <switch opaque="NO" contentMode="scaleToFill" fixedFrame="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="switch">
                <rect key="frame" x="169" y="16" width="51" height="31"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </switch>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" fixedFrame="YES" text="Autorepeat" textAlignment="right" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                <rect key="frame" x="20" y="19" width="141" height="21"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """))
        let before = session.frames
        try session.addMissingConstraints(to: "root")
        #expect(session.frames == before)
        #expect(!session.currentIssues().contains { $0.isMisplaced || !$0.ambiguousAxes.isEmpty }, "\(session.currentIssues().map(\.message))")
        let leading = session.document.constraints.map(\.constraint).filter { $0.firstAttribute == .leading }
            .map { "\($0.firstItem.id).leading = \($0.secondItem?.id ?? "-").\($0.secondAttribute.rawValue) + \($0.constant)" }.sorted()
        #expect(leading == ["name.leading = root.leading + 20.0", "switch.leading = name.trailing + 8.0"])
    }

    @Test("Add Missing Constraints gives no length that the other constraints already decide: a view pinned at both ends, stored taller than its superview (zulip's about view), gets its width and no conflicting height")
    func addMissingAddsNoConflict() throws {
        let session = try opened(InlineDocuments.xib(width: 320, height: 200, subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tall">
                <rect key="frame" x="20" y="10" width="280" height="400"/>
            </view>
            """, constraints: """
            <constraint firstItem="tall" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="t"/>
            <constraint firstAttribute="bottom" secondItem="tall" secondAttribute="bottom" constant="10" id="b"/>
            <constraint firstItem="tall" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
            """))
        try session.addMissingConstraints(to: "root")
        #expect(!session.currentIssues().contains { $0.severity == .error }, "\(session.currentIssues().map(\.message))")
        let lengths = session.document.constraints.map(\.constraint).filter { $0.secondItem == nil }.map { "\($0.firstItem.id).\($0.firstAttribute.rawValue) = \($0.constant)" }
        #expect(lengths == ["tall.width = 280.0"])
    }

    @Test("Reset to Suggested Constraints leaves no scroll view's content size ambiguous: the content's farthest view is pinned to its far edges too, so the content size is the content's extent (IVPN's sign-up form); nothing moves")
    func resetPinsScrollContentToFarEdges() throws {
        let session = try opened(InlineDocuments.xib(width: 320, height: 480, subviews: """
            <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="700"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="ct"/>
                    <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="cl"/>
                    <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="cr"/>
                    <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="cb"/>
                    <constraint firstItem="content" firstAttribute="height" constant="700" id="ch"/>
                </constraints>
            </scrollView>
            """, constraints: """
            <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="st"/>
            <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="sl"/>
            <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="sr"/>
            <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="sb"/>
            <constraint firstItem="content" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="cw"/>
            """))
        #expect(session.currentIssues().isEmpty, "\(session.currentIssues().map(\.message))")
        let before = session.frames
        try session.resetToSuggestedConstraints(of: "root")
        #expect(session.currentIssues().isEmpty, "\(session.currentIssues().map(\.message))")
        #expect(session.frames == before)
        let pins = session.document.constraints.filter { $0.owner.id == "scroll" }.map(\.constraint)
            .map { "\($0.firstItem.id).\($0.firstAttribute.rawValue) = \($0.secondItem?.id ?? "-").\($0.secondAttribute.rawValue) + \($0.constant)" }.sorted()
        #expect(pins.contains("scroll.trailing = content.trailing + 0.0"), "\(pins)")
        #expect(pins.contains("scroll.bottom = content.bottom + 0.0"), "\(pins)")
    }

    @Test("Add Missing Constraints pins a view to a neighbour only where constraints place that neighbour: a header its mask places stays so, and nothing is left free (OsmAnd's route details)")
    func missingConstraintsBesideMaskedNeighbour() throws {
        let text = InlineDocuments.xib(width: 414, height: 300, subviews: """
            <view contentMode="scaleToFill" id="header" userLabel="Header">
                <rect key="frame" x="0.0" y="0.0" width="414" height="64"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="title" userLabel="Title">
                        <rect key="frame" x="51" y="30" width="312" height="24"/>
                        <constraints><constraint firstAttribute="height" constant="24" id="th"/></constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="title" firstAttribute="centerX" secondItem="header" secondAttribute="centerX" id="tc"/>
                    <constraint firstItem="title" firstAttribute="leading" secondItem="header" secondAttribute="leading" constant="51" id="tl"/>
                    <constraint firstAttribute="bottom" secondItem="title" secondAttribute="bottom" constant="10" id="tb"/>
                </constraints>
            </view>
            <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="footer" userLabel="Footer">
                <rect key="frame" x="0.0" y="80" width="414" height="60"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </view>
            """)
        let session = try opened(text)
        try session.addMissingConstraints(to: "root")
        #expect(session.currentIssues().filter { !$0.ambiguousAxes.isEmpty }.isEmpty, "\(session.currentIssues().map(\.message))")
        let header = try #require(session.document.objectsByID["header"])
        #expect(header.translatesAutoresizingMaskIntoConstraints, "the header keeps its mask")
        #expect(session.frames["header"] == Rect(x: 0, y: 0, width: 414, height: 64))
        #expect(session.frames["footer"] == Rect(x: 0, y: 80, width: 414, height: 60))
        #expect(!session.document.constraints.contains { $0.constraint.firstItem.id == "footer" && $0.constraint.secondItem?.id == "header" })
    }

    @Test("Reset to Suggested Constraints leaves a visual effect view's content view to fill it, as UIKit does: nothing in it is left free (AltStore's banner)")
    func resetLeavesEffectContentView() throws {
        let text = InlineDocuments.xib(width: 320, height: 100, subviews: """
            <visualEffectView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="effect">
                <rect key="frame" x="10" y="20" width="190" height="16"/>
                <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="190" height="16"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                            <rect key="frame" x="0.0" y="0.0" width="190" height="16"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="inner" firstAttribute="top" secondItem="content" secondAttribute="top" id="it"/>
                        <constraint firstItem="inner" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="il"/>
                        <constraint firstAttribute="trailing" secondItem="inner" secondAttribute="trailing" id="ir"/>
                        <constraint firstAttribute="bottom" secondItem="inner" secondAttribute="bottom" id="ib"/>
                    </constraints>
                </view>
                <blurEffect style="regular"/>
            </visualEffectView>
            """, constraints: """
            <constraint firstItem="effect" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="el"/>
            <constraint firstItem="effect" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="et"/>
            <constraint firstItem="effect" firstAttribute="width" constant="190" id="ew"/>
            <constraint firstItem="effect" firstAttribute="height" constant="16" id="eh"/>
            """)
        let session = try opened(text)
        try session.resetToSuggestedConstraints(of: "root")
        #expect(session.currentIssues().filter { !$0.ambiguousAxes.isEmpty }.isEmpty, "\(session.currentIssues().map(\.message))")
        let content = try #require(session.document.objectsByID["content"])
        #expect(content.translatesAutoresizingMaskIntoConstraints, "the content view keeps its mask")
        #expect(!session.document.constraints.contains { $0.constraint.firstItem === content })
    }

    @Test("Reset to Suggested Constraints gives a view a stack arranges the length its subviews' constraints gave it, once theirs are cleared: nothing is left free, in one step (OsmAnd's route widget)")
    func resetGivesArrangedContainerItsLength() throws {
        let session = try opened(InlineDocuments.xib(width: 604, height: 96, subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="604" height="96"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="widget">
                        <rect key="frame" x="0.0" y="0.0" width="62" height="96"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                                <rect key="frame" x="16" y="16" width="30" height="64"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="badge" firstAttribute="leading" secondItem="widget" secondAttribute="leading" constant="16" id="bl"/>
                            <constraint firstAttribute="trailing" secondItem="badge" secondAttribute="trailing" constant="16" id="br"/>
                            <constraint firstItem="badge" firstAttribute="top" secondItem="widget" secondAttribute="top" constant="16" id="bt"/>
                            <constraint firstAttribute="bottom" secondItem="badge" secondAttribute="bottom" constant="16" id="bb"/>
                            <constraint firstItem="badge" firstAttribute="width" constant="30" id="bw"/>
                        </constraints>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="rest">
                        <rect key="frame" x="62" y="0.0" width="542" height="96"/>
                    </view>
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="sl"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="st"/>
            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="sr"/>
            <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" id="sb"/>
            """))
        #expect(session.currentIssues().isEmpty)
        try session.resetToSuggestedConstraints(of: "root")
        #expect(session.currentIssues().filter { !$0.ambiguousAxes.isEmpty }.isEmpty, "\(session.currentIssues().map(\.message))")
        #expect(session.frames["widget"] == Rect(x: 0, y: 0, width: 62, height: 96))
        #expect(session.document.history.undoName == "Reset to Suggested Constraints")
        #expect(session.undo())
        #expect(session.document.constraints.count == 9, "one step takes it all back")
    }

    @Test("Reset to Suggested Constraints suggests them for the frames shown before it cleared any: the rows a stack arranges, whose heights their content's constraints gave, keep them (OsmAnd's key cell had rows fixed at -41.5 pt, then conflicts), and every view stays where it was shown")
    func resetKeepsTheFramesShownBefore() throws {
        let session = try opened(InlineDocuments.xib(width: 328, height: 246, subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="328" height="246"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                        <rect key="frame" x="0.0" y="0.0" width="328" height="82"/>
                        <subviews>
                            <label opaque="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Key" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="titleLabel">
                                <rect key="frame" x="20" y="8" width="288" height="66"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="titleLabel" firstAttribute="top" secondItem="title" secondAttribute="top" constant="8" id="a1"/>
                            <constraint firstItem="titleLabel" firstAttribute="leading" secondItem="title" secondAttribute="leading" constant="20" id="a2"/>
                            <constraint firstAttribute="trailing" secondItem="titleLabel" secondAttribute="trailing" constant="20" id="a3"/>
                            <constraint firstAttribute="bottom" secondItem="titleLabel" secondAttribute="bottom" constant="8" id="a4"/>
                        </constraints>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="body">
                        <rect key="frame" x="0.0" y="82" width="328" height="114"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="key">
                                <rect key="frame" x="0.0" y="10" width="328" height="73"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="73" id="b1"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="separator">
                                <rect key="frame" x="0.0" y="113" width="328" height="1"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="1" id="b2"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="key" firstAttribute="leading" secondItem="body" secondAttribute="leading" id="b3"/>
                            <constraint firstAttribute="trailing" secondItem="key" secondAttribute="trailing" id="b4"/>
                            <constraint firstItem="key" firstAttribute="top" secondItem="body" secondAttribute="top" constant="10" id="b5"/>
                            <constraint firstItem="separator" firstAttribute="top" secondItem="key" secondAttribute="bottom" constant="30" id="b6"/>
                            <constraint firstItem="separator" firstAttribute="leading" secondItem="body" secondAttribute="leading" id="b7"/>
                            <constraint firstAttribute="trailing" secondItem="separator" secondAttribute="trailing" id="b8"/>
                            <constraint firstAttribute="bottom" secondItem="separator" secondAttribute="bottom" id="b9"/>
                        </constraints>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="warning">
                        <rect key="frame" x="0.0" y="196" width="328" height="50"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="16" translatesAutoresizingMaskIntoConstraints="NO" id="warningRow">
                                <rect key="frame" x="20" y="8" width="288" height="34"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                                        <rect key="frame" x="0.0" y="2" width="30" height="30"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="30" id="c1"/>
                                            <constraint firstAttribute="width" secondItem="icon" secondAttribute="height" multiplier="1:1" id="c2"/>
                                        </constraints>
                                    </view>
                                    <label opaque="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Note" translatesAutoresizingMaskIntoConstraints="NO" id="note">
                                        <rect key="frame" x="46" y="7" width="242" height="20"/>
                                    </label>
                                </subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="warningRow" firstAttribute="top" secondItem="warning" secondAttribute="top" constant="8" id="d1"/>
                            <constraint firstItem="warningRow" firstAttribute="leading" secondItem="warning" secondAttribute="leading" constant="20" id="d2"/>
                            <constraint firstAttribute="trailing" secondItem="warningRow" secondAttribute="trailing" constant="20" id="d3"/>
                            <constraint firstAttribute="bottom" secondItem="warningRow" secondAttribute="bottom" constant="8" id="d4"/>
                        </constraints>
                    </view>
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="sl"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="st"/>
            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="sr"/>
            <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" id="sb"/>
            """))
        let shownBefore = session.frames
        try session.resetToSuggestedConstraints(of: "root")
        #expect(!session.currentIssues().contains { $0.severity == .error || !$0.ambiguousAxes.isEmpty }, "\(session.currentIssues().map(\.message))")
        let lengths = session.document.constraints.map(\.constraint).filter { $0.secondItem == nil }
        #expect(lengths.allSatisfy { $0.constant > 0 }, "\(lengths.map { "\($0.firstItem.id).\($0.firstAttribute) = \($0.constant)" })")
        // The heights shown before, not those written back: Reset writes the frames it lays out.
        for (id, height) in [("title", 82.0), ("body", 114), ("warning", 50), ("warningRow", 34)] {
            #expect(session.frames[id]?.height == height, "\(id) keeps its height")
            #expect(session.document.objectsByID[id]?.frame?.height == height, "\(id) is written at its height")
        }
        // Every view stays where it was shown: the label stretched across its row, the icon
        // whose size constraints were cleared.
        let moved = shownBefore.filter { session.frames[$0.key] != $0.value }
        #expect(moved.isEmpty, "\(moved.map { "\($0.key) \($0.value) -> \(session.frames[$0.key].map { "\($0)" } ?? "nil")" })")
        // And the constraints suggested put each view there.
        #expect(!session.currentIssues().contains { $0.isMisplaced }, "\(session.currentIssues().map(\.message))")
    }

    @Test("Add Missing Constraints pins a view only to a neighbour that starts beyond its edge: two views 0 pt tall at one height are not pinned to each other, which left both free (element's empty banner stacks)")
    func addMissingDoesNotPinEmptyViewsToEachOther() throws {
        let session = try opened(InlineDocuments.xib(width: 375, height: 200, subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="banners">
                <rect key="frame" x="0.0" y="20" width="375" height="0.0"/>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="notices">
                <rect key="frame" x="0.0" y="20" width="375" height="0.0"/>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="timeline">
                <rect key="frame" x="0.0" y="20" width="375" height="180"/>
            </view>
            """, constraints: """
            <constraint firstItem="banners" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l1"/>
            <constraint firstItem="notices" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l2"/>
            <constraint firstItem="timeline" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l3"/>
            """))
        try session.addMissingConstraints(to: "root")
        #expect(!session.currentIssues().contains { !$0.ambiguousAxes.isEmpty }, "\(session.currentIssues().map(\.message))")
        #expect(session.frames["banners"] == Rect(x: 0, y: 20, width: 375, height: 0))
        #expect(session.frames["notices"] == Rect(x: 0, y: 20, width: 375, height: 0))
    }

    @Test("moving with the mouse: a free view moves, a constrained one becomes misplaced")
    func move() throws {
        let session = try newDocument()
        let free = try session.addFromLibrary("view")
        try session.reshape(free, by: 10, -20.3)
        #expect(session.frames[free] == Rect(x: 78, y: 249.5, width: 240, height: 128))
        try session.addMissingConstraints(to: free)
        try session.reshape(free, by: 5, 0)
        #expect(session.frames[free]?.x == 83, "shown where it was dropped, as Xcode shows a misplaced view")
        #expect(session.solvedFrames[free]?.x == 78, "the constraints still place it")
        #expect(session.document.objectsByID[free]?.frame?.x == 83)
        #expect(session.currentIssues().contains { $0.objectID == free && $0.message.contains("will be different") })
        #expect(session.undo())
        #expect(session.document.objectsByID[free]?.frame?.x == 78)
    }

    @Test("copy and paste: fresh ids, the constraints inside come along, those to the outside stay behind; the copy lands in free space")
    func copyPaste() throws {
        let session = try DesignSession(opening: DesignSessionTests.example)
        session.selection = DesignSessionTests.container
        let fragment = try session.copySelection()
        let copy = try session.paste(fragment)   // the original still selected: beside it
        #expect(session.document.objectsByID[copy]?.parent?.id == DesignSessionTests.root)
        let document = session.document
        let pasted = try #require(document.objectsByID[copy])
        #expect(copy != DesignSessionTests.container && pasted.children.count == 2)
        let inside = document.constraints.filter { $0.owner === pasted }
        #expect(inside.count == 6, "the container's own constraints")
        #expect(inside.allSatisfy { $0.constraint.firstItem.parent === pasted || $0.constraint.firstItem === pasted })
        // Nothing outside the copy refers to it: the original's centring stayed behind.
        #expect(!document.constraints.contains { ($0.constraint.secondItem === pasted || $0.constraint.firstItem === pasted) && $0.owner !== pasted })
        // In free space, not on top of the original (as the issue and Xcode's library ask), at its size.
        let (placed, original) = (try #require(session.frames[copy]), try #require(session.frames[DesignSessionTests.container]))
        #expect((placed.width, placed.height) == (original.width, original.height))
        #expect(placed.x >= original.x + original.width || original.x >= placed.x + placed.width
                || placed.y >= original.y + original.height || original.y >= placed.y + placed.height, "\(placed) overlaps \(original)")
        // The file is still valid: it reads back with every id once.
        #expect(throws: Never.self) { try NibDocument(xml: XMLReader.parse(document.xml.serialized())) }
        #expect(session.undo())
        #expect(document.objectsByID[copy] == nil)
    }

    @Test("a drag snaps to a sibling's edge and to the standard 8 pt below it, edges to edges and centres to centres, and the guides that hold are given")
    func snapping() throws {
        let session = try newDocument()
        let first = try session.addFromLibrary("label")
        session.selection = session.root?.id
        let second = try session.addFromLibrary("button")
        let (a, b) = (try #require(session.absoluteFrames[first]), try #require(session.absoluteFrames[second]))
        // Left edges 1 pt apart, top 6 pt below the first's bottom: each the nearest within the tolerance.
        let (dx, dy) = (a.x + 1 - b.x, a.y + a.height + 6 - b.y)
        let snapped = session.snappedDrag(second, [], by: dx, dy, tolerance: 4)
        #expect(b.x + snapped.dx == a.x, "left edges aligned")
        #expect(b.y + snapped.dy == a.y + a.height + 8, "the standard spacing below the first")
        #expect(snapped.guides.contains { $0.x1 == a.x && $0.x2 == a.x }, "a vertical guide through the shared left edge")
        #expect(snapped.guides.contains { $0.y1 == a.y + a.height && $0.y2 == a.y + a.height + 8 }, "a guide across the 8 pt gap")
        // Edges snap to edges and centres to centres: 3 pt off, the left edge snaps to the
        // label's, though the button's centre is then 1.5 pt from the label's right edge.
        let edgeOnly = session.snappedDrag(second, [], by: a.x + 3 - b.x, dy, tolerance: 4)
        #expect(b.x + edgeOnly.dx == a.x, "left edges aligned, not a centre on an edge")
        // Out of tolerance: the drag is left as it is, with no guide.
        let loose = session.snappedDrag(second, [], by: dx + 30, dy + 30, tolerance: 4)
        #expect(loose.dx == dx + 30 && loose.dy == dy + 30 && loose.guides.isEmpty)
        // Resizing by the right handle snaps only the right edge.
        let resized = session.snappedDrag(second, [.right], by: a.x + a.width - 2 - (b.x + b.width), 0, tolerance: 4)
        #expect(b.x + b.width + resized.dx == a.x + a.width && resized.dy == 0)
    }

    @Test("resizing by a handle moves only that handle's edges")
    func resize() throws {
        let session = try newDocument()
        let id = try session.addFromLibrary("view")
        try session.reshape(id, [.right, .bottom], by: 10, 20)
        #expect(session.frames[id] == Rect(x: 68, y: 270, width: 250, height: 148))
        try session.reshape(id, [.left], by: 300, 0)
        #expect(session.frames[id] == Rect(x: 317, y: 270, width: 1, height: 148), "never narrower than a point")
    }

    @Test("Update Constraints changes the constants so that the layout keeps the dragged frame, as one step")
    func updateConstraints() throws {
        let session = try newDocument()
        let id = try session.addFromLibrary("view")
        try session.center(.centerX, of: id)
        try session.pin(.top, of: id)
        try session.fixSize(.width, of: id)
        try session.fixSize(.height, of: id)
        let moved = Rect(x: 20, y: 30, width: 200, height: 100)
        session.document.setFrames([id: moved], name: "Move")
        try session.updateConstraints(of: id)
        #expect(session.frames[id] == moved)
        #expect(session.currentIssues().filter { $0.objectID == id }.isEmpty)
        let lines = constraintLines(session)
        #expect(lines.contains { $0.contains(#"firstAttribute="width""#) && $0.contains(#"constant="200""#) })
        // 30 pt below the top, 10 below the safe area: a full-screen XIB view on a phone without
        // a notch has the status bar over its top in Xcode 15's files.
        #expect(lines.contains { $0.contains(#"firstAttribute="top""#) && $0.contains(#"constant="10""#) }, "\(lines)")
        #expect(lines.contains { $0.contains(#"firstAttribute="centerX""#) && $0.contains(#"constant="-67.5""#) })
        #expect(session.undo())
        #expect(session.frames[id]?.width == 240)
    }

    @Test("a view from the library lands in free space, not on top of another view")
    func libraryFreeSpace() throws {
        let session = try newDocument()
        let first = try session.addFromLibrary("view")
        session.selection = nil   // into the root, beside the first (a selected view would hold it)
        let second = try session.addFromLibrary("imageView")
        let (a, b) = (try #require(session.frames[first]), try #require(session.frames[second]))
        #expect(a == Rect(x: 68, y: 270, width: 240, height: 128), "the first in the middle")
        let overlaps = b.x < a.x + a.width && a.x < b.x + b.width && b.y < a.y + a.height && a.y < b.y + b.height
        #expect(!overlaps, "the second beside it: \(b)")
        #expect(b.x >= 8 && b.y >= 8 && b.x + b.width <= 375 - 8 && b.y + b.height <= 667 - 8, "inside the root's edges: \(b)")
        #expect(abs(b.x - a.x) <= 8, "as near the centre as it can be: straight above or below")
    }

    @Test("Add Missing Constraints completes a partly constrained view, works on the root, and says when nothing is missing")
    func addMissingToPartlyConstrained() throws {
        let session = try newDocument()
        let toggle = try session.addFromLibrary("switch")
        try session.center(.centerX, of: toggle)
        #expect(session.currentIssues().contains { $0.objectID == toggle && $0.ambiguousAxes == ["Y position"] })
        let before = session.document.constraints.count
        try session.addMissingConstraints(to: toggle)
        #expect(session.document.constraints.count == before + 1, "only its Y position was missing: the switch has its own size")
        #expect(session.currentIssues().isEmpty)

        let view = try session.addFromLibrary("view")
        let root = try #require(session.root?.id)
        try session.addMissingConstraints(to: root)
        #expect(session.currentIssues().isEmpty, "\(session.currentIssues().map(\.message))")
        #expect(session.document.constraints.count == before + 1 + 4, "the new view: leading, top, width and height")
        #expect(session.frames[view] == session.document.objectsByID[view]?.frame, "it stays where it was")
        #expect(session.undo())
        #expect(session.document.constraints.count == before + 1, "one undo step")
        #expect(session.redo())

        #expect { try session.addMissingConstraints(to: root) } throws: { error in
            "\(error)".contains("has the constraints it needs")
        }
    }

    @Test("While another device is previewed, the issues and Update Frames are the document's own device's")
    func previewKeepsOwnDevice() throws {
        let session = try newDocument()
        let id = try session.addFromLibrary("view")
        try session.center(.centerX, of: id)
        try session.center(.centerY, of: id)
        try session.fixSize(.width, of: id)
        try session.fixSize(.height, of: id)
        let own = try #require(session.frames[id])
        session.useDevice(try #require(Device.named("ipad9_7")))
        #expect(session.frames[id]?.x != own.x, "the preview lays the root out on the iPad")
        #expect(session.currentIssues().isEmpty, "nothing is misplaced at the document's own device")
        session.document.setFrames([id: Rect(x: 20, y: 30, width: 240, height: 128)], name: "Move")
        try session.updateFrames(of: id)
        #expect(session.document.objectsByID[id]?.frame == own, "the iPhone's frame is written, not the iPad's")
    }

    @Test("Update Frames moves a misplaced view to its solved frame, in the file, as one step")
    func updateFrames() throws {
        let session = try newDocument()
        let id = try session.addFromLibrary("view")
        try session.pin(.leading, of: id)
        try session.pin(.top, of: id)
        try session.fixSize(.width, of: id)
        try session.fixSize(.height, of: id)
        let solved = try #require(session.frames[id])
        // A drag moves the view in the file, not its constraints: it is misplaced.
        session.document.setFrames([id: Rect(x: 20, y: 30, width: 240, height: 128)], name: "Move")
        #expect(session.frames[id] == Rect(x: 20, y: 30, width: 240, height: 128), "shown where it was dropped")
        #expect(session.solvedFrames[id] == solved)
        #expect(session.currentIssues().contains { $0.objectID == id && $0.message.contains("will be different") })
        try session.updateFrames(of: id)
        #expect(session.document.objectsByID[id]?.frame == solved)
        #expect(session.frames[id] == solved)
        #expect(session.currentIssues().filter { $0.objectID == id }.isEmpty)
        #expect(session.undo())
        #expect(session.document.objectsByID[id]?.frame?.x == 20)
    }

    @Test("Update Frames moves a view Xcode marked misplaced to its constraints' frame even where Nibbler does not call it misplaced (a stack view), and drops the mark; undo gives both back")
    func updateFramesMovesWhatXcodeMarked() throws {
        // aws-sdk-ios-samples' root stack, stored 68 pt left of the margin it is pinned to.
        let session = try opened(InlineDocuments.xib(width: 320, height: 200, subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" misplaced="YES" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="-48" y="50" width="280" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="0.0" y="0.0" width="280" height="100"/>
                    </view>
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="sl"/>
            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="20" id="st"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="50" id="sT"/>
            <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" constant="50" id="sb"/>
            """))
        #expect(!session.currentIssues().contains { $0.objectID == "stack" && $0.isMisplaced }, "Nibbler never blames a stack view")
        try session.updateFrames(of: "root")
        let stack = try #require(session.document.objectsByID["stack"])
        #expect(stack.frame == Rect(x: 20, y: 50, width: 280, height: 100))
        #expect(stack.element[attribute: "misplaced"] == nil)
        #expect(session.undo())
        #expect(session.document.objectsByID["stack"]?.frame?.x == -48)
        #expect(session.document.objectsByID["stack"]?.element[attribute: "misplaced"] == "YES")
    }

    @Test("Update Frames lays out a view of a row below the table's visible part that Xcode has not laid out, and drops the ambiguous marks of the row's views, as Xcode does")
    func updateFramesLaysOutRowNotLaidOut() throws {
        // The row's box is stored 12 pt left of its constraints; its dot is where they put it.
        let row = InlineDocuments.pinnedRow("row", y: 896, boxAttributes: #"ambiguous="YES" "#, subviews: """
            <view contentMode="scaleToFill" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="dot">
                <rect key="frame" x="300" y="17" width="10" height="10"/>
                <constraints>
                    <constraint firstAttribute="width" constant="10" id="dw"/>
                    <constraint firstAttribute="height" constant="10" id="dh"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="dot" firstAttribute="leading" secondItem="row-content" secondAttribute="leading" constant="300" id="dl"/>
            <constraint firstItem="dot" firstAttribute="centerY" secondItem="row-content" secondAttribute="centerY" id="dc"/>
            """)
        let session = try opened(InlineDocuments.table(of: row, toolsVersion: "23504"))
        #expect(session.currentIssues().contains { $0.objectID == "row-box" && $0.isInRowNotLaidOut && $0.isAmbiguous })
        try session.updateFrames(of: "root")
        let box = try #require(session.document.objectsByID["row-box"])
        #expect(box.frame == Rect(x: 20, y: 12, width: 100, height: 20))
        #expect(box.element[attribute: "ambiguous"] == nil)
        #expect(session.document.objectsByID["dot"]?.element[attribute: "ambiguous"] == nil, "the row is laid out: its other view is in place")
        #expect(session.currentIssues().isEmpty, "\(session.currentIssues().map(\.message))")
        #expect(session.undo())
        #expect(session.document.objectsByID["row-box"]?.element[attribute: "ambiguous"] == "YES")
        #expect(session.document.objectsByID["row-box"]?.frame?.x == 8)
    }
}

@Suite("Clear Constraints and Reset to Suggested Constraints")
struct ClearConstraintsTests {
    /// Every view's frame in the file.
    func storedFrames(_ session: DesignSession) -> [String: Rect] {
        Dictionary(uniqueKeysWithValues: session.document.allObjects.compactMap { o in o.frame.map { (o.id, $0) } })
    }

    @Test("Clear Constraints on the root removes every constraint in one step, leaves each view where it is with IB's fixed frame, and undo gives the bytes back")
    func clearRoot() throws {
        let session = try DesignSession(opening: DesignSessionTests.example)
        let original = session.document.xml.serialized()
        let frames = storedFrames(session)
        let root = try #require(session.root)
        try session.clearConstraints(of: root.id)
        #expect(session.document.constraints.isEmpty)
        #expect(storedFrames(session) == frames, "no view moves")
        let text = session.document.xml.serialized()
        #expect(text.contains(#"horizontalHuggingPriority="251" verticalHuggingPriority="251" fixedFrame="YES" text="Label text:""#))
        #expect(text.contains(#"<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>"#))
        #expect(session.currentIssues().isEmpty, "a view IB keeps at a fixed frame lacks nothing")
        #expect(throws: EditError.self) { try session.clearConstraints(of: root.id) }
        #expect(session.undo())
        #expect(session.document.xml.serialized() == original)
    }

    @Test("Clear Constraints on one view removes only the constraints that name it")
    func clearOne() throws {
        let session = try DesignSession(opening: DesignSessionTests.example)
        let before = session.document.constraints.count
        let naming = session.document.constraints.filter { $0.constraint.firstItem.id == "Nb1-tf-IN1" || $0.constraint.secondItem?.id == "Nb1-tf-IN1" }.count
        try session.clearConstraints(of: "Nb1-tf-IN1")
        #expect(naming > 0 && session.document.constraints.count == before - naming)
        #expect(!session.document.constraints.contains { $0.constraint.firstItem.id == "Nb1-tf-IN1" || $0.constraint.secondItem?.id == "Nb1-tf-IN1" })
    }

    @Test("Reset to Suggested Constraints on the root: cleared and constrained again, no issue left, one undo step")
    func resetRoot() throws {
        let session = try DesignSession(opening: DesignSessionTests.example)
        let original = session.document.xml.serialized()
        let root = try #require(session.root)
        try session.resetToSuggestedConstraints(of: root.id)
        #expect(!session.document.constraints.isEmpty)
        #expect(session.currentIssues().isEmpty, "\(session.currentIssues().map(\.message))")
        #expect(!session.document.xml.serialized().contains("fixedFrame"))
        #expect(session.undo())
        #expect(session.document.xml.serialized() == original)
    }
}

extension Rect {
    var origin: [Double] { [x, y] }
}
