import Foundation
import SharedFiles
import Testing
import NibXML
import XMLTree

@Suite("Lossless XML on the corpus")
struct CorpusRoundTripTests {
    @Test("every corpus file is read and written back byte for byte",
          SharedFiles.needsCorpus)
    func roundTrip() throws {
        let files = SharedFiles.corpusFiles
        #expect(files.count == 256)
        for url in files {
            let bytes = try Data(contentsOf: url)
            let document = try XMLReader.parse(Array(bytes))
            #expect(Data(document.serialized().utf8) == bytes, "\(url.lastPathComponent) changed")
        }
    }

    @Test("setting one attribute changes only that element's line",
          SharedFiles.needsCorpus)
    func oneAttributeOneLine() throws {
        for url in SharedFiles.corpusFiles {
            let original = try String(contentsOf: url, encoding: .utf8)
            let document = try XMLReader.parse(original)
            // The first element with an id, somewhere below the root.
            guard let element = firstElement(in: document.root, where: { $0[attribute: "id"] != nil && $0 !== document.root }) else { continue }
            element.setAttribute("userLabel", to: "Edited & \"named\"")
            let before = original.components(separatedBy: "\n"), after = document.serialized().components(separatedBy: "\n")
            #expect(before.count == after.count, "\(url.lastPathComponent): line count changed")
            let changed = zip(before, after).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
            #expect(changed == [element.line - 1], "\(url.lastPathComponent): lines \(changed) changed, expected \(element.line - 1)")
            #expect(after[element.line - 1].contains("userLabel=\"Edited &amp; &quot;named&quot;\""))
        }
    }
}

func firstElement(in element: XMLElement, where matches: (XMLElement) -> Bool) -> XMLElement? {
    if matches(element) { return element }
    for child in element.childElements {
        if let found = firstElement(in: child, where: matches) { return found }
    }
    return nil
}
