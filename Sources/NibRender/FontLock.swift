import Foundation

/// Text is set with pango and cairo by one thread at a time in this process: whoever measures or
/// draws text holds this lock. Debian 12's cairo (1.16) keeps at most ten FreeType faces open,
/// and a thread opening one more closes a face it picks by a lock count it reads without that
/// face's lock, one another thread may be about to use: two threads measuring with a project's
/// fonts and the stand-ins crashed in `cairo_scaled_font_glyph_extents`, the face's glyph slot
/// gone (`MeasurerThreadsTests`). Recursive, so that drawing may measure.
enum FontLock {
    private static let lock = NSRecursiveLock()

    static func held<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
