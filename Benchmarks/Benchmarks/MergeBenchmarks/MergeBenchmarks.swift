import Benchmark
import NibLayout
import NibMerge
import NibModel
import XMLTree

/// The merge issue's speed goal: merging a large storyboard takes at most three times as long as
/// loading it (`nibtool bench merge FILE` gives the ratio for a file, such as the largest corpus
/// storyboard). Here on a generated storyboard of 200 scenes: its load, and the merge of two
/// copies, one with its first object renamed and one with its last.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5))
    let base = (try? GeneratedDocuments.storyboard(scenes: 200, views: 30, segues: 300).xml.serialized()) ?? ""

    Benchmark("load a storyboard of 200 scenes") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try NibDocument(xml: XMLReader.parse(base)))
        }
    }

    Benchmark("merge two edited copies of a storyboard of 200 scenes") { benchmark in
        let (ours, theirs) = try MergeWorkload.editedCopies(of: base)
        for _ in benchmark.scaledIterations {
            benchmark.stopMeasurement()
            let inputs = (try XMLReader.parse(base), try XMLReader.parse(ours), try XMLReader.parse(theirs))
            benchmark.startMeasurement()
            blackHole(try DocumentMerge.merge(base: inputs.0, ours: inputs.1, theirs: inputs.2))
        }
    }
}
