import Dispatch
import Glibc
import Synchronization
import NibLayout
import NibModel
import XMLTree

/// Natural sizes as UIKit gives them: text measured with pango in the stand-in system font,
/// images from the document's `<resources>`, and UIKit's standard sizes for controls.
public final class MeasuredSizing: IntrinsicSizing {
    private let measurer = TextMeasurer()
    /// Measures a large layout's labels beside this thread (see `prepare`).
    private var helper: TextMeasurer?
    /// The labels being measured ahead, until a size is asked for that they do not hold.
    private var measuring: (work: SharedMeasuring, group: DispatchGroup)?
    /// Labels measured before, by what decides their size: a document laid out again after a
    /// structural edit (and its issues, laid out beside) measures only what changed.
    private var measuredLabels: [LabelText: (width: Double, height: Double)] = [:]
    private struct LabelText: Hashable {
        let text: String, font: FontDescription, maxWidth: Double?, lines: Int, pixelScale: Double
    }
    /// The labels of the last `prepare`, each view's size by the view, for the layout that then
    /// asks for each of them: finding a label's text and font again and hashing them cost a
    /// tenth of a large layout. Good while the document is as it was then: the same document
    /// (held, so that no other object takes its objects' addresses) at the same mark of its
    /// edit history, through which every edit goes. Slots are the labels' order; while
    /// `measuring`, the sizes are the measuring's, and filled in when it finishes.
    private var prepared: (document: NibDocument, mark: Int, slots: [ObjectIdentifier: Int32],
                           sizes: [(width: Double, height: Double)])?

    /// The Dynamic Type size text styles are measured at; nil: each document's own.
    public let contentSize: ContentSizeCategory?
    /// The device whose size classes pick fonts varied for traits; nil: each document's own.
    public let screen: Device?

    public init(contentSize: ContentSizeCategory? = nil, screen: Device? = nil) {
        (self.contentSize, self.screen) = (contentSize, screen)
    }

    public func intrinsicSize(of view: NibObject, in document: NibDocument) -> (width: Double?, height: Double?) {
        intrinsicSize(of: view, in: document, wrappingAt: nil)
    }

    public func measuresInOwnFont(_ view: NibObject, in document: NibDocument) -> Bool {
        InstalledFonts.measuresOwnMetrics(SystemFont.font(of: view, in: document, contentSize: contentSize, screen: screen))
    }

