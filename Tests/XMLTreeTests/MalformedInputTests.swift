import Testing
import XMLTree

@Suite("Malformed XML")
struct MalformedInputTests {
    static let cases: [(name: String, text: String, line: Int, column: Int, mentions: String)] = [
        ("empty file", "", 1, 1, "empty"),
        ("only whitespace", "  \n ", 2, 2, "empty"),
        ("truncated", "<?xml version=\"1.0\"?>\n<document>\n    <objects>\n        <view id=\"a\"", 4, 9, "not closed"),
        ("ends inside an element", "<document>\n    <objects>\n", 3, 1, "<objects>"),
        ("bad nesting", "<document>\n    <a><b></a></b>\n</document>", 2, 11, "does not close <b>"),
        ("close without open", "<document/>\n</x>", 2, 1, "closes nothing"),
        ("second root", "<a/>\n<b/>", 2, 1, "second root"),
        ("text outside", "<a/>\nhello", 2, 1, "after the root"),
        ("duplicate attribute", "<a x=\"1\" x=\"2\"/>", 1, 13, "twice"),
        ("unquoted value", "<a x=1/>", 1, 6, "quoted value"),
        ("missing space", "<a x=\"1\"y=\"2\"/>", 1, 9, "space"),
        ("stray ampersand", "<a>Tom & Jerry</a>", 1, 8, "entity"),
        ("unknown entity", "<a t=\"&nbsp;\"/>", 1, 7, "entity"),
        ("less-than in value", "<a t=\"a<b\"/>", 1, 8, "'<'"),
        ("unclosed comment", "<a><!-- x </a>", 1, 4, "comment"),
        ("binary", "\u{0}\u{1}\u{2}PNG", 1, 1, "NUL"),
        ("NUL as a reference", "<a t=\"x&#0;\"/>", 1, 8, "does not allow"),
        ("control character as a reference", "<a>&#x1B;</a>", 1, 4, "does not allow"),
        ("raw control character", "<a>\n \u{0C}</a>", 2, 2, "U+000C"),
    ]

    @Test("each broken input gets an error with its line and column", arguments: cases.indices)
    func refused(index: Int) {
        let c = Self.cases[index]
        do {
            _ = try XMLReader.parse(c.text)
            Issue.record("\(c.name) was accepted")
        } catch {
            #expect(error.line == c.line && error.column == c.column, "\(c.name): \(error)")
            #expect(error.message.contains(c.mentions), "\(c.name): \(error)")
        }
    }

    @Test("invalid UTF-8 is refused where it starts")
    func invalidUTF8() {
        let bytes: [UInt8] = Array("<a>\nok ".utf8) + [0xC3, 0x28] + Array("</a>".utf8)
        do {
            _ = try XMLReader.parse(bytes)
            Issue.record("invalid UTF-8 was accepted")
        } catch {
            #expect(error.line == 2 && error.column == 4 && error.message.contains("UTF-8"), "\(error)")
        }
    }

    /// Each is a sequence Unicode calls ill-formed; decoding would write U+FFFD back.
    static let illFormed: [(name: String, bytes: [UInt8])] = [
        ("encoded surrogate", [0xED, 0xA0, 0x80]),
        ("overlong slash", [0xC0, 0xAF]),
        ("overlong three bytes", [0xE0, 0x80, 0xAF]),
        ("overlong four bytes", [0xF0, 0x80, 0x80, 0xAF]),
        ("above U+10FFFF", [0xF4, 0x90, 0x80, 0x80]),
        ("lead byte F5", [0xF5, 0x80, 0x80, 0x80]),
        ("lead byte FF", [0xFF]),
        ("truncated", [0xE2, 0x82]),
    ]

    @Test("ill-formed UTF-8 is refused, never decoded to U+FFFD", arguments: illFormed.indices)
    func illFormedUTF8(index: Int) {
        let bytes: [UInt8] = Array("<a t=\"".utf8) + Self.illFormed[index].bytes + Array("\"/>".utf8)
        do {
            _ = try XMLReader.parse(bytes)
            Issue.record("\(Self.illFormed[index].name) was accepted")
        } catch {
            #expect(error.line == 1 && error.column == 7 && error.message.contains("UTF-8"), "\(error)")
        }
    }

    @Test("well-formed UTF-8 up to U+10FFFF is read and written back byte for byte")
    func wellFormedUTF8() throws {
        let text = "<a t=\"é € \u{10FFFF} 😀 \u{D7FF} \u{E000}\"/>"
        #expect(try XMLReader.parse(text).serialized() == text)
    }

    @Test("nesting deeper than the limit is refused at once, with no recursion on the way")
    func deepNesting() {
        let depth = 100_000
        let text = String(repeating: "<view><subviews>", count: depth / 2) + String(repeating: "</subviews></view>", count: depth / 2)
        do {
            _ = try XMLReader.parse(text)
            Issue.record("100,000 levels were accepted")
        } catch {
            #expect(error.message.contains("nested more than \(XMLLimits.depth) deep"), "\(error)")
            #expect(error.line == 1 && error.column == 1 + XMLLimits.depth / 2 * 16, "\(error)")
        }
        let deepest = String(repeating: "<a>", count: XMLLimits.depth) + String(repeating: "</a>", count: XMLLimits.depth)
        #expect(throws: Never.self) { try XMLReader.parse(deepest) }
    }

    @Test("more elements than the limit are refused")
    func manyElements() {
        let text = "<a>" + String(repeating: "<b/>", count: XMLLimits.elements) + "</a>"
        #expect { try XMLReader.parse(text) } throws: { ($0 as? XMLSyntaxError)?.message.contains("more than \(XMLLimits.elements) elements") == true }
    }

    @Test("an attribute value over the limit is refused")
    func longValue() {
        let text = "<a t=\"" + String(repeating: "x", count: XMLLimits.attributeValueBytes + 1) + "\"/>"
        #expect { try XMLReader.parse(text) } throws: { ($0 as? XMLSyntaxError)?.message.contains("is 1.0 MB long; Nibbler reads values of up to 1 MB") == true }
        let longer = "<a t=\"" + String(repeating: "x", count: 3 << 19) + "\"/>"
        #expect { try XMLReader.parse(longer) } throws: { ($0 as? XMLSyntaxError)?.message.contains("is 1.5 MB long") == true }
    }
}
