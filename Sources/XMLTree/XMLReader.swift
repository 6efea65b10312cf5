/// Reads XML into a lossless `XMLDocument`, refusing what is not well-formed with the line and
/// column of the problem. It never traps on any input.
public enum XMLReader {
    public static func parse(_ text: String) throws(XMLSyntaxError) -> XMLDocument {
        try parse(Array(text.utf8))
    }

    public static func parse(_ bytes: [UInt8]) throws(XMLSyntaxError) -> XMLDocument {
        var scanner = XMLScanner(bytes)
        return try scanner.document()
    }
}

private let lt = UInt8(ascii: "<"), gt = UInt8(ascii: ">"), amp = UInt8(ascii: "&"),
            slash = UInt8(ascii: "/"), equals = UInt8(ascii: "="), quote = UInt8(ascii: "\""),
            apostrophe = UInt8(ascii: "'"), semicolon = UInt8(ascii: ";")

/// XML 1.0's `Char`: what a character reference may stand for.
private func isXMLCharacter(_ u: Unicode.Scalar) -> Bool {
    switch u.value {
    case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
    default: return false
    }
}

private func hex(_ c: UInt8) -> String {
    let digits = String(c, radix: 16, uppercase: true)
    return String(repeating: "0", count: 4 - digits.count) + digits
}

private func megabytes(_ n: Int) -> String {
    n >= 10 << 20 || n % (1 << 20) == 0 ? "\(n >> 20)" : String(Double((n * 10) >> 20) / 10)
}

private func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 }

