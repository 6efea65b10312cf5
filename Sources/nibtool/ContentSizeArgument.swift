import ArgumentParser
import NibModel

/// `--content-size AX3`: lay text styles out at a Dynamic Type size, as Xcode's canvas previews it.
extension ContentSizeCategory: ExpressibleByArgument {
    static let help = ArgumentHelp("Set text styles at this Dynamic Type size (\(sizes)) instead of the document's.", valueName: "size")

    /// `check`'s: the document's stored frames are its own size's, so misplacement is judged there.
    static let checkHelp = ArgumentHelp("Find conflicts and ambiguity with text styles at this Dynamic Type size (\(sizes)); misplaced views are judged at the document's own size, whose frames the file stores.",
                                        valueName: "size")

    private static var sizes: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
