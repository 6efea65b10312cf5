import ArgumentParser
import Foundation
import NibLayout
import NibRender
import NibXML

/// `nibtool bench layout -n 1000`: first layout and live text edits on a generated document.
struct LayoutBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out a generated document of N labels in nested containers, then change label texts one at a time.",
        discussion: """
            Prints the first layout in ms, first in the process (the font files load on the way; fontconfig's \
            set-up starts with the command, as in the designer, and runs while the document is made) and the median of --layouts \
            more, each by a new engine that measures every label again (as when the designer opens a document); \
            then the median and p90 of one text change (measure, re-solve, all frames) in µs.
            """)

    @Option(name: .short, help: "Number of labels.")
    var n: Int = 1000

    @Option(help: "Number of text changes to time.")
    var edits: Int = 500

    @Option(help: "Number of first layouts to time after the process's first.")
    var layouts: Int = 5

    @Option(help: "Also write the generated document to this .xib file (for the designer's benchmarks).")
    var save: String?

    @Flag(help: "List each view's constraints in a scrambled order, as real documents list them in any order.")
    var shuffled = false

    func run() throws {
        TextMeasurer.startLoadingFonts()   // while the document is made
        guard n >= 1, edits >= 1, layouts >= 1 else { throw ValidationError("-n, --edits and --layouts must be at least 1") }
        let document = try GeneratedDocuments.nestedLabels(n, shuffled: shuffled)
        if let save {
            try AtomicFile.write(Array(document.xml.serialized().utf8), to: save)
        }
        let root = document.objectsByID["root"]!
        let screen = GeneratedDocuments.screen
        let clock = ContinuousClock()
        func layOut() throws -> (LayoutEngine, Duration) {
            let start = clock.now
            let engine = LayoutEngine(document: document, root: root, screen: screen, sizing: MeasuredSizing())
            engine.namesConflicts = false   // as the designer's canvas lays out
            let result = engine.solve()
            let time = clock.now - start
            guard result.refused.isEmpty else { throw ValidationError("the generated document has conflicts: \(result.refused.first!)") }
            return (engine, time)
        }
        let (engine, first) = try layOut()
        let size = engine.tableauSize
        let again = try (0..<layouts).map { _ in try layOut().1 }.sorted()
        var times: [Duration] = []
        var moved = 0
        for k in 0..<edits {
            let id = "L\((k * 7919 % n) / 10)-\(k * 7919 % n % 10)"
            let t0 = clock.now
            try document.set("text", to: "Label number \(k) " + String(repeating: "w", count: k % 9), on: id)
            moved += engine.updateIntrinsicSize(of: id).count
            _ = engine.frames
            times.append(clock.now - t0)
        }
        times.sort()
        func micro(_ d: Duration) -> String { String(format: "%.1f", Double(d.components.attoseconds) / 1e12 + Double(d.components.seconds) * 1e6) }
        func milli(_ d: Duration) -> String { String(format: "%.2f", Double(d.components.attoseconds) / 1e15 + Double(d.components.seconds) * 1e3) }
        print("layout n=\(n) first_layout_ms=\(milli(first)) first_layout_again_median_ms=\(milli(again[again.count / 2])) edit_median_us=\(micro(times[times.count / 2])) edit_p90_us=\(micro(times[times.count * 9 / 10])) views_moved_per_edit=\(moved / edits) tableau_rows=\(size.rows) tableau_cells=\(size.cells) longest_row=\(size.longestRow)")
    }
}
