import XMLTree

/// A rectangle in points, as `<rect key="frame" x y width height/>` states it.
public struct Rect: Equatable, Sendable {
    public var x, y, width, height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }
}

/// The typed properties every view has, read from its element with UIKit's and IB's defaults.
extension NibObject {
    public var frame: Rect? {
        if let stored = storedFrame { return stored }
        // A cell's content view stored without a frame (Xcode 7's cells, 9 corpus files) fills its cell.
        if ["tableViewCellContentView", "collectionViewCellContentView"].contains(className), let cell = parent?.frame {
            return Rect(x: 0, y: 0, width: cell.width, height: cell.height - separatorBelowContent)
        }
        if className == "tableViewCell" { return rowFrame }
        return nil
    }

    /// The frame the element states: `<rect key="frame">`, or Xcode 8's `frameInset`.
    private var storedFrame: Rect? {
        if let rect = child("rect", key: "frame") {
            func n(_ name: String) -> Double { rect[attribute: name].flatMap(Double.init) ?? 0 }
            return Rect(x: n("x"), y: n("y"), width: n("width"), height: n("height"))
        }
        // Xcode 8 wrote `<frame key="frameInset" minX=… minY=… width=… height=…/>` (7 corpus
        // files, each with its width and height; an origin left out is 0), in points or, for a
        // view its autoresizing mask stretches, in percent of its superview's size ("25.00%":
        // linphone's tab bar, Xcode 8.0).
        if let inset = child("frame", key: "frameInset") {
            func n(_ name: String, across: Bool) -> Double? {
                guard let text = inset[attribute: name] else { return nil }
                guard text.hasSuffix("%") else { return Double(text) }
                let parent = layoutParent?.frame
                return Double(text.dropLast()).map { $0 / 100 * ((across ? parent?.width : parent?.height) ?? 0) }
            }
            guard let width = n("width", across: true), let height = n("height", across: false) else { return nil }
            return Rect(x: n("minX", across: true) ?? 0, y: n("minY", across: false) ?? 0, width: width, height: height)
        }
        return nil
    }

    /// A table cell stored without a frame (Xcode 6 left out its static cells' frames, as in
    /// PullToMakeSoup's storyboard) is its row, as UITableView lays it out.
    private var rowFrame: Rect? {
        guard let table = layoutParent, table.className == "tableView" else { return nil }
        return table.rowFrames()[ObjectIdentifier(self)]
    }

    /// The frames of this table's rows stored without one: as wide as the table, as tall as the
    /// row height (the cell's own, else the table's, else UIKit's 44 pt), below the rows before.
    /// Worked out once for each revision of the table, not once per row and question: a
    /// frame is asked for many times in a layout, and a table can hold thousands of rows.
    private func rowFrames() -> [ObjectIdentifier: Rect] {
        if let kept = rowFramesKept, kept.revision == element.revision { return kept.frames }
        var frames: [ObjectIdentifier: Rect] = [:]
        if let width = frame?.width {
            let tableRowHeight = element[attribute: "rowHeight"]
            var y = 0.0
            for row in layoutChildren where row.className == "tableViewCell" {
                if let stored = row.storedFrame {
                    y = stored.y + stored.height
                    continue
                }
                let stated = (row.element[attribute: "rowHeight"] ?? tableRowHeight).flatMap(Double.init)
                let height = stated.map { $0 > 0 ? $0 : 44 } ?? 44
                frames[ObjectIdentifier(row)] = Rect(x: 0, y: y, width: width, height: height)
                y += height
            }
        }
        rowFramesKept = (element.revision, frames)
        return frames
    }

    /// The height a table cell's separator takes below its content view, where the file leaves
    /// the content view's frame out: 1 pt in files of Xcode 7.0 and before (tools below 9000).
    /// Those Xcodes stored every content view 1 pt shorter than its cell (27 cells of seven
    /// repositories, tools 4514 to 8191), or as tall in a table without separators
    /// (ECSlidingViewController's); matrix-ios-kit's 6751 and RxSwift's 7528 cells, stored
    /// without one, pin their subviews 1 pt short of the cell's height.
    private var separatorBelowContent: Double {
        guard className == "tableViewCellContentView" else { return 0 }
        var top = element
        while let up = top.parent { top = up }
        guard let tools = NibDocument.toolsVersion(of: top), tools < 9_000 else { return 0 }
        let table = parent?.parent?.nearest("tableView")
        return table?.element[attribute: "separatorStyle"] == "none" ? 0 : 1
    }

