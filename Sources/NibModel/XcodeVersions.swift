/// The tools versions (a file's `toolsVersion`) where Interface Builder began to lay out
/// differently. In NibModel so that the controls' sizes (`usesIOS12Controls`) and the layout
/// (NibLayout) read one constant.
public enum XcodeVersions {
    /// Xcode 8 (tools 11000 on): the canvas shows a chosen device ("View as").
    public static let xcode8 = 11_000
    /// Xcode 9 (tools 13xxx: iOS 11's SDK, with safe areas).
    public static let xcode9 = 13_000
    /// Xcode 9.2 (tools 13771; 9.0's are 13196).
    public static let xcode9_2 = 13_700
    /// Xcode 10 (tools 14xxx below 14800: iOS 12's SDK).
    public static let xcode10 = 14_000
    /// Xcode 11, from its betas on: files of 14810 to 14868 (Pyto, PagingKit and
    /// XLActionController) already show a phone without a notch with no status bar.
    public static let xcode11 = 14_800
    /// Xcode 12 (tools 17000 on: iOS 14's SDK).
    public static let xcode12 = 17_000
    /// Xcode 12.5 (tools 18xxx).
    public static let xcode12_5 = 18_000
    /// Xcode 13 (tools 19xxx and 20xxx; Xcode 12.5's are 18xxx): rows below a table's visible
    /// part that Interface Builder has not laid out are marked ambiguous.
    public static let xcode13 = 19_000
    /// Xcode 14 (tools 21225 on; Xcode 13's are 19xxx and 20xxx, and 21179 and 21208, betas of
    /// 14, still draw as 13 did): the 414×896 phone's status bar grows to 48 pt and the 390×844
    /// one's to 47 pt (woocommerce, element-ios; WordPressAuthenticator's 21179 and twilio's
    /// 21208.1 scenes have 44).
    public static let xcode14 = 21_225
    /// Xcode 14's betas (tools 21000 on, below `xcode14`).
    public static let xcode14Betas = 21_000
    /// Xcode 14.3 (tools 21701): phones without a notch show a status bar again. Until then
    /// they did not (21179 to 21507: WordPressAuthenticator, pocket-casts, woocommerce and
    /// element-ios); from it they do (element-ios, owncloud, and 23xxx on in the corpus).
    public static let xcode14_3 = 21_700
    /// Xcode 16.3 (tools 23727; 16.2's are 23504).
    public static let xcode16_3 = 23_727
    /// Xcode 26 (tools 24xxx).
    public static let xcode26 = 24_000
    /// The first tools version not yet seen: rules about the newest Xcode stop here rather
    /// than guess at what comes after it.
    public static let unseen = 30_000
}
