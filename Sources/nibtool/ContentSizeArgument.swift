import ArgumentParser
import NibModel

/// `--content-size AX3`: lay text styles out at a Dynamic Type size, as Xcode's canvas previews it.
extension ContentSizeCategory: ExpressibleByArgument {
    static let help = ArgumentHelp("Set text styles at this Dynamic Type size (\(allCases.map(\.rawValue).joined(separator: ", "))) instead of the document's.",
                                   valueName: "size")
}