    public func intrinsicSize(of view: NibObject, in document: NibDocument, wrappingAt wrapWidth: Double?) -> (width: Double?, height: Double?) {
        if Self.isEmptyArrangedLabel(view), let frame = view.frame { return (frame.width, frame.height) }
        if wrapWidth == nil, let p = prepared, p.document === document, p.mark == document.history.stateMark,
           let slot = p.slots[ObjectIdentifier(view)] {
            // A label measured ahead: the layout asks in the order they are measured, and takes
            // each as soon as it is ready, placing it while the rest are measured.
            if let (work, _) = measuring {
                if let size = work.size(at: Int(slot)) { return (size.width, size.height) }
                finishMeasuring()   // the helper has not started: this thread measures
            }
            let size = prepared?.sizes[Int(slot)] ?? (width: 0, height: 0)
            return (size.width, size.height)
        }
        switch view.className {
        case "label":
            // A label not measured ahead: the rest of those are measured first, and kept with it
            // (other views are measured on this thread's measurer, beside the helper's).
            if measuring != nil { finishMeasuring() }
            guard let key = Self.labelText(view, wrappingAt: wrapWidth, in: DocumentText(document, contentSize: contentSize, screen: screen)) else { return (0, 0) }
            return measuredLabels[key] ?? measureAndKeep(key)
        case "button":
            return buttonSize(view, in: document)
        case "textField":
            let font = SystemFont.font(of: view, in: document, contentSize: contentSize, screen: screen)
            let size = measurer.size(of: view.fieldLine.text, font: font)
            // The text and the insets it is drawn at, at each side.
            let width = size.width + 2 * view.textFieldTextInset
            if view.borderStyle == "roundedRect" { return (width, document.usesIOS12Controls ? 30 : 34) }
            return (width, borderlessFieldHeight(view, font: font, in: document) ?? size.height)
        case "textView" where view.element[attribute: "scrollEnabled"] == "NO":
            // It grows with its text, wrapped at its width in the file, inside 8 pt insets and
            // 5 pt line padding; where nothing sets its width it is as wide as its text on one
            // line (nextcloud's source views, 3372 pt wide in their scroll views).
            guard let width = view.frame?.width else { return (nil, nil) }
            let font = SystemFont.font(of: view, in: document, contentSize: contentSize, screen: screen)
            let content = view.plainOrAttributedText ?? ""
            let text = measurer.size(of: content, font: font, maxWidth: max(1, width - 10), lines: 0)
            let line = measurer.size(of: content, font: font)
            return (line.width + 10, text.height + 16)
        case "imageView":
            if let symbol = SymbolImages.size(of: view, in: document) { return symbol }
            // One with no image at all keeps its frame's size, as a placeholder: the neighbours
            // of such views in clean files of five repositories (woocommerce, WordPressUI,
            // zotero, raywenderlich's book, Loop) sit around that size, and Xcode calls none of
            // them ambiguous.
            if view.imageName == nil, let frame = view.frame { return (frame.width, frame.height) }
            guard let image = document.image(named: view.imageName) else { return (nil, nil) }
            return (image.width, image.height)
        case "switch": return document.usesIOS26Controls ? (63, 28) : (51, 31)
        // iOS 26's slider is 34 pt tall (DataDog's and Delta's, Xcode 26; vlc-ios's, shared out
        // in proportion to it); 31 before.
        case "slider": return (nil, document.usesIOS26Controls ? 34 : 31)
        case "stepper": return (94, document.usesIOS12Controls ? 29 : 32)
        case "segmentedControl": return (segmentedWidth(view, in: document), document.usesIOS12Controls ? 29 : 32)
        case "activityIndicatorView":   // UIKit's large styles are 37 pt (12 whiteLarge frames in 10 repositories)
            return ["large", "whiteLarge"].contains(view.element[attribute: "style"]) ? (37, 37) : (20, 20)
        case "pageControl": return (nil, 26)
        case "pickerView": return (nil, 216)
        case "datePicker": return datePickerSize(view, in: document)
        case "searchBar": return (nil, document.usesIOS26Controls ? 64 : 56)
        // Bars have UIKit's standard heights: a view's own toolbar or navigation bar needs no
        // height constraint, and Xcode marks none of the corpus's 26 without one ambiguous
        // (14 repositories: Esri, kharrison, JSQMessagesViewController, matrix, Slide, …).
        // UIKit's 44, 54 on iOS 26 (Xcode 26 stores navigation controllers' bars so in GoMap,
        // twilio's quickstart and sentry, and a constrained bar in GoMap), and 52 more for a
        // large title (IQKeyboardManager's 106 in Xcode 26).
        case "navigationBar": return (nil, (document.usesIOS26Controls ? 54 : 44) + (view.element[attribute: "largeTitles"] == "YES" ? 52 : 0))
        case "toolbar": return (nil, isNotchedPhone(document) ? 49 : 44)
        case "tabBar": return (nil, 49)
        case "progressView": return (nil, document.usesIOS13Controls ? 2 : 4)
        default: return (nil, nil)
        }
    }

    /// Whether the document's device is a phone with a home indicator, where a toolbar is 49 pt
    /// (Esri's standalone toolbars; the controllers' simulated ones in appcenter and googleads).
    private func isNotchedPhone(_ document: NibDocument) -> Bool {
        Device.of(document)?.isNotchedPhone ?? false
    }

