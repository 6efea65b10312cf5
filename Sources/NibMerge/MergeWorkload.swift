import XMLTree

/// The merge benchmarks' inputs (`nibtool bench merge`, Benchmarks/MergeBenchmarks): two edited
/// copies of a document, ours renaming its first object and theirs its last, so that a merge
/// walks it from top to bottom.
public enum MergeWorkload {
    public static func editedCopies(of base: String) throws -> (ours: String, theirs: String) {
        func renamed(first: Bool) throws -> String {
            let document = try XMLReader.parse(base)
            let objects = References.allElements(document.root).filter { $0[attribute: "id"] != nil }
            (first ? objects.first : objects.last)?.setAttribute("userLabel", to: first ? "Ours" : "Theirs")
            return document.serialized()
        }
        return (try renamed(first: true), try renamed(first: false))
    }
}
