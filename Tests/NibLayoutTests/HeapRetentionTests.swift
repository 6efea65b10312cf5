#if os(Linux)
import Glibc
import Testing
import NibLayout

@Suite struct HeapRetentionTests {
    /// A large block comes from the heap, where freeing keeps it for reuse, not from a mapping of
    /// its own that freeing returns to the kernel. glibc flags a mapped block in its chunk's size
    /// word, just before the block (IS_MMAPPED, 2); by default it maps any block of 128 KB or
    /// more, and 24 MB stays above the threshold it learns from the blocks other tests free.
    @Test func aLargeBlockComesFromTheHeap() throws {
        HeapRetention.keepFreedMemory()
        let block = try #require(malloc(24 << 20))
        defer { free(block) }
        let sizeWord = block.load(fromByteOffset: -MemoryLayout<UInt>.size, as: UInt.self)
        #expect(sizeWord & 2 == 0)
    }
}
#endif