    /// A label with no text that a stack view arranges: Interface Builder keeps it at its frame
    /// and calls it neither ambiguous nor misplaced (kharrison's encoder results, 50 pt tall in a
    /// stack only its top pins; jami's 130 pt one in a stack that spaces its views equally;
    /// habitica's, Loop's, LoopKit's, ProtonVPN's and sentry's). Outside a stack one has no size:
    /// Xcode marks those stored larger misplaced (googleads', AFNetworking's and KIF's).
    private static func isEmptyArrangedLabel(_ view: NibObject) -> Bool {
        // The cheap tests first: every label's size is asked here, and its text is read from XML.
        view.className == "label" && view.parent?.className == "stackView" && (view.plainOrAttributedText ?? "").isEmpty
    }

    private static func labelText(_ view: NibObject, wrappingAt wrapWidth: Double?, in document: DocumentText) -> LabelText? {
        guard let text = view.plainOrAttributedText, !text.isEmpty else { return nil }
        let font = view.attributedLook?.font ?? SystemFont.font(of: view, contentSize: document.contentSize, toolsVersion: document.toolsVersion, screen: document.screen)
        return LabelText(text: text, font: font, maxWidth: view.preferredMaxLayoutWidth ?? wrapWidth,
                         lines: view.numberOfLines, pixelScale: document.pixelScale)
    }

    /// What a document decides about all its labels' text, read once for many labels: the
    /// Dynamic Type size, the tools version (San Francisco's tracking), the device (whose size
    /// classes may vary fonts) and the pixels per point of the document's own device (2 when it
    /// names none).
    private struct DocumentText {
        let contentSize: ContentSizeCategory, toolsVersion: Int?, screen: Device?, pixelScale: Double

        init(_ document: NibDocument, contentSize: ContentSizeCategory?, screen: Device?) {
            self.contentSize = contentSize ?? document.contentSizeCategory
            toolsVersion = document.toolsVersion
            let own = Device.of(document)
            self.screen = screen ?? own
            pixelScale = MeasuredSizing.pixelScale(of: own)
        }
    }

    /// Pixels per point of the document's device, which text is measured on: 2 when it names none.
    private static func pixelScale(of device: Device?) -> Double { device?.pixelScale ?? 2 }

    /// Measures the label on this thread and keeps its size (a bounded number of them).
    private func measureAndKeep(_ key: LabelText) -> (width: Double, height: Double) {
        if measuredLabels.count >= 50_000 { measuredLabels.removeAll(keepingCapacity: true) }
        let size = Self.measure(key, with: measurer)
        measuredLabels[key] = size
        return size
    }

    private static func measure(_ key: LabelText, with measurer: TextMeasurer) -> (width: Double, height: Double) {
        let size = measurer.size(of: key.text, font: key.font, maxWidth: key.maxWidth, lines: key.lines, pixelScale: key.pixelScale)
        // A label draws at most numberOfLines lines (UILabel's documentation), however many its
        // text breaks itself into: openfoodfacts' one-line "Naturalia\u{2028}125g" is 18 pt
        // tall, a line of Subhead, not two.
        guard key.lines == 1, key.text.contains(where: \.isNewline) else { return size }
        return (size.width, measurer.size(of: "X", font: key.font, pixelScale: key.pixelScale).height)
    }

    /// Measures the labels a layout is about to ask for, and keeps their sizes by view
    /// (`prepared`). Many labels (reading their text and font, and pango shaping the new ones,
    /// is most of a large first layout's measuring) are left to a second thread, which takes
    /// them one after another while the layout makes its boxes and constraints; the layout
    /// takes each size as soon as it is written (`SharedMeasuring.size(at:)`), and a label not
    /// measured ahead has this thread take the rest beside the helper, then wait
    /// (`finishMeasuring`). The helper only reads the document, as the layout does meanwhile.
    /// The helper's measurer, like every measurer, has a pango font map of its own
    /// (`MeasuringLayout`), and the two threads set text one at a time (`FontLock`): the
    /// helper's lead comes from the layout's other work, done meanwhile.
    public func prepare(_ views: [NibObject], in document: NibDocument) {
        finishMeasuring()
        prepared = nil
        var labels: [NibObject] = [], slots = [ObjectIdentifier: Int32](minimumCapacity: views.count)
        for view in views where view.className == "label" {
            slots[ObjectIdentifier(view)] = Int32(labels.count)
            labels.append(view)
        }
        let text = DocumentText(document, contentSize: contentSize, screen: screen)
        // A few labels (a small document, or one laid out again after an edit) are measured
        // here, on this thread: a second thread is worth starting for many.
        guard labels.count >= 200 else {
            let sizes = labels.map { view in Self.labelText(view, wrappingAt: nil, in: text).map { measuredLabels[$0] ?? measureAndKeep($0) } ?? (0, 0) }
            prepared = (document, document.history.stateMark, slots, sizes)
            return
        }
        prepared = (document, document.history.stateMark, slots, [])
        let work = SharedMeasuring(labels: labels, text: text, known: measuredLabels, helper: helper ?? TextMeasurer.takeWarmMeasurer())
        let group = DispatchGroup()
        DispatchQueue.global(qos: .userInitiated).async(group: group) {
            let measurer = work.helper ?? TextMeasurer()
            work.helper = measurer
            work.measureUntilDone(with: measurer)
        }
        measuring = (work, group)
    }

