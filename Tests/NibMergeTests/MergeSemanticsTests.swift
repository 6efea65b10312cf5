import Foundation
import NibMerge
import NibModel
import SharedFiles
import Testing
import XMLTree

/// The merge's rules, each on a small document changed on two sides.
@Suite("Merge semantics")
struct MergeSemanticsTests {
    static let base = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21505"/>
                <capability name="System colors in document resources" minToolsVersion="11.0"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Sign in" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="ttl-00-lbl" userLabel="Title">
                            <rect key="frame" x="20" y="40" width="60" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                        </label>
                        <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-go">
                            <rect key="frame" x="20" y="80" width="40" height="30"/>
                            <state key="normal" title="Go"/>
                        </button>
                    </subviews>
                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    <constraints>
                        <constraint firstItem="ttl-00-lbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c01-aa-aaa"/>
                        <constraint firstItem="ttl-00-lbl" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c05-aa-aaa"/>
                        <constraint firstItem="btn-00-go" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c09-aa-aaa"/>
                    </constraints>
                </view>
            </objects>
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        </document>

        """

    /// The base with the button deleted as Xcode deletes it: with its constraint.
    static var withoutButton: String {
        var text = base
        text.removeSubrange(text.range(of: "                <button")!.lowerBound..<text.range(of: "</button>\n")!.upperBound)
        return text.replacingOccurrences(of: "\n                " + #"<constraint firstItem="btn-00-go" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c09-aa-aaa"/>"#, with: "")
    }

    private func merge(ours: String, theirs: String, base: String = base) throws -> MergeResult {
        try DocumentMerge.merge(base: try XMLReader.parse(base), ours: try XMLReader.parse(ours), theirs: try XMLReader.parse(theirs))
    }

    private func edit(_ text: String, _ replacements: (String, String)...) -> String {
        var text = text
        for (old, new) in replacements {
            if !text.contains(old) { Issue.record("the fixture has no \(old)") }
            text = text.replacingOccurrences(of: old, with: new)
        }
        return text
    }

    @Test("changes to different attributes of one element both land, and only that line changes")
    func attributesMergeOneByOne() throws {
        let ours = edit(Self.base, (#"text="Sign in""#, #"text="Log in""#))
        let theirs = edit(Self.base, (#"textAlignment="natural""#, #"textAlignment="center""#))
        let result = try merge(ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty)
        #expect(result.text == edit(ours, (#"textAlignment="natural""#, #"textAlignment="center""#)))
    }

    @Test("the same attribute changed differently is a conflict in words, and the file keeps ours")
    func conflictInWords() throws {
        let ours = edit(Self.base, (#"text="Sign in""#, #"text="Log in""#))
        let theirs = edit(Self.base, (#"text="Sign in""#, #"text="Sign up""#))
        let result = try merge(ours: ours, theirs: theirs)
        #expect(result.text == ours)
        #expect(result.conflicts.map(\.description) == ["Label “Title” (ttl-00-lbl): text: ours “Log in”, theirs “Sign up”"])
        #expect(result.conflicts.first?.line == 14)
    }

    @Test("a new attribute from theirs goes where theirs writes it")
    func newAttributeInPlace() throws {
        let ours = edit(Self.base, (#"text="Sign in""#, #"text="Log in""#))
        let theirs = edit(Self.base, (#"textAlignment="natural" translates"#, #"textAlignment="natural" numberOfLines="0" translates"#))
        let result = try merge(ours: ours, theirs: theirs)
        #expect(result.text.contains(#"text="Log in" textAlignment="natural" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO""#))
    }

    @Test("constraints added on both sides are all kept, in Xcode's order by id")
    func constraintsFromBothSides() throws {
        let c03 = #"<constraint firstItem="btn-00-go" firstAttribute="top" secondItem="ttl-00-lbl" secondAttribute="bottom" constant="19" id="c03-aa-aaa"/>"#
        let c07 = #"<constraint firstItem="btn-00-go" firstAttribute="width" constant="40" id="c07-aa-aaa"/>"#
        let indent = "\n                "
        let anchor = #"id="c01-aa-aaa"/>"#
        let ours = edit(Self.base, (anchor, anchor + indent + c03))
        let theirs = edit(Self.base, (#"id="c05-aa-aaa"/>"#, #"id="c05-aa-aaa"/>"# + indent + c07))
        let result = try merge(ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty)
        let ids = result.text.matches(of: /id="(c\d\d)-aa-aaa"/).map { String($0.1) }
        #expect(ids == ["c01", "c03", "c05", "c07", "c09"])
    }

    @Test("a view one side deleted takes the constraints the other side added to it")
    func deletionTakesReferences() throws {
        let ours = edit(Self.base,
                        (#"id="c09-aa-aaa"/>"#, #"id="c09-aa-aaa"/>"# + "\n                " + #"<constraint firstItem="btn-00-go" firstAttribute="top" secondItem="root" secondAttribute="top" constant="80" id="c10-aa-aaa"/>"#))
        let theirs = Self.withoutButton
        let result = try merge(ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty)
        #expect(result.text == theirs)
        #expect(result.notes.contains { $0.contains("c10-aa-aaa") })
    }

    @Test("a view deleted on one side and changed on the other is a conflict")
    func deleteAgainstChange() throws {
        let ours = edit(Self.base, (#"title="Go""#, #"title="Go on""#))
        let theirs = Self.withoutButton
        let result = try merge(ours: ours, theirs: theirs)
        #expect(result.conflicts.map(\.description) == [#"Button “Go on” (btn-00-go): deleted by theirs, changed by ours; kept"#])
        #expect(result.text == ours)
    }

    @Test("the header takes the newer tools and plug-in versions")
    func newerHeader() throws {
        let ours = edit(Self.base, (#"toolsVersion="21507""#, #"toolsVersion="22155""#), (#"version="21505""#, #"version="22131""#))
        let theirs = edit(Self.base, (#"toolsVersion="21507""#, #"toolsVersion="23504""#), (#"version="21505""#, #"version="23506""#),
                          (#"text="Sign in""#, #"text="Log in""#))
        let result = try merge(ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty)
        #expect(result.text == theirs)
    }

    @Test("ids both sides minted for different objects are renumbered on theirs' side, references included")
    func collidingIDs() throws {
        let ourView = #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="new-00-vw1"><rect key="frame" x="0.0" y="200" width="10" height="10"/></view>"#
        let theirImage = #"<imageView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="new-00-vw1"><rect key="frame" x="0.0" y="300" width="10" height="10"/></imageView>"#
        let theirConstraint = #"<constraint firstItem="new-00-vw1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="300" id="c08-aa-aaa"/>"#
        let ours = edit(Self.base, ("            </subviews>", "        " + ourView + "\n            </subviews>"))
        let theirs = edit(Self.base, ("            </subviews>", "        " + theirImage + "\n            </subviews>"),
                          (#"id="c05-aa-aaa"/>"#, #"id="c05-aa-aaa"/>"# + "\n                " + theirConstraint))
        let result = try merge(ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty)
        let merged = try XMLReader.parse(result.text)
        let image = try #require(firstElement(named: "imageView", in: merged.root))
        let newID = try #require(image[attribute: "id"])
        #expect(newID != "new-00-vw1")
        #expect(newID.wholeMatch(of: /[0-9A-Za-z]{3}-[0-9A-Za-z]{2}-[0-9A-Za-z]{3}/) != nil)
        #expect(result.text.contains(#"firstItem="\#(newID)" firstAttribute="top""#))
        #expect(result.text.contains(#"id="new-00-vw1"><rect key="frame" x="0.0" y="200""#))
    }

    @Test("both sides adding the same object once gives it once")
    func sameAdditionTwice() throws {
        let added = #"<constraint firstItem="btn-00-go" firstAttribute="width" constant="40" id="c07-aa-aaa"/>"#
        let ours = edit(Self.base, (#"id="c05-aa-aaa"/>"#, #"id="c05-aa-aaa"/>"# + "\n                " + added))
        let result = try merge(ours: ours, theirs: ours)
        #expect(result.text == ours)
    }

    @Test("an object both sides moved, each into another view, stays once where ours put it; a conflict says where theirs had it, and the rest of the merge lands (corona-warn-app's button, habitica's stack view)")
    func movedByBoth() throws {
        let start = Self.base.range(of: "                <button")!.lowerBound, end = Self.base.range(of: "</button>\n")!.upperBound
        let button = String(Self.base[start..<end])
        // The button wrapped in a new view of its own: indented as the file indents its views.
        func boxed(in box: String) -> String {
            """
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(box)">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="120"/>
                                <subviews>
            \(button.replacingOccurrences(of: "\n    ", with: "\n        ").replacingOccurrences(of: "    <button", with: "        <button"))                    </subviews>
                            </view>

