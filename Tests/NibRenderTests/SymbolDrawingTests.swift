import Foundation
import NibLayout
import NibModel
@testable import NibRender
import SharedFiles
import Testing
import XMLTree

/// SF Symbols drawn as GNOME's symbolic icons of the same meaning, in the view's tint (an image
/// view, a button) or a button configuration's foreground, as kharrison's DarkTheme, GoMap's
/// settings and tinode's copy buttons show them.
@Suite("Drawing SF Symbols")
struct SymbolDrawingTests {
    static let views = #"""
                <imageView image="trash" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="trash">
                    <rect key="frame" x="10" y="10" width="40" height="40"/>
                    <color key="tintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </imageView>
                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="gear">
                    <rect key="frame" x="60" y="10" width="44" height="34"/>
                    <state key="normal" title="Button"/>
                    <buttonConfiguration key="configuration" style="plain" image="gear" catalog="system"/>
                </button>
                <imageView image="no.such.symbol" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="unknown">
                    <rect key="frame" x="120" y="10" width="40" height="40"/>
                </imageView>
                <button opaque="NO" contentMode="center" translatesAutoresizingMaskIntoConstraints="NO" id="copy">
                    <rect key="frame" x="160" y="10" width="40" height="40"/>
                    <color key="tintColor" red="0.0" green="0.6" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    <state key="normal">
                        <imageReference key="image" image="doc.on.doc" catalog="system" symbolScale="medium"/>
                    </state>
                </button>
    """#

    @Test("a symbol with a GNOME icon is drawn in the view's tint, a custom button's too; one without keeps the placeholder")
    func symbols() throws {
        guard SymbolIcons.file(for: "trash") != nil else {
            print("skipped: the Adwaita icon theme is not installed (scripts/setup.sh installs it)")
            return
        }
        let text = InlineDocuments.xib(width: 210, height: 60, subviews: Self.views, resources: """
            <image name="trash" catalog="system" width="117" height="128"/>
            <image name="gear" catalog="system" width="128" height="123"/>
            <image name="no.such.symbol" catalog="system" width="128" height="128"/>
            <image name="doc.on.doc" catalog="system" width="116" height="128"/>
            """, toolsVersion: "21701")
        let document = try NibDocument(xml: XMLReader.parse(text))
        let root = try #require(document.objectsByID["root"])
        let frames = Renderer.storedFrames(inside: root).merging(["root": Rect(x: 0, y: 0, width: 210, height: 60)]) { a, _ in a }
        let image = try RenderedImage(Renderer(document: document, frames: frames), root: root)
        let trash = Rect(x: 10, y: 10, width: 40, height: 40)
        #expect(image.count(in: trash) { $0.r > 200 && $0.g < 60 && $0.b < 60 } > 150, "the trash can in the red tint")
        #expect(image.count(in: trash) { $0.r > 240 && $0.g > 240 && $0.b > 240 } > 400, "with the background around its shape")
        #expect(image.count(in: Rect(x: 60, y: 10, width: 44, height: 34)) { $0.b > 200 && $0.r < 60 } > 60, "the gear in the system blue")
        #expect(image.count(in: Rect(x: 120, y: 10, width: 40, height: 40)) { $0.b > 200 && $0.r < 60 } == 0, "no icon for an unknown symbol")
        #expect(image.count(in: Rect(x: 160, y: 10, width: 40, height: 40)) { $0.g > 120 && $0.r < 60 && $0.b < 60 } > 60,
                "a custom button's symbol in its green tint, not its white title colour")
    }

    @Test("symbols map to the icon of their meaning, variants to their base symbol's")
    func names() {
        #expect(SymbolIcons.iconName(for: "xmark.circle.fill") == "window-close")
        #expect(SymbolIcons.iconName(for: "chevron.right") == "go-next")
        #expect(SymbolIcons.iconName(for: "eye.slash") == "view-conceal")
        #expect(SymbolIcons.iconName(for: "no.such.symbol") == nil)
        #expect(SymbolIcons.iconName(for: "chevron.backward") == "go-previous")
    }

    @Test("every icon a symbol maps to is one the Adwaita theme has (a misspelt name would draw the missing symbol's placeholder)")
    func iconsExist() {
        guard SymbolIcons.file(for: "trash") != nil else {
            print("skipped: no Adwaita symbolic icons on this machine (scripts/setup.sh installs adwaita-icon-theme)")
            return
        }
        for (symbol, icon) in SymbolIcons.icons.sorted(by: { $0.key < $1.key }) {
            #expect(SymbolIcons.file(for: symbol) != nil, "\(symbol): no \(icon)-symbolic in the theme")
        }
    }
}