    public func finishMeasuringAhead() {
        finishMeasuring()
    }

    /// Whether a helper may still be measuring labels `prepare` gave it.
    var measuresAhead: Bool { measuring != nil }

    /// The labels `prepare` started measuring, when a size is asked for that they do not hold,
    /// the layout is done (`finishMeasuringAhead`), or the next document is prepared: this
    /// thread measures what the helper has not taken yet, waits for the helper, and keeps
    /// every size.
    private func finishMeasuring() {
        guard let (work, group) = measuring else { return }
        measuring = nil
        work.measureUntilDone(with: measurer)
        group.wait()
        helper = work.helper
        if measuredLabels.count + work.labels.count > 50_000 { measuredLabels.removeAll(keepingCapacity: true) }
        for (key, size) in work.newlyMeasured { measuredLabels[key] = size }
        prepared?.sizes = Array(work.sizes)
    }

    /// Labels measured by the helper, in order, each size read by the layout as soon as it is
    /// written (`size(at:)`); then, when the layout is done with them, by two threads at once,
    /// each taking the next one not yet taken, every size read once both are done (the caller
    /// waits for the helper first). A text measured by an earlier layout (`known`) is not
    /// measured again; one that several labels of this layout show is measured for each (about
    /// 10 µs, on the helper, which is ahead of the layout).
    private final class SharedMeasuring: @unchecked Sendable {
        let labels: [NibObject]
        private let text: DocumentText
        private let known: [LabelText: (width: Double, height: Double)]
        let sizes: UnsafeMutableBufferPointer<(width: Double, height: Double)>
        /// Each label's text, where it was measured here (not known, not empty).
        private let measuredKeys: UnsafeMutableBufferPointer<LabelText?>
        private let next = Atomic<Int>(0)
        /// How many sizes, from the first, are written: the helper takes the labels in order
        /// and, while it measures alone, finishes them in order. Read only by `size(at:)`,
        /// which runs only while the helper measures alone.
        private let written = Atomic<Int>(0)
        var helper: TextMeasurer?

        init(labels: [NibObject], text: DocumentText, known: [LabelText: (width: Double, height: Double)], helper: TextMeasurer?) {
            (self.labels, self.text, self.known, self.helper) = (labels, text, known, helper)
            sizes = .allocate(capacity: labels.count)
            sizes.initialize(repeating: (0, 0))
            measuredKeys = .allocate(capacity: labels.count)
            measuredKeys.initialize(repeating: nil)
        }

        deinit {
            sizes.deallocate()
            measuredKeys.deinitialize().deallocate()
        }

        func measureUntilDone(with measurer: TextMeasurer) {
            while case let i = next.wrappingAdd(1, ordering: .relaxed).oldValue, i < labels.count {
                if let key = MeasuredSizing.labelText(labels[i], wrappingAt: nil, in: text) {
                    if let size = known[key] {
                        sizes[i] = size
                    } else {
                        sizes[i] = MeasuredSizing.measure(key, with: measurer)
                        measuredKeys[i] = key
                    }
                }
                written.store(i + 1, ordering: .releasing)
            }
        }

