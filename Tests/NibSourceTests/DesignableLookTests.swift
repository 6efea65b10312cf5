import Foundation
import NibModel
import NibSource
import SharedFiles
import Testing
import XMLTree

/// What the canvas draws of a designable, read from its setters (`SourceIndex.look`) on
/// `Tests/Fixtures/DesignableLooks`: Swift and Objective-C setters, helpers, conditions, and
/// setters that do more than Nibbler reads, which are marked, never guessed.
@Suite("Drawing designables from their setters")
struct DesignableLookTests {
    static let index = SourceIndex(folder: SharedFiles.projectRoot.appendingPathComponent("Tests/Fixtures/DesignableLooks").path)

    /// A view of `customClass` with these runtime attributes, its look at 200 × 60.
    func look(_ customClass: String?, _ attributes: String, width: Double = 200, height: Double = 60) throws -> ViewLook? {
        let custom = customClass.map { #" customClass="\#($0)""# } ?? ""
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
            <view contentMode="scaleToFill" id="v"\(custom)><rect key="frame" x="0.0" y="0.0" width="200" height="60"/>
            <userDefinedRuntimeAttributes>\(attributes)</userDefinedRuntimeAttributes></view></objects></document>
            """
        let document = try NibDocument(xml: XMLReader.parse(xml))
        let view = try #require(document.objectsByID["v"])
        return Self.index.look(for: view, width: width, height: height)
    }

    static func number(_ key: String, _ value: Double) -> String {
        #"<userDefinedRuntimeAttribute type="number" keyPath="\#(key)"><real key="value" value="\#(value)"/></userDefinedRuntimeAttribute>"#
    }
    static func color(_ key: String, _ r: Double, _ g: Double, _ b: Double) -> String {
        #"<userDefinedRuntimeAttribute type="color" keyPath="\#(key)"><color key="value" red="\#(r)" green="\#(g)" blue="\#(b)" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></userDefinedRuntimeAttribute>"#
    }
    static func boolean(_ key: String, _ value: Bool) -> String {
        #"<userDefinedRuntimeAttribute type="boolean" keyPath="\#(key)" value="\#(value ? "YES" : "NO")"/>"#
    }

    @Test("setters straight onto the layer and through a helper: corners, shadow with its defaults from the code")
    func layerAndHelper() throws {
        let look = try #require(try look("CardView", Self.number("cornerRadius", 12) + Self.number("shadowOpacity", 0.4)))
        #expect(look.cornerRadius == 12 && look.clipsToBounds == false)
        #expect(look.shadowOpacity == 0.4 && look.shadowRadius == 4 && look.shadowColor == RGBAColor(red: 0, green: 0, blue: 0))
        #expect(look.shadowOffset?.width == 0 && look.shadowOffset?.height == 3 && look.hasShadow)
        #expect(look.notDrawn.isEmpty)
    }

    @Test("a ternary over the bounds, a guard, a colour with alpha, the view's alpha")
    func expressions() throws {
        let round = try #require(try look("CardView", Self.boolean("isRound", true), height: 44))
        #expect(round.cornerRadius == 22)
        let square = try #require(try look("CardView", Self.number("cornerRadius", 5) + Self.boolean("isRound", false)))
        #expect(square.cornerRadius == 5)
        let outlined = try #require(try look("CardView", Self.color("outline", 1, 0, 0) + Self.boolean("dimmed", true) + Self.color("fill", 0, 1, 0)))
        #expect(outlined.borderWidth == 2 && outlined.borderColor == RGBAColor(red: 1, green: 0, blue: 0))
        #expect(outlined.alpha == 0.5 && outlined.backgroundColor == RGBAColor(red: 0, green: 1, blue: 0, alpha: 0.5))
        let none = try #require(try look("CardView", ""))
        #expect(none.borderWidth == nil && none.cornerRadius == nil, "no runtime attribute: no setter runs")
    }

    @Test("setters that do more than Nibbler reads are marked, the rest still drawn")
    func notDrawn() throws {
        let look = try #require(try look("CardView", Self.number("starCount", 3) + Self.boolean("pulse", true)
                                            + #"<userDefinedRuntimeAttribute type="string" keyPath="caption" value="Hi"/>"# + Self.number("cornerRadius", 7)))
        #expect(look.notDrawn == ["starCount", "pulse", "caption"])
        #expect(look.cornerRadius == 7 && look.alpha == nil, "the animation's alpha is not guessed")
    }

    @Test("an extension's computed inspectable with a named setter value applies to every view; layer key paths apply directly")
    func extensionAndLayerKeyPaths() throws {
        let plain = try #require(try look(nil, Self.number("ringWidth", 3) + Self.number("layer.shadowOpacity", 0.5)))
        #expect(plain.borderWidth == 3 && plain.shadowOpacity == 0.5)
    }

    @Test("Objective-C setters: dot syntax, messages to the layer, a helper with a condition, UIColor messages")
    func objectiveC() throws {
        let look = try #require(try look("BadgeView", Self.number("radius", 9) + Self.color("ringColor", 0, 0.5, 0) + Self.boolean("clips", true)))
        #expect(look.cornerRadius == 9 && look.borderWidth == 1.5 && look.borderColor == RGBAColor(red: 0, green: 0.5, blue: 0))
        #expect(look.shadowOpacity == 0.25 && look.shadowColor == RGBAColor(red: 0, green: 0, blue: 1) && look.clipsToBounds == true)
        #expect(look.notDrawn.isEmpty)
    }

    @Test("a class the code does not declare inspectables for has no look: the renderer's usual reading")
    func unknownClass() throws {
        let index = SourceIndex(folder: SharedFiles.projectRoot.appendingPathComponent("Tests/Fixtures/SourceProject/App").path)
        let xml = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects><view id="v" customClass="Nowhere"/></objects></document>"#
        let view = try #require(try NibDocument(xml: XMLReader.parse(xml)).objectsByID["v"])
        #expect(index.look(for: view, width: 10, height: 10) == nil)
    }
}
