import NibLayout
import NibModel
import Testing
import XMLTree

/// Text sizes calibrated to the frames Xcode stored, within the stand-in fonts' error.
@Suite("Calibrated text sizes")
struct CalibratedTextSizingTests {
    /// A stand-in whose text is 100 pt long on one line, 20 pt a line, broken at any width.
    struct HundredPointText: IntrinsicSizing {
        func intrinsicSize(of view: NibObject, in document: NibDocument) -> (width: Double?, height: Double?) { (100, 20) }
        func intrinsicSize(of view: NibObject, in document: NibDocument, wrappingAt width: Double?) -> (width: Double?, height: Double?) {
            guard let width else { return (100, 20) }
            return (min(width, 100), (100 / width).rounded(.up) * 20)
        }
    }

    func label(storedHeight: Double, storedWidth: Double = 48, lines: Int = 0) throws -> (NibObject, NibDocument) {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" useAutolayout="YES">
                <objects>
                    <label text="wrapped" numberOfLines="\(lines)" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                        <rect key="frame" x="0.0" y="0.0" width="\(storedWidth)" height="\(storedHeight)"/>
                    </label>
                </objects>
            </document>
            """
        let document = try NibDocument(xml: XMLReader.parse(text))
        return (try #require(document.objectsByID["label"]), document)
    }

    @Test("a wrapped text's stored height with a line fewer than the stand-in's, as its width error allows, is Xcode's measure")
    func lineFewer() throws {
        let (view, document) = try label(storedHeight: 40)
        let sizing = CalibratedTextSizing(base: HundredPointText())
        // The stand-in breaks 100 pt at 48 into three lines; 10% wider, into two: Xcode's 40.
        #expect(sizing.intrinsicSize(of: view, in: document, wrappingAt: 48).height == 40)
        // Wrapped wider later (an edit), it moves by what the stand-in's wrap changes: 3 → 2 lines.
        #expect(sizing.intrinsicSize(of: view, in: document, wrappingAt: 60).height == 20)
    }

    @Test("a label that wraps, stored on two lines, is as wide as its constraints make it: its width is not taken for its text's on one line (OnionBrowser's welcome line)")
    func wrappedWidthIsNotTheText() throws {
        let sizing = CalibratedTextSizing(base: HundredPointText())
        // 92 pt is within the width error of the stand-in's 100, but the label is two lines
        // tall there: its text does not fit on one line, and the layout must wrap it.
        let (wrapped, document) = try label(storedHeight: 40, storedWidth: 92)
        #expect(sizing.intrinsicSize(of: wrapped, in: document).width == 100)
        #expect(sizing.intrinsicSize(of: wrapped, in: document, wrappingAt: 92).height == 40)
        // On one line, 92 pt is Xcode's measure of the same text.
        let (oneLine, single) = try label(storedHeight: 20, storedWidth: 92, lines: 1)
        #expect(CalibratedTextSizing(base: HundredPointText()).intrinsicSize(of: oneLine, in: single).width == 92)
    }

    @Test("a label stored on several lines is as wide as Xcode's widest line where the stand-in's widest line, wrapped at the same width, is within its error of it (GoMap's direction hint, 291.67 pt where the stand-in's is 283); never wider than the width it wraps at")
    func wrappedWidestLine() throws {
        /// A stand-in whose text is 500 pt on one line and, wrapped, two lines 8 pt narrower than the wrap.
        struct NarrowLines: IntrinsicSizing {
            func intrinsicSize(of view: NibObject, in document: NibDocument) -> (width: Double?, height: Double?) { (500, 20) }
            func intrinsicSize(of view: NibObject, in document: NibDocument, wrappingAt width: Double?) -> (width: Double?, height: Double?) {
                guard let width else { return (500, 20) }
                return (width - 8, 40)
            }
        }
        let (view, document) = try label(storedHeight: 40, storedWidth: 292)
        let sizing = CalibratedTextSizing(base: NarrowLines())
        #expect(sizing.intrinsicSize(of: view, in: document).width == 500)
        #expect(sizing.intrinsicSize(of: view, in: document, wrappingAt: 292).width == 292)
        #expect(sizing.intrinsicSize(of: view, in: document, wrappingAt: 250).width == 250)
        // Stored much wider than its lines (stretched by constraints): the stand-in's lines stand.
        let (stretched, other) = try label(storedHeight: 40, storedWidth: 400)
        #expect(CalibratedTextSizing(base: NarrowLines()).intrinsicSize(of: stretched, in: other, wrappingAt: 320).width == 312)
    }

    @Test("short text is within a point and a half of Xcode's measure: Chameleon's \"1st\", stored 16 pt wide where it measures 14, keeps the stand-in's 14 (Xcode marks it misplaced); 15.5 is Xcode's measure")
    func shortText() throws {
        struct FourteenPointText: IntrinsicSizing {
            func intrinsicSize(of view: NibObject, in document: NibDocument) -> (width: Double?, height: Double?) { (14, 12) }
        }
        let (twoOff, document) = try label(storedHeight: 12, storedWidth: 16, lines: 1)
        #expect(CalibratedTextSizing(base: FourteenPointText()).intrinsicSize(of: twoOff, in: document).width == 14)
        let (withinError, other) = try label(storedHeight: 12, storedWidth: 15.5, lines: 1)
        #expect(CalibratedTextSizing(base: FourteenPointText()).intrinsicSize(of: withinError, in: other).width == 15.5)
    }

    @Test("a stored height further off than the width error explains keeps the stand-in's measure")
    func tooFar() throws {
        let (view, document) = try label(storedHeight: 100)
        let sizing = CalibratedTextSizing(base: HundredPointText())
        #expect(sizing.intrinsicSize(of: view, in: document, wrappingAt: 48).height == 60)
    }

    @Test("a font set in a stand-in of another design (one the app bundles) has a larger error: a line stored a quarter taller is Xcode's measure")
    func otherDesign() throws {
        struct OtherDesign: IntrinsicSizing {
            func intrinsicSize(of view: NibObject, in document: NibDocument) -> (width: Double?, height: Double?) { (100, 20) }
            func measuresInOwnFont(_ view: NibObject, in document: NibDocument) -> Bool { false }
        }
        let (view, document) = try label(storedHeight: 25, storedWidth: 120, lines: 1)
        #expect(CalibratedTextSizing(base: HundredPointText()).intrinsicSize(of: view, in: document) == (100, 20))
        let calibrated = CalibratedTextSizing(base: OtherDesign()).intrinsicSize(of: view, in: document)
        #expect(calibrated.width == 120 && calibrated.height == 25)
    }

    @Test("so has its text wrapped at a width: opentrace's Muli lines, each a third taller than the stand-in's, are Xcode's measure")
    func otherDesignWrapped() throws {
        struct OtherDesign: IntrinsicSizing {
            let text = HundredPointText()
            func intrinsicSize(of view: NibObject, in document: NibDocument) -> (width: Double?, height: Double?) { text.intrinsicSize(of: view, in: document) }
            func intrinsicSize(of view: NibObject, in document: NibDocument, wrappingAt width: Double?) -> (width: Double?, height: Double?) {
                text.intrinsicSize(of: view, in: document, wrappingAt: width)
            }
            func measuresInOwnFont(_ view: NibObject, in document: NibDocument) -> Bool { false }
        }
        // Three of the stand-in's lines at 40 pt are 60 pt; Xcode stored three of 26.5.
        let (view, document) = try label(storedHeight: 79.5, storedWidth: 40)
        #expect(CalibratedTextSizing(base: HundredPointText()).intrinsicSize(of: view, in: document, wrappingAt: 40).height == 60)
        #expect(CalibratedTextSizing(base: OtherDesign()).intrinsicSize(of: view, in: document, wrappingAt: 40).height == 79.5)
    }
}
