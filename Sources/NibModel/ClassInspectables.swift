/// The Attributes inspector's fields for each UIKit class, as Xcode names them, with the values
/// Xcode writes and its defaults (an absent attribute is the default; `omitsDefault` where Xcode
/// leaves it out rather than writing it, as the corpus shows: `numberOfLines` 1, a switch off).
extension Inspectables {
    static let alignments = [("left", "Left"), ("center", "Center"), ("right", "Right"), ("justified", "Justified"), ("natural", "Natural")]
    static let lineBreaks = [("clip", "Clip"), ("characterWrap", "Character Wrap"), ("wordWrap", "Word Wrap"),
                             ("headTruncation", "Truncate Head"), ("middleTruncation", "Truncate Middle"), ("tailTruncation", "Truncate Tail")]
    static let autoshrink = Inspectable("autoshrink", .autoshrink, default: "Fixed Font Size",
                                        [("Fixed Font Size", "Fixed Font Size"), ("Minimum Font Scale", "Minimum Font Scale"),
                                         ("Minimum Font Size", "Minimum Font Size")])
    static let font = Inspectable("font", .font, title: "Font", .font, default: "System 17")
    static let dynamicType = Inspectable("adjustsFontForContentSizeCategory", .boolean, title: "Automatically Adjusts Font",
                                         default: "NO", omitsDefault: true)
    static let keyboardTraits: [Inspectable] = [
        Inspectable("keyboardType", title: "Keyboard Type", .inputTrait("keyboardType"), omitsDefault: true,
                    [("default", "Default"), ("alphabet", "ASCII Capable"), ("numbersAndPunctuation", "Numbers and Punctuation"),
                     ("URL", "URL"), ("numberPad", "Number Pad"), ("phonePad", "Phone Pad"), ("namePhonePad", "Name Phone Pad"),
                     ("emailAddress", "E-mail Address"), ("decimalPad", "Decimal Pad"), ("twitter", "Twitter"),
                     ("webSearch", "Web Search"), ("asciiCapableNumberPad", "ASCII Capable Number Pad")]),
        Inspectable("returnKeyType", title: "Return Key", .inputTrait("returnKeyType"), omitsDefault: true,
                    [("default", "Default"), ("go", "Go"), ("google", "Google"), ("join", "Join"), ("next", "Next"),
                     ("route", "Route"), ("search", "Search"), ("send", "Send"), ("yahoo", "Yahoo"), ("done", "Done"),
                     ("emergencyCall", "Emergency Call"), ("continue", "Continue")]),
        Inspectable("secureTextEntry", .boolean, title: "Secure Text Entry", .inputTrait("secureTextEntry"), default: "NO", omitsDefault: true),
    ]

    /// A navigation bar's or toolbar's Style, Translucent and Bar Tint.
    static let barLook = [
        Inspectable("barStyle", title: "Style", default: "default", omitsDefault: true, [("default", "Default"), ("black", "Black")]),
        Inspectable("translucent", .boolean, default: "YES", omitsDefault: true),
        Inspectable("barTintColor", .color, title: "Bar Tint", .childColor("barTintColor")),
    ]

    /// UIKit's scroll view subclasses: Xcode shows their Scroll View section too.
    static let scrollViews: Set<String> = ["tableView", "collectionView", "textView"]

