import NibModel

/// Views' layout margins, as UIKit gives them: the ones the file sets, else the root's (the
/// device's side margins, none at top and bottom), the root's inside its safe area since iOS 11;
/// the content view's of a cell in a table (from Xcode 10, tools 14000, or 9.2 in a scene: the
/// device's side margins, 8 on the right beside an accessory, 11 at top and bottom, 15 in
/// Xcode 26; Xcode 9.0 still drew 8, as RxDataSources' and FSPagerView's 13196 files and six
/// repositories' older ones show, unless the cell preserves the table's: 15 at the sides), or 8
/// all round. A view that preserves its superview's margins keeps at least as much as those
/// reach into it.
struct LayoutMargins {
    let root: NibObject
    let screen: Device
    /// iOS 11 and later (files that use safe areas, or of Xcode 9 and later): the root's margins
    /// lie inside its safe area.
    let insideSafeArea: Bool
    let toolsVersion: Int?

    func of(_ view: NibObject) -> Device.Insets {
        if view === root { return isCell(root) ? ownMargins(of: root) : inSafeArea(ownMargins(of: root)) }
        let own = inCoveredPart(ownMargins(of: view), of: view)
        guard view.element[attribute: "preservesSuperviewLayoutMargins"] == "YES",
              let superview = view.layoutParent, let frame = view.frame, let bounds = superview.frame else { return own }
        // Where the superview's margins reach into this view, by its frame in the file. A scroll
        // view takes the root's safe area into its content insets instead; a cell, only a
        // table's before Xcode 10.
        let outer: Device.Insets
        if ["tableView", "collectionView"].contains(superview.className) {
            guard let table = tableCellMarginsBeforeXcode10(of: view) else { return own }
            outer = table
        } else {
            outer = view.className == "scrollView" && superview === root ? ownMargins(of: root) : of(superview)
        }
        return Device.Insets(top: max(own.top, outer.top - frame.y), left: max(own.left, outer.left - frame.x),
                             bottom: max(own.bottom, outer.bottom - (bounds.height - frame.y - frame.height)),
                             right: max(own.right, outer.right - (bounds.width - frame.x - frame.width)))
    }

    /// The margins a table gives a cell that preserves them, before Xcode 10: iOS 7 to 10's cell
    /// margin at the sides, the separator's inset (15 pt), which a content view that preserves
    /// the cell's takes in, as Interface Builder aligns such cells' labels with the standard
    /// styles' (MiniKeePass's and GitHawk's Xcode 8.3 cells on 375 and 414 pt phones, ChatSecure's
    /// Xcode 9.3 ones; cells that preserve nothing keep UIView's 8: IBAnimatable's, firebase's,
    /// RxDataSources'). Nil for other cells.
    private func tableCellMarginsBeforeXcode10(of cell: NibObject) -> Device.Insets? {
        guard cell.className == "tableViewCell", cell.layoutParent?.className == "tableView", (toolsVersion ?? .max) < XcodeVersions.xcode10 else { return nil }
        return Device.Insets(top: 0, left: LayoutEngine.leastCellMargin, bottom: 0, right: LayoutEngine.leastCellMargin)
    }

    /// The margins the file sets, else the default ones, before the root's safe area.
    private func ownMargins(of view: NibObject) -> Device.Insets {
        for child in view.element.childElements {
            func n(_ name: String) -> Double { child[attribute: name].flatMap(Double.init) ?? 0 }
            switch (child.name, child[attribute: "key"]) {
            case ("edgeInsets", "layoutMargins"):
                return Device.Insets(top: n("top"), left: n("left"), bottom: n("bottom"), right: n("right"))
            case ("directionalEdgeInsets", "directionalLayoutMargins"):   // left to right
                return Device.Insets(top: n("top"), left: n("leading"), bottom: n("bottom"), right: n("trailing"))
            default:
                continue
            }
        }
        if view === root, !isCellBeforeXcode10(root) {
            // A table cell has its content view's side margins (the-blue-alliance's Xcode 11 cells
            // that preserve them keep 15 pt on a 375 pt phone, however wide).
            let side = root.className == "tableViewCell" ? xibCellMargin(width: root.frame?.width ?? screen.width) : screen.rootMargin
            return Device.Insets(top: 0, left: side, bottom: 0, right: side)
        }
        // A cell of a XIB of its own has them too (RocketChat, vlc-ios, appcenter, pocket-casts).
        if view.className == "tableViewCellContentView", let cell = view.parent, cell.layoutParent?.className == "tableView" || cell === root,
           hasSystemCellMargins(view, of: cell) {
            let accessory = (cell.element[attribute: "accessoryType"] ?? "none") != "none"
            let width = cell.frame?.width ?? screen.width
            let side = cell === root ? xibCellMargin(width: width) : tableCellMargin(width: width)
            // Xcode 26 gives iOS 26's taller rows 15 pt above and below (dolphin-ios's settings,
            // firebase's quickstart samples, GoMap's display settings, Delta's).
            let vertical = NibDocument.drawsIOS26(toolsVersion: toolsVersion) ? 15.0 : 11
            return Device.Insets(top: vertical, left: side, bottom: vertical, right: accessory ? 8 : side)
        }
        // A stack view's are none (UIStackView's own default): views pinned to its margins sit
        // on its edges in woocommerce's, WordPressAuthenticator's and ProtonVPN's files.
        if view.className == "stackView" { return Device.Insets(top: 0, left: 0, bottom: 0, right: 0) }
        return Device.Insets(top: 8, left: 8, bottom: 8, right: 8)
    }

