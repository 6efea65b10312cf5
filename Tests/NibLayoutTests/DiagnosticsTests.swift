import Foundation
import NibLayout
import NibModel
import SharedFiles
import Testing
import XMLTree

@Suite("Layout diagnostics")
struct DiagnosticsTests {
    let text = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="Box">
                            <rect key="frame" x="10" y="10" width="50" height="50"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="10" id="w10"/>
                                <constraint firstAttribute="width" constant="20" id="w20"/>
                                <constraint firstAttribute="height" constant="50" id="h50"/>
                            </constraints>
                        </view>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="lonely" userLabel="Lonely">
                            <rect key="frame" x="0.0" y="100" width="50" height="50"/>
                        </view>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="half" userLabel="Half">
                            <rect key="frame" x="20" y="200" width="50" height="50"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="bl"/>
                        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="bt"/>
                        <constraint firstItem="half" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="hl"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    @Test("a misplaced view the solve resizes takes the subviews it resizes or moves with it, as Xcode marks them; one it leaves in place is not misplaced")
    func subviewsOfAResizedView() throws {
        // The panel's width constraint says 100, its frame 200: the fill view spans the panel
        // and shrinks with it, the corner view keeps its place at the panel's left.
        let text = InlineDocuments.xib(width: 320, height: 480, subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                <rect key="frame" x="10" y="10" width="200" height="100"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="fill">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="50"/>
                    </view>
                    \(InlineDocuments.sizedView("corner", x: 0, y: 60, width: 20, height: 20))
                </subviews>
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="pw"/>
                    <constraint firstAttribute="height" constant="100" id="ph"/>
                    <constraint firstItem="fill" firstAttribute="leading" secondItem="panel" secondAttribute="leading" id="fl"/>
                    <constraint firstItem="fill" firstAttribute="trailing" secondItem="panel" secondAttribute="trailing" id="ft"/>
                    <constraint firstItem="fill" firstAttribute="top" secondItem="panel" secondAttribute="top" id="fp"/>
                    <constraint firstItem="fill" firstAttribute="height" constant="50" id="fh"/>
                    <constraint firstItem="corner" firstAttribute="leading" secondItem="panel" secondAttribute="leading" id="cl"/>
                    <constraint firstItem="corner" firstAttribute="top" secondItem="panel" secondAttribute="top" constant="60" id="cp"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="panel" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="pl"/>
            <constraint firstItem="panel" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="pt"/>
            """)
        let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: FileFrameSizing())
        let misplaced = layout.issues().filter { $0.message.contains("will be different at run time") }.map(\.objectID)
        #expect(Set(misplaced) == ["panel", "fill"], "\(layout.issues().map(\.message))")
    }

    @Test("a view's Ambiguity setting is honoured as Interface Builder honours it: \"Verify Position Only\" asks nothing of its size, \"Never Verify\" nothing at all (AltStore's stacks); by default the same view needs its size and position")
    func ambiguityVerification() throws {
        func axes(_ setting: String?) throws -> [String] {
            let attribute = setting.map { " verifyAmbiguity=\"\($0)\"" } ?? ""
            let text = InlineDocuments.xib(width: 320, height: 480, subviews: """
                <view\(attribute) translatesAutoresizingMaskIntoConstraints="NO" id="loose">
                    <rect key="frame" x="20" y="20" width="100" height="50"/>
                </view>
                """, constraints: """
                <constraint firstItem="loose" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                """)
            let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: FileFrameSizing())
            return layout.issues().filter { $0.objectID == "loose" }.flatMap(\.ambiguousAxes)
        }
        #expect(try Set(axes(nil)) == ["width", "Y position", "height"])
        #expect(try axes("ignoreSizes") == ["Y position"])
        #expect(try axes("off").isEmpty)
    }

    @Test("a view that keeps its constraints to a misplaced neighbour moves with it, and is misplaced too (firebase's sign-in buttons under text fields stored for a 600 pt wide scene); one tied to it along the other axis only, not moved with it, is not")
    func neighboursMovedWithAMisplacedView() throws {
        // The field's centre constraint puts it at x 60; the file has it at 160, as a wider
        // scene had it. The button keeps its constraints to the field (same leading, 8 below)
        // and moves 100 pt with it; the badge, beside the field at its stored y, is not moved.
        let text = InlineDocuments.xib(width: 320, height: 480, subviews: [
            InlineDocuments.sizedView("field", x: 160, y: 40, width: 200, height: 30),
            InlineDocuments.sizedView("button", x: 160, y: 78, width: 80, height: 30),
            InlineDocuments.sizedView("badge", x: 10, y: 40, width: 20, height: 20),
        ].joined(separator: "\n"), constraints: """
            <constraint firstItem="field" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="fc"/>
            <constraint firstItem="field" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="ft"/>
            <constraint firstItem="button" firstAttribute="leading" secondItem="field" secondAttribute="leading" id="bl"/>
            <constraint firstItem="button" firstAttribute="top" secondItem="field" secondAttribute="bottom" constant="8" id="bt"/>
            <constraint firstItem="badge" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="gl"/>
            <constraint firstItem="badge" firstAttribute="top" secondItem="field" secondAttribute="top" id="gt"/>
            """)
        let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: FileFrameSizing())
        let misplaced = layout.issues().filter { $0.message.contains("will be different at run time") }.map(\.objectID)
        #expect(Set(misplaced) == ["field", "button"], "\(layout.issues().map(\.message))")
    }

    @Test("a scroll view's content size is not a frame the file stores: a content view pinned to the scroll view's edges, stored taller than the solve makes its stack (text Nibbler measures shorter), keeps its own constraints and is not misplaced (element-ios's key backup panes); a view that breaks a constraint of its own still is")
    func scrollContentSizeIsNotStored() throws {
        let text = InlineDocuments.xib(width: 320, height: 480, subviews: """
            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0.0" y="0.0" width="320" height="400"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="110"/>
                        <subviews>
                            <stackView axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="110"/>
                                <subviews>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="item">
                                        <rect key="frame" x="0.0" y="0.0" width="320" height="110"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="50" id="ih"/>
                                        </constraints>
                                    </view>
                                </subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="stack" firstAttribute="top" secondItem="content" secondAttribute="top" id="st"/>
                            <constraint firstItem="stack" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="sl"/>
                            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="sr"/>
                            <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" id="sb"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="ct"/>
                    <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="cl"/>
                    <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="cr"/>
                    <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="cb"/>
                    <constraint firstItem="content" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="cw"/>
                </constraints>
            </scrollView>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="0.0" y="420" width="50" height="20"/>
                <constraints>
                    <constraint firstAttribute="width" constant="30" id="bw"/>
                    <constraint firstAttribute="height" constant="20" id="bh"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="rt"/>
            <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="rl"/>
            <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="rr"/>
            <constraint firstItem="scroll" firstAttribute="height" constant="400" id="rh"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="bl"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="420" id="bt"/>
            """)
        let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: FileFrameSizing())
        let solved = layout.frames().entries.first { $0.object.id == "content" }?.frame
        #expect(solved?.height == 50)   // the solve does resize it
        let misplaced = layout.issues().filter { $0.message.contains("will be different at run time") }.map(\.objectID)
        #expect(misplaced == ["box"], "\(layout.issues().map(\.message))")
    }

    @Test("before Xcode 8, a file whose frames are all whole points is judged on whole points: Eureka's week-day cell of Xcode 7, where Xcode marks the views off the solve by a point, not those off by half")
    func wholePointFramesOfOldXcodes() throws {
        // Three equal widths in 100 pt are 33⅓: on whole points 33, 34 and 33, on half points
        // 33.5, 33 and 33.5. The file's a and b break their equal widths by a point.
        func misplaced(toolsVersion: String, stored: [(x: Int, width: Int)] = [(0, 34), (34, 33), (67, 33)], extra: String = "") throws -> Set<String> {
            let text = InlineDocuments.xib(width: 100, height: 50, subviews: zip(["a", "b", "c"], stored).map { id, frame in
                #"<view translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)"><rect key="frame" x="\#(frame.x)" y="0.0" width="\#(frame.width)" height="50"/></view>"#
            }.joined(separator: "\n") + extra, constraints: ["a", "b", "c"].map { id in """
                    <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" id="top\(id)"/>
                    <constraint firstItem="\(id)" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="bottom\(id)"/>
                    """ }.joined() + """
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="la"/>
                <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="trailing" id="lb"/>
                <constraint firstItem="c" firstAttribute="leading" secondItem="b" secondAttribute="trailing" id="lc"/>
                <constraint firstItem="c" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="rc"/>
                <constraint firstItem="a" firstAttribute="width" secondItem="b" secondAttribute="width" id="ab"/>
                <constraint firstItem="b" firstAttribute="width" secondItem="c" secondAttribute="width" id="bc"/>
                """, toolsVersion: toolsVersion)
            let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: FileFrameSizing())
            return Set(layout.issues().filter { $0.message.contains("will be different at run time") }.map(\.objectID))
        }
        #expect(try misplaced(toolsVersion: "8191") == ["a", "b"])
        // Xcode 8 on: the device's half points, within which the file's frames are the solve's.
        #expect(try misplaced(toolsVersion: "14460") == [])
        // A file that stores a half point was laid out on half points.
        #expect(try misplaced(toolsVersion: "8191", extra: #"<view id="d"><rect key="frame" x="0.5" y="0.0" width="10" height="10"/></view>"#) == [])
        // Stored a point left of the solve, b breaks its leading by a point and c, keeping its
        // constraints to b, is a point off with it on whole points (33⅓ and 66⅔ are 33 and 67):
        // both are misplaced, as Eureka's last week-day button beside its separator is.
        #expect(try misplaced(toolsVersion: "8191", stored: [(0, 33), (32, 34), (66, 34)]) == ["b", "c"])
    }

    @Test("conflicts, ambiguity, missing constraints and misplaced frames are named in words; a view no constraint names is left where it is, as Interface Builder leaves it")
    func issues() throws {
        let document = try NibDocument(xml: XMLReader.parse(text))
        let issues = DocumentLayout(document: document, sizing: FileFrameSizing()).issues()
        let conflict = try #require(issues.first { $0.severity == .error })
        #expect(conflict.objectID == "w20")
        #expect(conflict.message.contains("Box.width == 20") && conflict.message.contains("Box.width == 10"), "\(conflict.message)")
        // No constraint names Lonely: Interface Builder keeps it at its frame, and says nothing.
        #expect(!issues.contains { $0.objectID == "lonely" }, "\(issues)")
        let half = try #require(issues.first { $0.objectID == "half" })
        #expect(half.message.contains("Y position") && half.message.contains("width") && half.message.contains("height") && !half.message.contains("X position"), "\(half.message)")
        #expect(issues.contains { $0.objectID == "box" && $0.message.contains("width 50 → 10") }, "\(issues)")
    }

    @Test("a conflict with what Auto Layout adds names it: required content hugging, with its length; the file's width constraint is the one broken, as the label is stored at its text's width (one stored stretched is no conflict: brokenRequiredHugging)")
    func conflictWithContentHugging() throws {
        let text = InlineDocuments.xib(width: 320, height: 480, subviews: """
            <label horizontalHuggingPriority="1000" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                <rect key="frame" x="10" y="10" width="40" height="21"/>
                <constraints>
                    <constraint firstAttribute="width" constant="80" id="w80"/>
                </constraints>
            </label>
            """, constraints: """
            <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="tl"/>
            <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="tt"/>
            """)
        struct TitleSizing: IntrinsicSizing {   // the label's text is 40 pt wide
            func intrinsicSize(of view: NibObject, in document: NibDocument) -> (width: Double?, height: Double?) { (40, 21) }
        }
        let document = try NibDocument(xml: XMLReader.parse(text))
        let layout = DocumentLayout(document: document, sizing: TitleSizing())
        let conflicts = layout.issues().filter { $0.severity == .error }
        #expect(conflicts.count == 1)
        let conflict = try #require(conflicts.first)
        #expect(conflict.objectID == "w80")
        #expect(conflict.message.contains("Label - Title.width == 80 conflicts with “Label - Title” content hugging: width ≤ 40"), "\(conflict.message)")
        #expect(conflict.message.hasSuffix("Breaking Label - Title.width == 80"), "\(conflict.message)")
        #expect(layout.frame(of: "title")?.width == 40)
        #expect(!conflict.message.contains("?"))
    }

    @Test("of constraints that contradict one another, the one broken is the one the file's frames break, as Xcode broke it (ish's terminal view 10,000 pt wide between its panel's edges, stored as wide as the panel): the view stays at its frame, not misplaced")
    func conflictBrokenWhereTheFileBreaksIt() throws {
        let text = InlineDocuments.xib(width: 320, height: 480, subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="panel" userLabel="Panel">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="terminal" userLabel="Terminal">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="10000" id="wide"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="terminal" firstAttribute="leading" secondItem="panel" secondAttribute="leading" id="tl"/>
                    <constraint firstAttribute="trailing" secondItem="terminal" secondAttribute="trailing" id="tr"/>
                    <constraint firstItem="terminal" firstAttribute="top" secondItem="panel" secondAttribute="top" id="tt"/>
                    <constraint firstAttribute="bottom" secondItem="terminal" secondAttribute="bottom" id="tb"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="panel" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="pl"/>
            <constraint firstAttribute="trailing" secondItem="panel" secondAttribute="trailing" id="pr"/>
            <constraint firstItem="panel" firstAttribute="top" secondItem="root" secondAttribute="top" id="pt"/>
            <constraint firstItem="panel" firstAttribute="height" constant="44" id="ph"/>
            """)
        let document = try NibDocument(xml: XMLReader.parse(text))
        let layout = DocumentLayout(document: document, sizing: FileFrameSizing())
        let issues = layout.issues()
        let conflict = try #require(issues.first { $0.severity == .error })
        #expect(conflict.objectID == "wide", "\(conflict.message)")
        #expect(conflict.message.hasSuffix("Breaking Terminal.width == 10000"), "\(conflict.message)")
        #expect(conflict.message.contains("Panel.trailing == Terminal.trailing"), "\(conflict.message)")
        #expect(layout.frame(of: "terminal")?.width == 320)
        #expect(layout.frame(of: "panel")?.width == 320)
        #expect(!issues.contains { $0.message.contains("will be different at run time") }, "\(issues)")
    }

