/// The tools versions (a file's `toolsVersion`) where Interface Builder began to lay out
/// differently.
enum XcodeVersions {
    /// Xcode 11, from its betas on: files of 14810 to 14868 (Pyto, PagingKit and
    /// XLActionController) already show a phone without a notch with no status bar.
    static let xcode11 = 14_800
    /// Xcode 14 (tools 21xxx; Xcode 13's are 19xxx and 20xxx): phones without a notch show a
    /// status bar again, and the 414×896 phone's grows to 48 pt.
    static let xcode14 = 21_000
}
