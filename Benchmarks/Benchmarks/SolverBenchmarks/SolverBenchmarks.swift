import Benchmark
import Cassowary
import SolverWorkloads

/// W1-W3 of ../shared/solver/WORKLOADS.md. Compare with
/// `python3 ../shared/solver/reference_kiwisolver.py N` run on the same machine.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5))

    for n in [100, 1000] {
        Benchmark("W1 build+solve n=\(n)") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try LabelGrid(n: n, widthsAsEditVariables: false))
            }
        }

        Benchmark("W2 live text edit n=\(n) (1,000 edits)") { benchmark in
            let grid = try LabelGrid(n: n, widthsAsEditVariables: true)
            benchmark.startMeasurement()
            for k in 0..<1000 { blackHole(try grid.liveEdit(k)) }
        }

        Benchmark("W3 structure edit n=\(n) (1,000 remove+add)") { benchmark in
            let grid = try LabelGrid(n: n, widthsAsEditVariables: false)
            benchmark.startMeasurement()
            for _ in 0..<1000 { blackHole(try grid.structureEdit()) }
        }
    }

    // The reliability issue's chain of 500, its constraints listed forward, reversed and shuffled.
    for order in ChainWorkload.Order.allCases {
        Benchmark("chain n=500 \(order.rawValue) build+solve") { benchmark in
            let chain = ChainWorkload(n: 500, order: order)
            benchmark.startMeasurement()
            blackHole(try chain.build())
        }
    }
}