    @Test("a required content size the file's frames keep is kept, and the constraint they break is broken (pocket-casts' search bar: its Cancel button, at its title's width, and the bar's background pinned 16 pt from the edge)")
    func requiredContentSizeKeptWhereTheFileKeepsIt() throws {
        let text = InlineDocuments.xib(width: 320, height: 58, subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="background" userLabel="Background">
                <rect key="frame" x="16" y="11" width="238" height="32"/>
            </view>
            <button horizontalCompressionResistancePriority="1000" translatesAutoresizingMaskIntoConstraints="NO" id="cancel" userLabel="Cancel">
                <rect key="frame" x="262" y="12" width="48" height="30"/>
            </button>
            """, constraints: """
            <constraint firstItem="background" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="bl"/>
            <constraint firstAttribute="trailing" secondItem="background" secondAttribute="trailing" constant="16" id="toEdge"/>
            <constraint firstItem="cancel" firstAttribute="leading" secondItem="background" secondAttribute="trailing" constant="8" id="toCancel"/>
            <constraint firstAttribute="trailing" secondItem="cancel" secondAttribute="trailing" constant="10" id="ct"/>
            <constraint firstItem="background" firstAttribute="top" secondItem="root" secondAttribute="top" constant="11" id="bt"/>
            <constraint firstItem="background" firstAttribute="height" constant="32" id="bh"/>
            <constraint firstItem="cancel" firstAttribute="top" secondItem="root" secondAttribute="top" constant="12" id="cy"/>
            """)
        let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: ButtonSizing(width: 48, height: 30))
        let issues = layout.issues()
        let conflict = try #require(issues.first { $0.severity == .error })
        #expect(conflict.objectID == "toEdge", "\(conflict.message)")
        #expect(conflict.message.hasSuffix("Breaking View.trailing == Background.trailing + 16"), "\(conflict.message)")
        #expect(layout.frame(of: "cancel") == Rect(x: 262, y: 12, width: 48, height: 30))
        #expect(layout.frame(of: "background")?.width == 238)
        #expect(!issues.contains { $0.message.contains("will be different at run time") }, "\(issues)")
    }

    @Test("an ambiguous view whose stored frame breaks the part of its frame its constraints fix is misplaced there too, as Xcode marks it (googleads' banner view, zulip's compose views); one that keeps that part is only ambiguous")
    func ambiguousAndMisplaced() throws {
        let text = InlineDocuments.xib(width: 320, height: 480, subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="banner" userLabel="Banner">
                <rect key="frame" x="30" y="100" width="100" height="50"/>
            </view>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="kept" userLabel="Kept">
                <rect key="frame" x="10" y="200" width="100" height="50"/>
            </view>
            """, constraints: """
            <constraint firstItem="banner" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="bl"/>
            <constraint firstItem="banner" firstAttribute="width" constant="100" id="bw"/>
            <constraint firstItem="kept" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="kl"/>
            <constraint firstItem="kept" firstAttribute="width" constant="100" id="kw"/>
            """)
        let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: FileFrameSizing())
        let messages = layout.issues().map { "\($0.objectID): \($0.message)" }
        #expect(messages.contains("banner: Need constraints for “Banner”: Y position, height"), "\(messages)")
        #expect(messages.contains("banner: Frame for “Banner” will be different at run time: x 30 → 10"), "\(messages)")
        #expect(messages.contains("kept: Need constraints for “Kept”: Y position, height"), "\(messages)")
        #expect(!messages.contains { $0.hasPrefix("kept: Frame") }, "\(messages)")
    }

    @Test("a view whose hugging is broken in both axes: each conflict names its own axis's constraint (a 30 pt cross button of a 16 pt image, as simplenote's, stored at its image's size)")
    func conflictsWithHuggingInBothAxes() throws {
        let text = InlineDocuments.xib(width: 320, height: 480, subviews: """
            <button horizontalHuggingPriority="1000" verticalHuggingPriority="1000" translatesAutoresizingMaskIntoConstraints="NO" id="cross" userLabel="Cross">
                <rect key="frame" x="10" y="10" width="16" height="16"/>
                <constraints>
                    <constraint firstAttribute="width" constant="30" id="w30"/>
                    <constraint firstAttribute="height" constant="30" id="h30"/>
                </constraints>
            </button>
            """, constraints: """
            <constraint firstItem="cross" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="xl"/>
            <constraint firstItem="cross" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="xt"/>
            """)
        let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: ButtonSizing(width: 16, height: 16))
        let messages = layout.issues().filter { $0.severity == .error }.map(\.message)
        #expect(messages.count == 2, "\(messages)")
        #expect(messages.contains { $0.contains("Cross.width == 30 conflicts with “Cross” content hugging: width ≤ 16.") }, "\(messages)")
        #expect(messages.contains { $0.contains("Cross.height == 30 conflicts with “Cross” content hugging: height ≤ 16.") }, "\(messages)")
    }

    @Test("a view Interface Builder keeps at a fixed frame stays there when its subviews pin to it: neither it nor they lack constraints (OsmAnd's bottom toolbar)")
    func fixedFrameViewHoldsItsPinnedSubviews() throws {
        let text = InlineDocuments.xib(width: 414, height: 896, subviews: """
            <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="toolbar" userLabel="Toolbar">
                <rect key="frame" x="0.0" y="836" width="414" height="60"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="line" userLabel="Line">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="1"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="1" id="lh"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="line" firstAttribute="leading" secondItem="toolbar" secondAttribute="leading" id="ll"/>
                    <constraint firstItem="line" firstAttribute="top" secondItem="toolbar" secondAttribute="top" id="lt"/>
                    <constraint firstAttribute="trailing" secondItem="line" secondAttribute="trailing" id="lr"/>
                </constraints>
            </view>
            """, constraints: "")
        let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: FileFrameSizing())
        #expect(layout.issues().isEmpty, "\(layout.issues().map(\.message))")
        #expect(layout.frame(of: "toolbar") == Rect(x: 0, y: 836, width: 414, height: 60))
        #expect(layout.frame(of: "line") == Rect(x: 0, y: 0, width: 414, height: 1))
    }

    @Test("a stack view's arranged views are placed by it: no warning for them, while a view pinned on one side needs the rest")
    func arrangedViewsAreConstrained() throws {
        let text = InlineDocuments.xib(width: 320, height: 480, subviews: """
            <stackView axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="16" y="16" width="60" height="50"/>
                <subviews>
                    <label text="One" translatesAutoresizingMaskIntoConstraints="NO" id="one">
                        <rect key="frame" x="0.0" y="0.0" width="60" height="21"/></label>
                    <label text="Two" translatesAutoresizingMaskIntoConstraints="NO" id="two">
                        <rect key="frame" x="0.0" y="29" width="60" height="21"/></label>
                </subviews>
            </stackView>
            <label text="Loose" translatesAutoresizingMaskIntoConstraints="NO" id="loose">
                <rect key="frame" x="16" y="100" width="60" height="21"/></label>
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="s1"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="s2"/>
            <constraint firstItem="loose" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l1"/>
            """)
        let issues = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: FileFrameSizing()).issues()
        // The arranged labels have no constraints of their own and need none; the loose label,
        // pinned on one side only, needs its Y position.
        #expect(issues.map(\.objectID) == ["loose"], "\(issues)")
        #expect(issues.first?.message.contains("Y position") == true, "\(issues)")
    }

    @Test("the seed demo has no issue when text sizes are Xcode's", SharedFiles.needsCorpus)
    func seedDemoClean() throws {
        let document = try NibDocument(xml: XMLReader.parse(Array(try Data(contentsOf: SharedFiles.seedDemo))))
        #expect(DocumentLayout(document: document, sizing: FileFrameSizing()).issues().isEmpty)
    }
}