    /// Whether a cell's content view has the system's margins rather than UIView's 8 pt: from
    /// Xcode 10, and from Xcode 9.2 (tools 13771, iOS 11's margins) in a scene's cell whose
    /// content view keeps its own (16 pt on a 375 pt phone, 11 at top and bottom: Aztec's,
    /// QuickBlox's and expanding-collection's cells; Xcode 9.0's RxDataSources cells still have
    /// 8; ChatSecure's Xcode 9.2 cells that preserve the table's keep 15).
    private func hasSystemCellMargins(_ contentView: NibObject, of cell: NibObject) -> Bool {
        let tools = toolsVersion ?? .max
        if tools >= XcodeVersions.xcode10 { return true }
        return tools >= XcodeVersions.xcode9_2 && cell !== root && contentView.element[attribute: "preservesSuperviewLayoutMargins"] != "YES"
    }

    /// The side margins of a table cell's content view in a scene, `width` wide: 20 pt on a
    /// phone wider than 375 pt, as on the 414 pt ones, also where the root view's are 16 (the
    /// 393 pt phone's cells in GoMap's and firebase's quickstart storyboards, Xcode 15 and 16),
    /// but 16 in a table no wider than 320 pt (KeePassium's 300 pt alert on a 414 pt phone), and
    /// 16 on narrower phones.
    private func tableCellMargin(width: Double) -> Double {
        guard let device = Device.named(screen.id), device.width > 375 else { return screen.rootMargin }
        return width > 320 ? 20 : 16
    }

    /// The side margins of the content view of a table cell of a XIB of its own, `width` wide.
    /// Xcode 10 gives it those of a screen as wide as the cell (375 pt: 16, RocketChat and
    /// appcenter; 600: 20, element-ios). From Xcode 11 the document's device decides: a phone
    /// wider than 375 pt gives a cell wider than the default 320 pt 20 (woocommerce, ChatSecure,
    /// element-ios, firebase's quickstart) and a 320 pt one 16 (woocommerce,
    /// WordPressAuthenticator); a 375 pt phone gives 15 in Xcode 11 (woocommerce, element-ios)
    /// and 16 from Xcode 12 at any width (element-ios's 600 pt cells, woocommerce, vlc-ios,
    /// TLPhotoPicker, pocket-casts).
    private func xibCellMargin(width: Double) -> Double {
        let tools = toolsVersion ?? .max
        guard tools >= XcodeVersions.xcode11, let device = Device.named(screen.id) else { return screen.rootMargin }
        if device.width > 375, width > 320 { return 20 }
        return tools < XcodeVersions.xcode12 && device.width <= 375 ? 15 : 16
    }

    /// A cell, which a table or collection lays out: the screen's safe area is not its own
    /// (woocommerce's cells, whose content views preserve the cell's margins, keep 11 pt at the
    /// top on a notched phone).
    private func isCell(_ view: NibObject) -> Bool {
        ["tableViewCell", "collectionViewCell", "collectionReusableView"].contains(view.className)
    }

    /// A cell of a XIB of its own, before Xcode 10: a view, not a controller's, with UIView's
    /// documented 8 pt margins all round (XLForm's cells, whose content views preserve them).
    private func isCellBeforeXcode10(_ view: NibObject) -> Bool {
        isCell(view) && (toolsVersion ?? .max) < XcodeVersions.xcode10
    }

    /// A subview's margins, moved in by as much of the root's safe area insets as its frame in
    /// the file reaches into (`SubviewSafeArea`), no more than its own length, as UIKit documents
    /// `insetsLayoutMarginsFromSafeArea`: a full-screen container's content pinned to its top
    /// margin lies 8 pt below the status bar (RadarCOVID's modals, corona-warn-app, KeePassium's
    /// passcode screen, threema's calls, Instructions' containment).
    private func inCoveredPart(_ margins: Device.Insets, of view: NibObject) -> Device.Insets {
        guard insideSafeArea, view.element[attribute: "insetsLayoutMarginsFromSafeArea"] != "NO", let frame = view.frame,
              let safe = SubviewSafeArea.insets(screen.marginSafeArea, reachingInto: view, of: root) else { return margins }
        func within(_ inset: Double, length: Double) -> Double { max(0, min(length, inset)) }
        return Device.Insets(top: margins.top + within(safe.top, length: frame.height),
                             left: margins.left + within(safe.left, length: frame.width),
                             bottom: margins.bottom + within(safe.bottom, length: frame.height),
                             right: margins.right + within(safe.right, length: frame.width))
    }

    /// The root's margins, moved in by its safe area unless it says otherwise.
    private func inSafeArea(_ margins: Device.Insets) -> Device.Insets {
        guard insideSafeArea, root.element[attribute: "insetsLayoutMarginsFromSafeArea"] != "NO" else { return margins }
        let s = screen.marginSafeArea
        return Device.Insets(top: s.top + margins.top, left: s.left + margins.left, bottom: s.bottom + margins.bottom, right: s.right + margins.right)
    }
}
