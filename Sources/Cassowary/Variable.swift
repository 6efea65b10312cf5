/// A variable whose value the solver decides.
///
/// A variable belongs to at most one solver at a time: from the first constraint that uses it
/// until the last one that uses it is removed. The solver writes `value` in `updateVariables()`.
/// Like its solver, it is used from one thread at a time; it is `Sendable` only so that errors
/// can name it.
public final class Variable: CustomStringConvertible, @unchecked Sendable {
    /// `base` followed by `part`: kept apart and joined only when asked for, since a layout makes
    /// four variables for every view and rarely names one.
    public var name: String { part.utf8CodeUnitCount == 0 ? base : base + part.description }
    private let base: String
    private let part: StaticString
    public internal(set) var value: Double = 0

    // Where the owning solver keeps this variable: its symbol id and edit slot (dense ids, so the
    // solver never looks variables up in a dictionary).
    var owner: ObjectIdentifier?
    var symbol: Int32 = -1
    var editSlot: Int32 = -1

    public init(_ name: String = "") {
        (base, part) = (name, "")
    }

    /// A variable named `base` and `part`: `Variable(view.id, ".width")`.
    public init(_ base: String, _ part: StaticString) {
        (self.base, self.part) = (base, part)
    }

    public var description: String { name.isEmpty ? "<variable>" : name }
}
