#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How strongly the solver wants a constraint to hold.
///
/// Non-required strengths are weights in one objective, as in kiwi: `strong` is 1,000,000,
/// `medium` 1,000 and `weak` 1. A violation of a stronger constraint costs more than a violation
/// of a weaker one by the ratio of their weights. `required` constraints are never traded away.
public struct Strength: Comparable, Hashable, Sendable, CustomStringConvertible {
    public let weight: Double

    /// A weight clipped to `0 ... required`.
    public init(weight: Double) {
        self.weight = weight.isNaN ? 0 : min(max(weight, 0), Strength.requiredWeight)
    }

    /// kiwi's `create(a, b, c, w)`: `a` strong, `b` medium and `c` weak units, each 0 ... 1000.
    public init(strong a: Double, medium b: Double, weak c: Double, multiplier w: Double = 1) {
        func clamp(_ x: Double) -> Double { min(max(x * w, 0), 1000) }
        self.init(weight: clamp(a) * 1_000_000 + clamp(b) * 1000 + clamp(c))
    }

    static let requiredWeight = 1_001_001_000.0
    public static let required = Strength(weight: requiredWeight)
    public static let strong = Strength(weight: 1_000_000)
    public static let medium = Strength(weight: 1000)
    public static let weak = Strength(weight: 1)

    public var isRequired: Bool { weight >= Strength.requiredWeight }

    /// UIKit's layout priority (1 ... 1000, 1000 = required) as a strength.
    ///
    /// The mapping keeps UIKit's order and spreads the 999 optional priorities exponentially over
    /// nine decades: `weight = 10^(9 · p / 1000)`. So priority 1 weighs about 1 (weak), 333 about
    /// 1,000 (medium), 667 about 1,000,000 (strong) and 999 about 9.8e8, just below required.
    /// Every 100 steps of priority multiply the weight by about 7.9: a constraint at 750
    /// (`defaultHigh`) outweighs one at 250 (`defaultLow`) 31,600 times. Priorities of 1000 and
    /// more are required; priorities below 1 are clipped to 1.
    public init(uiKitPriority p: Double) {
        if p >= 1000 {
            self = .required
        } else {
            let clipped = p.isNaN ? 1 : max(p, 1)
            self.init(weight: pow(10, 9 * clipped / 1000))
        }
    }

    public static func < (a: Strength, b: Strength) -> Bool { a.weight < b.weight }

    public var description: String {
        switch weight {
        case Strength.requiredWeight: return "required"
        case 1_000_000: return "strong"
        case 1000: return "medium"
        case 1: return "weak"
        default: return "strength(\(weight))"
        }
    }
}
