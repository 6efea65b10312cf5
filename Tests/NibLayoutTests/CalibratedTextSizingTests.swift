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

    func label(storedHeight: Double) throws -> (NibObject, NibDocument) {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" useAutolayout="YES">
                <objects>
                    <label text="wrapped" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                        <rect key="frame" x="0.0" y="0.0" width="48" height="\(storedHeight)"/>
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

    @Test("a stored height further off than the width error explains keeps the stand-in's measure")
    func tooFar() throws {
        let (view, document) = try label(storedHeight: 100)
        let sizing = CalibratedTextSizing(base: HundredPointText())
        #expect(sizing.intrinsicSize(of: view, in: document, wrappingAt: 48).height == 60)
    }
}
