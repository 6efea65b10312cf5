import XMLTree

/// A storyboard scene: its id, the title Xcode writes in the comment before it, and its objects.
public struct Scene {
    public let id: String
    public let title: String?
    public let objects: [NibObject]
    /// Where Xcode's canvas shows the scene: `<point key="canvasLocation">`, its centre.
    public var canvasLocation: (x: Double, y: Double)? = nil
}

/// An outlet, action or segue of an object.
public struct Connection: Equatable {
    public let kind: String
    /// The outlet's property, the action's selector or the segue's kind.
    public let name: String
    public let destination: String
    public let id: String
}

/// An image the document names in `<resources>`, with its size in points.
public struct ImageResource: Equatable {
    public let name: String
    public let width: Double
    public let height: Double
}

/// The parts of a document besides its view tree: device, dependencies, scenes, placeholders,
/// controllers, connections, size-class variations and resources.
extension NibDocument {
    /// The `<document>` attributes in file order (toolsVersion, targetRuntime, useAutolayout…).
    public var documentAttributes: [XMLAttribute] { xml.root.attributes }

    public var device: (id: String, orientation: String)? {
        guard let d = xml.root.firstChildElement(where: { $0.name == "device" }), let id = d[attribute: "id"] else { return nil }
        return (id, d[attribute: "orientation"] ?? "portrait")
    }

    /// Drawn for iOS 26's controls: Xcode 26 (tools version 24xxx) stores their new sizes, such
    /// as a 63×28 switch.
    public var usesIOS26Controls: Bool { Self.drawsIOS26(toolsVersion: toolsVersion) }

    /// Whether the Xcode of `toolsVersion` draws iOS 26's controls (see `usesIOS26Controls`).
    public static func drawsIOS26(toolsVersion: Int?) -> Bool {
        guard let major = toolsVersion else { return false }
        return (XcodeVersions.xcode26..<XcodeVersions.unseen).contains(major)
    }

    /// Drawn for iOS 12's controls or older: Xcode 10 and before store a 94×29 stepper, 29 pt
    /// segmented controls and 30 pt rounded text fields; iOS 13 made them 32, 32 and 34 tall.
    /// Xcode 11's betas, which brought iOS 13's SDK, are tools 14800 on (`XcodeVersions.xcode11`):
    /// openfoodfacts' rounded text fields of tools 14868 are 34 pt; no file of 14800 to 14999
    /// stores one of iOS 12's sizes.
    public var usesIOS12Controls: Bool {
        guard let major = toolsVersion else { return false }
        return major < XcodeVersions.xcode11
    }

    /// Drawn for iOS 13's controls or older: Xcode 11 and before (tools version below 17000)
    /// store 2 pt progress views; iOS 14 made them 4 (five repositories each way: RocketChat,
    /// AgoraIO's examples, IBDecodable, kharrison's examples and openfoodfacts before; Esri,
    /// element-ios, KeePassium, tinode and vlc-ios from Xcode 12).
    public var usesIOS13Controls: Bool {
        guard let major = toolsVersion else { return false }
        return major < XcodeVersions.xcode12
    }

    /// The Dynamic Type size the document's text styles were laid out at: Large, UIKit's
    /// default, but extra small in files of Xcode 12.5 and 13 (tools versions 18000 to 20999), whose
    /// canvas showed them so and stored those frames (a Body label 17 pt tall, not 20.5, in two
    /// projects of the corpus; in Xcode 13.3's, tools 20037, zotero's, woocommerce's and
    /// WordPressAuthenticator's Body, Headline and Footnote labels). A document whose Environment
    /// Overrides are on (`<accessibilityOverrides isEnabled="YES" dynamicTypePreference="1"/>`) is
    /// at the size the preference counts to, from extra small at 0 in UIKit's order (woocommerce's
    /// reader cell at 1, its Body labels 18 pt tall and Title 3 21.5, Small's); one whose
    /// overrides are off is at Large (NetNewsWire's at 5, woocommerce's payment sheet at 7).
    public var contentSizeCategory: ContentSizeCategory {
        if let overrides = xml.root.firstChildElement(where: { $0.name == "accessibilityOverrides" }) {
            guard overrides[attribute: "isEnabled"] == "YES", let index = overrides[attribute: "dynamicTypePreference"].flatMap({ Int($0) }),
                  ContentSizeCategory.allCases.indices.contains(index) else { return .large }
            return ContentSizeCategory.allCases[index]
        }
        guard let major = toolsVersion, (XcodeVersions.xcode12_5..<XcodeVersions.xcode14Betas).contains(major) else { return .large }
        return .extraSmall
    }

    /// A macOS document (`targetRuntime="MacOSX.Cocoa"`): Nibbler lays out and draws iOS ones,
    /// and shows this one's views as boxes at their stored frames (`CocoaFrames`).
    public var isCocoa: Bool { xml.root[attribute: "targetRuntime"]?.hasPrefix("MacOSX") == true }

    /// A watchOS interface (`targetRuntime="watchKit"`): its interface controllers stack their
    /// items in groups, with no views or constraints to lay out.
    public var isWatchKit: Bool { xml.root[attribute: "targetRuntime"] == "watchKit" }

    /// The major number of the Xcode build that wrote the file (`toolsVersion="22505"`).
    public var toolsVersion: Int? { Self.toolsVersion(of: xml.root) }

