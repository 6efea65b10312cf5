import Cassowary
import Foundation

/// The layout of `../shared/solver/WORKLOADS.md`: N labels in rows of 10, each chained to the
/// one before it, with an intrinsic width that is a strong constraint (W1, W3) or a strong edit
/// variable (W2).
public final class LabelGrid {
    public let n: Int
    public let solver = Solver()
    public let left: [Variable]
    public let top: [Variable]
    public let width: [Variable]
    /// Label i's `left_i == left_{i-1} + width_{i-1} + 8`, for labels not first in their row.
    public private(set) var chain: [Constraint?]

    public static func intrinsicWidth(_ i: Int) -> Double { Double(50 + (i % 7) * 3) }

    public init(n: Int, widthsAsEditVariables edits: Bool) throws(SolverError) {
        self.n = n
        let cl = Variable("cl"), ct = Variable("ct")
        left = (0..<n).map { Variable("l\($0)") }
        top = (0..<n).map { Variable("t\($0)") }
        width = (0..<n).map { Variable("w\($0)") }
        let height = (0..<n).map { Variable("h\($0)") }
        chain = Array(repeating: nil, count: n)
        try solver.add(cl == 0)
        try solver.add(ct == 0)
        for i in 0..<n {
            let (r, c) = (i / 10, i % 10)
            if c == 0 {
                try solver.add(left[i] == cl + 8)
            } else {
                let link = left[i] == left[i - 1] + width[i - 1] + 8
                chain[i] = link
                try solver.add(link)
            }
            try solver.add(width[i] >= 0)
            if edits {
                try solver.addEditVariable(width[i], strength: .strong)
                try solver.suggestValue(width[i], LabelGrid.intrinsicWidth(i))
            } else {
                try solver.add((width[i] == Expression(constant: LabelGrid.intrinsicWidth(i))).withStrength(.strong))
            }
            try solver.add(height[i] == 20)
            if c > 0 {
                try solver.add(top[i] == top[i - 1])
            } else if r == 0 {
                try solver.add(top[i] == ct + 8)
            } else {
                try solver.add(top[i] == top[i - 10] + 28)
            }
        }
        try solver.updateVariables()
    }

    /// W2's k-th edit: label idx = k · 7919 mod N gets width 40 + k mod 50. Returns rowRight(idx).
    public func liveEdit(_ k: Int) throws(SolverError) -> Double {
        let idx = (k * 7919) % n
        try solver.suggestValue(width[idx], Double(40 + k % 50))
        try solver.updateVariables()
        return rowRight(idx)
    }

    /// W3's label: N/2, or the one after it when N/2 starts a row (it has no chain constraint).
    public var structureEditLabel: Int { n / 2 % 10 == 0 ? n / 2 + 1 : n / 2 }

    /// W3's operation: remove that label's chain constraint, add it back, update.
    /// Returns rowRight of the label.
    public func structureEdit() throws(SolverError) -> Double {
        let m = structureEditLabel
        try solver.remove(chain[m]!)
        try solver.add(chain[m]!)
        try solver.updateVariables()
        return rowRight(m)
    }

    /// Left plus width of the last label in label i's row.
    public func rowRight(_ i: Int) -> Double {
        let last = min(n - 1, (i / 10) * 10 + 9)
        return left[last].value + width[last].value
    }
}

/// One line of a workload's report, as `reference_kiwisolver.py` prints it, with its checks.
public struct WorkloadReport: CustomStringConvertible {
    public var line: String
    /// What did not match WORKLOADS.md; empty when every check held.
    public var failures: [String]
    public var description: String { line }
}

public enum Workload: String, CaseIterable, Sendable {
    case w1, w2, w3

    /// The checksum WORKLOADS.md gives for this workload and size, if it gives one.
    public func expectedChecksum(n: Int) -> Double? {
        switch (self, n) {
        case (.w2, 100): return 720442
        case (.w2, 1000): return 699283
        case (.w2, 10000): return 676613
        case (.w3, 100): return 661000
        case (.w3, 1000): return 679000
        case (.w3, 10000): return 670000
        default: return nil
        }
    }

    public func run(n: Int) throws(SolverError) -> WorkloadReport {
        switch self {
        case .w1: return try Workload.buildAndSolve(n: n)
        case .w2: return try Workload.liveTextEdit(n: n)
        case .w3: return try Workload.structureEdit(n: n)
        }
    }

    static func buildAndSolve(n: Int) throws(SolverError) -> WorkloadReport {
        let clock = ContinuousClock()
        let start = clock.now
        let g = try LabelGrid(n: n, widthsAsEditVariables: false)
        let elapsed = clock.now - start
        let row0 = g.rowRight(0), lastTop = g.top[n - 1].value
        var failures: [String] = []
        if n >= 10 && abs(row0 - 652) > 1e-6 { failures.append("row0_right is \(row0), expected 652") }
        let expectedTop = Double(8 + 28 * ((n - 1) / 10))
        if abs(lastTop - expectedTop) > 1e-6 { failures.append("last_top is \(lastTop), expected \(expectedTop)") }
        let line = "W1 n=\(n) build+solve_ms=\(fixed(milliseconds(elapsed), 3)) row0_right=\(fixed(row0, 1)) last_top=\(fixed(lastTop, 1))"
        return WorkloadReport(line: line, failures: failures)
    }

    static func liveTextEdit(n: Int) throws(SolverError) -> WorkloadReport {
        let g = try LabelGrid(n: n, widthsAsEditVariables: true)
        var total = 0.0
        let clock = ContinuousClock()
        let start = clock.now
        for k in 0..<1000 { total += try g.liveEdit(k) }
        let elapsed = clock.now - start
        let line = "W2 n=\(n) us_per_edit=\(fixed(milliseconds(elapsed), 3)) checksum=\(fixed(total, 1))"
        return WorkloadReport(line: line, failures: Workload.w2.checksumFailures(total, n: n))
    }

    static func structureEdit(n: Int) throws(SolverError) -> WorkloadReport {
        let g = try LabelGrid(n: n, widthsAsEditVariables: false)
        var total = 0.0
        let clock = ContinuousClock()
        let start = clock.now
        for _ in 0..<1000 { total += try g.structureEdit() }
        let elapsed = clock.now - start
        let line = "W3 n=\(n) us_per_op=\(fixed(milliseconds(elapsed), 3)) checksum=\(fixed(total, 1))"
        return WorkloadReport(line: line, failures: Workload.w3.checksumFailures(total, n: n))
    }

    func checksumFailures(_ total: Double, n: Int) -> [String] {
        guard let expected = expectedChecksum(n: n), abs(total - expected) > 1e-3 else { return [] }
        return ["checksum is \(fixed(total, 1)), expected \(fixed(expected, 1))"]
    }
}

/// 1,000 operations measured in milliseconds read as microseconds per operation, as in the
/// reference script.
private func milliseconds(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) * 1e-15
}

/// `x` with `places` decimals, as Python's `f"{x:.Nf}"`.
func fixed(_ x: Double, _ places: Int) -> String { String(format: "%.\(places)f", x) }
