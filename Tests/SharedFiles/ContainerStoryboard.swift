extension InlineDocuments {
    /// A storyboard of containers: a tab bar controller (the entry point) whose tabs are a
    /// navigation controller ("Explore", with its toolbar on) and a view controller ("Map"), and
    /// a navigation controller of its own with large titles and its toolbar on.
    public static let containerStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES" initialViewController="tab-00-ctl">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <!--Tab Bar Controller-->
                <scene sceneID="tab-00-scn">
                    <objects>
                        <tabBarController id="tab-00-ctl" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="tab-00-bar">
                                <rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </tabBar>
                            <connections>
                                <segue destination="nav-01-ctl" kind="relationship" relationship="viewControllers" id="rel-01-seg"/>
                                <segue destination="map-00-ctl" kind="relationship" relationship="viewControllers" id="rel-02-seg"/>
                            </connections>
                        </tabBarController>
                    </objects>
                    <point key="canvasLocation" x="-600" y="0.0"/>
                </scene>
                <!--Explore-->
                <scene sceneID="nav-01-scn">
                    <objects>
                        <navigationController toolbarHidden="NO" id="nav-01-ctl" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Explore" id="itm-01-tab"/>
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-01-bar">
                                <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                        </navigationController>
                    </objects>
                    <point key="canvasLocation" x="100" y="0.0"/>
                </scene>
                <!--Map-->
                <scene sceneID="map-00-scn">
                    <objects>
                        <viewController id="map-00-ctl" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Map" id="itm-02-tab"/>
                            <view key="view" contentMode="scaleToFill" id="map-00-vw">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            </view>
                        </viewController>
                    </objects>
                    <point key="canvasLocation" x="800" y="0.0"/>
                </scene>
                <!--Settings-->
                <scene sceneID="nav-02-scn">
                    <objects>
                        <navigationController toolbarHidden="NO" id="nav-02-ctl" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="nav-02-bar">
                                <rect key="frame" x="0.0" y="59" width="393" height="96"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                        </navigationController>
                    </objects>
                    <point key="canvasLocation" x="100" y="1000"/>
                </scene>
            </scenes>
        </document>
        """
}
