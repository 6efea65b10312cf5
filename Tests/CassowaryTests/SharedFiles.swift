import Foundation

/// Material in `../shared` beside the project: CI and developers have it, a user's clone does
/// not, so tests that need it are skipped (and say so) when it is absent.
enum SharedFiles {
    static let projectRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let oracle = projectRoot.appendingPathComponent("../shared/solver/oracle.json").standardized
    static var hasOracle: Bool { FileManager.default.fileExists(atPath: oracle.path) }
}

/// A small seeded generator (SplitMix64), so every random test is repeatable.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
