import NibModel

/// The screens a document can be laid out for, in one table: size in points (portrait), the
/// safe-area insets, the status bar height (for the old top and bottom layout guides) and the
/// default layout margins of a controller's root view.
public struct Device: Sendable, Equatable {
    public let id: String
    public let width: Double
    public let height: Double
    public private(set) var safeArea: Insets
    public private(set) var statusBarHeight: Double
    public let rootMargin: Double
    /// The old bottom layout guide's length: a simulated tab bar and the home indicator's inset.
    public let bottomBarHeight: Double
    /// What the root's layout margins move in by: its safe area, except where Interface Builder
    /// gives the margins more (see `DocumentLayout`).
    public var marginSafeArea: Insets { marginInsets ?? safeArea }
    private let marginInsets: Insets?

    public struct Insets: Sendable, Equatable {
        public var top, left, bottom, right: Double
        public init(top: Double, left: Double, bottom: Double, right: Double) {
            (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
        }
    }

    public init(id: String, width: Double, height: Double, safeArea: Insets, statusBarHeight: Double, rootMargin: Double,
                bottomBarHeight: Double = 0, marginSafeArea: Insets? = nil) {
        (self.id, self.width, self.height, self.safeArea) = (id, width, height, safeArea)
        (self.statusBarHeight, self.rootMargin, self.bottomBarHeight) = (statusBarHeight, rootMargin, bottomBarHeight)
        marginInsets = marginSafeArea
    }

    /// A screen that is only a size: no safe area, no status bar (a Cocoa view's frame, the
    /// benchmarks' phone, a test's).
    public static func bare(_ id: String, width: Double, height: Double, rootMargin: Double = 16) -> Device {
        Device(id: id, width: width, height: height, safeArea: Insets(top: 0, left: 0, bottom: 0, right: 0), statusBarHeight: 0, rootMargin: rootMargin)
    }

    /// Every device XIB files name, with a notch or without.
    public static let all: [Device] = [
        Device(id: "retina3_5", width: 320, height: 480, safeArea: Insets(top: 20, left: 0, bottom: 0, right: 0), statusBarHeight: 20, rootMargin: 16),
        Device(id: "retina4_0", width: 320, height: 568, safeArea: Insets(top: 20, left: 0, bottom: 0, right: 0), statusBarHeight: 20, rootMargin: 16),
        Device(id: "retina4_7", width: 375, height: 667, safeArea: Insets(top: 20, left: 0, bottom: 0, right: 0), statusBarHeight: 20, rootMargin: 16),
        Device(id: "retina5_5", width: 414, height: 736, safeArea: Insets(top: 20, left: 0, bottom: 0, right: 0), statusBarHeight: 20, rootMargin: 20),
        Device(id: "retina5_9", width: 375, height: 812, safeArea: Insets(top: 44, left: 0, bottom: 34, right: 0), statusBarHeight: 44, rootMargin: 16),
        Device(id: "retina6_1", width: 414, height: 896, safeArea: Insets(top: 48, left: 0, bottom: 34, right: 0), statusBarHeight: 48, rootMargin: 20),
        Device(id: "retina6_5", width: 414, height: 896, safeArea: Insets(top: 44, left: 0, bottom: 34, right: 0), statusBarHeight: 44, rootMargin: 20),
        Device(id: "retina6_0", width: 390, height: 844, safeArea: Insets(top: 47, left: 0, bottom: 34, right: 0), statusBarHeight: 47, rootMargin: 16),
        Device(id: "retina6_7", width: 428, height: 926, safeArea: Insets(top: 47, left: 0, bottom: 34, right: 0), statusBarHeight: 47, rootMargin: 20),
        Device(id: "retina6_12", width: 393, height: 852, safeArea: Insets(top: 59, left: 0, bottom: 34, right: 0), statusBarHeight: 59, rootMargin: 16),
        Device(id: "retina6_72", width: 430, height: 932, safeArea: Insets(top: 59, left: 0, bottom: 34, right: 0), statusBarHeight: 59, rootMargin: 20),
        Device(id: "retina6_3", width: 402, height: 874, safeArea: Insets(top: 62, left: 0, bottom: 34, right: 0), statusBarHeight: 62, rootMargin: 16),
        Device(id: "retina6_9", width: 440, height: 956, safeArea: Insets(top: 62, left: 0, bottom: 34, right: 0), statusBarHeight: 62, rootMargin: 20),
        Device(id: "ipad9_7", width: 768, height: 1024, safeArea: Insets(top: 20, left: 0, bottom: 0, right: 0), statusBarHeight: 20, rootMargin: 20),
        Device(id: "ipad10_2", width: 810, height: 1080, safeArea: Insets(top: 20, left: 0, bottom: 0, right: 0), statusBarHeight: 20, rootMargin: 20),
        Device(id: "ipad10_5", width: 834, height: 1112, safeArea: Insets(top: 20, left: 0, bottom: 0, right: 0), statusBarHeight: 20, rootMargin: 20),
        Device(id: "ipad10_9rounded", width: 820, height: 1180, safeArea: Insets(top: 24, left: 0, bottom: 20, right: 0), statusBarHeight: 24, rootMargin: 20),
        Device(id: "ipad11", width: 834, height: 1194, safeArea: Insets(top: 24, left: 0, bottom: 20, right: 0), statusBarHeight: 24, rootMargin: 20),
        Device(id: "ipad12_9", width: 1024, height: 1366, safeArea: Insets(top: 20, left: 0, bottom: 0, right: 0), statusBarHeight: 20, rootMargin: 20),
        Device(id: "ipad12_9rounded", width: 1024, height: 1366, safeArea: Insets(top: 24, left: 0, bottom: 20, right: 0), statusBarHeight: 24, rootMargin: 20),
    ]

