import ArgumentParser
import Foundation
import NibLayout
import NibMerge
import NibModel
import XMLTree

/// `nibtool bench merge [FILE]`: a three-way merge of a large document against loading it.
struct MergeBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge two edited copies of FILE (or of a generated storyboard of 200 scenes) and compare with loading it.",
        discussion: """
            Ours renames the first object, theirs the last, so that the merge walks the document from \
            top to bottom. Prints the medians of --runs, in ms: load (read and index one copy), merge \
            (the three copies already read: matching, writing, and checking the result), and \
            merge_with_reading (reading the three copies too), with merge's ratio to load.
            """)

    @Argument(help: "A .xib or .storyboard; without it, a generated storyboard.")
    var file: String?

    @Option(help: "Runs; the median is printed.")
    var runs = 7

    func run() throws {
        let base: String
        if let file {
            base = String(decoding: try Data(contentsOf: URL(fileURLWithPath: file)), as: UTF8.self)
        } else {
            base = try GeneratedDocuments.storyboard(scenes: 200, views: 30, segues: 300).xml.serialized()
        }
        let (ours, theirs) = try MergeWorkload.editedCopies(of: base)
        var (loads, merges, totals) = ([Double](), [Double](), [Double]())
        let clock = ContinuousClock()
        for _ in 0..<max(1, runs) {
            loads.append(try clock.measure { _ = try NibDocument(xml: XMLReader.parse(base)) }.milliseconds)
            var inputs: (XMLDocument, XMLDocument, XMLDocument)?
            let reading = try clock.measure { inputs = (try XMLReader.parse(base), try XMLReader.parse(ours), try XMLReader.parse(theirs)) }
            let merging = try clock.measure { _ = try DocumentMerge.merge(base: inputs!.0, ours: inputs!.1, theirs: inputs!.2) }
            merges.append(merging.milliseconds)
            totals.append(reading.milliseconds + merging.milliseconds)
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        let (load, merge, total) = (median(loads), median(merges), median(totals))
        print(String(format: "merge bytes=%d load_ms=%.1f merge_ms=%.1f merge_with_reading_ms=%.1f merge_to_load=%.2f",
                     base.utf8.count, load, merge, total, merge / load))
    }
}