    static let byClass: [String: [Inspectable]] = [
        "label": [
            Inspectable(name: "text", kind: .string, storage: .attribute("text"), defaultValue: "Label"),
            Inspectable("textColor", .color, title: "Color", .childColor("textColor")),
            font, dynamicType,
            Inspectable("textAlignment", title: "Alignment", default: "natural", alignments),
            Inspectable("numberOfLines", .number, title: "Lines", default: "1", omitsDefault: true),
            Inspectable("enabled", .boolean, default: "YES", omitsDefault: true),
            Inspectable("lineBreakMode", title: "Line Break", default: "tailTruncation", lineBreaks),
            autoshrink,
            Inspectable("minimumScaleFactor", .number, title: "Minimum Font Scale"),
            Inspectable("minimumFontSize", .number, title: "Minimum Font Size"),
            Inspectable("baselineAdjustment", title: "Baseline", default: "alignBaselines",
                        [("alignBaselines", "Align Baselines"), ("alignCenters", "Align Centers"), ("none", "None")]),
        ],
        "button": [
            Inspectable("buttonType", title: "Type", default: "custom", omitsDefault: true,
                        [("custom", "Custom"), ("system", "System"), ("detailDisclosure", "Detail Disclosure"),
                         ("infoLight", "Info Light"), ("infoDark", "Info Dark"), ("contactAdd", "Add Contact"), ("close", "Close")]),
            Inspectable("style", title: "Style", .configuration("style"), default: "plain",
                        [("plain", "Plain"), ("gray", "Gray"), ("tinted", "Tinted"), ("filled", "Filled")]),
            Inspectable("title", .string, title: "Title", .state("title")),
            font,
            Inspectable("titleColor", .color, title: "Text Color", .stateColor("titleColor")),
            Inspectable("image", .string, title: "Image", .state("image")),
            Inspectable("backgroundImage", .string, title: "Background", .state("backgroundImage")),
            Inspectable("contentHorizontalAlignment", title: "Horizontal Alignment", default: "center",
                        [("left", "Left"), ("center", "Center"), ("right", "Right"), ("fill", "Fill"),
                         ("leading", "Leading"), ("trailing", "Trailing")]),
            Inspectable("contentVerticalAlignment", title: "Vertical Alignment", default: "center",
                        [("top", "Top"), ("center", "Center"), ("bottom", "Bottom"), ("fill", "Fill")]),
            Inspectable("lineBreakMode", title: "Line Break", default: "middleTruncation", lineBreaks),
            Inspectable("enabled", .boolean, default: "YES", omitsDefault: true),
        ],
        "textField": [
            Inspectable(name: "text", kind: .string, storage: .attribute("text")),
            Inspectable("textColor", .color, title: "Color", .childColor("textColor")),
            font, dynamicType,
            Inspectable("textAlignment", title: "Alignment", default: "natural", alignments),
            Inspectable(name: "placeholder", kind: .string, storage: .attribute("placeholder")),
            Inspectable("borderStyle", title: "Border Style", default: "none", omitsDefault: true,
                        [("none", "None"), ("line", "Line"), ("bezel", "Bezel"), ("roundedRect", "Rounded Rect")]),
            Inspectable("clearButtonMode", title: "Clear Button", default: "never", omitsDefault: true,
                        [("never", "Never appears"), ("whileEditing", "Appears while editing"),
                         ("unlessEditing", "Appears unless editing"), ("always", "Is always visible")]),
            Inspectable("adjustsFontSizeToFit", .boolean, title: "Adjust to Fit", default: "YES", omitsDefault: true),
            Inspectable("minimumFontSize", .number, title: "Min Font Size"),
        ] + keyboardTraits,
        "textView": [
            Inspectable("textColor", .color, title: "Color", .childColor("textColor")),
            font, dynamicType,
            Inspectable("textAlignment", title: "Alignment", default: "natural", alignments),
            Inspectable("editable", .boolean, default: "YES", omitsDefault: true),
            Inspectable("selectable", .boolean, default: "YES", omitsDefault: true),
            Inspectable("scrollEnabled", .boolean, title: "Scrolling Enabled", default: "YES", omitsDefault: true),
        ] + keyboardTraits,
        "imageView": [
            Inspectable(name: "image", kind: .string, storage: .attribute("image"), defaultValue: ""),
            Inspectable("highlightedImage", .string, title: "Highlighted", omitsDefault: true),
            // An SF Symbol's configuration, as the corpus writes it (37 in 6 repositories).
            Inspectable("symbolConfigurationType", title: "Configuration", .symbolConfiguration("configurationType"), default: "unspecified",
                        omitsDefault: true, [("unspecified", "Unspecified"), ("pointSize", "Point Size")]),
            Inspectable("symbolPointSize", .number, title: "Point Size", .symbolConfiguration("pointSize"), default: "17"),
            Inspectable("symbolScale", title: "Scale", .symbolConfiguration("scale"), default: "unspecified", omitsDefault: true,
                        [("unspecified", "Unspecified"), ("small", "Small"), ("medium", "Medium"), ("large", "Large")]),
            Inspectable("symbolWeight", title: "Weight", .symbolConfiguration("weight"), default: "unspecified", omitsDefault: true,
                        [("unspecified", "Unspecified"), ("ultraLight", "Ultra Light"), ("thin", "Thin"), ("light", "Light"),
                         ("regular", "Regular"), ("medium", "Medium"), ("semibold", "Semibold"), ("bold", "Bold"), ("heavy", "Heavy"),
                         ("black", "Black")]),
        ],
        "switch": [
            Inspectable("on", .boolean, title: "State On", default: "NO", omitsDefault: true),
            Inspectable("onTintColor", .color, title: "On Tint", .childColor("onTintColor")),
            Inspectable("thumbTintColor", .color, title: "Thumb Tint", .childColor("thumbTintColor")),
        ],
        "slider": [
            Inspectable("value", .number, default: "0"),
            Inspectable("minValue", .number, title: "Minimum", default: "0"),
            Inspectable("maxValue", .number, title: "Maximum", default: "1"),
            Inspectable("minimumTrackTintColor", .color, title: "Min Track", .childColor("minimumTrackTintColor")),
            Inspectable("maximumTrackTintColor", .color, title: "Max Track", .childColor("maximumTrackTintColor")),
            Inspectable("thumbTintColor", .color, title: "Thumb Tint", .childColor("thumbTintColor")),
        ],
        "stepper": [
            Inspectable("value", .number, default: "0", omitsDefault: true),
            Inspectable("minimumValue", .number, title: "Minimum", default: "0", omitsDefault: true),
            Inspectable("maximumValue", .number, title: "Maximum", default: "100"),
            Inspectable("stepValue", .number, title: "Step", default: "1", omitsDefault: true),
        ],
        "segmentedControl": [
            Inspectable("selectedSegmentIndex", .number, title: "Selected Segment", default: "0"),
        ],
        "activityIndicatorView": [
            Inspectable("style", title: "Style", default: "medium",
                        [("medium", "Medium"), ("large", "Large"), ("white", "White (deprecated)"), ("whiteLarge", "Large White (deprecated)"),
                         ("gray", "Gray (deprecated)")]),
            Inspectable("animating", .boolean, default: "NO", omitsDefault: true),
            Inspectable("hidesWhenStopped", .boolean, title: "Hides When Stopped", default: "NO", omitsDefault: true),
            Inspectable("color", .color, title: "Color", .childColor("color")),
        ],
        "progressView": [
            Inspectable("progress", .number, default: "0", omitsDefault: true),
            Inspectable("progressViewStyle", title: "Style", default: "default", omitsDefault: true, [("default", "Default"), ("bar", "Bar")]),
            Inspectable("progressTintColor", .color, title: "Progress Tint", .childColor("progressTintColor")),
            Inspectable("trackTintColor", .color, title: "Track Tint", .childColor("trackTintColor")),
        ],
        "pageControl": [
            Inspectable("numberOfPages", .number, title: "# of Pages", default: "3"),
            Inspectable("currentPage", .number, title: "Current Page", default: "0", omitsDefault: true),
        ],
        "stackView": [
            Inspectable("axis", default: "horizontal", omitsDefault: true, [("horizontal", "Horizontal"), ("vertical", "Vertical")]),
            Inspectable("alignment", default: "fill", omitsDefault: true,
                        [("fill", "Fill"), ("top", "Top"), ("center", "Center"), ("bottom", "Bottom"), ("leading", "Leading"),
                         ("trailing", "Trailing"), ("firstBaseline", "First Baseline"), ("lastBaseline", "Last Baseline")]),
            Inspectable("distribution", default: "fill", omitsDefault: true,
                        [("fill", "Fill"), ("fillEqually", "Fill Equally"), ("fillProportionally", "Fill Proportionally"),
                         ("equalSpacing", "Equal Spacing"), ("equalCentering", "Equal Centering")]),
            Inspectable("spacing", .number, default: "0", omitsDefault: true),
        ],
        "scrollView": [
            Inspectable("scrollEnabled", .boolean, title: "Scrolling Enabled", default: "YES", omitsDefault: true),
            Inspectable("pagingEnabled", .boolean, title: "Paging Enabled", default: "NO", omitsDefault: true),
            Inspectable("bounces", .boolean, default: "YES", omitsDefault: true),
            Inspectable("showsHorizontalScrollIndicator", .boolean, title: "Horizontal Indicator", default: "YES", omitsDefault: true),
            Inspectable("showsVerticalScrollIndicator", .boolean, title: "Vertical Indicator", default: "YES", omitsDefault: true),
        ],
        "tableView": [
            Inspectable("dataMode", title: "Content", default: "prototypes", [("prototypes", "Dynamic Prototypes"), ("static", "Static Cells")]),
            Inspectable("style", default: "plain", [("plain", "Plain"), ("grouped", "Grouped"), ("insetGrouped", "Inset Grouped")]),
            Inspectable("separatorStyle", title: "Separator", default: "default", [("default", "Default"), ("none", "None"),
                                                                                   ("singleLine", "Single Line")]),
            Inspectable("rowHeight", .number, title: "Row Height", default: "-1"),
            Inspectable("separatorColor", .color, title: "Separator Color", .childColor("separatorColor")),
        ],
        "tableViewCell": [
            Inspectable("style", default: "custom", omitsDefault: true,
                        [("custom", "Custom"), ("IBUITableViewCellStyleDefault", "Basic"), ("IBUITableViewCellStyleValue1", "Right Detail"),
                         ("IBUITableViewCellStyleValue2", "Left Detail"), ("IBUITableViewCellStyleSubtitle", "Subtitle")]),
            Inspectable("reuseIdentifier", .string, title: "Identifier", omitsDefault: true),
            Inspectable("selectionStyle", title: "Selection", default: "default",
                        [("none", "None"), ("blue", "Blue"), ("gray", "Gray"), ("default", "Default")]),
            Inspectable("accessoryType", title: "Accessory", default: "none", omitsDefault: true,
                        [("none", "None"), ("disclosureIndicator", "Disclosure Indicator"), ("detailDisclosureButton", "Detail Disclosure"),
                         ("checkmark", "Checkmark"), ("detailButton", "Detail")]),
        ],
        "navigationItem": [
            Inspectable("title", .string, omitsDefault: true),
            Inspectable("prompt", .string, omitsDefault: true),
            Inspectable("largeTitleDisplayMode", title: "Large Title", default: "automatic", omitsDefault: true,
                        [("automatic", "Automatic"), ("always", "Always"), ("never", "Never")]),
        ],
        "barButtonItem": [
            Inspectable("style", default: "plain", omitsDefault: true, [("plain", "Plain"), ("done", "Done")]),
            Inspectable("systemItem", title: "System Item", default: "custom", omitsDefault: true,
                        [("custom", "Custom"), ("done", "Done"), ("cancel", "Cancel"), ("edit", "Edit"), ("save", "Save"), ("add", "Add"),
                         ("flexibleSpace", "Flexible Space"), ("fixedSpace", "Fixed Space"), ("compose", "Compose"), ("reply", "Reply"),
                         ("action", "Action"), ("organize", "Organize"), ("bookmarks", "Bookmarks"), ("search", "Search"),
                         ("refresh", "Refresh"), ("stop", "Stop"), ("camera", "Camera"), ("trash", "Trash"), ("play", "Play"),
                         ("pause", "Pause"), ("rewind", "Rewind"), ("fastForward", "Fast Forward"), ("undo", "Undo"), ("redo", "Redo")]),
            Inspectable("title", .string, omitsDefault: true),
            Inspectable("image", .string, omitsDefault: true),
        ],
        "tabBarItem": [
            Inspectable("title", .string),
            Inspectable("image", .string, omitsDefault: true),
        ],
        "navigationBar": barLook + [
            Inspectable("largeTitles", .boolean, title: "Prefers Large Titles", default: "NO", omitsDefault: true),
        ],
        "toolbar": barLook,
        "datePicker": [
            Inspectable("datePickerMode", title: "Mode", default: "dateAndTime",
                        [("time", "Time"), ("date", "Date"), ("dateAndTime", "Date and Time"), ("countDownTimer", "Count Down Timer")]),
            Inspectable("style", title: "Preferred Style", default: "automatic", omitsDefault: true,
                        [("automatic", "Automatic"), ("compact", "Compact"), ("inline", "Inline"), ("wheels", "Wheels")]),
        ],
        "collectionViewFlowLayout": [
            Inspectable("scrollDirection", title: "Scroll Direction", default: "vertical", omitsDefault: true,
                        [("vertical", "Vertical"), ("horizontal", "Horizontal")]),
            // Xcode's Size inspector for a flow layout: every value is written, the sizes and
            // insets as keyed children (the corpus's 58 flow layouts).
            Inspectable("automaticEstimatedItemSize", title: "Estimate Size", default: "NO", omitsDefault: true,
                        [("NO", "None"), ("YES", "Automatic")]),
            Inspectable("itemWidth", .number, title: "Cell Size Width", .keyedChild("size", key: "itemSize", attribute: "width"), default: "50"),
            Inspectable("itemHeight", .number, title: "Cell Size Height", .keyedChild("size", key: "itemSize", attribute: "height"), default: "50"),
            Inspectable("headerWidth", .number, title: "Header Size Width", .keyedChild("size", key: "headerReferenceSize", attribute: "width"), default: "0"),
            Inspectable("headerHeight", .number, title: "Header Size Height", .keyedChild("size", key: "headerReferenceSize", attribute: "height"), default: "0"),
            Inspectable("footerWidth", .number, title: "Footer Size Width", .keyedChild("size", key: "footerReferenceSize", attribute: "width"), default: "0"),
            Inspectable("footerHeight", .number, title: "Footer Size Height", .keyedChild("size", key: "footerReferenceSize", attribute: "height"), default: "0"),
            Inspectable("minimumInteritemSpacing", .number, title: "Min Spacing For Cells", default: "10"),
            Inspectable("minimumLineSpacing", .number, title: "Min Spacing For Lines", default: "10"),
            Inspectable("sectionInsetTop", .number, title: "Section Insets Top", .keyedChild("inset", key: "sectionInset", attribute: "minY"), default: "0"),
            Inspectable("sectionInsetBottom", .number, title: "Section Insets Bottom", .keyedChild("inset", key: "sectionInset", attribute: "maxY"), default: "0"),
            Inspectable("sectionInsetLeft", .number, title: "Section Insets Left", .keyedChild("inset", key: "sectionInset", attribute: "minX"), default: "0"),
            Inspectable("sectionInsetRight", .number, title: "Section Insets Right", .keyedChild("inset", key: "sectionInset", attribute: "maxX"), default: "0"),
        ],
    ]
}
