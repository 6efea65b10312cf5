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

    /// Key paths of UIKit's own properties that runtime attributes commonly set.
    static let keyPaths: Set<String> = [
        "cornerRadius", "masksToBounds", "clipsToBounds", "borderWidth", "borderColor", "accessibilityIdentifier",
        "adjustsImageSizeForAccessibilityContentSizeCategory", "adjustsFontForContentSizeCategory", "image", "tintColor",
        "backgroundColor", "alpha", "hidden", "tag", "text", "title", "placeholder", "font", "textColor", "contentMode",
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
