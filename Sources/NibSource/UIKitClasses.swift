import NibModel

/// UIKit's (and AppKit's) class tree, as far as Interface Builder's objects go: an extension
/// of `UIView` applies to a `UILabel` because a label is a view.
public enum UIKitClasses {
    static func superclass(of name: String) -> String? { tree[name] }

    private static let tree: [String: String] = [
        "UIResponder": "NSObject", "UIView": "UIResponder", "UIViewController": "UIResponder",
        "UIControl": "UIView", "UIButton": "UIControl", "UITextField": "UIControl", "UISlider": "UIControl",
        "UISwitch": "UIControl", "UISegmentedControl": "UIControl", "UIStepper": "UIControl", "UIDatePicker": "UIControl",
        "UIPageControl": "UIControl", "UILabel": "UIView", "UIImageView": "UIView", "UIScrollView": "UIView",
        "UITableView": "UIScrollView", "UICollectionView": "UIScrollView", "UITextView": "UIScrollView",
        "UITableViewCell": "UIView", "UICollectionViewCell": "UICollectionReusableView", "UICollectionReusableView": "UIView",
        "UIStackView": "UIView", "UIActivityIndicatorView": "UIView", "UIProgressView": "UIView", "UIPickerView": "UIView",
        "UINavigationBar": "UIView", "UIToolbar": "UIView", "UITabBar": "UIView", "UISearchBar": "UIView", "UIVisualEffectView": "UIView",
        "UIBarItem": "NSObject", "UIBarButtonItem": "UIBarItem", "UITabBarItem": "UIBarItem", "UINavigationItem": "NSObject",
        "UINavigationController": "UIViewController", "UITabBarController": "UIViewController",
        "UITableViewController": "UIViewController", "UICollectionViewController": "UIViewController",
        "UISplitViewController": "UIViewController", "UIPageViewController": "UIViewController",
        "UIGestureRecognizer": "NSObject", "UITapGestureRecognizer": "UIGestureRecognizer",
        "NSView": "NSResponder", "NSResponder": "NSObject", "NSControl": "NSView", "NSButton": "NSControl",
        "NSTextField": "NSControl", "NSViewController": "NSResponder", "NSWindowController": "NSResponder",
    ]

    /// Outlets UIKit's own classes have (a view controller's `view`, a table's `dataSource`…):
    /// connecting them needs nothing from the project's code.
    static let outletNames: Set<String> = [
        "view", "delegate", "dataSource", "searchDisplayController", "tableView", "collectionView", "inputView", "inputAccessoryView",
        "backgroundView", "selectedBackgroundView", "leftView", "rightView", "contentView", "navigationItem", "tabBarItem",
        "textLabel", "detailTextLabel", "imageView", "accessoryView", "editingAccessoryView", "titleView", "customView",
        "gestureRecognizers", "searchBar", "searchResultsDataSource", "searchResultsDelegate", "searchContentsController",
        "rootViewController", "viewControllers", "refreshControl", "window", "initialFirstResponder", "nextKeyView", "menu",
        "target", "prefetchDataSource", "dragDelegate", "dropDelegate", "navigationBar", "toolbar", "tabBar", "webView",
        "scrollView", "pageControl", "keyboardLayoutGuide", "searchController", "scrollEdgeAppearance", "standardAppearance",
        "leftBarButtonItem", "rightBarButtonItem", "backBarButtonItem", "leftBarButtonItems", "rightBarButtonItems", "contentViewController",
    ]

