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
}
