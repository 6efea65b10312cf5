import NibLayout
import NibModel
import SharedFiles
import Testing
import XMLTree

/// Stack views as UIKit arranges them, on small hand-made documents.
@Suite("Stack views")
struct StackViewTests {
    /// A stack filling the root that turns vertical in compact width, with two images 120 and
    /// 40 pt across, apportioned by their natural sizes.
    let text = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <stackView distribution="fillProportionally" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <imageView image="big" translatesAutoresizingMaskIntoConstraints="NO" id="big">
                                    <rect key="frame" x="0.0" y="0.0" width="120" height="120"/>
                                </imageView>
                                <imageView image="small" translatesAutoresizingMaskIntoConstraints="NO" id="small">
                                    <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                                </imageView>
                            </subviews>
                            <variation key="heightClass=regular-widthClass=compact" axis="vertical"/>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                        <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="r"/>
                        <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" id="b"/>
                    </constraints>
                </view>
            </objects>
            <resources>
                <image name="big" width="120" height="120"/>
                <image name="small" width="40" height="40"/>
            </resources>
        </document>
        """

    func frames(on device: String) throws -> [String: Rect] {
        let document = try NibDocument(xml: XMLReader.parse(text))
        let root = try #require(document.objectsByID["root"])
        let screen = try #require(Device.named(device))
        return LayoutEngine(document: document, root: root, screen: screen, sizing: FileFrameSizing()).solve().frames
    }

    @Test("a stack view, the views it arranges and the views inside those are never called misplaced (Xcode marks none of the corpus's 136 views inside arranged views); a view beside the stack still is")
    func stackContentIsNeverMisplaced() throws {
        // Both images are stored at the stack's origin, where the stack does not put them, and
        // the card's badge 22 pt right of its constraint; the loose view is stored 30 pt right
        // of its constraint.
        let card = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                <rect key="frame" x="0.0" y="0.0" width="100" height="60"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                        <rect key="frame" x="30" y="8" width="20" height="20"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="20" id="bw"/>
                            <constraint firstAttribute="height" constant="20" id="bh"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="cw"/>
                    <constraint firstAttribute="height" constant="60" id="ch"/>
                    <constraint firstItem="badge" firstAttribute="leading" secondItem="card" secondAttribute="leading" constant="8" id="bl"/>
                    <constraint firstItem="badge" firstAttribute="top" secondItem="card" secondAttribute="top" constant="8" id="bt"/>
                </constraints>
            </view>
            """
        let loose = """
            </stackView>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="loose">
                <rect key="frame" x="40" y="10" width="20" height="20"/>
                <constraints>
                    <constraint firstAttribute="width" constant="20" id="lw"/>
                    <constraint firstAttribute="height" constant="20" id="lh"/>
                </constraints>
            </view>
            """
        let pinned = """
            <constraints>
                <constraint firstItem="loose" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="ll"/>
                <constraint firstItem="loose" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="lt"/>
            """
        let edited = text.replacingOccurrences(of: "<constraints>", with: pinned).replacingOccurrences(of: "</stackView>", with: loose)
            .replacingOccurrences(of: #"<imageView image="small""#, with: card + #"<imageView image="small""#)
        let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(edited)), sizing: FileFrameSizing())
        let misplaced = layout.issues().filter { $0.message.contains("will be different at run time") }.map(\.objectID)
        #expect(misplaced == ["loose"], "\(layout.issues().map(\.message))")
    }

    @Test("a size-class variation turns the stack vertical on a phone held upright, and fills it in proportion")
    func compactWidth() throws {
        let f = try frames(on: "retina4_7")
        let (big, small) = (try #require(f["big"]), try #require(f["small"]))
        #expect(small.y == big.y + big.height)                    // one above the other
        #expect(abs(big.height / small.height - 3) < 0.01)         // 120 : 40, on the pixel grid
        #expect(abs(big.height + small.height - 667) < 0.5)
    }

    @Test("filling in proportion with spacing, each view is its share of the whole stack, the spacing counted in the total, and the last takes what is left, as UIKit's constraints have it (Packt's calculator keys, all 30 pt natural: 64.5 pt, the last 105.5)")
    func proportionsCountTheSpacing() throws {
        let keys = ["k1": 30, "k2": 30, "k3": 30, "k4": 30].sorted { $0.key < $1.key }
        let arranged = keys.map { id, width in
            #"<imageView image="\#(id)" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)"><rect key="frame" x="0.0" y="0.0" width="\#(width)" height="30"/></imageView>"#
        }.joined(separator: "\n")
        let resources = keys.map { #"<image name="\#($0.key)" width="\#($0.value)" height="30"/>"# }.joined()
        let text = proportionalStack(width: 335, spacing: 12, arranged: arranged, resources: resources)
        let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: FileFrameSizing())
        let widths = try ["k1", "k2", "k3", "k4"].map { try #require(layout.frame(of: $0)).width }
        #expect(widths == [64.5, 64.5, 64.5, 105.5], "\(widths)")
    }

    @Test("filling in proportion views none of which has a natural length (stacks inside, as FloatingPanel's and Loop's), the stack shares its length out by the lengths they were loaded with")
    func proportionsOfViewsWithoutNaturalLengths() throws {
        let arranged = [("narrow", 100), ("wide", 200)].map { id, width in
            #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)"><rect key="frame" x="0.0" y="0.0" width="\#(width)" height="30"/></view>"#
        }.joined(separator: "\n")
        // Stored 306 pt wide; on the 375 pt phone, 36 pt in from its trailing edge: 339 wide.
        let text = proportionalStack(width: 306, spacing: 6, trailingInset: 36, arranged: arranged)
        let document = try NibDocument(xml: XMLReader.parse(text))
        let root = try #require(document.objectsByID["root"])
        let engine = LayoutEngine(document: document, root: root, screen: try #require(Device.named("retina4_7")), sizing: FileFrameSizing())
        let result = engine.solve()
        let (a, b) = (try #require(result.frames["narrow"]), try #require(result.frames["wide"]))
        #expect(abs(a.width - 111) < 0.5 && abs(b.width - 222) < 0.5, "\(a.width), \(b.width)")   // 1 : 2 of 333
        #expect(engine.diagnose(result).filter(\.isAmbiguous).isEmpty)
    }

    /// A 30 pt tall XIB for the 375 pt phone whose root holds a horizontal fill-proportionally
    /// stack, stored `width` wide, pinned to the root's edges (`trailingInset` in from its trailing one).
    private func proportionalStack(width: Int, spacing: Int, trailingInset: Int = 0, arranged: String, resources: String = "") -> String {
        InlineDocuments.xib(width: Double(width), height: 30, subviews: """
            <stackView distribution="fillProportionally" spacing="\(spacing)" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="30"/>
                <subviews>\(arranged)</subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="\(trailingInset)" id="r"/>
            <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" id="b"/>
            """, resources: resources, device: "retina4_7")
    }

    @Test("without a matching variation (an iPad is regular both ways) the stack stays horizontal")
    func regularWidth() throws {
        let f = try frames(on: "ipad9_7")
        let (big, small) = (try #require(f["big"]), try #require(f["small"]))
        #expect(small.x == big.x + big.width)                     // side by side
        #expect(abs(big.width / small.width - 3) < 0.01)
        #expect(abs(big.width + small.width - 768) < 0.5)
    }

    @Test("a hidden arranged view with a height of its own at 999 still takes no room: UIKit's hiding constraint comes first (woocommerce's \"Add Customer Note\" button)")
    func hiddenOverOptionalLength() throws {
        let document = try verticalStack(height: 30, arranged: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top">
                <rect key="frame" x="0.0" y="0.0" width="375" height="30"/>
                <constraints><constraint firstAttribute="height" constant="30" id="th"/></constraints>
            </view>
            <button hidden="YES" opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="note">
                <rect key="frame" x="0.0" y="30" width="375" height="0.0"/>
                <constraints><constraint firstAttribute="height" priority="999" constant="34" id="nh"/></constraints>
            </button>
            """)
        let root = try #require(document.objectsByID["root"])
        let layout = LayoutEngine(document: document, root: root, screen: try #require(Device.named("retina4_7")), sizing: ButtonSizing(width: 84, height: 30))
        let frames = layout.solve().frames
        #expect(frames["note"]?.height == 0, "\(String(describing: frames["note"]))")
        #expect(frames["stack"]?.height == 30)
    }

    /// A document whose root holds a vertical stack, 10 pt spacing, pinned to its top and sides,
    /// `height` tall in the file, of the `arranged` views.
    private func verticalStack(height: Int, arranged: String) throws -> NibDocument {
        try NibDocument(xml: XMLReader.parse("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <stackView axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                                <subviews>
                                    \(arranged)
                                </subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="r"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """))
    }

    @Test("a hidden arranged view takes no room along the axis and fills across, where the file has it; one with a length of its own keeps it (googleads' and pocket-casts' stacks)")
    func hiddenViews() throws {
        let document = try verticalStack(height: 70, arranged: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top">
                <rect key="frame" x="0.0" y="0.0" width="375" height="30"/>
                <constraints><constraint firstAttribute="height" constant="30" id="th"/></constraints>
            </view>
            <button hidden="YES" opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="hidden">
                <rect key="frame" x="0.0" y="35" width="375" height="0.0"/>
            </button>
            <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sized">
                <rect key="frame" x="0.0" y="35" width="375" height="24"/>
                <constraints><constraint firstAttribute="height" constant="24" id="sh"/></constraints>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bottom">
                <rect key="frame" x="0.0" y="40" width="375" height="30"/>
                <constraints><constraint firstAttribute="height" constant="30" id="bh"/></constraints>
            </view>
            """)
        let root = try #require(document.objectsByID["root"])
        let layout = LayoutEngine(document: document, root: root, screen: try #require(Device.named("retina4_7")), sizing: ButtonSizing(width: 84, height: 33))
        let frames = layout.solve().frames
        #expect(frames["stack"]?.height == 70, "the hidden views add no room: \(String(describing: frames["stack"]))")
        #expect(frames["bottom"]?.y == 40)
        #expect(frames["hidden"] == Rect(x: 0, y: 35, width: 375, height: 0), "\(String(describing: frames["hidden"]))")
        #expect(frames["sized"]?.height == 24 && frames["sized"]?.width == 375)
    }

    @Test("a stack whose views are all hidden is as small as nothing where nothing else sizes it, and not ambiguous (stopp-corona's paging stacks of one hidden page, stored 0 wide); an empty stack has no size and is (AdGuard's, marked ambiguous)")
    func allViewsHidden() throws {
        func layout(arranged: String) throws -> (frames: [String: Rect], ambiguous: [String]) {
            let text = InlineDocuments.xib(width: 375, height: 600, subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" distribution="equalSpacing" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="0.0" y="0.0" width="0.0" height="600"/>
                    <subviews>\(arranged)</subviews>
                </stackView>
                """, constraints: """
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                <constraint firstItem="stack" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="b"/>
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                """)
            let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: ButtonSizing(width: 84, height: 33))
            let frames = Dictionary(uniqueKeysWithValues: layout.frames().entries.map { ($0.object.id, $0.frame) })
            return (frames, layout.issues().filter { !$0.ambiguousAxes.isEmpty }.map(\.objectID))
        }
        let hidden = try layout(arranged: """
            <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="page">
                <rect key="frame" x="0.0" y="0.0" width="375" height="600"/>
                <constraints>
                    <constraint firstAttribute="width" constant="375" id="w"/>
                    <constraint firstAttribute="height" constant="600" id="h"/>
                </constraints>
            </view>
            """)
        #expect(hidden.frames["stack"]?.width == 0, "\(String(describing: hidden.frames["stack"]))")
        #expect(hidden.frames["page"]?.width == 375)
        #expect(hidden.ambiguous.isEmpty, "\(hidden.ambiguous)")
        let empty = try layout(arranged: "")
        #expect(empty.ambiguous == ["stack"], "\(empty.ambiguous)")
    }

    @Test("a centred row's height is its tallest view's even inside a stack that spaces its views equally: the outer stack's wish for small gaps does not stretch the row, and the view below the row is not called ambiguous (element's PIN screen)")
    func rowInsideEqualSpacingKeepsItsHeight() throws {
        let sized = InlineDocuments.sizedView
        let text = InlineDocuments.xib(width: 375, height: 600, subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="equalSpacing" alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="outer">
                <rect key="frame" x="0.0" y="0.0" width="375" height="600"/>
                <subviews>
                    \(sized("top", 167.5, 0, 40, 40))
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="group">
                        <rect key="frame" x="137.5" y="273" width="100" height="54"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                                <rect key="frame" x="38" y="0.0" width="24" height="24"/>
                                <subviews>\(sized("dot", 0, 0, 24, 24))</subviews>
                            </stackView>
                            \(sized("below", 0, 24, 100, 30))
                        </subviews>
                    </stackView>
                    \(sized("bottom", 167.5, 560, 40, 40))
                </subviews>
            </stackView>
            """, constraints: InlineDocuments.edgesPinnedToRoot("outer"))
        let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: FileFrameSizing())
        let frames = Dictionary(uniqueKeysWithValues: layout.frames().entries.map { ($0.object.id, $0.frame) })
        #expect(frames["row"]?.height == 24, "\(String(describing: frames["row"]))")
        #expect(frames["below"]?.y == 24, "\(String(describing: frames["below"]))")
        #expect(frames["group"]?.y == 273, "\(String(describing: frames["group"]))")
        let ambiguous = layout.issues().filter { !$0.ambiguousAxes.isEmpty }.map(\.objectID)
        #expect(ambiguous.isEmpty, "\(ambiguous)")
    }

    @Test("a stack that preserves its superview's margins still arranges from its edges; one relative to its margins arranges inside them, which are none unless the file sets them")
    func preservedMargins() throws {
        func firstX(_ attributes: String, margins: String = "") throws -> Double? {
            let text = InlineDocuments.xib(width: 320, height: 52, subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="16" y="19" width="288" height="14"/>
                    \(margins)
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="first">
                            <rect key="frame" x="0.0" y="0.0" width="288" height="14"/>
                            <constraints><constraint firstAttribute="height" constant="14" id="fh"/></constraints>
                        </view>
                    </subviews>
                </stackView>
                """, constraints: """
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="l"/>
                <constraint firstAttribute="trailingMargin" secondItem="stack" secondAttribute="trailing" id="r"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="19" id="t"/>
                """)
            let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: FileFrameSizing())
            return layout.frame(of: "first")?.x
        }
        #expect(try firstX(#"preservesSuperviewLayoutMargins="YES""#) == 0)   // woocommerce's two-column cell, as stored
        #expect(try firstX(#"layoutMarginsRelativeArrangement="YES""#) == 0)   // a stack's own margins are none
        let set = #"<directionalEdgeInsets key="directionalLayoutMargins" top="0.0" leading="12" bottom="0.0" trailing="12"/>"#
        #expect(try firstX(#"layoutMarginsRelativeArrangement="YES""#, margins: set) == 12)
    }

    @Test("a view a centred stack arranges needs no width of its own: UIStackView suppresses that ambiguity itself; its length along the axis still counts")
    func centredStackSuppressesCrossAmbiguity() throws {
        func issues(spacerHeight: String, distribution: String = "") throws -> [String] {
            let text = InlineDocuments.xib(width: 320, height: 200, subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical"\(distribution) alignment="center" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="16" y="8" width="288" height="53"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top">
                            <rect key="frame" x="129" y="0.0" width="30" height="30"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="30" id="tw"/>
                                <constraint firstAttribute="height" constant="30" id="th"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="spacer">
                            <rect key="frame" x="24" y="40" width="240" height="13"/>
                            \(spacerHeight)
                        </view>
                    </subviews>
                </stackView>
                """, constraints: """
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l"/>
                <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="16" id="r"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="t"/>
                """)
            let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: FileFrameSizing())
            return layout.issues().map(\.message)
        }
        // ChatSecure's purchase sheet: a spacer 13 pt high with no width, centred; Xcode asks nothing.
        #expect(try issues(spacerHeight: #"<constraints><constraint firstAttribute="height" constant="13" id="sh"/></constraints>"#).isEmpty)
        let free = try issues(spacerHeight: "")
        // Along the axis the spacer's height is free, and the stack's with it.
        #expect(free == ["Need constraints for “Stack View”: height", "Need constraints for “View”: height"], "\(free)")
        // In a stack of equal spacing Xcode leaves such a view unmarked (safe-ios' info views).
        let spaced = try issues(spacerHeight: "", distribution: #" distribution="equalSpacing""#)
        #expect(!spaced.contains("Need constraints for “View”: height"), "\(spaced)")
    }

    @Test("a stack view's own layout margins are none: a button pinned 16 pt inside them sits 16 pt from its edges (woocommerce's survey, WordPressAuthenticator's and ProtonVPN's stacks)")
    func stackMarginsAreNone() throws {
        let text = InlineDocuments.xib(width: 414, height: 200, subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="414" height="30"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                        <rect key="frame" x="16" y="0.0" width="382" height="30"/>
                        <constraints><constraint firstAttribute="height" constant="30" id="bh"/></constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="bar" firstAttribute="leading" secondItem="stack" secondAttribute="leadingMargin" constant="16" id="bl"/>
                    <constraint firstAttribute="trailingMargin" secondItem="bar" secondAttribute="trailing" constant="16" id="bt"/>
                </constraints>
            </stackView>
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="r"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
            """)
        let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: FileFrameSizing())
        let bar = try #require(layout.frame(of: "bar"))
        #expect((bar.x, bar.width) == (16, 382), "\(bar)")
    }

    @Test("what UIStackView fixes itself in a view it arranges is fixed for the views inside that view too (Iterable's inbox icon, centred in a view of a top-aligned row that only a weak minimum height sizes)")
    func suppressionFixesTheViewsInside() throws {
        let text = InlineDocuments.xib(width: 320, height: 80, subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" alignment="top" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                <rect key="frame" x="0.0" y="8" width="84" height="64"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tall">
                        <rect key="frame" x="0.0" y="0.0" width="14" height="64"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="14" id="tw"/>
                            <constraint firstAttribute="height" constant="64" id="th"/>
                        </constraints>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="well">
                        <rect key="frame" x="24" y="0.0" width="60" height="60"/>
                        <subviews>
                            <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                                <rect key="frame" x="0.0" y="0.0" width="60" height="60"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="60" id="iw"/>
                                    <constraint firstAttribute="height" constant="60" id="ih"/>
                                </constraints>
                            </imageView>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="width" constant="60" id="ww"/>
                            <constraint firstAttribute="height" relation="greaterThanOrEqual" priority="250" constant="60" id="wh"/>
                            <constraint firstItem="icon" firstAttribute="centerX" secondItem="well" secondAttribute="centerX" id="icx"/>
                            <constraint firstItem="icon" firstAttribute="centerY" secondItem="well" secondAttribute="centerY" id="icy"/>
                        </constraints>
                    </view>
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
            <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="t"/>
            """)
        let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: FileFrameSizing())
        let issues = layout.issues().map(\.message)
        #expect(issues.isEmpty, "\(issues)")
    }

    @Test("equal centring spaces the views' centres alike, not their gaps, as UIKit documents it and Xcode stored sentry's row of a label and three buttons; equal spacing keeps the gaps alike")
    func equalCentering() throws {
        func frames(_ distribution: String) throws -> [String: Rect] {
            let views = [("files", 40.0), ("first", 64.0), ("last", 64.0), ("marker", 88.0)].map { id, width in """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="28"/>
                    <constraints><constraint firstAttribute="width" constant="\(width)" id="\(id)w"/></constraints>
                </view>
                """ }.joined()
            let text = InlineDocuments.xib(width: 320, height: 100, subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" distribution="\(distribution)" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="28"/>
                    <subviews>\(views)</subviews>
                </stackView>
                """, constraints: """
                <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" id="rt"/>
                <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="rl"/>
                <constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" id="rr"/>
                """)
            let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: FileFrameSizing())
            return Dictionary(layout.frames().entries.map { ($0.object.id, $0.frame) }, uniquingKeysWith: { a, _ in a })
        }
        let ids = ["files", "first", "last", "marker"]
        func steps(_ frames: [String: Rect], _ step: (Rect, Rect) -> Double) -> [Double] {
            let row = ids.compactMap { frames[$0] }
            return zip(row, row.dropFirst()).map(step)
        }
        // Centres 20 and 276 at the ends, 85⅓ apart, on the screen's half points.
        let centred = try frames("equalCentering")
        #expect(steps(centred) { b, a in (a.x + a.width / 2) - (b.x + b.width / 2) }.allSatisfy { abs($0 - 256.0 / 3) <= 0.5 }, "\(centred)")
        #expect(!steps(centred) { b, a in a.x - (b.x + b.width) }.allSatisfy { abs($0 - 64.0 / 3) <= 0.5 })
        // Gaps of (320 − 256) / 3.
        let spaced = try frames("equalSpacing")
        #expect(steps(spaced) { b, a in a.x - (b.x + b.width) }.allSatisfy { abs($0 - 64.0 / 3) <= 0.5 }, "\(spaced)")
    }

    @Test("equal centring holds only at a low priority, as UIKit documents it preserving the views' content sizes: where the file fixes the gaps between the views, the labels keep their heights and the centres go unequal (safe-ios' add owner, success and safe created screens)")
    func equalCenteringGivesWay() throws {
        let text = InlineDocuments.xib(width: 414, height: 600, subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="equalCentering" spacing="16" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="16" y="200" width="382" height="190"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="image">
                        <rect key="frame" x="0.0" y="0.0" width="382" height="100"/>
                        <constraints><constraint firstAttribute="height" constant="100" id="ih"/></constraints>
                    </view>
                    <label opaque="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Add owner key first" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                        <rect key="frame" x="0.0" y="132" width="382" height="20.5"/>
                    </label>
                    <label opaque="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Keys are used to confirm transactions." translatesAutoresizingMaskIntoConstraints="NO" id="message">
                        <rect key="frame" x="0.0" y="168.5" width="382" height="21.5"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="title" firstAttribute="top" secondItem="image" secondAttribute="bottom" constant="32" id="g1"/>
                    <constraint firstItem="message" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="16" id="g2"/>
                </constraints>
            </stackView>
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l"/>
            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="16" id="r"/>
            <constraint firstItem="stack" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c"/>
            """)
        let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: FileFrameSizing())
        #expect(layout.frame(of: "title")?.height == 20.5)
        #expect(layout.frame(of: "message")?.height == 21.5)
        #expect(layout.frame(of: "stack")?.height == 190)
    }

    @Test("a view with no natural length in a stack is never squeezed below nothing: the stack's superview grows instead (woocommerce's payment sheet)")
    func spacerNeverNegative() throws {
        let text = InlineDocuments.xib(width: 320, height: 400, subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="wrapper">
                <rect key="frame" x="0.0" y="0.0" width="320" height="140"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="140"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                                <constraints><constraint firstAttribute="height" constant="80" id="th"/></constraints>
                            </view>
                            <view contentMode="scaleToFill" verticalHuggingPriority="1" verticalCompressionResistancePriority="1" translatesAutoresizingMaskIntoConstraints="NO" id="spacer">
                                <rect key="frame" x="0.0" y="80" width="320" height="0.0"/>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bottom">
                                <rect key="frame" x="0.0" y="80" width="320" height="60"/>
                                <constraints><constraint firstAttribute="height" constant="60" id="bh"/></constraints>
                            </view>
                        </subviews>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="stack" firstAttribute="top" secondItem="wrapper" secondAttribute="top" id="st"/>
                    <constraint firstItem="stack" firstAttribute="leading" secondItem="wrapper" secondAttribute="leading" id="sl"/>
                    <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="sr"/>
                    <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" id="sb"/>
                    <constraint firstAttribute="height" priority="250" constant="100" id="wh"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="wrapper" firstAttribute="top" secondItem="root" secondAttribute="top" id="wt"/>
            <constraint firstItem="wrapper" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="wl"/>
            <constraint firstAttribute="trailing" secondItem="wrapper" secondAttribute="trailing" id="wr"/>
            """)
        let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: FileFrameSizing())
        let frames = Dictionary(layout.frames().entries.map { ($0.object.id, $0.frame) }, uniquingKeysWith: { a, _ in a })
        #expect(frames["spacer"]?.height == 0)
        #expect(frames["wrapper"]?.height == 140)
    }

    @Test("an arranged view that translates its autoresizing mask keeps its frame's size, as Interface Builder stores it (woocommerce's ledger view, stopp-corona's checkbox view): the stack is as tall as it")
    func arrangedViewKeepsItsMask() throws {
        let text = InlineDocuments.xib(width: 320, height: 400, subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="320" height="90"/>
                <subviews>
                    <label opaque="NO" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="20"/>
                    </label>
                    <view contentMode="scaleToFill" id="box">
                        <rect key="frame" x="0.0" y="20" width="320" height="70"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </view>
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="st"/>
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="sl"/>
            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="sr"/>
            <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" priority="200" id="sb"/>
            """)
        let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: FileFrameSizing())
        let (entries, refused) = layout.frames()
        let frames = Dictionary(entries.map { ($0.object.id, $0.frame) }, uniquingKeysWith: { a, _ in a })
        #expect(frames["box"] == Rect(x: 0, y: 20, width: 320, height: 70), "a plain view with no size of its own, kept at its mask's, not stretched to the root's bottom")
        #expect(frames["stack"]?.height == 90)
        #expect(refused.isEmpty, "\(refused)")
    }

    @Test("where an arranged view's mask contradicts the stack's alignment and the stack's pins, the one the stored frames break is broken: tinode's labels keep their masks' width, the stack its cell's")
    func storedFramesDecideWhatTheMaskBreaks() throws {
        func label(_ id: String, y: Double, height: Double) -> String {
            """
            <label opaque="NO" text="\(id)" id="\(id)">
                <rect key="frame" x="0.0" y="\(y)" width="241" height="\(height)"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </label>
            """
        }
        let text = InlineDocuments.xib(width: 414, height: 400, subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="20" y="0.0" width="374" height="54"/>
                <subviews>\(label("name", y: 0, height: 26))\(label("value", y: 26, height: 28))</subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="st"/>
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="sl"/>
            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="20" id="sr"/>
            """)
        let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: FileFrameSizing())
        let (entries, refused) = layout.frames()
        let frames = Dictionary(entries.map { ($0.object.id, $0.frame) }, uniquingKeysWith: { a, _ in a })
        #expect(frames["stack"] == Rect(x: 20, y: 0, width: 374, height: 54), "the pins hold, as stored")
        #expect(frames["name"] == Rect(x: 0, y: 0, width: 241, height: 26))
        #expect(frames["value"] == Rect(x: 0, y: 26, width: 241, height: 28))
        #expect(!refused.isEmpty && refused.allSatisfy { $0.constraint == "stack" }, "the stack's alignment is what breaks: \(refused)")
    }

    @Test("a vertical stack arranging by baselines spaces its views from last baseline to first, nested rows by their first label's, and its own last baseline is its last view's (Provenance's rows 29 pt apart)")
    func baselineRelativeArrangement() throws {
        func label(_ id: String, _ height: Double) -> String {
            """
            <label opaque="NO" text="\(id)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="80" height="\(height)"/>
            </label>
            """
        }
        let text = InlineDocuments.xib(width: 320, height: 400, subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="top" spacing="29" baselineRelativeArrangement="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    \(label("one", 20))
                    <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                        <rect key="frame" x="0.0" y="0.0" width="168" height="20"/>
                        <subviews>\(label("left", 20))\(label("right", 20))</subviews>
                    </stackView>
                    \(label("two-lines", 41))
                </subviews>
            </stackView>
            \(label("side", 20))
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="st"/>
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="sl"/>
            <constraint firstItem="side" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="220" id="dl"/>
            <constraint firstItem="side" firstAttribute="lastBaseline" secondItem="stack" secondAttribute="lastBaseline" id="db"/>
            """)
        let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: BaselineSizing())
        let frames = Dictionary(layout.frames().entries.map { ($0.object.id, $0.frame) }, uniquingKeysWith: { a, _ in a })
        // Baselines 16 pt below each label's top, its last 4 pt above its bottom.
        #expect(frames["one"]?.y == 0)
        #expect(frames["row"]?.y == 29, "first baselines 29 pt apart: 16 and 45")
        #expect(frames["two-lines"]?.y == 58, "the row's last baseline at 45, the next first baseline at 74")
        #expect(frames["stack"]?.height == 99, "the last view's bottom is the stack's")
        #expect(frames["side"]?.y == 79, "the stack's last baseline is its last view's, at 95")
    }

    @Test("a horizontal stack aligned by last baselines lines its views' last baselines up with its first view's (a plain view's is its bottom), and hugs them")
    func lastBaselineAlignment() throws {
        let text = InlineDocuments.xib(width: 320, height: 400, subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" alignment="lastBaseline" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="118" height="34"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="0.0" y="0.0" width="30" height="30"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="30" id="bw"/>
                            <constraint firstAttribute="height" constant="30" id="bh"/>
                        </constraints>
                    </view>
                    <label opaque="NO" text="label" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                        <rect key="frame" x="38" y="14" width="80" height="20"/>
                    </label>
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="st"/>
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="sl"/>
            """)
        let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: BaselineSizing())
        let frames = Dictionary(layout.frames().entries.map { ($0.object.id, $0.frame) }, uniquingKeysWith: { a, _ in a })
        // The label's last baseline is 4 pt above its bottom; the box has none, so its bottom counts.
        #expect(frames["box"]?.y == 0)
        #expect(frames["label"]?.y == 14, "its baseline on the box's bottom, at 30, not its bottom")
        #expect(frames["stack"]?.height == 34, "the stack reaches down to the label's bottom")
    }
}

/// Every view its frame's size, and labels with their first baseline 16 pt below their top and
/// their last 4 pt above their bottom.
struct BaselineSizing: IntrinsicSizing {
    func intrinsicSize(of view: NibObject, in document: NibDocument) -> (width: Double?, height: Double?) {
        view.className == "label" ? (view.frame?.width, view.frame?.height) : (nil, nil)
    }

    func baselines(of view: NibObject, in document: NibDocument, height: Double, wrappingAt width: Double?) -> (first: Double, last: Double)? {
        view.className == "label" ? (16, height - 4) : nil
    }
}