        /// The texts measured here and their sizes, once every label is done.
        var newlyMeasured: some Sequence<(LabelText, (width: Double, height: Double))> {
            zip(measuredKeys, sizes).lazy.compactMap { key, size in key.map { ($0, size) } }
        }

        /// The size of label `i`, once the helper has written it. The wait is short: the helper
        /// measures a label in about 10 µs, and the layout asks in the helper's order. Nil while
        /// the helper has not started (a busy thread pool): the caller measures then, rather
        /// than wait for a thread that may not come.
        func size(at i: Int) -> (width: Double, height: Double)? {
            while written.load(ordering: .acquiring) <= i {
                if next.load(ordering: .relaxed) == 0 { return nil }
                sched_yield()
            }
            return sizes[i]
        }
    }

    /// A button's title beside its image, inside its content insets; with none set, a titled
    /// button keeps UIKit's 6 pt above and below its title. An empty one's content is 30 × 30
    /// (with insets too: a required hugging would otherwise squeeze it to nothing).
    private func buttonSize(_ view: NibObject, in document: NibDocument) -> (width: Double?, height: Double?) {
        if let configuration = view.buttonConfiguration { return configuredButtonSize(configuration, of: view, in: document) }
        // An attributed title is set in its own font (element's 15 pt Helvetica Neue "Forgot
        // password?"), as a label's attributed text is.
        let attributedFont = view.title == nil ? view.attributedLook?.font : nil
        let font = attributedFont ?? SystemFont.font(of: view, in: document, contentSize: contentSize, screen: screen)
        let title = (view.title ?? view.attributedText).flatMap { $0.isEmpty ? nil : measurer.size(of: $0, font: font) } ?? (width: 0, height: 0)
        let image = SymbolImages.size(of: view, in: document)
            ?? document.image(named: view.buttonImageName).map { ($0.width, $0.height) } ?? (0, 0)
        let empty = title.width == 0 && view.buttonImageName == nil
        // UIKit keeps a button's content at least 30 pt wide: an empty one is a line of its
        // title's font 30 pt wide (30 × 30 in a system button's 15 pt, 30 × 34 in a custom one's
        // 18 pt: DataDog's and woocommerce's; OsmAnd's at 17 pt are 33 tall, habitica's at 14 pt
        // 29, duckduckgo's menu button 43 with 21 pt of insets below), and a short title ("No")
        // is centred in 30 pt. An info or detail disclosure button shows UIKit's info image
        // instead: 22 pt before iOS 13 (Reusable's), its info.circle symbol 25.67 pt from then on
        // (GoMap's and KeePassium's; a beta of Xcode 11 stored kharrison's at 25 × 24).
        let info = ["infoLight", "infoDark", "detailDisclosure"].contains(view.element[attribute: "buttonType"] ?? "")
        let titleLine = title.width > 0 || (empty && !info)
        let content = empty && info ? (document.usesIOS12Controls ? (width: 22.0, height: 22.0) : (width: 77.0 / 3, height: 77.0 / 3))
            : empty ? (width: 30.0, height: measurer.size(of: " ", font: font).height)
            : (width: title.width > 0 ? max(30, title.width + image.0) : image.0, height: max(title.height, image.1))
        let fitted: (width: Double, height: Double)
        if let insets = view.contentEdgeInsets {
            fitted = (content.width + insets.left + insets.right, content.height + insets.top + insets.bottom)
        } else if titleLine && image == (0, 0) {
            // A title alone has 6 pt above and below it; beside an image, the button is as tall as
            // the taller of the two (firebase's 24 pt star button, habitica's 24 pt chat buttons
            // with 12 pt titles, Google Maps' 22 pt Back: none of the corpora's disagrees).
            fitted = (content.width, content.height + 12)
        } else if title.width == 0, view.buttonImageName != nil, let line = SystemFont.lineHeight(font) {
            // An image without a title is no shorter than a line of the title's font: a custom
            // button's 18 pt default makes it 22 pt tall (IBAnimatable's, Radar COVID's,
            // readium's, Koloda's and Stopp Corona's buttons of 4 to 21 pt images; with a taller
            // image, its height: duckduckgo's, habitica's, Open Food Facts' 24 pt ones). So with a
            // symbol: openhab's 11 pt chevrons (Xcode 26), ProtonVPN's and Google Maps' samples'
            // custom buttons are 22 tall, and no symbol button of the corpora is shorter.
            fitted = (content.width, max(content.height, line.rounded(.up)))
        } else {
            fitted = content
        }
        // At least as large as its background image, as UIKit sizes a button (19 free corpus
        // buttons in IBAnimatable's and Packt's files are exactly their background's size).
        guard let background = document.image(named: view.normalState?[attribute: "backgroundImage"]) else { return fitted }
        return (max(fitted.width, background.width), max(fitted.height, background.height))
    }

