import Testing
import NibModel
import XMLTree
import SharedFiles
@testable import NibLayout

@Suite("Views of custom classes whose code is not read")
struct UnreadCodeSizeTests {
    /// A row (a horizontal stack centred in the root, no height of its own) of a 21 pt label and
    /// a view stored 60 pt tall, of `customClass` when one is given.
    private func row(gaugeClass: String?) throws -> NibDocument {
        let custom = gaugeClass.map { #" customClass="\#($0)""# } ?? ""
        let text = InlineDocuments.xib(width: 300, height: 200, subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                <rect key="frame" x="0.0" y="70" width="300" height="60"/>
                <subviews>
                    <label opaque="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Level" translatesAutoresizingMaskIntoConstraints="NO" id="text">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="60"/>
                    </label>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="gauge"\(custom)>
                        <rect key="frame" x="100" y="0.0" width="200" height="60"/>
                    </view>
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
            <constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" id="c2"/>
            <constraint firstItem="row" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c3"/>
            """)
        return try NibDocument(xml: XMLReader.parse(text))
    }

    /// Sizes text at 21 pt tall whatever its stored frame, as a stand-in would.
    private struct TextTwentyOneTall: IntrinsicSizing {
        func intrinsicSize(of view: NibObject, in document: NibDocument) -> (width: Double?, height: Double?) {
            view.className == "label" ? (100, 21) : (nil, nil)
        }
    }

    @Test("a view of a custom class whose code is not read keeps its stored height against a label's hugging, as Interface Builder sizes it by its code (Loop's HUD views, habitica's, cardslider's); a plain UIView, or one whose code is read and says nothing of its size, has no size of its own and follows the label")
    func customViewKeepsItsStoredSize() throws {
        let custom = DocumentLayout(document: try row(gaugeClass: "GaugeView"), sizing: TextTwentyOneTall())
        #expect(custom.frame(of: "gauge")?.height == 60)
        #expect(custom.frame(of: "row")?.height == 60)

        let plain = DocumentLayout(document: try row(gaugeClass: nil), sizing: TextTwentyOneTall())
        #expect(plain.frame(of: "gauge")?.height == 21)

        let read = try row(gaugeClass: "GaugeView")
        read.projectDesignable = { _ in true }
        #expect(DocumentLayout(document: read, sizing: TextTwentyOneTall()).frame(of: "gauge")?.height == 21)
    }

    /// A label over a view stored 120 pt tall at a required hugging, of `tagsClass` when one is
    /// given, filling the root's 200 pt: the label is stored stretched to 80 pt.
    private func column(tagsClass: String?) throws -> NibDocument {
        let custom = tagsClass.map { #" customClass="\#($0)""# } ?? ""
        let text = InlineDocuments.xib(width: 300, height: 200, subviews: """
            <label opaque="NO" verticalHuggingPriority="999" text="Guild" translatesAutoresizingMaskIntoConstraints="NO" id="text">
                <rect key="frame" x="0.0" y="0.0" width="300" height="80"/>
            </label>
            <view contentMode="scaleToFill" verticalHuggingPriority="1000" translatesAutoresizingMaskIntoConstraints="NO" id="tags"\(custom)>
                <rect key="frame" x="0.0" y="80" width="300" height="120"/>
            </view>
            """, constraints: """
            <constraint firstItem="text" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
            <constraint firstAttribute="trailing" secondItem="text" secondAttribute="trailing" id="c2"/>
            <constraint firstItem="text" firstAttribute="top" secondItem="root" secondAttribute="top" id="c3"/>
            <constraint firstItem="tags" firstAttribute="top" secondItem="text" secondAttribute="bottom" id="c4"/>
            <constraint firstAttribute="bottom" secondItem="tags" secondAttribute="bottom" id="c5"/>
            <constraint firstItem="tags" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c6"/>
            <constraint firstAttribute="trailing" secondItem="tags" secondAttribute="trailing" id="c7"/>
            """)
        return try NibDocument(xml: XMLReader.parse(text))
    }

    @Test("the Issues page judges such a view at its stored size too, as the canvas shows it: the label it leaves stretched is not called misplaced (habitica's tag list under a label stretched to 20 pt, which Update Frames could not then move), and with a plain UIView in its place it is")
    func issuesAgreeWithTheCanvas() throws {
        let custom = DocumentLayout(document: try column(tagsClass: "TagListView"), sizing: TextTwentyOneTall())
        #expect(custom.frame(of: "text")?.height == 80)
        #expect(!custom.issues().contains { $0.isMisplaced }, "\(custom.issues().map(\.message))")
        let plain = DocumentLayout(document: try column(tagsClass: nil), sizing: TextTwentyOneTall()).issues()
        #expect(plain.contains { $0.objectID == "text" && $0.isMisplaced }, "\(plain.map(\.message))")
    }

    @Test("ambiguity is still judged without that size: a custom view pinned only at its sides needs constraints for its Y position and height, as Xcode marks GPUImage2's RenderView")
    func customViewPinnedAtItsSidesIsAmbiguous() throws {
        let text = InlineDocuments.xib(width: 300, height: 200, subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="render" customClass="RenderView">
                <rect key="frame" x="0.0" y="28" width="300" height="172"/>
            </view>
            """, constraints: """
            <constraint firstItem="render" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
            <constraint firstAttribute="trailing" secondItem="render" secondAttribute="trailing" id="c2"/>
            """)
        let issues = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: TextTwentyOneTall()).issues()
        let render = try #require(issues.first { $0.objectID == "render" }, "\(issues.map(\.message))")
        #expect(render.ambiguousAxes == ["Y position", "height"], "\(render.message)")
    }

