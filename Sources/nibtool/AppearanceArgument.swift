import ArgumentParser
import NibModel

/// `--appearance dark`: draw dynamic colours as Xcode's canvas does in that interface style.
extension Appearance: ExpressibleByArgument {}