    /// A text field without a border is a point taller than its line from iOS 14 (Xcode 12) to
    /// iOS 18: Xcode 12 to 16 store 17 pt fields 22 tall (element-ios, simplenote, passforios,
    /// tinode), 18 pt ones 23 (tinode) and 16 pt ones 21 (blink), where earlier Xcodes store
    /// the line's height (IBAnimatable, Skyscanner, material-components, habitica). Nil where
    /// the field is as tall as its line.
    ///
    /// In Xcode 26 (iOS 26) one that shows no text yet, a placeholder or nothing, is at least
    /// 22 pt tall, or a taller font's line rounded up: owntracks' 14 pt fields, DataDog's, and
    /// GoMap's in the Body and Callout styles are 22, its Title 3 ones 24. One for a password
    /// keeps its line's height (owntracks', DataDog's: 17 at 14 pt). How one with text measures
    /// is not settled (DataDog's 14 pt fields are 18.67, GoMap's Body one 22): its line.
    private func borderlessFieldHeight(_ view: NibObject, font: FontDescription, in document: NibDocument) -> Double? {
        guard view.hasNoBorder, !document.usesIOS13Controls,
              let line = SystemFont.lineHeight(font) else { return nil }
        guard document.usesIOS26Controls else { return (line + 1).rounded(.up) }
        let secure = view.textInputTraits?[attribute: "secureTextEntry"] == "YES"
        guard (view.text ?? "").isEmpty, !secure else { return nil }
        return max(22, line.rounded(.up))
    }

    /// A date picker: its wheels 216 pt tall, or a compact one's button row, 34 pt. Xcode 26
    /// shows one of the automatic style as iOS 26 does, compact and 36 pt tall, unless it
    /// counts down (xDrip4iOS's and owntracks' date-and-time pickers, OsmAnd's 50 pt cell's);
    /// earlier Xcodes drew it as wheels (DataDog's, KeePassium's, Xcode 12 to 16).
    private func datePickerSize(_ view: NibObject, in document: NibDocument) -> (width: Double?, height: Double?) {
        guard Self.isCompactDatePicker(view, in: document) else { return (nil, 216) }
        return (nil, view.element[attribute: "style"] == "compact" ? 34 : 36)
    }

    /// Whether a date picker shows its compact button row rather than wheels.
    static func isCompactDatePicker(_ view: NibObject, in document: NibDocument) -> Bool {
        switch view.element[attribute: "style"] {
        case "compact"?: true
        case nil: document.usesIOS26Controls && view.element[attribute: "datePickerMode"] != "countDownTimer"
        default: false
        }
    }