    public static func named(_ id: String) -> Device? { all.first { $0.id == id } }

    /// The device a document names, as the Xcode that wrote it showed it; nil when it names none.
    public static func of(_ document: NibDocument) -> Device? {
        document.device.flatMap { named($0.id, toolsVersion: document.toolsVersion) }
    }

    /// The document's device as its canvas shows every scene: turned where the file says
    /// landscape.
    public static func shown(in document: NibDocument) -> Device? {
        of(document).map { document.device?.orientation == "landscape" ? $0.landscape : $0 }
    }

    /// A device as the Xcode that wrote the file showed it (tools version's major number), read
    /// from the stored frames of the corpus and of other public projects:
    /// - the 375×812 phone is the iPhone X (44 pt at the top) before Xcode 14 and the 13 mini
    ///   (50 pt) from it (element-ios's 20037 file has 44, IQKeyboardManager's 22505 ones 50);
    /// - the 414×896 one has a 44 pt status bar up to Xcode 13 (tools 20037 in Esri's samples,
    ///   brave-ios and Instructions) and 48 pt from Xcode 14; the 390×844 and 428×926 ones 44
    ///   and then 47 pt (woocommerce, WordPressAuthenticator; AdGuard's and RadarCOVID's
    ///   428 pt scenes and views, Xcode 12 and 13, and OsmAnd's, Xcode 14);
    /// - Xcode 11 to 14.2 drew phones without a notch with no status bar (freeotp's scenes,
    ///   Xcode 13.3; see `XcodeVersions.xcode14_3`);
    /// - from tools 23727 (Xcode 16.3: GoMap's, MSAL's test app) and in Xcode 26 a notched phone
    ///   keeps 68 pt at its bottom, twice the home indicator's 34 (23504 still had 34: sentry).
    public static func named(_ id: String, toolsVersion: Int?) -> Device? {
        guard var device = named(id), let tools = toolsVersion else { return named(id) }
        switch id {
        case "retina5_9": device.setTop(tools < XcodeVersions.xcode14 ? 44 : 50)
        case "retina6_1": device.setTop(tools < XcodeVersions.xcode14 ? 44 : 48)
        case "retina6_0", "retina6_7": device.setTop(tools < XcodeVersions.xcode14 ? 44 : 47)
        default: break
        }
        if device.isNotchedPhone, (XcodeVersions.xcode16_3..<XcodeVersions.unseen).contains(tools) { device.safeArea.bottom = 68 }
        if !device.isNotchedPhone, device.width < 700, (XcodeVersions.xcode11..<XcodeVersions.xcode14_3).contains(tools) { device.setTop(0) }
        return device
    }

    /// A phone whose screen reaches its rounded corners: it keeps a home indicator's inset.
    public var isNotchedPhone: Bool { safeArea.bottom > 0 && width < 700 }

    private mutating func setTop(_ top: Double) {
        safeArea.top = top
        statusBarHeight = top
    }

    /// The same device turned to landscape: width and height swap, the notch's insets move to
    /// the sides, and a phone hides its status bar (UIKit hides it in a compact height, as
    /// `prefersStatusBarHidden` documents; LTMorphingLabel's 667 pt scene starts its content
    /// right below a 32 pt navigation bar). A phone's root margins are then those of a screen as
    /// wide as it is (20 pt: LTMorphingLabel's, as a 400 pt XIB's).
    public var landscape: Device {
        guard isPhone else { return Device(id: id, width: height, height: width, safeArea: safeArea, statusBarHeight: statusBarHeight, rootMargin: rootMargin) }
        let side = isNotchedPhone ? safeArea.top : 0
        let insets = Insets(top: 0, left: side, bottom: isNotchedPhone ? 21 : 0, right: side)
        return Device(id: id, width: height, height: width, safeArea: insets, statusBarHeight: 0, rootMargin: height >= 400 ? 20 : rootMargin)
    }

    /// A phone, held upright: narrower than any iPad.
    public var isPhone: Bool { width < 700 && height > width }
}
