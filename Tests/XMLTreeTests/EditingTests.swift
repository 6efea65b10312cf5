import Foundation
import Testing
import XMLTree

@Suite("Editing keeps the rest of the file")
struct EditingTests {
    let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="x" version="3.0">
            <!--Scene-->
            <objects>
                <view id="a"  key="view">
                    <subviews/>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="number" keyPath="borderWidth">
                            <real key="value" value="1"/>
                        </userDefinedRuntimeAttribute>
                    </userDefinedRuntimeAttributes>
                </view>
                <label text="a &amp; b" id="b"></label>
            </objects>
        </document>

        """

    @Test("an unedited document is written back as it was")
    func unedited() throws {
        #expect(try XMLReader.parse(text).serialized() == text)
    }

    @Test("values are decoded, and an edit rewrites only its own tag in Xcode's form")
    func edits() throws {
        let document = try XMLReader.parse(text)
        let objects = document.root.childElements[0]
        let view = objects.childElements[0], label = objects.childElements[1]
        #expect(label[attribute: "text"] == "a & b")
        let real = view.childElements[1].childElements[0].childElements[0]
        real.setAttribute("value", to: "3")
        label.setAttribute("text", to: "a < b")
        let expected = text
            .replacingOccurrences(of: "<real key=\"value\" value=\"1\"/>", with: "<real key=\"value\" value=\"3\"/>")
            .replacingOccurrences(of: "<label text=\"a &amp; b\" id=\"b\"></label>", with: "<label text=\"a &lt; b\" id=\"b\"></label>")
        #expect(document.serialized() == expected)
        // The view's odd double space stays: its tag was not touched.
        #expect(document.serialized().contains("<view id=\"a\"  key=\"view\">"))
    }

    @Test("a child added to a self-closing element opens it")
    func insertChild() throws {
        let document = try XMLReader.parse(text)
        let subviews = document.root.childElements[0].childElements[0].childElements[0]
        subviews.insertChild(.element(XMLElement(name: "view", attributes: [XMLAttribute(name: "id", rawValue: "c")])), at: 0)
        #expect(document.serialized().contains("<subviews><view id=\"c\"/></subviews>"))
    }
}
