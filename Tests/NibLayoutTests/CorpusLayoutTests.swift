import Foundation
import NibLayout
import NibModel
import SharedFiles
import Testing
import XMLTree

@Suite("Auto Layout on the corpus")
struct CorpusLayoutTests {
    /// iOS documents laid out at their own device with Xcode's text sizes: the share of views
    /// whose solved frame is the one Xcode saved, within 1 pt.
    @Test("most views of the corpus land where Xcode put them", SharedFiles.needsCorpus)
    func corpusMatchesXcode() throws {
        var matched = 0, total = 0
        var worst: [(String, Int)] = []
        for url in SharedFiles.corpusFiles {
            let xml = try XMLReader.parse(Array(try Data(contentsOf: url)))
            guard xml.root.name == "document", xml.root[attribute: "targetRuntime"]?.hasPrefix("iOS") == true,
                  xml.root[attribute: "useAutolayout"] == "YES" else { continue }
            let document = try NibDocument(xml: xml)
            let (entries, _) = DocumentLayout(document: document, sizing: FileFrameSizing()).frames()
            var missed = 0
            for e in entries {
                guard let saved = e.object.frame else { continue }
                total += 1
                let d = [e.frame.x - saved.x, e.frame.y - saved.y, e.frame.width - saved.width, e.frame.height - saved.height]
                if d.allSatisfy({ abs($0) <= 1 }) { matched += 1 } else { missed += 1 }
            }
            if missed > 0 { worst.append((url.lastPathComponent, missed)) }
        }
        let share = Double(matched) / Double(max(total, 1))
        print("corpus layout: \(matched) of \(total) views within 1 pt (\(Int(share * 100))%); most missed: \(worst.sorted { $0.1 > $1.1 }.prefix(8))")
        #expect(total > 2000)
        #expect(share >= 0.6)
    }
}
