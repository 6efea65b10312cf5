/// Keeps the memory a process frees for its next allocations instead of handing it back to the
/// kernel. glibc maps each block of 128 KB or more on its own and unmaps it when freed, raising
/// that threshold only as such blocks are freed (to 32 MB at most, and the heap's trim to twice
/// that); so opening a document, whose file bytes and parse buffers are freed before the first
/// layout, left that layout to fault in fresh pages, about 2,000 for the 1,000-label benchmark,
/// each costing microseconds. Starting at glibc's own limits lets the layout reuse them: about
/// 800 fewer page faults in that benchmark's process, and 0.4 to 1.8 ms off its first layout
/// (medians of four comparisons of 15 to 40 alternating runs of `nibtool bench layout`).
public enum HeapRetention {
    /// Call once, first thing in a process.
    public static func keepFreedMemory() {
        #if os(Linux)
        _ = mallopt(mmapThreshold, 32 << 20)
        _ = mallopt(trimThreshold, 64 << 20)
        #endif
    }

    // malloc.h, which Swift's Glibc module leaves out: `int mallopt(int param, int value)`.
    private static let trimThreshold: Int32 = -1   // M_TRIM_THRESHOLD
    private static let mmapThreshold: Int32 = -3   // M_MMAP_THRESHOLD
}

#if os(Linux)
@_silgen_name("mallopt")
private func mallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
