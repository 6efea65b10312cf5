import Foundation
import Testing

/// Material in `../shared` beside the project: CI and developers have it, a user's clone does
/// not, so tests that need it are skipped, and say so, when it is absent.
public enum SharedFiles {
    public static let projectRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    public static let oracle = projectRoot.appendingPathComponent("../shared/solver/oracle.json").standardized
    public static let corpus = projectRoot.appendingPathComponent("../shared/xib-corpus/files").standardized
    /// The second corpus folder: 736 files from 93 more repositories.
    public static let moreCorpus = projectRoot.appendingPathComponent("../shared/xib-corpus/more/files").standardized
    public static let seedDemo = corpus.appendingPathComponent("DuncanMC+IBInspectable_demo__SwiftTestProject_Base.lproj_Main.storyboard")

    /// The seed demo's Xcode project: the storyboard with its asset catalog beside it.
    public static let seedProjectStoryboard = projectRoot
        .appendingPathComponent("../shared/seeds/IBInspectable_demo/SwiftTestProject/Base.lproj/Main.storyboard").standardized

    /// Real merges of IB files: each folder holds base, ours, theirs, merged, git and case.tsv.
    public static let mergeCases = projectRoot.appendingPathComponent("../shared/merge-cases").standardized

    public static var hasOracle: Bool { FileManager.default.fileExists(atPath: oracle.path) }
    public static var hasCorpus: Bool { FileManager.default.fileExists(atPath: corpus.path) }

    /// Test traits: run only when the material is there.
    public static var needsOracle: ConditionTrait {
        .enabled(if: hasOracle, "skipped: ../shared/solver/oracle.json is absent (only CI and developer machines have ../shared)")
    }
    public static var needsSeeds: ConditionTrait {
        .enabled(if: FileManager.default.fileExists(atPath: seedProjectStoryboard.path),
                 "skipped: ../shared/seeds is absent (only CI and developer machines have ../shared)")
    }
    public static var needsCorpus: ConditionTrait {
        .enabled(if: hasCorpus, "skipped: ../shared/xib-corpus is absent (only CI and developer machines have ../shared)")
    }

    public static var needsMergeCases: ConditionTrait {
        .enabled(if: FileManager.default.fileExists(atPath: mergeCases.path),
                 "skipped: ../shared/merge-cases is absent (only CI and developer machines have ../shared)")
    }

    /// The corpus files, sorted by name.
    public static var corpusFiles: [URL] {
        ((try? FileManager.default.contentsOfDirectory(at: corpus, includingPropertiesForKeys: nil)) ?? [])
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}

/// A small seeded generator (SplitMix64), so every random test is repeatable.
public struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
