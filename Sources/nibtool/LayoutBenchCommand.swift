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
        discussion: "Prints the first layout in ms and the median and p90 of one text change (measure, re-solve, all frames) in µs.")

    @Option(name: .short, help: "Number of labels.")
    var n: Int = 1000

    @Option(help: "Number of text changes to time.")
    var edits: Int = 500

    @Option(help: "Also write the generated document to this .xib file (for the designer's benchmarks).")
    var save: String?

    func run() throws {
        guard n >= 1, edits >= 1 else { throw ValidationError("-n and --edits must be at least 1") }
        let document = try GeneratedDocuments.nestedLabels(n)
        if let save {
            try AtomicFile.write(Array(document.xml.serialized().utf8), to: save)
        }
        let root = document.objectsByID["root"]!
        let screen = Device(id: "bench", width: 375, height: 667, safeArea: .init(top: 0, left: 0, bottom: 0, right: 0), statusBarHeight: 0, rootMargin: 16)
        let clock = ContinuousClock()
        let start = clock.now
        let engine = LayoutEngine(document: document, root: root, screen: screen, sizing: MeasuredSizing())
        engine.namesConflicts = false   // as the designer's canvas lays out
        let result = engine.solve()
        let first = clock.now - start
        guard result.refused.isEmpty else { throw ValidationError("the generated document has conflicts: \(result.refused.first!)") }
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
        print("layout n=\(n) first_layout_ms=\(String(format: "%.2f", Double(first.components.attoseconds) / 1e15 + Double(first.components.seconds) * 1e3)) edit_median_us=\(micro(times[times.count / 2])) edit_p90_us=\(micro(times[times.count * 9 / 10])) views_moved_per_edit=\(moved / edits)")
    }
}
