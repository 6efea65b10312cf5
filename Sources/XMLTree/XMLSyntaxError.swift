/// Why a file is not well-formed XML, and where (1-based line and column, in characters).
public struct XMLSyntaxError: Error, CustomStringConvertible, Equatable {
    public let line: Int
    public let column: Int
    public let message: String

    public var description: String { "line \(line), column \(column): \(message)" }
}