    /// The same, read from the document's root element (for an object, which holds no document).
    static func toolsVersion(of root: XMLElement) -> Int? {
        guard let raw = root[attribute: "toolsVersion"] else { return nil }
        // The leading ASCII digits, read as bytes: every label's font asks, and reading it by
        // characters cost a fifth of measuring's set-up. Anything else takes the general path.
        var value = 0, digits = 0
        for byte in raw.utf8 {
            guard (48...57).contains(byte) else {
                if byte >= 0x80 { return Int(raw.prefix { $0.isNumber }) }
                break
            }
            guard digits < 18 else { return Int(raw.prefix { $0.isNumber }) }
            value = value * 10 + Int(byte - 48)
            digits += 1
        }
        return digits > 0 ? value : nil
    }

    public var dependencies: XMLElement? { xml.root.firstChildElement { $0.name == "dependencies" } }

    public var scenes: [Scene] {
        guard let scenes = xml.root.firstChildElement(where: { $0.name == "scenes" }) else { return [] }
        var result: [Scene] = []
        var title: String?
        for node in scenes.children {
            switch node {
            case .markup(let raw) where raw.hasPrefix("<!--"):
                title = String(raw.dropFirst(4).dropLast(3))
            case .element(let scene) where scene.name == "scene":
                let objects = scene.childElements.first { $0.name == "objects" }?.childElements
                    .compactMap { $0[attribute: "id"].flatMap { objectsByID[$0] } } ?? []
                let point = scene.childElements.first { $0.name == "point" && $0[attribute: "key"] == "canvasLocation" }
                let location = point.flatMap { p in
                    p[attribute: "x"].flatMap(Double.init).flatMap { x in p[attribute: "y"].flatMap(Double.init).map { (x: x, y: $0) } }
                }.flatMap { abs($0.x) <= 1e6 && abs($0.y) <= 1e6 ? $0 : nil }   // NaN and absurd places: placed as if absent
                result.append(Scene(id: scene[attribute: "sceneID"] ?? "", title: title, objects: objects, canvasLocation: location))
                title = nil
            default:
                break
            }
        }
        return result
    }

    /// File's Owner, First Responder, the Application, Exit… (`customObject` on macOS).
    public var placeholders: [NibObject] {
        allObjects.filter { $0.className == "placeholder" || ($0.className == "customObject" && ["-1", "-2", "-3"].contains($0.id)) }
    }

    public var viewControllers: [NibObject] { allObjects.filter { $0.className.hasSuffix("Controller") } }

    public func connections(of object: NibObject) -> [Connection] {
        guard let group = object.element.childElements.first(where: { $0.name == "connections" }) else { return [] }
        return group.childElements.map { c in
            Connection(kind: c.name, name: c[attribute: "property"] ?? c[attribute: "selector"] ?? c[attribute: "kind"] ?? "",
                       destination: c[attribute: "destination"] ?? "", id: c[attribute: "id"] ?? "")
        }
    }

    /// Ids of the constraints switched off in the default size class (`<variation key="default">`).
    public var constraintsExcludedByDefault: Set<String> {
        Set(constraintVariations.filter { $0.key == "default" }.flatMap(\.excluded))
    }

    /// Every `<variation key="…"><mask key="constraints">` of the document, in file order: the
    /// constraints each size class (or the default) installs and uninstalls.
    public var constraintVariations: [ConstraintVariation] {
        if constraintMasks == nil { readMasks() }
        return constraintMasks ?? []
    }

    /// Every `<variation key="…"><mask key="subviews">`, in file order: the views each size class
    /// (or the default) installs and uninstalls, as Interface Builder's "Installed" checkbox of a
    /// view.
    public var subviewVariations: [ConstraintVariation] {
        if subviewMasks == nil { readMasks() }
        return subviewMasks ?? []
    }

    /// The variations' masks of both kinds (`constraints`, `subviews`), each in file order, in
    /// one walk of the tree: a first layout asks for both.
    private func readMasks() {
        var found: [String: [ConstraintVariation]] = ["constraints": [], "subviews": []]
        func walk(_ e: XMLElement) {
            if e.name == "variation", let key = e[attribute: "key"] {
                for mask in e.childElements where mask.name == "mask" {
                    guard let kind = mask[attribute: "key"], found[kind] != nil else { continue }
                    var variation = ConstraintVariation(key: key)
                    for item in mask.childElements {
                        guard let id = item[attribute: "reference"] else { continue }
                        if item.name == "exclude" { variation.excluded.append(id) } else if item.name == "include" { variation.included.append(id) }
                    }
                    found[kind]!.append(variation)
                }
            }
            e.forEachChildElement(walk)
        }
        walk(xml.root)
        (constraintMasks, subviewMasks) = (found["constraints"], found["subviews"])
    }

    public var images: [ImageResource] {
        resources.filter { $0.name == "image" }.compactMap { e in
            guard let name = e[attribute: "name"] else { return nil }
            return ImageResource(name: name, width: e[attribute: "width"].flatMap(Double.init) ?? 0,
                                 height: e[attribute: "height"].flatMap(Double.init) ?? 0)
        }
    }

    /// The image `<resources>` lists under this name, with its size in points.
    public func image(named name: String?) -> ImageResource? {
        images.first { $0.name == name }
    }

    /// `<resources>` entries: images, named colours, system colours.
    public var resources: [XMLElement] {
        xml.root.childElements.first { $0.name == "resources" }?.childElements ?? []
    }
}
