import ArgumentParser
import Foundation
import SolverWorkloads

/// `nibtool bench solver`: the workloads of ../shared/solver/WORKLOADS.md.
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Measure Nibbler's engines on reference workloads.",
        subcommands: [SolverBench.self, ChainBench.self, LayoutBench.self, OverviewBench.self, CanvasBench.self, MergeBench.self, IndexBench.self])
}

struct SolverBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solver",
        abstract: "Run the solver workloads W1-W3 and print one line each, as reference_kiwisolver.py does.",
        discussion: "Exits 1 when a check or checksum differs from WORKLOADS.md. Build with -c release to measure.")

    enum Choice: String, ExpressibleByArgument, CaseIterable {
        case w1, w2, w3, all
    }

    @Option(help: "w1 (build and solve), w2 (live text edit), w3 (structure edit) or all.")
    var workload: Choice = .all

    @Option(name: .short, help: "Number of labels.")
    var n: Int = 1000

    func validate() throws {
        guard n >= 1 else { throw ValidationError("-n must be at least 1") }
    }

    func run() throws {
        let chosen = workload == .all ? Workload.allCases : [Workload(rawValue: workload.rawValue)!]
        var failed = false
        for w in chosen {
            let report = try w.run(n: n)
            print(report.line)
            for failure in report.failures {
                printError("\(w.rawValue.uppercased()) n=\(n): \(failure)")
                failed = true
            }
        }
        if failed { throw ExitStatus.documentError }
    }
}

/// `nibtool bench chain`: the chain of the reliability issue, in each order its constraints can
/// be listed in; build and solve, then 30% of it removed and added back.
struct ChainBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chain",
        abstract: "Build a chain of required equalities and inequalities forward, reversed and shuffled, then remove and add back 30% of it.",
        discussion: "Exits 1 when a constraint is refused or the solution is wrong. Build with -c release to measure.")

    @Option(name: .short, help: "Number of variables in the chain.")
    var n: Int = 500

    func validate() throws {
        guard n >= 2 else { throw ValidationError("-n must be at least 2") }
    }

    func run() throws {
        var failed = false
        let clock = ContinuousClock()
        for order in ChainWorkload.Order.allCases {
            let chain = ChainWorkload(n: n, order: order)
            let start = clock.now
            let solver = try chain.build()
            let built = clock.now - start
            var problems = chain.solutionProblems()
            let again = clock.now
            do {
                try chain.removeAndAddBack(solver)
            } catch {
                problems.append("\(error)")
            }
            let readded = clock.now - again
            problems += chain.solutionProblems()
            let size = solver.tableauSize
            print("chain n=\(n) \(order.rawValue) build+solve_ms=\(fixed(built)) remove_and_add_back_ms=\(fixed(readded)) cells=\(size.cells)")
            for p in problems {
                printError("chain \(order.rawValue): \(p)")
                failed = true
            }
        }
        if failed { throw ExitStatus.documentError }
    }

    private func fixed(_ d: Duration) -> String {
        String(format: "%.3f", Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) * 1e-15)
    }
}
