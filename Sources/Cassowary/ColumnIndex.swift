#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where each parametric symbol occurs: for every symbol, a doubly linked list of (row, cell)
/// occurrences, all kept in one pooled array. Adding or removing an occurrence is O(1) and
/// allocates nothing once the pool has grown, however many symbols come and go.
struct ColumnIndex {
    struct Node {
        var row: Int32
        var cellSlot: Int32
        var previous: Int32
        var next: Int32
    }

    private(set) var nodes = NodePool()
    private var freeNode: Int32 = -1
    private var heads: [Int32] = []
    private var counts: [Int32] = []

    /// Room for symbols below `n`, each occurring nowhere.
    mutating func grow(to n: Int) {
        heads.append(contentsOf: repeatElement(-1, count: max(0, n - heads.count)))
        counts.append(contentsOf: repeatElement(0, count: max(0, n - counts.count)))
    }

    func isEmpty(_ s: Int32) -> Bool { heads[Int(s)] < 0 }

    /// How many rows `s` occurs in: what making it basic would cost in substitutions.
    func count(of s: Int32) -> Int32 { counts[Int(s)] }

    /// Any occurrence of `s`, or nil.
    func first(_ s: Int32) -> Node? {
        let n = heads[Int(s)]
        return n >= 0 ? nodes[Int(n)] : nil
    }

    /// Records that `s` occurs in `row` at `cellSlot`; returns the occurrence's node. What
    /// `link` does, on the arrays themselves: taking their buffers for one cell made the
    /// solver's structure edits (W3) 17% slower.
    @inline(__always)
    mutating func add(_ s: Int32, row: Int32, cellSlot: Int32) -> Int32 {
        let head = heads[Int(s)]
        let node = Node(row: row, cellSlot: cellSlot, previous: -1, next: head)
        let n: Int32
        if freeNode >= 0 {
            n = freeNode
            freeNode = nodes[Int(n)].next
            nodes[Int(n)] = node
        } else {
            n = Int32(nodes.count)
            nodes.append(node)
        }
        if head >= 0 { nodes[Int(head)].previous = n }
        heads[Int(s)] = n
        counts[Int(s)] += 1
        return n
    }

    /// Records every cell of the new row `r`, in slot order, and gives each cell its node: the
    /// same as `add` cell by cell, with the tables' buffers taken once (a long row's cells are
    /// most of a first layout's insertions, and each `add` checks that the tables are unshared).
    mutating func addRow(_ r: Int32, cells: inout [Cell]) {
        var free = freeNode
        let pool = nodes
        heads.withUnsafeMutableBufferPointer { heads in
            counts.withUnsafeMutableBufferPointer { counts in
                cells.withUnsafeMutableBufferPointer { cells in
                    for k in cells.indices {
                        cells[k].node = Self.link(Int(cells[k].symbol), row: r, cellSlot: Int32(k), heads: heads, counts: counts,
                                                  pool: pool, free: &free)
                    }
                }
            }
        }
        freeNode = free
    }

    /// Puts a node for (`row`, `cellSlot`) at the head of symbol `s`'s list, from the free list
    /// `free` when it has one; returns the node.
    @inline(__always)
    private static func link(_ s: Int, row: Int32, cellSlot: Int32, heads: UnsafeMutableBufferPointer<Int32>,
                             counts: UnsafeMutableBufferPointer<Int32>, pool: NodePool, free: inout Int32) -> Int32 {
        let head = heads[s]
        let node = Node(row: row, cellSlot: cellSlot, previous: -1, next: head)
        let n: Int32
        if free >= 0 {
            n = free
            free = pool[Int(n)].next
            pool[Int(n)] = node
        } else {
            n = Int32(pool.count)
            pool.append(node)
        }
        if head >= 0 { pool[Int(head)].previous = n }
        heads[s] = n
        counts[s] += 1
        return n
    }

    @inline(__always)
    mutating func remove(_ n: Int32, of s: Int32) {
        let node = nodes[Int(n)]
        if node.previous >= 0 { nodes[Int(node.previous)].next = node.next } else { heads[Int(s)] = node.next }
        if node.next >= 0 { nodes[Int(node.next)].previous = node.previous }
        nodes[Int(n)].next = freeNode
        freeNode = n
        counts[Int(s)] -= 1
    }

    @inline(__always)
    mutating func move(_ n: Int32, toCellSlot k: Int32) { nodes[Int(n)].cellSlot = k }

    /// The occurrences of `s`. Do not add or remove occurrences of `s` while iterating.
    func occurrences(of s: Int32) -> Occurrences { Occurrences(nodes: nodes, upcoming: heads[Int(s)]) }

    struct Occurrences: Sequence, IteratorProtocol {
        let nodes: NodePool
        var upcoming: Int32

        mutating func next() -> (row: Int32, cellSlot: Int32)? {
            guard upcoming >= 0 else { return nil }
            let node = nodes[Int(upcoming)]
            upcoming = node.next
            return (node.row, node.cellSlot)
        }
    }
}

/// The occurrences' storage, one block grown with `realloc`: for a large block the C library
/// moves pages instead of copying them, and pages already touched are not touched again. When
/// views' origins were absolute, a first layout of 1,000 chained labels held about two million
/// occurrences (28 MB; relative origins brought it to 130,000), and grown as an array, copying
/// and zeroing fresh pages took a third of its time. Nodes are plain values, so
/// moving their bytes is moving them. Shared, not copied, by the index's copies: the solver
/// keeps one tableau and never copies it.
final class NodePool {
    private var base: UnsafeMutablePointer<ColumnIndex.Node>?
    private(set) var count = 0
    private var capacity = 0

    deinit { free(base) }

    @inline(__always)
    subscript(i: Int) -> ColumnIndex.Node {
        get { base.unsafelyUnwrapped[i] }
        set { base.unsafelyUnwrapped[i] = newValue }
    }

    @inline(__always)
    func append(_ node: ColumnIndex.Node) {
        if count == capacity { grow() }
        (base.unsafelyUnwrapped + count).initialize(to: node)
        count += 1
    }

    private func grow() {
        let newCapacity = max(1024, capacity * 2)
        guard let moved = realloc(base, newCapacity * MemoryLayout<ColumnIndex.Node>.stride) else { fatalError("out of memory for the tableau") }
        base = moved.assumingMemoryBound(to: ColumnIndex.Node.self)
        capacity = newCapacity
    }
}
