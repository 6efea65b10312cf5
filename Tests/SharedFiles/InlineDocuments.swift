/// Small documents written in a test.
public enum InlineDocuments {
    /// A XIB: one root view of `width` × `height` (id `root`) holding `subviews`, with the root's
    /// `constraints`, its other children `rootExtras` (a safe-area guide, simulated metrics) and
    /// the document's `resources`, written by the Xcode of `toolsVersion` when one is given, for
    /// `device` (with safe areas) when one is given.
    public static func xib(width: Double = 200, height: Double = 100, subviews: String, constraints: String = "", resources: String = "",
                           toolsVersion: String? = nil, device: String? = nil, rootExtras: String = "") -> String {
        let safeAreas = device == nil ? "" : #" useSafeAreas="YES""#
        let deviceLine = device.map { "\n" + #"    <device id="\#($0)" orientation="portrait" appearance="light"/>"# } ?? ""
        let extras = rootExtras.isEmpty ? "" : "\n" + rootExtras
        return """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"\(toolsVersion.map { " toolsVersion=\"\($0)\"" } ?? "") useAutolayout="YES"\(safeAreas)>\(deviceLine)
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <subviews>
        \(subviews)
                    </subviews>
                    <constraints>
        \(constraints)
                    </constraints>\(extras)
                </view>
            </objects>
            <resources>\(resources)</resources>
        </document>
        """
    }

    /// An iOS XIB of a 414 × 896 view filled by a plain table (id `table`) of prototype rows
    /// `cells`, written by the Xcode of `toolsVersion`.
    public static func table(of cells: String, toolsVersion: String? = nil, device: String? = nil) -> String {
        xib(width: 414, height: 896, subviews: """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <prototypes>
                    \(cells)
                </prototypes>
            </tableView>
            """, constraints: edgesPinnedToRoot("table"), toolsVersion: toolsVersion, device: device).replacingOccurrences(of: #"version="3.0""#, with: #"version="3.0" targetRuntime="iOS.CocoaTouch""#)
    }

    /// Constraints holding the view `id` to the four edges of the root (id `root`).
    public static func edgesPinnedToRoot(_ id: String) -> String {
        ["leading", "trailing", "top", "bottom"].map { edge in
            #"<constraint firstItem="\#(id)" firstAttribute="\#(edge)" secondItem="root" secondAttribute="\#(edge)" id="\#(id)-\#(edge)"/>"#
        }.joined(separator: "\n")
    }

    /// A plain view `id` stored at (`x`, `y`), `width` × `height`, whose constraints fix that size.
    public static func sizedView(_ id: String, x: Double, y: Double, width: Double, height: Double) -> String {
        """
        <view translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
            <constraints>
                <constraint firstAttribute="width" constant="\(width)" id="\(id)-w"/>
                <constraint firstAttribute="height" constant="\(height)" id="\(id)-h"/>
            </constraints>
        </view>
        """
    }

    /// A table row `id` at `y`, 44 pt high, whose content view (`id-content`) holds a box
    /// (`id-box`, 100 × 20, with `boxAttributes` such as Xcode's marks) pinned 20 pt from its
    /// leading edge and centred, stored `boxX` from it, and any `subviews` with their
    /// `constraints`; with `rowHeight`, the row sets its own height (Row Height in the Size
    /// inspector).
    public static func pinnedRow(_ id: String, y: Double, boxX: Double = 8, boxAttributes: String = "", subviews: String = "", constraints: String = "",
                                 rowHeight: Double? = nil) -> String {
        """
        <tableViewCell contentMode="scaleToFill"\(rowHeight.map { " rowHeight=\"\($0)\"" } ?? "") id="\(id)">
            <rect key="frame" x="0.0" y="\(y)" width="414" height="44"/>
            <autoresizingMask key="autoresizingMask"/>
            <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="\(id)" id="\(id)-content">
                <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <view contentMode="scaleToFill" \(boxAttributes)translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-box">
                        <rect key="frame" x="\(boxX)" y="12" width="100" height="20"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="\(id)-w"/>
                            <constraint firstAttribute="height" constant="20" id="\(id)-h"/>
                        </constraints>
                    </view>
                    \(subviews)
                </subviews>
                <constraints>
                    <constraint firstItem="\(id)-box" firstAttribute="leading" secondItem="\(id)-content" secondAttribute="leading" constant="20" id="\(id)-l"/>
                    <constraint firstItem="\(id)-box" firstAttribute="centerY" secondItem="\(id)-content" secondAttribute="centerY" id="\(id)-c"/>
                    \(constraints)
                </constraints>
            </tableViewCellContentView>
        </tableViewCell>
        """
    }

    /// A storyboard of one scene for `device`, written by the Xcode of `toolsVersion`: a view
    /// controller (id `vc`) whose view (id `root`, `width` × `height`) holds `subviews`, with
    /// the view's `constraints` and other children `viewExtras` (guides), and the controller's
    /// other children `controllerExtras` (simulated metrics, a freeform size).
    public static func scene(device: String, toolsVersion: String, width: Double, height: Double, subviews: String,
                             constraints: String = "", viewExtras: String = "", controllerExtras: String = "") -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="scene">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
        \(subviews)
                                </subviews>
        \(viewExtras)
                                <constraints>
        \(constraints)
                                </constraints>
                            </view>
        \(controllerExtras)
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// A storyboard on a 375 × 667 phone (Xcode 10) whose scene `parent` (view `parentRoot`)
    /// embeds, in a container view `height` tall, the controller `child` of `childScene`.
    public static func embedding(_ childScene: String, height: Double) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="parent" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="parentRoot">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <containerView opaque="NO" contentMode="scaleToFill" id="container">
                                        <rect key="frame" x="0.0" y="100" width="375" height="\(height)"/>
                                        <connections>
                                            <segue destination="child" kind="embed" id="e1"/>
                                        </connections>
                                    </containerView>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
        \(childScene)
            </scenes>
        </document>
        """
    }

    /// An image view (id `view`) showing `viewImage` and a button (id `close`) showing
    /// `xmark.circle`, both named by an `<imageReference>` as Xcode writes SF Symbols with a scale.
    public static func referencedImages(viewImage: String) -> String {
        """
                    <imageView translatesAutoresizingMaskIntoConstraints="NO" id="view">
                        <rect key="frame" x="0.0" y="0.0" width="26" height="26"/>
                        <imageReference key="image" image="\(viewImage)" catalog="system" symbolScale="large"/>
                    </imageView>
                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="close">
                        <rect key="frame" x="0.0" y="40" width="26" height="26"/>
                        <state key="normal">
                            <imageReference key="image" image="xmark.circle" catalog="system" symbolScale="large"/>
                        </state>
                    </button>
        """
    }

    /// A storyboard scene with views in its dock beside its controller's: a bar (`bar`) holding a
    /// view (`label`) 6 pt in from its sides and 40 pt tall, and a switch (`toggle`).
    public static let dockViews = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes><scene sceneID="s"><objects>
                <viewController id="c" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="main">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    </view>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="first" sceneMemberID="firstResponder"/>
                <view contentMode="scaleToFill" id="bar">
                    <rect key="frame" x="0.0" y="0.0" width="500" height="50"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="label">
                            <rect key="frame" x="6" y="5" width="488" height="40"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="label" firstAttribute="leading" secondItem="bar" secondAttribute="leading" constant="6" id="c1"/>
                        <constraint firstAttribute="trailing" secondItem="label" secondAttribute="trailing" constant="6" id="c2"/>
                        <constraint firstItem="label" firstAttribute="centerY" secondItem="bar" secondAttribute="centerY" id="c3"/>
                        <constraint firstItem="label" firstAttribute="height" constant="40" id="c4"/>
                    </constraints>
                </view>
                <switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" id="toggle">
                    <rect key="frame" x="0.0" y="0.0" width="51" height="31"/>
                </switch>
            </objects></scene></scenes>
        </document>
        """

    /// A storyboard: a navigation controller (the entry point) whose root (a red square and a
    /// button) shows a detail scene and presents a storyboard reference modally.
    public static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES" initialViewController="nav-00-ctl">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <!--Navigation Controller-->
                <scene sceneID="nav-00-scn">
                    <objects>
                        <navigationController id="nav-00-ctl" sceneMemberID="viewController">
                            <connections>
                                <segue destination="lst-00-ctl" kind="relationship" relationship="rootViewController" id="rel-00-seg"/>
                            </connections>
                        </navigationController>
                    </objects>
                    <point key="canvasLocation" x="-600" y="0.0"/>
                </scene>
                <!--List-->
                <scene sceneID="lst-00-scn">
                    <objects>
                        <viewController title="List" id="lst-00-ctl" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="lst-00-vw">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <view contentMode="scaleToFill" id="red-00-vw">
                                        <rect key="frame" x="50" y="300" width="200" height="200"/>
                                        <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    </view>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-00-vw">
                                        <rect key="frame" x="16" y="120" width="100" height="44"/>
                                        <state key="normal" title="Details"/>
                                        <connections>
                                            <segue destination="dtl-00-ctl" kind="show" id="sho-00-seg"/>
                                            <segue destination="ref-00-ctl" kind="presentation" id="pre-00-seg"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                    <point key="canvasLocation" x="100" y="0.0"/>
                </scene>
                <!--Detail-->
                <scene sceneID="dtl-00-scn">
                    <objects>
                        <viewController title="Detail" id="dtl-00-ctl" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="dtl-00-vw">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            </view>
                        </viewController>
                    </objects>
                    <point key="canvasLocation" x="800" y="0.0"/>
                </scene>
                <scene sceneID="ref-00-scn">
                    <objects>
                        <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Privacy" id="ref-00-ctl" sceneMemberID="viewController"/>
                    </objects>
                    <point key="canvasLocation" x="100" y="700"/>
                </scene>
            </scenes>
        </document>
        """
}