    @Test("nor does a vertical stack order such a view's stored size as a content size: a custom view under a label in a stack that only its top pins is ambiguous in height, and the stack with it, as Xcode marks safe-ios' benefits list, guardian details and claim views (21 views) and iNaturalist's onboarding stack")
    func customViewInAStackIsAmbiguous() throws {
        let text = InlineDocuments.xib(width: 300, height: 400, subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="24" translatesAutoresizingMaskIntoConstraints="NO" id="column">
                <rect key="frame" x="0.0" y="0.0" width="300" height="300"/>
                <subviews>
                    <label opaque="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Benefits" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="21"/>
                    </label>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="list" customClass="BenefitsListView">
                        <rect key="frame" x="0.0" y="45" width="300" height="255"/>
                    </view>
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="column" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
            <constraint firstAttribute="trailing" secondItem="column" secondAttribute="trailing" id="c2"/>
            <constraint firstItem="column" firstAttribute="top" secondItem="root" secondAttribute="top" id="c3"/>
            """)
        let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: TextTwentyOneTall())
        #expect(layout.frame(of: "list")?.height == 255, "the canvas still shows the stored size")
        let issues = layout.issues()
        for id in ["list", "column"] {
            let issue = try #require(issues.first { $0.objectID == id }, "\(id): \(issues.map(\.message))")
            #expect(issue.ambiguousAxes == ["height"], "\(issue.message)")
        }
        #expect(!issues.contains { $0.objectID == "title" }, "the label above it is placed: \(issues.map(\.message))")
    }

    /// A vertical stack centred in a 390 pt root, at least 20 pt from its sides, holding a text
    /// field of `fieldClass` (when one is given) stored 280 pt wide, whose text is 69 pt wide.
    private func form(fieldClass: String?) throws -> NibDocument {
        let custom = fieldClass.map { #" customClass="\#($0)""# } ?? ""
        let text = InlineDocuments.xib(width: 390, height: 200, subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="form">
                <rect key="frame" x="55" y="78" width="280" height="44"/>
                <subviews>
                    <textField opaque="NO" borderStyle="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="field"\(custom)>
                        <rect key="frame" x="0.0" y="0.0" width="280" height="44"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="44" id="fh"/>
                        </constraints>
                    </textField>
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="form" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
            <constraint firstItem="form" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c2"/>
            <constraint firstItem="form" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
            """)
        return try NibDocument(xml: XMLReader.parse(text))
    }

    /// Text fields' text is 69 pt wide.
    private struct NarrowFieldText: IntrinsicSizing {
        func intrinsicSize(of view: NibObject, in document: NibDocument) -> (width: Double?, height: Double?) {
            view.className == "textField" ? (69, 34) : (nil, nil)
        }
    }

    @Test("a text field of a custom class whose code is not read keeps its stored width, as Interface Builder sizes it by its code (ONLYOFFICE's floating-label fields, 280 pt in a centred form, GoMap's quest field), and is not called ambiguous; a plain UITextField is as wide as its text")
    func customTextFieldKeepsItsStoredSize() throws {
        let custom = DocumentLayout(document: try form(fieldClass: "SkyFloatingLabelTextField"), sizing: NarrowFieldText())
        #expect(custom.frame(of: "field")?.width == 280, "\(String(describing: custom.frame(of: "field")))")   // was 69
        #expect(!custom.issues().contains { $0.isAmbiguous }, "\(custom.issues().map(\.message))")
        let plain = DocumentLayout(document: try form(fieldClass: nil), sizing: NarrowFieldText())
        #expect(plain.frame(of: "field")?.width == 69)
    }
}