private func isNameStart(_ c: UInt8) -> Bool {
    (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == 0x5F || c == 0x3A || c >= 0x80
}

private func isNameChar(_ c: UInt8) -> Bool {
    isNameStart(c) || (c >= 0x30 && c <= 0x39) || c == 0x2D || c == 0x2E
}

private struct XMLScanner {
    let bytes: [UInt8]
    var i = 0
    // Where the last location was asked for: locations are asked in increasing order.
    private var knownOffset = 0, knownLine = 1, knownColumn = 1

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func document() throws(XMLSyntaxError) -> XMLDocument {
        guard bytes.count <= XMLLimits.fileBytes else {
            throw XMLSyntaxError(line: 1, column: 1, message: "the file is \(megabytes(bytes.count)) MB; Nibbler reads files of up to \(megabytes(XMLLimits.fileBytes)) MB (Xcode's are far smaller)")
        }
        try checkEncoding()
        var prolog: [XMLNode] = [], epilog: [XMLNode] = []
        var root: XMLElement?
        var stack: [XMLElement] = []
        var elementCount = 0

        func emit(_ node: XMLNode) {
            if let parent = stack.last {
                parent.appendParsedChild(node)
            } else if root == nil {
                prolog.append(node)
            } else {
                epilog.append(node)
            }
        }

        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            emit(.markup(text(0, 3)))
            i = 3
        }
        while i < bytes.count {
            let start = i
            if bytes[i] != lt {
                while i < bytes.count && bytes[i] != lt {
                    if bytes[i] == amp { try checkEntity() } else { i += 1 }
                }
                if stack.isEmpty, bytes[start..<i].contains(where: { !isSpace($0) }) {
                    throw error(at: start + (bytes[start..<i].firstIndex { !isSpace($0) }! - start),
                                root == nil ? "text before the root element" : "text after the root element")
                }
                emit(.text(text(start, i)))
            } else if matches("<!--") {
                try skip(past: "-->", what: "comment")
                emit(.markup(text(start, i)))
            } else if matches("<![CDATA[") {
                if stack.isEmpty { throw error(at: start, "a CDATA section outside the root element") }
                try skip(past: "]]>", what: "CDATA section")
                emit(.markup(text(start, i)))
            } else if matches("<?") {
                try skip(past: "?>", what: "processing instruction")
                emit(.markup(text(start, i)))
            } else if matches("<!") {
                if root != nil || !stack.isEmpty { throw error(at: start, "a declaration inside the document") }
                try skipDeclaration()
                emit(.markup(text(start, i)))
            } else if matches("</") {
                i += 2
                let name = try readName(what: "closing tag")
                while i < bytes.count && isSpace(bytes[i]) { i += 1 }
                guard i < bytes.count, bytes[i] == gt else { throw error(at: i, "expected '>' to end </\(name)>") }
                i += 1
                guard let open = stack.popLast() else { throw error(at: start, "</\(name)> closes nothing") }
                guard open.name == name else {
                    throw error(at: start, "</\(name)> does not close <\(open.name)>, opened at line \(open.line), column \(open.column)")
                }
                open.rawEndTag = text(start, i)
            } else {
                elementCount += 1
                if elementCount > XMLLimits.elements {
                    throw error(at: start, "more than \(XMLLimits.elements) elements; Nibbler reads documents of up to that many (Xcode's have a few thousand)")
                }
                if stack.count >= XMLLimits.depth {
                    throw error(at: start, "elements nested more than \(XMLLimits.depth) deep; Nibbler reads documents nested up to that depth (Xcode's nest about 40)")
                }
                let element = try readStartTag()
                if stack.isEmpty {
                    if let root {
                        throw error(at: start, "a second root element <\(element.name)> after <\(root.name)>")
                    }
                    root = element
                } else {
                    emit(.element(element))
                }
                if element.rawStartTag?.hasSuffix("/>") == false { stack.append(element) }
            }
        }
        if let open = stack.last {
            throw error(at: bytes.count, "the file ends before <\(open.name)> (line \(open.line), column \(open.column)) is closed")
        }
        guard let root else {
            throw error(at: bytes.count, bytes.allSatisfy(isSpace) ? "the file is empty" : "the file has no root element")
        }
        return XMLDocument(prolog: prolog, root: root, epilog: epilog)
    }

    // MARK: Pieces

    private mutating func readStartTag() throws(XMLSyntaxError) -> XMLElement {
        let start = i
        let (line, column) = location(of: start)
        i += 1
        let name = try readName(what: "tag")
        var attributes: [XMLAttribute] = []
        while true {
            let before = i
            while i < bytes.count && isSpace(bytes[i]) { i += 1 }
            guard i < bytes.count else { throw error(at: start, "the tag <\(name)> is not closed") }
            if bytes[i] == gt || (bytes[i] == slash && i + 1 < bytes.count && bytes[i + 1] == gt) {
                i += bytes[i] == gt ? 1 : 2
                break
            }
            if i == before { throw error(at: i, "expected a space before the next attribute of <\(name)>") }
            let attributeName = try readName(what: "attribute")
            while i < bytes.count && isSpace(bytes[i]) { i += 1 }
            guard i < bytes.count, bytes[i] == equals else {
                throw error(at: i, "expected '=' after the attribute \(attributeName) of <\(name)>")
            }
            i += 1
            while i < bytes.count && isSpace(bytes[i]) { i += 1 }
            guard i < bytes.count, bytes[i] == quote || bytes[i] == apostrophe else {
                throw error(at: i, "expected a quoted value for the attribute \(attributeName) of <\(name)>")
            }
            let delimiter = bytes[i]
            i += 1
            let valueStart = i
            while i < bytes.count && bytes[i] != delimiter {
                if bytes[i] == lt { throw error(at: i, "'<' inside the value of \(attributeName) of <\(name)>") }
                if bytes[i] == amp { try checkEntity() } else { i += 1 }
            }
            guard i < bytes.count else {
                throw error(at: valueStart - 1, "the value of \(attributeName) of <\(name)> is not closed")
            }
            guard i - valueStart <= XMLLimits.attributeValueBytes else {
                throw error(at: valueStart, "the value of \(attributeName) of <\(name)> is \(megabytes(i - valueStart)) MB long; Nibbler reads values of up to \(megabytes(XMLLimits.attributeValueBytes)) MB")
            }
            if attributes.contains(where: { $0.name == attributeName }) {
                throw error(at: valueStart, "<\(name)> has the attribute \(attributeName) twice")
            }
            attributes.append(XMLAttribute(name: attributeName, rawValue: text(valueStart, i)))
            i += 1
        }
        return XMLElement(name: name, attributes: attributes, line: line, column: column,
                          rawStartTag: text(start, i), rawEndTag: nil)
    }

    private mutating func readName(what: String) throws(XMLSyntaxError) -> String {
        let start = i
        guard i < bytes.count, isNameStart(bytes[i]) else { throw error(at: i, "expected a \(what) name") }
        while i < bytes.count && isNameChar(bytes[i]) { i += 1 }
        return text(start, i)
    }

    /// At '&': the entity must be one of XML's five or a character reference.
    private mutating func checkEntity() throws(XMLSyntaxError) {
        let start = i
        var end = i + 1
        while end < bytes.count && end - start < 12 && bytes[end] != semicolon && !isSpace(bytes[end]) && bytes[end] != lt { end += 1 }
        guard end < bytes.count, bytes[end] == semicolon,
              let character = XMLEscaping.entity(text(start + 1, end)) else {
            throw error(at: start, "'&' that does not start an entity such as &amp;")
        }
        guard character.unicodeScalars.allSatisfy(isXMLCharacter) else {
            throw error(at: start, "\(text(start, end + 1)) is a character that XML 1.0 does not allow")
        }
        i = end + 1
    }

    private mutating func skip(past terminator: String, what: String) throws(XMLSyntaxError) {
        let start = i
        let end = Array(terminator.utf8)
        i += 2
        while i + end.count <= bytes.count {
            if bytes[i] == end[0] && bytes[i..<(i + end.count)].elementsEqual(end) {
                i += end.count
                return
            }
            i += 1
        }
        throw error(at: start, "the \(what) is not closed with \(terminator)")
    }

    /// `<!DOCTYPE …>`, with an internal subset in brackets.
    private mutating func skipDeclaration() throws(XMLSyntaxError) {
        let start = i
        var depth = 0
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "]"): depth -= 1
            case gt where depth <= 0:
                i += 1
                return
            default: break
            }
            i += 1
        }
        throw error(at: start, "the declaration is not closed with '>'")
    }

    private func matches(_ prefix: String) -> Bool {
        var k = i
        for c in prefix.utf8 {
            guard k < bytes.count, bytes[k] == c else { return false }
            k += 1
        }
        return true
    }

    private func text(_ from: Int, _ to: Int) -> String {
        String(decoding: bytes[from..<to], as: UTF8.self)
    }

    // MARK: Encoding and locations

    /// The file must be UTF-8 text as Unicode defines it (no overlong forms, no encoded
    /// surrogates, nothing above U+10FFFF: a file is kept byte for byte, so what could not be
    /// written back exactly is refused), with no control characters that XML 1.0 forbids.
    private mutating func checkEncoding() throws(XMLSyntaxError) {
        var k = 0
        while k < bytes.count {
            let c = bytes[k]
            if c < 0x80 {
                if c == 0 { throw error(at: k, "a NUL byte: this is not a text file") }
                if c < 0x20 && c != 0x09 && c != 0x0A && c != 0x0D {
                    throw error(at: k, "the control character U+\(hex(c)), which XML 1.0 does not allow")
                }
                k += 1
                continue
            }
            // Unicode's table of well-formed sequences: the lead byte fixes the length and the
            // range of the second byte; every later byte is 80...BF.
            let (length, low, high): (Int, UInt8, UInt8)
            switch c {
            case 0xC2...0xDF: (length, low, high) = (2, 0x80, 0xBF)
            case 0xE0: (length, low, high) = (3, 0xA0, 0xBF)
            case 0xED: (length, low, high) = (3, 0x80, 0x9F)
            case 0xE1...0xEF: (length, low, high) = (3, 0x80, 0xBF)
            case 0xF0: (length, low, high) = (4, 0x90, 0xBF)
            case 0xF1...0xF3: (length, low, high) = (4, 0x80, 0xBF)
            case 0xF4: (length, low, high) = (4, 0x80, 0x8F)
            default: throw error(at: k, "bytes that are not UTF-8 text")
            }
            guard k + length <= bytes.count, bytes[k + 1] >= low, bytes[k + 1] <= high,
                  bytes[(k + 2)..<(k + length)].allSatisfy({ $0 & 0xC0 == 0x80 }) else {
                throw error(at: k, "bytes that are not UTF-8 text")
            }
            k += length
        }
    }

    private mutating func location(of offset: Int) -> (line: Int, column: Int) {
        if offset < knownOffset { knownOffset = 0; knownLine = 1; knownColumn = 1 }
        var k = knownOffset
        while k < min(offset, bytes.count) {
            if bytes[k] == 0x0A {
                knownLine += 1
                knownColumn = 1
            } else if bytes[k] & 0xC0 != 0x80 {
                knownColumn += 1
            }
            k += 1
        }
        knownOffset = k
        return (knownLine, knownColumn)
    }

    private mutating func error(at offset: Int, _ message: String) -> XMLSyntaxError {
        let (line, column) = location(of: offset)
        return XMLSyntaxError(line: line, column: column, message: message)
    }
}
