/// Small XIBs written in a test: one root view of `width` × `height` (id `root`) holding
/// `subviews`, with the root's `constraints` and the document's `resources`, written by the
/// Xcode of `toolsVersion` when one is given.
public enum InlineDocuments {
    public static func xib(width: Double = 200, height: Double = 100, subviews: String, constraints: String = "", resources: String = "",
                           toolsVersion: String? = nil) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"\(toolsVersion.map { " toolsVersion=\"\($0)\"" } ?? "") useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <subviews>
        \(subviews)
                    </subviews>
                    <constraints>
        \(constraints)
                    </constraints>
                </view>
            </objects>
            <resources>\(resources)</resources>
        </document>
        """
    }
}
