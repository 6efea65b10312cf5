/// A binary min-heap of symbol ids: the simplex picks the lowest-numbered entering symbol
/// (Bland's rule, as kiwi does) without scanning the whole objective.
struct SymbolHeap {
    private var items: [Int32] = []

    var isEmpty: Bool { items.isEmpty }
    var min: Int32? { items.first }

    mutating func removeAll() { items.removeAll(keepingCapacity: true) }

    mutating func push(_ x: Int32) {
        items.append(x)
        var i = items.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            if items[parent] <= x { break }
            items[i] = items[parent]
            i = parent
        }
        items[i] = x
    }

    @discardableResult
    mutating func popMin() -> Int32? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        if items.isEmpty { return top }
        var i = 0
        let n = items.count
        while true {
            var child = 2 * i + 1
            if child >= n { break }
            if child + 1 < n && items[child + 1] < items[child] { child += 1 }
            if last <= items[child] { break }
            items[i] = items[child]
            i = child
        }
        items[i] = last
        return top
    }
}
