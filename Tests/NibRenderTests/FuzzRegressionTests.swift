import Foundation
import SharedFiles
import Testing
import NibRender
import XMLTree

/// Inputs that once crashed, hung or changed silently: each must now get an answer, through the
/// same path as the fuzz target.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    static let example = try! String(contentsOf: SharedFiles.projectRoot.appendingPathComponent("Resources/examples/SeedDemo.xib"), encoding: .utf8)

    /// The reliability issue's reproducers, one per class, made from the bundled example.
    static let reproducers: [(name: String, bytes: [UInt8], reaches: Int)] = {
        func edited(_ from: String, _ to: String) -> [UInt8] { Array(example.replacingOccurrences(of: from, with: to).utf8) }
        let label = "<label opaque=\"NO\""
        var list: [(String, [UInt8], Int)] = [
            ("three billion lines", edited(label, "<label numberOfLines=\"3000000000\" opaque=\"NO\""), 0),
            ("a wide label of many lines", Array(example.replacingOccurrences(of: label, with: "<label numberOfLines=\"0\" opaque=\"NO\"")
                .replacingOccurrences(of: "width=\"82\"", with: "width=\"3000000\"").utf8), 2),
            ("pages past Int64", edited(label, "<pageControl numberOfPages=\"9223372036854775807\" id=\"pc\"/><label opaque=\"NO\""), 0),
            ("NUL as a reference", edited("text=\"", "text=\"&#0;"), 0),
            ("multiplier 1e308", edited("firstAttribute=\"centerY\"", "firstAttribute=\"centerY\" multiplier=\"1e308\""), 0),
            ("a label of 70,000 characters (36 s before)", edited("text=\"Label text:\"", "text=\"" + String(repeating: "W", count: 70_000) + "\""), 2),
            ("view nested 100,000 deep", Array((String(repeating: "<view><subviews>", count: 50_000) + String(repeating: "</subviews></view>", count: 50_000)).utf8), 0),
        ]
        var bytes = Array(example.utf8)
        let at = bytes.firstIndex(of: UInt8(ascii: "L"))!
        for bad: [UInt8] in [[0xED, 0xA0, 0x80], [0xC0, 0xAF], [0xF5, 0x80, 0x80, 0x80]] {
            bytes = Array(example.utf8)
            bytes.insert(contentsOf: bad, at: at)
            list.append(("ill-formed UTF-8 \(bad)", bytes, 0))
        }
        return list
    }()

    @Test("the issue's reproducers get an answer: refused at load or drawn", arguments: reproducers.indices)
    func reproducer(index: Int) {
        let r = Self.reproducers[index]
        #expect(DocumentExercise.run(r.bytes) == r.reaches, "\(r.name)")
    }

    static let stored: [URL] = {
        let folder = SharedFiles.projectRoot.appendingPathComponent("Tests/Fixtures/fuzz-regressions")
        return ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.lastPathComponent != "README.md" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }()

    @Test("every stored input that once crashed or hung now returns")
    func storedInputs() throws {
        for url in Self.stored {
            let reached = DocumentExercise.run(Array(try Data(contentsOf: url)))
            #expect((0...2).contains(reached), "\(url.lastPathComponent)")
        }
    }

    @Test("the bundled example goes all the way through")
    func example() {
        #expect(DocumentExercise.run(Array(Self.example.utf8)) == 2)
    }
}