    /// Whether layout places this object: a view with a frame, or one in a `<subviews>` list
    /// stored without one (Xcode 8 left out the frames of views its constraints place: 66
    /// views of 9 corpus repositories), which the solve alone places.
    public var isLaidOutView: Bool { element.parent?.name == "subviews" || frame != nil }   // the cheaper test first

    /// A scroll view's content layout guide (`<viewLayoutGuide key="contentLayoutGuide">`).
    public var isContentLayoutGuide: Bool { className == "viewLayoutGuide" && element[attribute: "key"] == "contentLayoutGuide" }

    /// Absent means YES, as in UIKit; IB writes NO for views placed by constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        element[attribute: "translatesAutoresizingMaskIntoConstraints"] != "NO"
    }

    /// Interface Builder keeps the view at its frame and places it by its autoresizing mask at
    /// build time (`fixedFrame="YES"`, which it writes beside a NO for the attribute above), so
    /// no constraint places it, not even its subviews' to it.
    public var keepsFixedFrame: Bool { element[attribute: "fixedFrame"] == "YES" }

    public var horizontalHuggingPriority: Double { number("horizontalHuggingPriority") ?? 250 }
    public var verticalHuggingPriority: Double { number("verticalHuggingPriority") ?? 250 }
    public var horizontalCompressionResistancePriority: Double { number("horizontalCompressionResistancePriority") ?? 750 }
    public var verticalCompressionResistancePriority: Double { number("verticalCompressionResistancePriority") ?? 750 }
    public var isHidden: Bool { element[attribute: "hidden"] == "YES" }
    public var alpha: Double { number("alpha") ?? 1 }
    public var contentMode: String { element[attribute: "contentMode"] ?? "scaleToFill" }
    public var backgroundColor: XMLElement? { child("color", key: "backgroundColor") }

    /// The autoresizing mask's flags that are set (`flexibleMaxX`, `widthSizable`…).
    public var autoresizingMask: Set<String> {
        guard let mask = element.childElements.first(where: { $0.name == "autoresizingMask" }) else { return [] }
        return Set(mask.attributes.filter { $0.value == "YES" }.map(\.name))
    }

    // MARK: Class properties

    /// A label's, text field's or text view's text (also from a multi-line `<string key="text">`,
    /// or the `<mutableString key="text">` Xcode writes for some: dolphin-ios's, erouska's).
    public var text: String? { element[attribute: "text"] ?? textElement.map(Self.content) }

    /// The text a `<string>` child holds.
    private static func content(of string: XMLElement) -> String {
        string.children.compactMap { if case .text(let t) = $0 { XMLEscaping.decode(t) } else { nil } }.joined()
    }

    /// The child that holds the text where it is not an attribute.
    public var textElement: XMLElement? { child("string", key: "text") ?? child("mutableString", key: "text") }

    public var font: FontDescription? { child("fontDescription", key: "fontDescription").map(FontDescription.init(element:)) }
    /// The font its text is set in: its own, or UIKit's default for its class (a button's title
    /// 15 pt, a text view's 14, a segment's 13, the rest 17), for measuring and drawing alike.
    public var textFont: FontDescription {
        if let font { return font }
        let size: Double = switch className {
        // A custom button's title is in UIFont.buttonFontSize, 18 pt, as UIButton makes it
        // (XLPagerTabStrip's and woocommerce's 34 pt buttons); the System type's is 15 pt.
        case "button" where element[attribute: "buttonType"] == nil: 18
        case "button": 15
        case "textView": 14
        case "segmentedControl": 13
        default: 17
        }
        return FontDescription(kind: .system, pointSize: size)
    }

    /// A label's or text field's `<color key="textColor">`.
    public var textColor: XMLElement? { child("color", key: "textColor") }
    /// A label's text shadow (`shadowColor`), none unless the file sets one.
    public var textShadowColor: XMLElement? { child("color", key: "shadowColor") }
    /// Where a label's text shadow falls: the file's `shadowOffset`, else UILabel's default,
    /// one point above the text.
    public var textShadowOffset: (width: Double, height: Double) {
        guard let size = child("size", key: "shadowOffset") else { return (0, -1) }
        return (NumberRanges.value(of: "width", in: size) ?? 0, NumberRanges.value(of: "height", in: size) ?? 0)
    }

    public var textAlignment: String { element[attribute: "textAlignment"] ?? "natural" }
    /// UIKit's default is one line; 0 means as many as needed.
    public var numberOfLines: Int { NumberRanges.value(of: "numberOfLines", in: element).map { Int($0) } ?? 1 }
    /// A page control's pages (3 by default, as Interface Builder adds it) and current page.
    public var numberOfPages: Int { NumberRanges.value(of: "numberOfPages", in: element).map { Int($0) } ?? 3 }
    public var currentPage: Int { NumberRanges.value(of: "currentPage", in: element).map { Int($0) } ?? 0 }
    /// A label's explicit wrap width; nil when automatic, which a stored 0 also means (UILabel's
    /// default: matrix-ios-kit's multi-line labels with `preferredMaxLayoutWidth="0.0"` wrap at
    /// the width their constraints give).
    public var preferredMaxLayoutWidth: Double? { number("preferredMaxLayoutWidth").flatMap { $0 > 0 ? $0 : nil } }
    public var imageName: String? { Self.imageHolder(element)?[attribute: "image"] }
    /// A text field's placeholder (also from a `<string key="placeholder">` of several lines:
    /// GoMap's, IBDecodable's).
    public var placeholder: String? { element[attribute: "placeholder"] ?? child("string", key: "placeholder").map(Self.content) }
    /// What a text field shows: its text, else its placeholder, on its one line (a line break in
    /// either is a space: GoMap's tile URL placeholder is stored with one after it).
    public var fieldLine: (text: String, isPlaceholder: Bool) {
        let own = text ?? ""
        let shown = own.isEmpty ? placeholder ?? "" : own
        let breaks: Set<UInt32> = [0x0A, 0x0D, 0x2028, 0x2029]
        return (String(String.UnicodeScalarView(shown.unicodeScalars.map { breaks.contains($0.value) ? " " : $0 })), own.isEmpty)
    }
    public var borderStyle: String? { element[attribute: "borderStyle"] }
    /// A text field with no border (UIKit's default style).
    public var hasNoBorder: Bool { borderStyle == nil || borderStyle == "none" }
    /// How far in from each side a text field sets its text, UIKit's `textRect(forBounds:)`
    /// leaving out its border: none without one, 7 pt in a rounded rectangle, 2 in a line or
    /// bezel (the seed demo's line field on an iPhone). Its drawing and its width both use it.
    public var textFieldTextInset: Double { hasNoBorder ? 0 : borderStyle == "roundedRect" ? 7 : 2 }
    /// Where a slider's value lies between its minimum and maximum, from 0 to 1: UIKit's
    /// defaults are 0, 0 and 1 (Xcode leaves a value of 0 out).
    public var sliderFraction: Double {
        let (minimum, maximum) = (number("minValue") ?? 0, number("maxValue") ?? 1)
        return maximum > minimum ? min(1, max(0, ((number("value") ?? 0) - minimum) / (maximum - minimum))) : 0
    }
    /// How full a progress view is, from 0 to 1: UIKit's default is 0, which Xcode leaves out.
    public var progressFraction: Double { min(1, max(0, number("progress") ?? 0)) }

    /// A button's title for the normal state.
    public var title: String? { normalState?[attribute: "title"] }
    /// A button's `<buttonConfiguration key="configuration">`: iOS 15's UIButton.Configuration,
    /// whose title, font and image replace the states'.
    public var buttonConfiguration: XMLElement? { child("buttonConfiguration", key: "configuration") }
    /// The title a button shows: its configuration's, or its normal state's (plain or attributed).
    public var shownTitle: String? {
        guard let configuration = buttonConfiguration else { return title ?? attributedText }
        return configuration[attribute: "title"]
    }
    /// A button's image for the normal state.
    public var buttonImageName: String? { Self.imageHolder(normalState)?[attribute: "image"] }
    /// The element naming the image a view shows, with its `catalog`: an image view's own, a
    /// button's normal state, or its configuration (iOS 15's buttons).
    public var shownImage: XMLElement? {
        [element, normalState, buttonConfiguration].lazy.compactMap(Self.imageHolder).first
    }
    /// The element that names `element`'s image (`image`, `catalog`): itself, or its
    /// `imageReference(in:)`.
    public static func imageHolder(_ element: XMLElement?) -> XMLElement? {
        guard let element else { return nil }
        return element[attribute: "image"] != nil ? element : imageReference(in: element)
    }
    /// The `<imageReference key="image">` Xcode writes in place of an `image` attribute for an
    /// image with a symbol scale or a rendering mode (tinode, vlc-ios and NetNewsWire's files).
    public static func imageReference(in element: XMLElement?) -> XMLElement? {
        element?.childElements.first { $0.name == "imageReference" && $0[attribute: "key"] == "image" }
    }
    /// The image the view shows is an SF Symbol (`catalog="system"`).
    public var showsSymbol: Bool { shownImage?[attribute: "catalog"] == "system" }
    /// A button's `<state key="normal">`.
    public var normalState: XMLElement? { child("state", key: "normal") }
    /// A button's `<state key=…>`: normal, highlighted, selected, disabled.
    public func state(_ key: String) -> XMLElement? { child("state", key: key) }
    /// A text field's or text view's `<textInputTraits key="textInputTraits">`.
    public var textInputTraits: XMLElement? { child("textInputTraits", key: "textInputTraits") }

    /// A button's `contentEdgeInsets` (`<inset minX= minY= maxX= maxY=>`), left, top, right, bottom.
    public var contentEdgeInsets: (left: Double, top: Double, right: Double, bottom: Double)? { edgeInsets("contentEdgeInsets") }

    /// A button's content, title or image insets (`key`), left, top, right, bottom.
    public func edgeInsets(_ key: String) -> (left: Double, top: Double, right: Double, bottom: Double)? {
        guard let inset = child("inset", key: key) else { return nil }
        func n(_ k: String) -> Double { inset[attribute: k].flatMap(Double.init) ?? 0 }
        return (n("minX"), n("minY"), n("maxX"), n("maxY"))
    }

    /// A stack view's axis: `horizontal` unless the file says `vertical` (`orientation` on macOS).
    public var axis: String { element[attribute: "axis"] ?? element[attribute: "orientation"] ?? "horizontal" }
    public var distribution: String { element[attribute: "distribution"] ?? "fill" }
    public var alignment: String { element[attribute: "alignment"] ?? "fill" }
    /// `spacingType="standard"` is the system spacing, 8 points.
    public var spacing: Double { number("spacing") ?? (element[attribute: "spacingType"] == "standard" ? 8 : 0) }
    /// A vertical stack view measures its spacing from baseline to baseline
    /// (`isBaselineRelativeArrangement`).
    public var arrangesByBaselines: Bool { element[attribute: "baselineRelativeArrangement"] == "YES" }

    /// A stack view arranges its views inside its layout margins when the file says so or sets
    /// the margins (Interface Builder writes them only then). Preserving its superview's margins
    /// is not enough: Esri's and woocommerce's stacks that preserve them arrange from their edges.
    public var arrangesInsideMargins: Bool {
        element[attribute: "layoutMarginsRelativeArrangement"] == "YES"
            || child("edgeInsets", key: "layoutMargins") != nil || child("directionalEdgeInsets", key: "directionalLayoutMargins") != nil
    }

    private func number(_ name: String) -> Double? { NumberRanges.value(of: name, in: element) }

    func child(_ name: String, key: String) -> XMLElement? {
        element.firstChildElement { $0.name == name && $0[attribute: "key"] == key }
    }
}
