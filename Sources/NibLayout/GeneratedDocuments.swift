import NibModel
import XMLTree

/// Documents made up for measuring: `labels` labels in nested containers, every label chained
/// below the one before it and pinned to its container's edges.
public enum GeneratedDocuments {
    /// The screen they are laid out on when measured: a 375 × 667 phone without bars.
    public static let screen = Device.bare("bench", width: 375, height: 667)

    /// With `shuffled`, each `<constraints>` lists its constraints in a scrambled (but fixed)
    /// order, as real documents list them in any order.
    public static func nestedLabels(_ labels: Int, perContainer: Int = 10, shuffled: Bool = false) throws -> NibDocument {
        var views = "", constraints = ""
        let containers = (labels + perContainer - 1) / perContainer
        for c in 0..<containers {
            var inner = "", innerConstraints = ""
            let count = min(perContainer, labels - c * perContainer)
            for l in 0..<count {
                let id = "L\(c)-\(l)"
                inner += """
                    <label text="Label \(c * perContainer + l)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                        <rect key="frame" x="8" y="\(8 + l * 29)" width="80" height="21"/>
                    </label>

                    """
                let above = l == 0 ? "secondItem=\"C\(c)\" secondAttribute=\"top\"" : "secondItem=\"L\(c)-\(l - 1)\" secondAttribute=\"bottom\""
                innerConstraints += """
                    <constraint firstItem="\(id)" firstAttribute="top" \(above) constant="8" id="T\(id)"/>
                    <constraint firstItem="\(id)" firstAttribute="leading" secondItem="C\(c)" secondAttribute="leading" constant="8" id="A\(id)"/>
                    <constraint firstItem="C\(c)" firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="\(id)" secondAttribute="trailing" constant="8" id="B\(id)"/>

                    """
            }
            innerConstraints += "<constraint firstItem=\"C\(c)\" firstAttribute=\"bottom\" secondItem=\"L\(c)-\(count - 1)\" secondAttribute=\"bottom\" constant=\"8\" id=\"Z\(c)\"/>\n"
            if shuffled { innerConstraints = scrambled(innerConstraints) }
            views += """
                <view translatesAutoresizingMaskIntoConstraints="NO" id="C\(c)">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                    <subviews>
                \(inner)</subviews>
                    <constraints>
                \(innerConstraints)</constraints>
                </view>

                """
            let above = c == 0 ? "secondItem=\"root\" secondAttribute=\"top\"" : "secondItem=\"C\(c - 1)\" secondAttribute=\"bottom\""
            constraints += """
                <constraint firstItem="C\(c)" firstAttribute="top" \(above) id="CT\(c)"/>
                <constraint firstItem="C\(c)" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="CL\(c)"/>
                <constraint firstItem="C\(c)" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="CR\(c)"/>

                """
        }
        if shuffled { constraints = scrambled(constraints) }
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
            <objects>
            <view id="root">
            <rect key="frame" x="0.0" y="0.0" width="375" height="\(containers * 300)"/>
            <subviews>
            \(views)</subviews>
            <constraints>
            \(constraints)</constraints>
            </view>
            </objects>
            </document>

            """
        return try NibDocument(xml: XMLReader.parse(text))
    }

    /// A storyboard of `scenes` scenes in rows of ten, each a 375 × 667 view holding `views`
    /// labels pinned in a column, and `segues` show segues, segue s from scene s mod `scenes`'s
    /// first label to scene (s × 7 + 1) mod `scenes`: the storyboard canvas's benchmark.
    public static func storyboard(scenes: Int, views: Int, segues: Int) throws -> NibDocument {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES" initialViewController="S0-ctl">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>

            """
        for k in 0..<scenes {
            var subviews = "", constraints = "", connections = ""
            for s in stride(from: k, to: segues, by: max(1, scenes)) {
                connections += "<segue destination=\"S\((s * 7 + 1) % scenes)-ctl\" kind=\"show\" id=\"G\(s)\"/>\n"
            }
            for v in 0..<views {
                let id = "S\(k)-L\(v)"
                let links = v == 0 && !connections.isEmpty ? "<connections>\n\(connections)</connections>\n" : ""
                subviews += """
                    <label text="Scene \(k) label \(v)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    <rect key="frame" x="16" y="\(20 + v * 21)" width="120" height="21"/>
                    \(links)</label>

                    """
                let above = v == 0 ? "secondItem=\"S\(k)-view\" secondAttribute=\"top\" constant=\"20\""
                    : "secondItem=\"S\(k)-L\(v - 1)\" secondAttribute=\"bottom\""
                constraints += """
                    <constraint firstItem="\(id)" firstAttribute="top" \(above) id="T\(id)"/>
                    <constraint firstItem="\(id)" firstAttribute="leading" secondItem="S\(k)-view" secondAttribute="leading" constant="16" id="A\(id)"/>

                    """
            }
            text += """
                <scene sceneID="S\(k)-scn">
                <objects>
                <viewController id="S\(k)-ctl" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="S\(k)-view">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                \(subviews)</subviews>
                <constraints>
                \(constraints)</constraints>
                </view>
                </viewController>
                </objects>
                <point key="canvasLocation" x="\(k % 10 * 700)" y="\(k / 10 * 1000)"/>
                </scene>

                """
        }
        text += "</scenes>\n</document>\n"
        return try NibDocument(xml: XMLReader.parse(text))
    }

    /// The lines in an order fixed by their FNV-1a hashes: scrambled, the same in every run.
    private static func scrambled(_ lines: String) -> String {
        lines.split(separator: "\n").sorted { StableHash.fnv1a($0.utf8) < StableHash.fnv1a($1.utf8) }.joined(separator: "\n") + "\n"
    }
}
