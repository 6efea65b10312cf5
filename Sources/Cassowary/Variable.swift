/// A variable whose value the solver decides.
///
/// A variable belongs to at most one solver at a time: from the first constraint that uses it
/// until the last one that uses it is removed. The solver writes `value` in `updateVariables()`.
/// Like its solver, it is used from one thread at a time; it is `Sendable` only so that errors
/// can name it.
public final class Variable: CustomStringConvertible, @unchecked Sendable {
    public let name: String
    public internal(set) var value: Double = 0

    // Where the owning solver keeps this variable: its symbol id and edit slot (dense ids, so the
    // solver never looks variables up in a dictionary).
    var owner: ObjectIdentifier?
    var symbol: Int32 = -1
    var editSlot: Int32 = -1

    public init(_ name: String = "") {
        self.name = name
    }

    public var description: String { name.isEmpty ? "<variable>" : name }
}
