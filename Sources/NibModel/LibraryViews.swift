/// What Xcode's library writes for a new view of each class, less the frame and id: the
/// attributes, and the children that follow the frame (a button's title, a field's font).
enum LibraryViews {
    static func attributes(_ className: String) -> [(String, String)] {
        switch className {
        case "label":
            // Labels and images hug their content a little harder than the default 250, so
            // that they keep their natural size beside a field.
            return [("opaque", "NO"), ("userInteractionEnabled", "NO"), ("contentMode", "left"),
                    ("horizontalHuggingPriority", "251"), ("verticalHuggingPriority", "251"), ("text", "Label"),
                    ("textAlignment", "natural"), ("lineBreakMode", "tailTruncation"), ("baselineAdjustment", "alignBaselines"),
                    ("adjustsFontSizeToFit", "NO")]
        case "imageView":
            return [("clipsSubviews", "YES"), ("userInteractionEnabled", "NO"), ("contentMode", "scaleAspectFit"),
                    ("horizontalHuggingPriority", "251"), ("verticalHuggingPriority", "251")]
        case "button":
            return [("opaque", "NO"), ("contentMode", "scaleToFill"), ("contentHorizontalAlignment", "center"),
                    ("contentVerticalAlignment", "center"), ("buttonType", "system"), ("lineBreakMode", "middleTruncation")]
        case "textField":
            return [("opaque", "NO"), ("contentMode", "scaleToFill"), ("contentHorizontalAlignment", "left"),
                    ("contentVerticalAlignment", "center"), ("borderStyle", "roundedRect"), ("textAlignment", "natural"),
                    ("minimumFontSize", "17")]
        case "switch":
            return [("opaque", "NO"), ("contentMode", "scaleToFill"), ("horizontalHuggingPriority", "750"),
                    ("verticalHuggingPriority", "750"), ("contentHorizontalAlignment", "center"),
                    ("contentVerticalAlignment", "center"), ("on", "YES")]
        default:
            return [("contentMode", "scaleToFill")]
        }
    }

    static func children(_ className: String) -> [(String, [(String, String)])] {
        switch className {
        case "label":
            return [("fontDescription", [("key", "fontDescription"), ("type", "system"), ("pointSize", "17")]),
                    ("nil", [("key", "textColor")]), ("nil", [("key", "highlightedColor")])]
        case "button":
            return [("state", [("key", "normal"), ("title", "Button")])]
        case "textField":
            return [("fontDescription", [("key", "fontDescription"), ("type", "system"), ("pointSize", "14")]),
                    ("textInputTraits", [("key", "textInputTraits")])]
        default:
            return []
        }
    }
}
