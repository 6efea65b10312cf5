import Benchmark
import Foundation
import NibSource

/// The project-source issue's speed goals on a generated project of 2,000 Swift files (a
/// designable view of some 90 lines each): indexing it all takes at most 2 s on two cores, and a
/// file saved in another editor is read again at once (the designer follows within a second).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(10), maxIterations: 5)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibbler-source-benchmark")
    if !FileManager.default.fileExists(atPath: folder.path) { try? GeneratedProject.write(files: 2000, to: folder) }

    Benchmark("index a project of 2,000 Swift files") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(SourceIndex(folder: folder.path))
        }
    }

    Benchmark("read one changed file of 2,000 again", configuration: .init(maxIterations: 50)) { benchmark in
        let index = SourceIndex(folder: folder.path)
        let changed = folder.appendingPathComponent("Module0/View0.swift").path
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            var copy = index
            copy.reread([changed])
            blackHole(copy)
        }
    }
}