@Suite("Autoresizing masks")
struct AutoresizingTests {
    @Test("views without constraints follow their mask when the superview changes size")
    func resize() throws {
        let xml = try XMLReader.parse("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                        <subviews>
                            <view contentMode="scaleToFill" id="bar">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                            </view>
                            <view contentMode="scaleToFill" id="corner">
                                <rect key="frame" x="270" y="430" width="40" height="40"/>
                                <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMinY="YES"/>
                            </view>
                            <view contentMode="scaleToFill" id="fixed">
                                <rect key="frame" x="10" y="100" width="50" height="50"/>
                            </view>
                        </subviews>
                    </view>
                </objects>
            </document>
            """)
        let document = try NibDocument(xml: xml)
        let (entries, refused) = DocumentLayout(document: document, sizing: FileFrameSizing()).frames(size: (414, 736))
        #expect(refused.isEmpty)
        let frames = Dictionary(uniqueKeysWithValues: entries.map { ($0.object.id, $0.frame) })
        #expect(frames["bar"] == Rect(x: 0, y: 0, width: 414, height: 44))
        #expect(frames["corner"] == Rect(x: 364, y: 686, width: 40, height: 40))
        #expect(frames["fixed"] == Rect(x: 10, y: 100, width: 50, height: 50))
    }

    @Test("a cell style's label stored inside the cell's margin is ambiguous, as Xcode marks it; one at the margin is not")
    func cellStyleLabelInsideMargin() throws {
        let issues = try issuesOfTable(with: styleCell("stale", labelX: 8) + styleCell("placed", labelX: 20))
        #expect(issues.map(\.objectID) == ["stale-label"], "\(issues)")
        let issue = try #require(issues.first)
        #expect(issue.isAmbiguous && issue.message.contains("x 8"), "\(issue.message)")
    }

    @Test("a Right Detail cell's detail label is ambiguous with its text label stored inside the margin, 8 pt from the edge as the text is (seafile's); the same label 8 pt from the edge beside a text label at the margin is not (an accessory's room)")
    func cellStyleDetailLabelWithStaleText() throws {
        let issues = try issuesOfTable(with: styleCell("stale", labelX: 8, detailGap: 8) + styleCell("placed", labelX: 20, detailGap: 8))
        #expect(Set(issues.map(\.objectID)) == ["stale-label", "stale-detail"], "\(issues)")
        #expect(issues.allSatisfy { $0.isAmbiguous })
    }

    @Test("a style cell's image stored inside the cell's margin is ambiguous with its labels beside it, as Xcode marks them; one at the margin is not")
    func cellStyleImageInsideMargin() throws {
        let issues = try issuesOfTable(with: styleCell("stale", labelX: 47.5, imageX: 8.5) + styleCell("placed", labelX: 59, imageX: 20))
        #expect(Set(issues.map(\.objectID)) == ["stale-image", "stale-label"], "\(issues)")
        #expect(issues.allSatisfy { $0.isAmbiguous })
    }

    @Test("a style cell's SF Symbol whose frame starts a point left of the margin is where the cell put it (its frame is grown by the symbol's insets: KeePassium's); one at UIView's 8 pt margin is not (tinode's)")
    func cellStyleSymbolAtTheMargin() throws {
        let issues = try issuesOfTable(with: styleCell("stale", labelX: 47.5, imageX: 8.5, symbol: true)
                                           + styleCell("placed", labelX: 56.25, imageX: 14.75, symbol: true))
        #expect(Set(issues.map(\.objectID)) == ["stale-image", "stale-label"], "\(issues)")
    }

    @Test("a view in a table's row below the table's bottom edge is not misplaced, as Xcode, which lays out the rows a table shows, marks none there (TextFieldEffects' last rows, MiniKeePass's settings); the same view in a row shown is")
    func rowBelowTheTableIsNotJudged() throws {
        let issues = try issuesOfTable(with: InlineDocuments.pinnedRow("shown", y: 852) + InlineDocuments.pinnedRow("below", y: 896))
        #expect(issues.map(\.objectID) == ["shown-box"], "\(issues)")
        #expect(issues.first?.message.contains("x 8 → 20") == true, "\(issues)")
    }

    @Test("from Xcode 13, a view in a row below the table's bottom edge whose frame breaks its constraints by more than 4 pt is ambiguous, as Xcode marks the rows it has not laid out (Pyto's, dolphin's, IVPN's, Monal's); one that keeps them, or is within a cell margin's error of them, is not judged, nor is any in a file of Xcode 12.5")
    func rowNotLaidOutIsAmbiguousFromXcode13() throws {
        let cells = InlineDocuments.pinnedRow("stale", y: 896) + InlineDocuments.pinnedRow("placed", y: 940, boxX: 20) + InlineDocuments.pinnedRow("near", y: 984, boxX: 17)
        let issues = try issuesOfTable(with: cells, toolsVersion: "20037")
        #expect(issues.map(\.objectID) == ["stale-box"], "\(issues)")
        #expect(issues.allSatisfy { $0.isAmbiguous && !$0.isMisplaced && $0.ambiguousAxes.isEmpty }, "\(issues)")
        #expect(issues.first?.message.contains("x 8 → 20") == true, "\(issues)")
        #expect(try issuesOfTable(with: cells, toolsVersion: "18122").isEmpty)
    }

    @Test("from Xcode 13, a view in a row not laid out that keeps its own constraints but is more than 4 pt off with one that breaks them is ambiguous too: Pyto's theme labels, stretched to a view a stale margin put 8 pt off")
    func rowNotLaidOutMarksViewsStretchedWithIt() throws {
        let views = InlineDocuments.sizedView("row-end", x: 356, y: 12, width: 50, height: 20) + """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="row-stretched">
                <rect key="frame" x="150" y="12" width="198" height="20"/>
                <constraints>
                    <constraint firstAttribute="height" constant="20" id="row-stretched-h"/>
                </constraints>
            </view>
            """
        let cells = InlineDocuments.pinnedRow("row", y: 896, boxX: 20, subviews: views, constraints: """
            <constraint firstAttribute="trailing" secondItem="row-end" secondAttribute="trailing" constant="20" id="row-e1"/>
            <constraint firstItem="row-end" firstAttribute="centerY" secondItem="row-content" secondAttribute="centerY" id="row-e2"/>
            <constraint firstItem="row-stretched" firstAttribute="leading" secondItem="row-content" secondAttribute="leading" constant="150" id="row-s1"/>
            <constraint firstItem="row-end" firstAttribute="leading" secondItem="row-stretched" secondAttribute="trailing" constant="8" id="row-s2"/>
            <constraint firstItem="row-stretched" firstAttribute="centerY" secondItem="row-content" secondAttribute="centerY" id="row-s3"/>
            """)
        let issues = try issuesOfTable(with: cells, toolsVersion: "20037")
        #expect(issues.map(\.objectID).sorted() == ["row-end", "row-stretched"], "\(issues)")
        #expect(issues.allSatisfy { $0.isAmbiguous && !$0.isMisplaced }, "\(issues)")
    }

    @Test("a view in a row Xcode has not laid out is ambiguous, at its solved place too, where the row sets its own height: Xcode does not know that height (IQKeyboardManager's, Monal's, IVPN's and iNaturalist's rows, GoMap's automatic ones), whether the view is centred in it or placed from its top alone (the Packt iOS 16 book's labels); not where the table sets every row's (Kingfisher's), nor where a chain of constraints from the row's top to its bottom sizes it, nor in files before Xcode 13")
    func rowOfItsOwnHeightNotLaidOut() throws {
        let top = InlineDocuments.sizedView("own-top", x: 200, y: 4, width: 50, height: 10)
        let cells = InlineDocuments.pinnedRow("table-set", y: 896, boxX: 20)
            + InlineDocuments.pinnedRow("own", y: 940, boxX: 20, subviews: top, constraints: """
                <constraint firstItem="own-top" firstAttribute="leading" secondItem="own-content" secondAttribute="leading" constant="200" id="own-t1"/>
                <constraint firstItem="own-top" firstAttribute="top" secondItem="own-content" secondAttribute="top" constant="4" id="own-t2"/>
                """, rowHeight: 44)
            + InlineDocuments.pinnedRow("sized", y: 984, boxX: 20, constraints: """
                <constraint firstItem="sized-box" firstAttribute="top" secondItem="sized-content" secondAttribute="top" constant="12" id="sized-t"/>
                <constraint firstAttribute="bottom" secondItem="sized-box" secondAttribute="bottom" constant="12" id="sized-b"/>
                """, rowHeight: 44)
        let issues = try issuesOfTable(with: cells, toolsVersion: "20037")
        #expect(issues.map(\.objectID).sorted() == ["own-box", "own-top"], "\(issues)")
        #expect(issues.allSatisfy { $0.isAmbiguous && $0.isInRowNotLaidOut && !$0.isMisplaced }, "\(issues)")
        #expect(try issuesOfTable(with: cells, toolsVersion: "18122").isEmpty)
    }

    @Test("a row below what a table under the status bar shows, its height less the bars over its top, is a row Xcode has not laid out, though it starts inside the table (Pyto's theme list, IQKeyboardManager's and GoMap's forms); a row above that edge is laid out and judged")
    func rowBelowTheShownPartIsNotLaidOut() throws {
        let cells = InlineDocuments.pinnedRow("shown", y: 800) + InlineDocuments.pinnedRow("hidden", y: 870)
        let issues = try issuesOfTable(with: cells, toolsVersion: "20037", device: "retina6_1")
        #expect(issues.map(\.objectID).sorted() == ["hidden-box", "shown-box"], "\(issues)")
        #expect(issues.first { $0.objectID == "shown-box" }?.isMisplaced == true, "\(issues)")
        #expect(issues.first { $0.objectID == "hidden-box" }.map { $0.isAmbiguous && !$0.isMisplaced } == true, "\(issues)")
        // With no bars over it the whole table is shown.
        #expect(try issuesOfTable(with: cells, toolsVersion: "20037").allSatisfy(\.isMisplaced))
    }

    @Test("a button of a custom class is not judged misplaced by its text's size, which a designable's code may set (Stopp Corona's TransLabels, AdGuard's themed buttons: Xcode marks none); it is where the project's code says the class is not designable, as UIKit's own class is")
    func customTextViewIsJudgedOnlyWhereTheCodeSaysHow() throws {
        func button(_ id: String, y: Int, customClass: String?) -> String {
            """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)"\(customClass.map { " customClass=\"\($0)\"" } ?? "")>
                <rect key="frame" x="20" y="\(y)" width="80" height="30"/>
                <state key="normal" title="Send"/>
            </button>
            """
        }
        let text = InlineDocuments.xib(width: 320, height: 200, subviews: button("plain", y: 20, customClass: nil) + button("themed", y: 80, customClass: "ThemedButton"), constraints: """
            <constraint firstItem="plain" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="plain" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
            <constraint firstItem="themed" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
            <constraint firstItem="themed" firstAttribute="top" secondItem="root" secondAttribute="top" constant="80" id="c4"/>
            """)
        let document = try NibDocument(xml: XMLReader.parse(text))
        func misplaced() -> [String] {
            DocumentLayout(document: document, sizing: ButtonSizing(width: 60, height: 30)).issues().filter(\.isMisplaced).map(\.objectID).sorted()
        }
        #expect(misplaced() == ["plain"])
        document.projectDesignable = { _ in true }
        #expect(misplaced() == ["plain"])
        document.projectDesignable = { _ in false }
        #expect(misplaced() == ["plain", "themed"])
    }

    @Test("an image view showing an SF Symbol is not judged misplaced: its frame is the symbol's alignment rect grown by insets Nibbler does not know (tinode's 12 pt shield stored 17.5 tall; Xcode marks none of 280 such views); one showing a named image is")
    func symbolViewIsNotJudged() throws {
        func imageView(_ id: String, y: Int, image: String) -> String {
            """
            <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="20" y="\(y)" width="18" height="17.5"/>
                <constraints>
                    <constraint firstAttribute="width" constant="18" id="\(id)-w"/>
                    <constraint firstAttribute="height" constant="12" id="\(id)-h"/>
                </constraints>
                \(image)
            </imageView>
            """
        }
        let text = InlineDocuments.xib(width: 320, height: 200, subviews: imageView("shield", y: 20, image: #"<imageReference key="image" image="checkmark.shield.fill" catalog="system" symbolScale="large"/>"#)
            + imageView("badge", y: 80, image: ""), constraints: """
            <constraint firstItem="shield" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="shield" firstAttribute="top" secondItem="root" secondAttribute="top" constant="22.5" id="c2"/>
            <constraint firstItem="badge" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
            <constraint firstItem="badge" firstAttribute="top" secondItem="root" secondAttribute="top" constant="82.5" id="c4"/>
            """)
        let issues = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: FileFrameSizing()).issues()
        #expect(issues.filter(\.isMisplaced).map(\.objectID) == ["badge"], "\(issues.map(\.message))")
    }

    @Test("a view whose frame breaks only an optional constraint is not misplaced: Xcode's solve broke it too, as it may (Stopp Corona's scroll content taller than the screen it matches at 250); the same constraint required, it is")
    func optionalConstraintBrokenIsNotBlamed() throws {
        #expect(try misplacedPinnedBox(frame: #"x="20" y="20" width="140" height="20""#, widthPriority: #"priority="250""#) == [])
        #expect(try misplacedPinnedBox(frame: #"x="20" y="20" width="140" height="20""#) == ["box"])
    }

    @Test("a view whose stored frame breaks its constraint by under a point is not misplaced (FSPagerView's Xcode 9 sliders centred 0.75 pt off); by a point it is (Eureka's week-day cell)")
    func subPointOffsetIsNotMisplaced() throws {
        #expect(try misplacedPinnedBox(frame: #"x="20" y="20" width="100" height="20""#, top: 20.75) == [])    // 0.75 pt off: a pixel's rounding
        #expect(try misplacedPinnedBox(frame: #"x="20" y="21.5" width="100" height="20""#, top: 20.75) == [])  // 0.75 pt the other way
        #expect(try misplacedPinnedBox(frame: #"x="20" y="19.5" width="100" height="20""#, top: 20.75) == ["box"])  // 1.25 pt off
    }

    /// The views called misplaced in a document of one 100 × 20 pt box pinned `top` below the
    /// root's top and 20 pt from its leading edge, stored at `frame`.
    private func misplacedPinnedBox(frame: String, widthPriority: String = "", top: Double = 20) throws -> [String] {
        let text = InlineDocuments.xib(width: 320, height: 200, subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" \(frame)/>
                <constraints>
                    <constraint firstAttribute="width" constant="100" \(widthPriority) id="w"/>
                    <constraint firstAttribute="height" constant="20" id="h"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(top)" id="t"/>
            """)
        return DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: FileFrameSizing()).issues().filter(\.isMisplaced).map(\.objectID)
    }

    /// A Basic style cell, its label (and image, 23 pt wide, an SF Symbol if `symbol`) stored at
    /// these x; a Right Detail one where `detailGap` says how far its detail label, 44 pt wide,
    /// ends from the cell's trailing edge.
    private func styleCell(_ id: String, labelX: Double, imageX: Double? = nil, symbol: Bool = false, detailGap: Double? = nil) -> String {
        let image = imageX.map { x in
            """
            <imageView opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" id="\(id)-image">
                <rect key="frame" x="\(x)" y="10" width="23" height="24"/>
                <autoresizingMask key="autoresizingMask"/>
                \(symbol ? #"<imageReference key="image" image="at" catalog="system" symbolScale="large"/>"# : "")
            </imageView>
            """
        } ?? ""
        let detail = detailGap.map { gap in
            """
            <label opaque="NO" text="Detail" textAlignment="right" lineBreakMode="tailTruncation" id="\(id)-detail">
                <rect key="frame" x="\(414 - gap - 44)" y="12" width="44" height="20.5"/>
                <autoresizingMask key="autoresizingMask"/>
            </label>
            """
        } ?? ""
        let style = detailGap == nil ? "IBUITableViewCellStyleDefault" : "IBUITableViewCellStyleValue1"
        return """
            <tableViewCell contentMode="scaleToFill" textLabel="\(id)-label" \(detailGap == nil ? "" : "detailTextLabel=\"\(id)-detail\" ")\(imageX == nil ? "" : "imageView=\"\(id)-image\" ")style="\(style)" id="\(id)">
                <rect key="frame" x="0.0" y="50" width="414" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="\(id)" id="\(id)-content">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <label opaque="NO" text="Title" lineBreakMode="tailTruncation" id="\(id)-label">
                            <rect key="frame" x="\(labelX)" y="0.0" width="\(414 - 2 * labelX)" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </label>
                        \(image)
                        \(detail)
                    </subviews>
                </tableViewCellContentView>
            </tableViewCell>
            """
    }

    /// The issues of a screen-filling table view of these prototype cells.
    private func issuesOfTable(with cells: String, toolsVersion: String? = nil, device: String? = nil) throws -> [LayoutIssue] {
        let text = InlineDocuments.table(of: cells, toolsVersion: toolsVersion, device: device)
        return DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: FileFrameSizing()).issues()
    }
}
