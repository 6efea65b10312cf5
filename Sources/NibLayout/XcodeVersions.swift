/// The tools versions (a file's `toolsVersion`) where Interface Builder began to lay out
/// differently.
enum XcodeVersions {
    /// Xcode 11, from its betas on: files of 14810 to 14868 (Pyto, PagingKit and
    /// XLActionController) already show a phone without a notch with no status bar.
    static let xcode11 = 14_800
}