    /// Key paths of UIKit's own properties that runtime attributes set: setting one needs nothing
    /// from the project's code. The settable properties of the classes Interface Builder offers
    /// (UIKit's headers), by what they belong to; a runtime attribute named by none of them and
    /// by no property the source declares is an error, so the list errs on the long side
    /// (duckduckgo's cells set `accessibilityElementsHidden`, tinode's views `layoutMargins`).
    static let keyPaths: Set<String> = [
        // CALayer through a view's layer, and the common ones.
        "cornerRadius", "masksToBounds", "clipsToBounds", "borderWidth", "borderColor", "image", "tintColor",
        "backgroundColor", "alpha", "hidden", "tag", "text", "title", "placeholder", "font", "textColor", "contentMode",
        // Accessibility (NSObject's informal protocol).
        "accessibilityIdentifier", "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityTraits",
        "accessibilityLanguage", "accessibilityElementsHidden", "isAccessibilityElement", "accessibilityViewIsModal",
        "shouldGroupAccessibilityChildren", "accessibilityIgnoresInvertColors", "accessibilityRespondsToUserInteraction",
        "adjustsImageSizeForAccessibilityContentSizeCategory", "adjustsFontForContentSizeCategory", "showsLargeContentViewer",
        "largeContentTitle", "largeContentImage",
        // UIView.
        "layoutMargins", "directionalLayoutMargins", "preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea",
        "userInteractionEnabled", "isUserInteractionEnabled", "multipleTouchEnabled", "isMultipleTouchEnabled", "exclusiveTouch",
        "isExclusiveTouch", "opaque", "isOpaque", "autoresizesSubviews", "clearsContextBeforeDrawing", "semanticContentAttribute",
        "overrideUserInterfaceStyle", "contentScaleFactor", "translatesAutoresizingMaskIntoConstraints", "tintAdjustmentMode",
        "restorationIdentifier", "focusGroupIdentifier",
        // UIControl, UILabel, UIImageView, UIButton.
        "enabled", "isEnabled", "selected", "isSelected", "highlighted", "isHighlighted", "contentHorizontalAlignment",
        "contentVerticalAlignment", "numberOfLines", "textAlignment", "lineBreakMode", "adjustsFontSizeToFitWidth",
        "minimumScaleFactor", "highlightedTextColor", "shadowColor", "shadowOffset", "preferredMaxLayoutWidth",
        "allowsDefaultTighteningForTruncation", "attributedText", "highlightedImage", "animationDuration", "animationRepeatCount",
        "adjustsImageWhenHighlighted", "adjustsImageWhenDisabled", "showsTouchWhenHighlighted", "showsMenuAsPrimaryAction",
        "pointerInteractionEnabled", "isPointerInteractionEnabled", "changesSelectionAsPrimaryAction",
        // UITextField, UITextView and their input traits.
        "secureTextEntry", "isSecureTextEntry", "keyboardType", "returnKeyType", "autocorrectionType", "autocapitalizationType",
        "keyboardAppearance", "textContentType", "spellCheckingType", "smartQuotesType", "smartDashesType", "smartInsertDeleteType",
        "enablesReturnKeyAutomatically", "clearButtonMode", "borderStyle", "clearsOnBeginEditing", "minimumFontSize",
        "allowsEditingTextAttributes", "editable", "isEditable", "selectable", "isSelectable", "dataDetectorTypes",
        "textContainerInset", "leftViewMode", "rightViewMode", "scrollEnabled", "isScrollEnabled",
        // UIScrollView, UITableView, UICollectionView and its flow layout.
        "alwaysBounceVertical", "alwaysBounceHorizontal", "bounces", "bouncesZoom", "pagingEnabled", "isPagingEnabled",
        "showsVerticalScrollIndicator", "showsHorizontalScrollIndicator", "scrollsToTop", "directionalLockEnabled",
        "isDirectionalLockEnabled", "delaysContentTouches", "canCancelContentTouches", "keyboardDismissMode", "indicatorStyle",
        "minimumZoomScale", "maximumZoomScale", "contentInset", "contentInsetAdjustmentBehavior", "automaticallyAdjustsScrollIndicatorInsets",
        "rowHeight", "estimatedRowHeight", "sectionHeaderHeight", "sectionFooterHeight", "estimatedSectionHeaderHeight",
        "estimatedSectionFooterHeight", "sectionHeaderTopPadding", "separatorColor", "separatorStyle", "separatorInset",
        "separatorInsetReference", "allowsSelection", "allowsMultipleSelection", "allowsSelectionDuringEditing",
        "sectionIndexColor", "sectionIndexBackgroundColor", "cellLayoutMarginsFollowReadableWidth", "insetsContentViewsToSafeArea",
        "remembersLastFocusedIndexPath", "selectionFollowsFocus", "dragInteractionEnabled", "isPrefetchingEnabled", "prefetchingEnabled",
        "sectionHeadersPinToVisibleBounds", "sectionFootersPinToVisibleBounds", "minimumLineSpacing", "minimumInteritemSpacing",
        "itemSize", "estimatedItemSize", "sectionInset", "scrollDirection", "headerReferenceSize", "footerReferenceSize",
        "indentationLevel", "indentationWidth", "selectionStyle", "accessoryType", "editingAccessoryType", "showsReorderControl",
        "shouldIndentWhileEditing", "focusStyle",
        // UIStackView, UISwitch, UISlider, UIProgressView, UIPageControl, UISegmentedControl, UIStepper, activity indicators.
        "spacing", "axis", "alignment", "distribution", "baselineRelativeArrangement", "isBaselineRelativeArrangement",
        "layoutMarginsRelativeArrangement", "isLayoutMarginsRelativeArrangement", "on", "isOn", "onTintColor", "thumbTintColor",
        "minimumTrackTintColor", "maximumTrackTintColor", "value", "minimumValue", "maximumValue", "continuous", "isContinuous",
        "progress", "progressTintColor", "trackTintColor", "progressViewStyle", "numberOfPages", "currentPage",
        "pageIndicatorTintColor", "currentPageIndicatorTintColor", "hidesForSinglePage", "backgroundStyle", "selectedSegmentIndex",
        "selectedSegmentTintColor", "momentary", "isMomentary", "apportionsSegmentWidthsByContent", "stepValue", "autorepeat",
        "wraps", "color", "hidesWhenStopped", "style", "activityIndicatorViewStyle",
        // Bars, bar items and the search bar.
        "barTintColor", "barStyle", "translucent", "isTranslucent", "prefersLargeTitles", "shadowImage", "unselectedItemTintColor",
        "selectedImageTintColor", "itemPositioning", "itemSpacing", "itemWidth", "searchBarStyle", "showsCancelButton",
        "showsBookmarkButton", "showsScopeBar", "largeTitleDisplayMode", "prompt", "hidesBackButton", "backButtonTitle",
        "badgeValue", "badgeColor", "selectedImage", "landscapeImagePhone", "imageInsets", "titlePositionAdjustment", "width",
        // UIViewController and UIWindow.
        "definesPresentationContext", "providesPresentationContextTransitionStyle", "hidesBottomBarWhenPushed", "preferredContentSize",
        "modalTransitionStyle", "modalPresentationStyle", "modalPresentationCapturesStatusBarAppearance", "modalInPresentation",
        "isModalInPresentation", "edgesForExtendedLayout", "extendedLayoutIncludesOpaqueBars", "automaticallyAdjustsScrollViewInsets",
        "restoresFocusAfterTransition", "clearsSelectionOnViewWillAppear", "windowLevel",
    ]

    /// The UIKit class a XIB element stands for (`label` → UILabel), for objects without a
    /// custom class; AppKit's in a macOS document (`textField` → NSTextField).
    public static func className(ofElement element: String, cocoa: Bool = false) -> String {
        if cocoa { return AppKitClasses.className(ofElement: element) }
        let special = ["view": "UIView", "tableViewCell": "UITableViewCell", "collectionViewCell": "UICollectionViewCell",
                       "viewController": "UIViewController", "barButtonItem": "UIBarButtonItem", "tabBarItem": "UITabBarItem",
                       "navigationItem": "UINavigationItem", "customView": "NSView", "customObject": "NSObject"]
        if let name = special[element] { return name }
        return "UI" + element.prefix(1).uppercased() + element.dropFirst()
    }
}
