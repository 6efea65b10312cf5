/// The tools versions (a file's `toolsVersion`) where Interface Builder began to lay out
/// differently.
enum XcodeVersions {
    /// Xcode 8 (tools 11000 on): the canvas shows a chosen device ("View as").
    static let xcode8 = 11_000
    /// Xcode 9.2 (tools 13771; 9.0's are 13196).
    static let xcode9_2 = 13_700
    /// Xcode 11, from its betas on: files of 14810 to 14868 (Pyto, PagingKit and
    /// XLActionController) already show a phone without a notch with no status bar.
    static let xcode11 = 14_800
    /// Xcode 12 (tools 17000 on: iOS 14's SDK).
    static let xcode12 = 17_000
    /// Xcode 13 (tools 19xxx and 20xxx; Xcode 12.5's are 18xxx): rows below a table's visible
    /// part that Interface Builder has not laid out are marked ambiguous.
    static let xcode13 = 19_000
    /// Xcode 14 (tools 21225 on; Xcode 13's are 19xxx and 20xxx, and 21179 and 21208, betas of
    /// 14, still draw as 13 did): the 414×896 phone's status bar grows to 48 pt and the 390×844
    /// one's to 47 pt (woocommerce, element-ios; WordPressAuthenticator's 21179 and twilio's
    /// 21208.1 scenes have 44).
    static let xcode14 = 21_225
    /// Xcode 14.3 (tools 21701): phones without a notch show a status bar again. Until then
    /// they did not (21179 to 21507: WordPressAuthenticator, pocket-casts, woocommerce and
    /// element-ios); from it they do (element-ios, owncloud, and 23xxx on in the corpus).
    static let xcode14_3 = 21_700
}
