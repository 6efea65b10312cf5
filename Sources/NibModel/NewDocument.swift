import XMLTree

/// Object ids in Interface Builder's form: `abc-12-xYz`, unique in the document.
public struct ObjectIDGenerator<Random: RandomNumberGenerator> {
    private var random: Random
    private static var characters: [Character] { Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") }

    public init(random: Random) { self.random = random }

    public mutating func next(avoiding taken: (String) -> Bool) -> String {
        while true {
            let pick = { (n: Int, r: inout Random) in String((0..<n).map { _ in Self.characters.randomElement(using: &r)! }) }
            let id = "\(pick(3, &random))-\(pick(2, &random))-\(pick(3, &random))"
            if !taken(id) { return id }
        }
    }
}

extension NibDocument {
    /// A new XIB with one root view for a device, written as a recent Xcode writes it.
    public static func newXIB<R: RandomNumberGenerator>(device: String, width: Double, height: Double,
                                                        ids: inout ObjectIDGenerator<R>) throws -> NibDocument {
        var used: Set<String> = []
        func id() -> String {
            let fresh = ids.next { used.contains($0) }
            used.insert(fresh)
            return fresh
        }
        let (viewID, safeAreaID) = (id(), id())
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23094" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="\(XMLEscaping.escapeAttribute(device))" orientation="portrait" appearance="light"/>
                <dependencies>
                    <deployment identifier="iOS"/>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="23084"/>
                    <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                    <capability name="System colors in document resources" minToolsVersion="11.0"/>
                    <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
                </dependencies>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="\(viewID)">
                        <rect key="frame" x="0.0" y="0.0" width="\(XMLLayout.number(width))" height="\(XMLLayout.number(height))"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <viewLayoutGuide key="safeArea" id="\(safeAreaID)"/>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        <point key="canvasLocation" x="0.0" y="0.0"/>
                    </view>
                </objects>
                <resources>
                    <systemColor name="systemBackgroundColor">
                        <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </systemColor>
                </resources>
            </document>

            """
        return try NibDocument(xml: XMLReader.parse(text))
    }
}