            """
        }
        let ours = edit(Self.base, (button, boxed(in: "box-00-our")))
        let theirs = edit(Self.base, (button, boxed(in: "box-00-thr")), (#"text="Sign in""#, #"text="Log in""#))
        let result = try merge(ours: ours, theirs: theirs)
        #expect(result.conflicts.map(\.kind) == [.movedByBoth], "\(result.conflicts)")
        #expect(result.conflicts.first?.objectID == "btn-00-go")
        #expect(result.conflicts.first?.theirsCanBeChosen == false)
        #expect(result.text.components(separatedBy: #"id="btn-00-go""#).count == 2)
        let merged = try XMLReader.parse(result.text)
        var owner = firstElement(withID: "btn-00-go", in: merged.root)?.parent
        while let candidate = owner, candidate[attribute: "id"] == nil { owner = candidate.parent }
        #expect(owner?[attribute: "id"] == "box-00-our")
        // Theirs' own view and theirs' other change land; its emptied subviews go, as Xcode writes none.
        let theirBox = try #require(firstElement(withID: "box-00-thr", in: merged.root))
        #expect(!theirBox.childElements.contains { $0.name == "subviews" })
        #expect(result.text.contains(#"text="Log in""#))
    }

    private func firstElement(withID id: String, in element: XMLElement) -> XMLElement? {
        if element[attribute: "id"] == id { return element }
        for child in element.childElements { if let found = firstElement(withID: id, in: child) { return found } }
        return nil
    }

    @Test("sides Nibbler cannot read as documents merge all the same, keeping what they had: AdGuard's width of 360,000,000,000 pt, and a constraint ours left dangling, as git keeps it")
    func unreadableSidesMerge() throws {
        let huge = #"<constraint firstItem="btn-00-go" firstAttribute="width" constant="360000000000" id="c07-aa-aaa"/>"#
        let dangling = #"<constraint firstItem="gon-00-vw" firstAttribute="width" constant="10" id="c08-aa-aaa"/>"#
        let base = edit(Self.base, (#"id="c05-aa-aaa"/>"#, #"id="c05-aa-aaa"/>"# + "\n                " + huge))
        #expect(throws: (any Error).self) { try NibDocument(xml: try XMLReader.parse(base)) }
        let ours = edit(base, (#"id="c07-aa-aaa"/>"#, #"id="c07-aa-aaa"/>"# + "\n                " + dangling))
        let theirs = edit(base, (#"text="Sign in""#, #"text="Log in""#))
        let result = try merge(ours: ours, theirs: theirs, base: base)
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        #expect(result.text == edit(ours, (#"text="Sign in""#, #"text="Log in""#)))
    }

    @Test("git's merge driver reads such files as Xcode wrote them, where opening them to lay out refuses")
    func driverReadsUnreadableFiles() throws {
        let huge = #"<constraint firstItem="ttl-00-lbl" firstAttribute="width" constant="360000000000" id="c07-aa-aaa"/>"#
        let base = edit(Self.base, (#"id="c05-aa-aaa"/>"#, #"id="c05-aa-aaa"/>"# + "\n                " + huge))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibbler-merge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func file(_ name: String, _ text: String) throws -> String {
            let url = folder.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return url.path
        }
        let theirs = edit(base, (#"text="Sign in""#, #"text="Log in""#))
        let result = try FileMerge.merge(base: try file("base", base), ours: try file("ours", base), theirs: try file("theirs", theirs))
        #expect(result.text == theirs)
    }

    /// Theirs adds a height constraint to the button, which ours deletes, and an outlet to it.
    private func constraintAndOutletAddedInside(_ text: String) -> String {
        edit(text,
             (#"<state key="normal" title="Go"/>"#, #"<state key="normal" title="Go"/><constraints><constraint firstAttribute="height" constant="30" id="c11-aa-aaa"/></constraints>"#),
             (#"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>"#,
              #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"><connections><outlet property="height" destination="c11-aa-aaa" id="out-00-ht"/></connections></placeholder>"#))
    }

    @Test("an outlet theirs added to an object it added inside a view ours deleted goes with the view, and the deletion is a conflict (blockchain's main window: a label and its outlet)")
    func outletToObjectAddedInsideDeletedView() throws {
        let result = try merge(ours: Self.withoutButton, theirs: constraintAndOutletAddedInside(Self.base))
        #expect(result.conflicts.map(\.description) == [#"Button “Go” (btn-00-go): deleted by ours, changed by theirs; left deleted"#])
        #expect(!result.text.contains("out-00-ht") && !result.text.contains("c11-aa-aaa"))
        #expect(result.notes.contains { $0.contains("out-00-ht") })
        _ = try NibDocument(xml: try XMLReader.parse(result.text))
    }

    @Test("where the sides were unreadable, the outlet goes the same way, and the sides' own problem stays")
    func unreadableSidesLoseOnlyWhatTheMergeBroke() throws {
        let huge = #"<constraint firstItem="ttl-00-lbl" firstAttribute="width" constant="360000000000" id="c07-aa-aaa"/>"#
        func unreadable(_ text: String) -> String { edit(text, (#"id="c05-aa-aaa"/>"#, #"id="c05-aa-aaa"/>"# + "\n                " + huge)) }
        let result = try merge(ours: unreadable(Self.withoutButton), theirs: constraintAndOutletAddedInside(unreadable(Self.base)), base: unreadable(Self.base))
        #expect(!result.text.contains("out-00-ht"))
        #expect(result.text.contains(huge))
    }

    @Test("the device the canvas shows is one setting whatever its id: one side's phone and the other's appearance both land, once (monal's Login storyboard)")
    func deviceIsOneSetting() throws {
        let device = #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#
        let ours = edit(Self.base, (device, #"<device id="retina6_1" orientation="portrait" appearance="dark"/>"#))
        let theirs = edit(Self.base, (device, #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#))
        let result = try merge(ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        #expect(result.text == edit(Self.base, (device, #"<device id="retina4_7" orientation="portrait" appearance="dark"/>"#)))
    }

    @Test("a merge that would leave an invalid document refuses, rather than writing it")
    func invalidResultRefused() throws {
        // Ours points an outlet at the button; theirs gives the button's id to nothing: theirs
        // renames it, so the outlet dangles on a view that base never had under that id.
        let ours = edit(Self.base, (#"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>"#,
                                    #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"><connections><outlet property="go" destination="btn-00-go" id="out-00-go"/></connections></placeholder>"#))
        let theirs = edit(Self.base, (#"id="btn-00-go""#, #"id="btn-00-gx""#), (#"firstItem="btn-00-go""#, #"firstItem="btn-00-gx""#))
        let result = try merge(ours: ours, theirs: theirs)
        // The outlet named an object base had and the merge deleted: it goes with it.
        #expect(!result.text.contains("out-00-go"))
        #expect(result.text.contains("btn-00-gx"))
    }

    private func firstElement(named name: String, in element: XMLElement) -> XMLElement? {
        if element.name == name { return element }
        for child in element.childElements { if let found = firstElement(named: name, in: child) { return found } }
        return nil
    }

    @Test("a table cell both sides moved down, each by rows added above it, moves by both: the table stacks its rows (tinode's settings table)")
    func stackedRowsMoveByBoth() throws {
        func table(cellY: String, footerY: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <scenes>
                    <scene sceneID="set-sc">
                        <objects>
                            <tableViewController id="set-vc" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="grouped" id="set-tv">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <view key="tableFooterView" contentMode="scaleToFill" id="set-ft">
                                        <rect key="frame" x="0.0" y="\(footerY)" width="375" height="44"/>
                                    </view>
                                    <sections>
                                        <tableViewSection id="set-s1">
                                            <cells>
                                                <tableViewCell contentMode="scaleToFill" id="set-c1">
                                                    <rect key="frame" x="0.0" y="\(cellY)" width="375" height="44"/>
                                                </tableViewCell>
                                            </cells>
                                        </tableViewSection>
                                    </sections>
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>

            """
        }
        let base = table(cellY: "345", footerY: "481.33333206176758"), ours = table(cellY: "389", footerY: "525.33333206176758")
        let theirs = table(cellY: "511", footerY: "492")
        let result = try DocumentMerge.merge(base: try XMLReader.parse(base), ours: try XMLReader.parse(ours), theirs: try XMLReader.parse(theirs))
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        #expect(result.text == table(cellY: "555", footerY: "536"))
    }

    /// A storyboard scene of a view controller titled `title`, its ids made from `id`.
    static func scene(_ id: String, _ title: String, controllerClass: String? = nil) -> String {
        let custom = controllerClass.map { #" customClass="\#($0)""# } ?? ""
        return """
                <!--\(title)-->
                <scene sceneID="\(id)-sc">
                    <objects>
                        <viewController title="\(title)" id="\(id)-vc"\(custom) sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="\(id)-vw">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="\(id)-fr" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="\(id.count * 100)" y="0.0"/>
                </scene>

        """
    }

    static func storyboard(_ scenes: String, deployment: String = #"<deployment identifier="iOS"/>"#) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <dependencies>\(deployment.isEmpty ? "" : "\n        " + deployment)
            </dependencies>
            <scenes>
        \(scenes)    </scenes>
        </document>

        """
    }

    private func merge(base: String, ours: String, theirs: String) throws -> MergeResult {
        try DocumentMerge.merge(base: try XMLReader.parse(base), ours: try XMLReader.parse(ours), theirs: try XMLReader.parse(theirs))
    }

    @Test("a number Xcode wrote again with other last digits is no change: the other side's move stands, without a conflict")
    func floatNoiseIsNoChange() throws {
        let frame = #"<rect key="frame" x="20" y="40" width="60" height="21"/>"#
        func moved(_ y: String) -> String { Self.base.replacingOccurrences(of: frame, with: frame.replacingOccurrences(of: #"y="40""#, with: #"y="\#(y)""#)) }
        let result = try merge(base: Self.base, ours: moved("40.000000000000007"), theirs: moved("52"))
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        #expect(result.text == moved("52"))
    }

    @Test("scenes are matched by their sceneID: a scene one side inserts does not shift the others (tinode's Main.storyboard)")
    func scenesMatchedByID() throws {
        let base = Self.storyboard(Self.scene("aaa", "Chats") + Self.scene("bbb", "Find"))
        let ours = Self.storyboard(Self.scene("aaa", "Chats") + Self.scene("ccc", "Image Preview") + Self.scene("bbb", "Find"))
        let theirs = Self.storyboard(Self.scene("aaa", "Chats") + Self.scene("bbb", "Find").replacingOccurrences(of: #"title="Find""#, with: #"title="Search""#))
        let result = try merge(base: base, ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        #expect(result.text == ours.replacingOccurrences(of: #"title="Find""#, with: #"title="Search""#))
    }

    @Test("where ours left a list as it was, theirs' moves stand: a storyboard's tie-breakers theirs moved above the resources (element-ios's Main.storyboard)")
    func theirsMoveStands() throws {
        let scenes = Self.scene("aaa", "Chats")
        let tail = #"""
                <resources>
                    <image name="logo" width="10" height="10"/>
                </resources>
                <inferredMetricsTieBreakers>
                    <segue reference="seg-00-one"/>
                </inferredMetricsTieBreakers>

            """#
        let moved = #"""
                <inferredMetricsTieBreakers>
                    <segue reference="seg-00-one"/>
                </inferredMetricsTieBreakers>
                <resources>
                    <image name="logo" width="12" height="10"/>
                </resources>

            """#
        func with(_ tail: String, title: String = "Chats") -> String {
            Self.storyboard(scenes.replacingOccurrences(of: "Chats", with: title)).replacingOccurrences(of: "    </scenes>\n", with: "    </scenes>\n" + tail)
        }
        let result = try merge(base: with(tail), ours: with(tail, title: "Rooms"), theirs: with(moved))
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        #expect(result.text == with(moved, title: "Rooms"))
    }

    @Test("a scene deleted by ours and changed by theirs is a conflict named by its controller's class and its sceneID (OsmAnd's MyPlaces)")
    func deletedSceneNamed() throws {
        let base = Self.storyboard(Self.scene("aaa", "Chats") + Self.scene("bbb", "Find", controllerClass: "FindViewController"))
        let theirs = Self.storyboard(Self.scene("aaa", "Chats") + Self.scene("bbb", "Search", controllerClass: "FindViewController"))
        let result = try merge(base: base, ours: Self.storyboard(Self.scene("aaa", "Chats")), theirs: theirs)
        #expect(result.conflicts.map(\.description) == ["Scene “FindViewController” (bbb-sc): deleted by ours, changed by theirs; left deleted"])
    }

    @Test("Xcode's bookkeeping deleted on one side and changed on the other keeps ours without a conflict (OsmAnd's <deployment>)")
    func bookkeepingKeepsOurs() throws {
        let scenes = Self.scene("aaa", "Chats")
        let base = Self.storyboard(scenes, deployment: #"<deployment defaultVersion="1536" identifier="iOS"/>"#)
        let ours = Self.storyboard(scenes, deployment: #"<deployment identifier="iOS"/>"#)
        let result = try merge(base: base, ours: ours, theirs: Self.storyboard(scenes, deployment: ""))
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        #expect(result.text == ours)
    }
}

/// Frame conflicts that the merged constraints settle, and those they cannot.
@Suite("Merging frames")
struct MergeFrameTests {
    static let base = (try? String(contentsOf: SharedFiles.projectRoot.appendingPathComponent("Tests/Fixtures/MergeBase.storyboard"), encoding: .utf8)) ?? ""

    private func merge(ours: String, theirs: String) throws -> MergeResult {
        try DocumentMerge.merge(base: try XMLReader.parse(Self.base), ours: try XMLReader.parse(ours), theirs: try XMLReader.parse(theirs))
    }

    @Test("a label moved by a constraint on one side and by hand on the other is where the merged constraints hold it")
    func constraintsDecide() throws {
        let ours = Self.base.replacingOccurrences(of: #"constant="20" id="c20-00-lea""#, with: #"constant="30" id="c20-00-lea""#)
            .replacingOccurrences(of: #"<rect key="frame" x="20" y="79""#, with: #"<rect key="frame" x="30" y="79""#)
        let theirs = Self.base.replacingOccurrences(of: #"<rect key="frame" x="20" y="79""#, with: #"<rect key="frame" x="45" y="79""#)
        let result = try merge(ours: ours, theirs: theirs)
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        #expect(result.text == ours)
        #expect(result.notes.contains { $0.hasPrefix("frames settled by layout") })
    }

    @Test("a view of a table's row below its visible part, which Xcode calls ambiguous only for not having laid the row out, moved differently by each side keeps ours, as any view its constraints do not blame")
    func rowNotLaidOutKeepsOurs() throws {
        func document(boxX: Double) -> String {
            InlineDocuments.table(of: InlineDocuments.pinnedRow("row", y: 896, boxX: boxX), toolsVersion: "23504")
        }
        let ours = document(boxX: 10)
        let result = try DocumentMerge.merge(base: try XMLReader.parse(document(boxX: 4)), ours: try XMLReader.parse(ours), theirs: try XMLReader.parse(document(boxX: 12)))
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        #expect(result.text == ours)
    }

    @Test("views no constraint places, moved to different places on each side, stay a conflict")
    func handPlacement() throws {
        let free = Self.base.replacingOccurrences(of: #"translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-ttl""#, with: #"id="lbl-00-ttl""#)
            .replacing(/\n\s*<constraints>[\s\S]*?<\/constraints>/, with: "")
        #expect(!free.contains("c10-00-top") && !free.contains("c20-00-lea"))
        let ours = free.replacingOccurrences(of: #"<rect key="frame" x="20" y="79""#, with: #"<rect key="frame" x="10" y="79""#)
        let theirs = free.replacingOccurrences(of: #"<rect key="frame" x="20" y="79""#, with: #"<rect key="frame" x="50" y="79""#)
        let result = try DocumentMerge.merge(base: try XMLReader.parse(free), ours: try XMLReader.parse(ours), theirs: try XMLReader.parse(theirs))
        #expect(result.conflicts.map(\.description) == ["Label “Title” (lbl-00-ttl): frame x: ours “10”, theirs “50”"])
        #expect(result.text == ours)
    }
}
