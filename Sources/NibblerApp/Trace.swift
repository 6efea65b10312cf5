import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Timing lines for the GUI benchmarks, printed only when NIBBLER_TRACE is set: the first drawn
/// canvas (as CLOCK_MONOTONIC seconds, which the launcher compares with its own start time) and,
/// for each edit from the inspector, the milliseconds until the canvas has been redrawn.
@MainActor
enum Trace {
    static let enabled = ProcessInfo.processInfo.environment["NIBBLER_TRACE"] != nil
    private static var firstFrameDone = false
    private static var editStart: Double?

    static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// An inspector field changed: the clock runs until the next canvas draw ends.
    static func editStarted() {
        if enabled && editStart == nil { editStart = now() }
    }

    /// The edit has been applied, laid out and handed to the panes (before the canvas draws).
    static func editApplied() {
        if enabled, let start = editStart {
            emit(String(format: "nibbler-trace edit-applied ms=%.3f", (now() - start) * 1000))
        }
    }

    /// The project's source index was read (again) and given to the document.
    static func projectIndexed(_ files: Int) {
        if enabled { emit("nibbler-trace project-indexed files=\(files)") }
    }

    static func canvasDrawStarted() {
        if enabled, let start = editStart {
            emit(String(format: "nibbler-trace draw-start ms=%.3f", (now() - start) * 1000))
        }
    }

    static func canvasDrawn() {
        guard enabled else { return }
        let t = now()
        if !firstFrameDone {
            firstFrameDone = true
            emit(String(format: "nibbler-trace first-frame monotonic=%.6f", t))
        }
        if let start = editStart {
            emit(String(format: "nibbler-trace edit-to-canvas ms=%.3f", (t - start) * 1000))
            editStart = nil
        }
    }

    private static func emit(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
