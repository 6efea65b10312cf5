@testable import NibModel
import Testing
import XMLTree

/// The Dynamic Type size a document's text styles were laid out at.
@Suite("A document's Dynamic Type size")
struct ContentSizeCategoryTests {
    func category(tools: String, overrides: String = "") throws -> ContentSizeCategory {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                \(overrides)
                <objects/>
            </document>
            """
        return try NibDocument(xml: XMLReader.parse(text)).contentSizeCategory
    }

    @Test("Environment Overrides that are on set the size, counted from extra small in UIKit's order (woocommerce's reader cell at 1: Small); off, they leave Large")
    func environmentOverrides() throws {
        #expect(try category(tools: "20037", overrides: #"<accessibilityOverrides isEnabled="YES" dynamicTypePreference="1"/>"#) == .small)
        #expect(try category(tools: "22505", overrides: #"<accessibilityOverrides isEnabled="YES" dynamicTypePreference="7"/>"#) == .accessibility1)
        #expect(try category(tools: "24506", overrides: #"<accessibilityOverrides dynamicTypePreference="5"/>"#) == .large)
        #expect(try category(tools: "20037", overrides: #"<accessibilityOverrides isEnabled="YES" dynamicTypePreference="40"/>"#) == .large)
    }

    @Test("without overrides, Xcode 12.5 and 13 laid text styles out extra small, others at Large")
    func byXcodeVersion() throws {
        #expect(try category(tools: "20037") == .extraSmall)
        #expect(try category(tools: "22505") == .large)
    }
}
