import Foundation
import NibLayout
import NibModel
import NibRender
import SharedFiles
import Testing
import XMLTree

/// Agreement with Xcode over the corpus. Where a root has no view that Xcode marked misplaced or
/// ambiguous, its stored frames are the layout Xcode solved; Nibbler lays it out with its own
/// fonts and compares, within 1 pt. Views whose frame is the same whether text is measured with
/// our fonts or taken from Xcode's stored sizes do not depend on text metrics; their share is
/// reported on its own. `AGREEMENT_DETAILS=1` prints the text-independent misses,
/// `TEXT_DETAILS=1` the others beside Xcode's text sizes' frame, `XCODE_DETAILS=1` the views
/// that miss even with Xcode's text sizes.
@Suite("Agreement with Xcode")
struct CorpusAgreementTests {
    struct Tally {
        var matched = 0, total = 0
        var share: Double { Double(matched) / Double(max(total, 1)) }
        mutating func count(_ ok: Bool) { total += 1; if ok { matched += 1 } }
        var text: String { "\(matched)/\(total) (\(String(format: "%.1f", share * 100))%)" }
    }

    @Test("views land where Xcode put them, text-independent ones almost always", SharedFiles.needsCorpus)
    func agreement() throws {
        var all = Tally(), independent = Tally(), xcodeMetrics = Tally()
        var missedIndependent: [String: Int] = [:]
        let measured = MeasuredSizing()
        for url in SharedFiles.corpusFiles {
            let xml = try XMLReader.parse(Array(try Data(contentsOf: url)))
            guard xml.root.name == "document", xml.root[attribute: "targetRuntime"]?.hasPrefix("iOS") == true,
                  xml.root[attribute: "useAutolayout"] == "YES", let document = try? NibDocument(xml: xml) else { continue }
            let ours = DocumentLayout(document: document, sizing: measured)
            let xcode = DocumentLayout(document: document, sizing: StoredTextSizing(base: measured))
            for root in ours.roots where !Self.hasMarkedViews(root) {
                let screen = ours.screen(for: root)
                // Laid out as `nibtool frames` and the canvas lay it out: what the constraints
                // leave free stays where the file has it.
                let (ourEngine, xcodeEngine) = (LayoutEngine(document: document, root: root, screen: screen, sizing: measured),
                                                LayoutEngine(document: document, root: root, screen: screen, sizing: xcode.sizing))
                (ourEngine.holdsStoredFrames, xcodeEngine.holdsStoredFrames) = (true, true)
                let (a, b) = (ourEngine.solve(), xcodeEngine.solve())
                for id in a.order {
                    guard let view = document.objectsByID[id], let saved = view.frame, let mine = a.frames[id] else { continue }
                    let ok = mine.within(1, of: saved)
                    all.count(ok)
                    xcodeMetrics.count(b.frames[id].map { $0.within(1, of: saved) } ?? false)
                    if ProcessInfo.processInfo.environment["XCODE_DETAILS"] != nil, let other = b.frames[id], !other.within(1, of: saved) {
                        print("xcode miss: \(url.lastPathComponent) \(view.className) \(id) saved \(saved) xcode \(other) ours \(mine)")
                    }
                    if ProcessInfo.processInfo.environment["TEXT_DETAILS"] != nil, !ok, let other = b.frames[id], !mine.within(0.01, of: other) {
                        print("tmiss: \(url.lastPathComponent) \(view.className) \(id) saved \(saved) solved \(mine) xcode \(other)")
                    }
                    if let other = b.frames[id], mine.within(0.01, of: other) {
                        independent.count(ok)
                        if !ok {
                            missedIndependent[url.lastPathComponent, default: 0] += 1
                            if ProcessInfo.processInfo.environment["AGREEMENT_DETAILS"] != nil {
                                print("miss: \(url.lastPathComponent) \(view.className) \(id) saved \(saved) solved \(mine)")
                            }
                        }
                    }
                }
            }
        }
        print("agreement with Xcode: all views \(all.text); text-independent \(independent.text); with Xcode's text sizes \(xcodeMetrics.text)")
        print("agreement with Xcode: text-independent misses by file: \(missedIndependent.sorted { $0.value > $1.value }.prefix(10))")
        #expect(all.total > 1500)
        // Where Nibbler stands today (99.4% and 90.2%), so that it cannot slip back unnoticed,
        // with a few views' room for a font package's update. The goal is 99% of the
        // text-independent views and 90% of all; the misses are listed above.
        #expect(independent.share >= 0.99)
        #expect(all.share >= 0.895)
    }

    /// Xcode writes `misplaced="YES"` or `ambiguous="YES"` on views whose frame is not the solved one.
    static func hasMarkedViews(_ view: NibObject) -> Bool {
        view.element[attribute: "misplaced"] == "YES" || view.element[attribute: "ambiguous"] == "YES"
            || view.children.contains(where: hasMarkedViews)
    }
}

extension Rect {
    func within(_ tolerance: Double, of other: Rect) -> Bool {
        abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }
}