    /// A button with a UIButton.Configuration: its title in the Body text style (or the font it
    /// names) inside the medium button size's content insets, 7 pt above and below and 12 pt at
    /// the sides (UIKit's `UIButton.Configuration`; the corpus's frames agree: a one-line title
    /// at 17 pt is 34.33 pt high on a phone of 3 pixels to the point, 34.5 on one of 2). The title
    /// is measured on the device's pixel grid, as a label's is.
    private func configuredButtonSize(_ configuration: XMLElement, of view: NibObject, in document: NibDocument) -> (width: Double?, height: Double?) {
        let stated = configuration.childElements.first { $0.name == "fontDescription" && $0[attribute: "key"] == "titleFontDescription" }
        var font = stated.map(FontDescription.init(element:)) ?? FontDescription(kind: .textStyle("UICTFontTextStyleBody"), pointSize: 17)
        let text = DocumentText(document, contentSize: contentSize, screen: screen)
        font = font.at(text.contentSize)
        let title = (configuration[attribute: "title"]).flatMap { $0.isEmpty ? nil : measurer.size(of: $0, font: font, pixelScale: text.pixelScale) } ?? (width: 0, height: 0)
        let image = SymbolImages.size(of: view, in: document)
            ?? configuration[attribute: "image"].flatMap { document.image(named: $0) }.map { ($0.width, $0.height) } ?? (0, 0)
        let padding = title.width > 0 && image.0 > 0 ? 4.0 : 0   // imagePadding's default
        return (title.width + image.0 + padding + 24, max(title.height, image.1) + 14)
    }

    /// Segments 20 pt wider than their titles in the 13 pt system font: all as wide as the
    /// widest, or each fitting its own title when the control apportions by content. iOS 12's
    /// were 14.5 pt wider: Xcode 10 and before stored them so (Skyscanner's, element's,
    /// OneBusAway's, ios-starter-kit's, mattneub's and Bender's, 12 to 15.5 pt; from Xcode 11,
    /// 18.5 to 20 pt in six repositories). A segment given its own width
    /// (`setWidth(_:forSegmentAt:)`, the `width` the file stores) is that wide, and a 1 pt
    /// divider parts each from the next (openhab's two 61 pt segments, 123 pt).
    private func segmentedWidth(_ view: NibObject, in document: NibDocument) -> Double? {
        let segments = view.element.childElements.first { $0.name == "segments" }?.childElements.filter { $0.name == "segment" } ?? []
        guard !segments.isEmpty else { return nil }
        let font = FontDescription(kind: .system, pointSize: 13)
        let padding = document.usesIOS12Controls ? 14.5 : 20
        // Each segment's own width; 0, UIKit's default, sizes it by its title.
        let own = segments.map { NumberRanges.value(of: "width", in: $0) ?? 0 }
        let fixed = own.filter { $0 > 0 }
        let widths = zip(segments, own).filter { $0.1 <= 0 }
            .map { measurer.size(of: $0.0[attribute: "title"] ?? "", font: font).width + padding }
        let sized = view.element[attribute: "apportionsSegmentWidthsByContent"] == "YES"
            ? widths.reduce(0, +) : (widths.max() ?? 0) * Double(widths.count)
        return fixed.isEmpty ? sized : sized + fixed.reduce(0, +) + Double(segments.count - 1)
    }

    /// A label draws its text centred vertically: the baseline sits half the spare height below
    /// the top plus the font's ascent. Without text, its baseline is that of a line of its font
    /// (pocket-casts' empty detail label, aligned by baseline with its title, stored beside it).
    /// A label of several lines is centred as wrapped at `wrapWidth`, as it is sized.
    public func baselines(of view: NibObject, in document: NibDocument, height: Double, wrappingAt wrapWidth: Double?) -> (first: Double, last: Double)? {
        guard ["label", "textField", "button"].contains(view.className) else { return nil }
        let font = SystemFont.font(of: view, in: document, contentSize: contentSize, screen: screen)
        let shown = (view.text ?? view.title).flatMap { $0.isEmpty ? nil : $0 } ?? "X"
        let wraps = view.className == "label" && view.numberOfLines != 1 && !(view.plainOrAttributedText ?? "").isEmpty
        let textHeight = (wraps ? intrinsicSize(of: view, in: document, wrappingAt: wrapWidth).height : nil)
            ?? measurer.size(of: shown, font: font, lines: view.numberOfLines).height
        let ascent = measurer.ascent(of: font)
        let top = max(0, (height - textHeight) / 2)
        let lineHeight = measurer.size(of: "X", font: font).height
        return (top + ascent, top + textHeight - lineHeight + ascent)
    }
}
