import Cassowary
import NibModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// UIKit's layout priorities as solver strengths for one layout. UIKit satisfies a higher
/// priority before any number of lower ones: seven labels at 750 give way to one switch at 751.
/// One objective of weights cannot be strictly lexicographic, so the priorities a layout uses are
/// ranked and spread evenly over six decades, from `Strength.weak` (1) to `.strong` (10^6): two
/// levels next to each other differ by a factor of 10^(6 / (levels - 1)) (10 with seven levels),
/// where a fixed mapping of 1 ... 999 (`Strength(uiKitPriority:)`) makes 750 and 751 nearly
/// equal. The top stays well below required, where the solver would lose precision.
struct PriorityScale {
    /// The optional priorities in use, ascending, with their weights.
    private let levels: [Double]
    private let weights: [Double]

    /// Priority 1 (`Strength.weak`'s weight) always has a level, and so has 667, where the fixed
    /// mapping put `Strength.strong`: the proportions of a fill-proportionally stack view hold at
    /// it, in their place among the file's priorities.
    static let strong = 667.0

    init(priorities: some Sequence<Double>) {
        levels = Set(priorities.filter { $0 < 1000 && $0 >= 1 } + [1, Self.strong]).sorted()
        let steps = Double(levels.count - 1)
        weights = levels.indices.map { pow(10, 6 * Double($0) / steps) }
    }

    /// The priorities of everything under `root` and of the document's constraints.
    init(root: NibObject, document: NibDocument) {
        var priorities: [Double] = document.constraints.map(\.constraint.priority)
        func collect(_ view: NibObject) {
            priorities += [view.horizontalHuggingPriority, view.verticalHuggingPriority,
                           view.horizontalCompressionResistancePriority, view.verticalCompressionResistancePriority]
            view.children.forEach(collect)
        }
        collect(root)
        self.init(priorities: priorities)
    }

    /// `priority`'s strength: required from 1000; a level's weight; a priority the layout did not
    /// start with (an edit's) between its neighbours' weights, so the order holds. One above every
    /// level (a stack view's hiding, 999.5) is a step above the top one, as UIKit satisfies it
    /// before any number of lower ones: at the top level's weight and a millionth, a hidden view's
    /// own height at 999 and its content size shared the difference with it (woocommerce's hidden
    /// "Add Customer Note" button, 30 pt where Xcode stores 0). A step is at most 100 times: the
    /// weight stays four decades below required.
    func strength(_ priority: Double) -> Strength {
        guard priority < 1000 else { return .required }
        let p = priority.isNaN ? 1 : max(priority, 1)
        let above = levels.firstIndex { $0 >= p } ?? levels.count - 1
        if levels[above] == p || above == 0 { return Strength(weight: weights[above]) }
        guard levels[above] > p else {
            let step = min(100, pow(10, 6 / Double(levels.count - 1)))
            return Strength(weight: weights[above] * step * (1 + (p - levels[above]) / 1_000_000))
        }
        let below = above - 1
        let t = (p - levels[below]) / (levels[above] - levels[below])
        return Strength(weight: weights[below] * pow(weights[above] / weights[below], t))
    }
}
