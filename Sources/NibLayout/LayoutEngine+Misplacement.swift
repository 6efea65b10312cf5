import Cassowary
import NibModel

extension LayoutEngine {
    /// The views whose stored frames disagree with their own constraints: a constraint about
    /// the view that the solve meets and the file's frames break by a point or more
    /// (`misplacementTolerance`), or a size the solve takes from the view's content (its text,
    /// at Xcode's measure where the stand-in is within its error) that the file's frame does not
    /// have by as much. Xcode calls a view
    /// misplaced when its frame is not the solved one; a view the solve moves only because
    /// Nibbler's metrics differ elsewhere (a neighbour's text a point wider) keeps every
    /// constraint of its own, and is not blamed for it.
    /// An optional constraint is not one of those (`isOptional`), nor one with a scroll view's
    /// content size in it: a file stores no content size, UIKit derives it from the content's
    /// constraints, so the content's stored frames say what it is. Judged at the solved size
    /// instead, the scroll content of element-ios's 7 key-backup storyboards (26 views) and of
    /// OsmAnd's first-use wizard (4), where Xcode marks none, was blamed for text Nibbler
    /// measures shorter.
    /// Blame does not spread to every view constrained to a view that breaks its constraints (its
    /// neighbours): on clean files that doubled the false alarms (6.9% to 13%) for a fifth more of
    /// Xcode's marks. It spreads to the neighbours the solve moves with it by the same distance
    /// (`groupsMovedWith`), and to the subviews it moves with it (`subviewsMovedWith`).
    /// A stack view and the views in it are never misplaced: Interface Builder lays a stack's
    /// content out as it is edited, and of the corpus's 556 stack views (37 repositories) Xcode
    /// marks none, nor any view they arrange, nor any of the 136 views inside those (14
    /// repositories; none of 629 in 21 other repositories either). A view in a table's cell
    /// that lies below the table's bottom edge is among these where it breaks its constraints,
    /// but is not misplaced (`isInRowNotLaidOut`). Nor is a view whose text
    /// code Nibbler has not read may size (`isSizedByUnreadCode`), nor one showing an SF Symbol,
    /// whose frame is its alignment rect grown by the symbol's own insets (`symbolSlack`): Xcode
    /// marks none of the 280 image views and buttons showing one in 18 repositories (75 of them
    /// in 7 of the corpus's).
    func viewsBreakingTheirConstraints() -> Set<String> {
        let stored = storedValues()
        func value(_ v: Variable) -> Double { stored[ObjectIdentifier(v)] ?? v.value }
        let contentSizeVariables = Set(contentSizes.values.flatMap { [ObjectIdentifier($0.width), ObjectIdentifier($0.height)] })
        var breaking: Set<String> = []
        for (constraint, about) in placing where !isOptional(about) {
            guard constraint.violation(where: { $0.value }) <= 0.5,
                  !constraint.expression.terms.contains(where: { contentSizeVariables.contains(ObjectIdentifier($0.variable)) }) else { continue }
            let placed = views(about)
            guard constraint.violation(where: value) > Self.misplacementTolerance + (placed.map(symbolSlack).max() ?? 0) else { continue }
            breaking.formUnion(placed)
        }
        for view in orderedViews {
            guard let axes = intrinsicConstraints[view], let b = boxByView[view] else { continue }
            let id = view.id
            for (natural, size) in [(axes.horizontal, b.width), (axes.vertical, b.height)] {
                guard let natural else { continue }
                if abs(size.value - natural.length) < 0.01, abs(value(size) - size.value) > Self.misplacementTolerance { breaking.insert(id) }
            }
        }
        return subviewsMovedWith(groupsMovedWith(breaking)).filter {
            !isStackLaidOut($0) && !isSizedByUnreadCode($0) && document.objectsByID[$0]?.showsSymbol != true
        }
    }

    /// Whether Xcode calls a view in a row it has not laid out (`isInRowNotLaidOut`) that is off
    /// its solved frame ambiguous: from Xcode 13 it marks such views so, their frames being from
    /// before, when it laid them out. Over the corpus and 104 repositories outside it, Xcode
    /// marks every such view more than 4 pt off (`rowNotLaidOutTolerance`) in files of Xcode 13
    /// on (Pyto's, dolphin's, IVPN's and Monal's rows, 63 views) and none in earlier files
    /// (MiniKeePass', expanding-collection's, lockwise's and TextFieldEffects' rows, of Xcode 9
    /// to 12.5); that holds for a view that keeps its own constraints too, moved with one that
    /// breaks them (Pyto's theme labels, stretched to a view a stale margin put 8 pt off; none
    /// more over 29 other repositories). Of views that keep their constraints, it marks those
    /// in rows whose height it does not know (`viewsInRowsOfUnknownHeight`).
    var marksRowsNotLaidOutAmbiguous: Bool { (document.toolsVersion ?? 0) >= XcodeVersions.xcode13 }

    /// How far the file's frames may break a view's constraint, or its content size, before
    /// the view is misplaced: under a point. Xcode stores each edge on the device's pixel grid,
    /// and frames of an older layout keep its rounding (Xcode 9's sliders in FSPagerView's cells
    /// are centred 0.75 pt off, Segmentio's Xcode 7 badges 0.75 pt), so a constraint between
    /// stored edges may be off by a fraction of a point where the layout is Xcode's own. Of the
    /// views that break one by half a point to a point, in the corpus and 57 other repositories,
    /// Xcode marks none (10 in 8 repositories: those, Cosmos', MiniKeePass', matrix-ios-kit's,
    /// Radar COVID's); every view it marks is a point or more off (Eureka's week-day cell of
    /// Xcode 7, whose grid is whole points, by exactly one).
    static let misplacementTolerance = 0.99

    /// Whether a constraint of the file's is optional (below 1000). One the file's frames break
    /// Xcode's solve broke too, as it may, where its metrics made the content want more (a
    /// scroll view's content taller than the screen it is asked to match at 250); that
    /// Nibbler's solve meets it says only that its metrics differ. Xcode marks 2 of the 796
    /// views with such constraints misplaced (habitica's, through required ones too), and
    /// Nibbler called 26 so in four repositories (Stopp Corona's scroll content, KeePassium's,
    /// DisplaySwitcher's, FSPagerView's table).
    private func isOptional(_ about: PlacingSource) -> Bool {
        if case .file(let c) = about { return c.priority < 1000 }
        return false
    }

    /// Whether a view is a table's cell, or in one, whose frame in the file starts at or below what
    /// the table shows (`shownHeight`): rows a table does not show it does not lay out (UIKit loads
    /// the visible rows' cells only), and Interface Builder judges none of them misplaced. Of the
    /// corpus's 469 views in such rows (11 repositories), and 301 of 11 other repositories, Xcode
    /// marks none misplaced, where it marks 5 of the 3,330 in rows shown; their frames are often
    /// those of an older layout (TextFieldEffects' last rows keep UIView's 8 pt margins,
    /// MiniKeePass's settings rows 7 pt off).
    func isInRowNotLaidOut(_ id: String) -> Bool {
        let cell = document.objectsByID[id]?.nearest("tableViewCell")
        guard let cellFrame = cell?.frame, let table = cell?.parent?.nearest("tableView"), let tableFrame = table.frame else { return false }
        return cellFrame.y >= shownHeight(of: table, frame: tableFrame)
    }

    /// How far down a table's content its screen shows: its height less the bars over its top,
    /// which its adjusted content inset takes in (UIKit scrolls it to minus that inset, so its
    /// first row starts below them); rows reaching under a tab bar or the home indicator are
    /// shown behind it. Xcode marks rows below that edge as it marks rows below the table:
    /// Pyto's theme list, 647 pt under 56 of bars, from its row at 616.5 pt, not at 573;
    /// IQKeyboardManager's from 834, not at 728 (896 under 92); GoMap's form from 745 (852
    /// under 172). appcenter's settings row at 602.5, under a status bar only, is laid out:
    /// Xcode marks it misplaced.
    private func shownHeight(of table: NibObject, frame: Rect) -> Double {
        var y = 0.0
        var node: NibObject? = table
        while let n = node, n !== root {
            guard let f = n.frame else { return frame.height }
            y += f.y
            node = n.layoutParent
        }
        guard node === root else { return frame.height }
        return frame.height - max(0, screen.safeArea.top - y)
    }

    /// Whether a view showing text is of a custom class that code may size: Interface Builder
    /// runs an @IBDesignable class's code, whose intrinsic size, font or text (a localized
    /// string's key replaced by its text) Nibbler does not know. Only where the project's code
    /// is read and says the class is not designable is the view judged, as its UIKit class is.
    /// Xcode marks none of the corpus's 89 custom labels, 86 text fields and 17 text views
    /// misplaced, and one of its 185 buttons (in energy's settings pane, which it marks whole),
    /// against 43 of the 3,030 views of UIKit's own text classes; in 57 other repositories one
    /// of 1,149 (AdGuard's EdgeInsetLabel, whose insets are code's). Nibbler called 129 such
    /// views misplaced that Xcode does not, in 10 repositories: Stopp Corona's TransLabels,
    /// corona-warn-app's ENALabels, AdGuard's themed labels and buttons, dolphin's buttons.
    private func isSizedByUnreadCode(_ id: String) -> Bool {
        guard let view = document.objectsByID[id], StoredTextSizing.textClasses.contains(view.className),
              let custom = view.customClass, !custom.isEmpty else { return false }
        return document.projectDesignable?(view) != false
    }

    /// `misplaced` and the views tied to one of them by a required constraint, beside it in
    /// the same superview, that the solve moves with it along the constraint's axis by the same
    /// distance, all the way along: Xcode calls a view misplaced whenever its frame is not the
    /// solved one, and a view that keeps its constraints to a misplaced neighbour is off by what
    /// the neighbour is. Marked so: firebase's sign-in buttons, under text fields stored in a
    /// 600 pt wide scene; Koloda's buttons beside a card view stored 320 pt wide; energy's
    /// settings labels below a scroll view stored under no status bar (7 views, 3 repositories);
    /// Eureka's last week-day button, a point off with its separator on the whole points its
    /// Xcode 7 file was stored on (`storedFrameScale`), where the distances are measured.
    /// In clean files it follows only the neighbours Nibbler already calls misplaced wrongly:
    /// 6 more false alarms over the corpus's clean files, 3 in a storyboard whose ids say it was
    /// edited by hand (sentry's); outside it, 4 over 190 files of 9 repositories, and none over
    /// the 98 files of 14 others where it found firebase's and Koloda's marks.
    private func groupsMovedWith(_ misplaced: Set<String>) -> Set<String> {
        var ties: [String: [(other: String, horizontal: Bool)]] = [:]
        for (_, about) in placing where !isOptional(about) {
            guard case .file(let c) = about, let second = c.secondItem, c.firstItem.layoutParent === second.layoutParent else { continue }
            let horizontal = !Self.verticalAttributes.contains(c.firstAttribute.rawValue)
            ties[c.firstItem.id, default: []].append((second.id, horizontal))
            ties[second.id, default: []].append((c.firstItem.id, horizontal))
        }
        let grid = storedFrameScale
        func shift(_ id: String, horizontal: Bool) -> Double? {
            guard let stored = document.objectsByID[id]?.frame, let solved = relativeFrame(id, onGridOf: grid) else { return nil }
            return horizontal ? solved.x - stored.x : solved.y - stored.y
        }
        var all = misplaced
        var moved = Array(misplaced)
        while let id = moved.popLast() {
            for (other, horizontal) in ties[id] ?? [] where !all.contains(other) {
                guard let distance = shift(id, horizontal: horizontal), abs(distance) > Self.misplacementTolerance,
                      let otherDistance = shift(other, horizontal: horizontal), abs(distance - otherDistance) <= 0.5 else { continue }
                all.insert(other)
                moved.append(other)
            }
        }
        return all
    }

    /// `misplaced` and, below each misplaced view the solve resizes, the subviews whose frames in
    /// their superviews the solve changes with it, all the way down: Xcode marks those too
    /// (opentok's video view and the containers in it, energy's settings panes). Over the
    /// corpus's marked files this finds 13 more of Xcode's 69 marks, for 8 more false alarms on
    /// clean files.
    private func subviewsMovedWith(_ misplaced: Set<String>) -> Set<String> {
        var all = misplaced
        var resized = misplaced.filter { id in solvedDifference(id).map { $0.size > 0.5 } ?? false }
        while let id = resized.popFirst() {
            for child in document.objectsByID[id]?.layoutChildren ?? [] where !all.contains(child.id) {
                guard let difference = solvedDifference(child.id), difference.origin > 0.5 || difference.size > 0.5 else { continue }
                all.insert(child.id)
                if difference.size > 0.5 { resized.insert(child.id) }
            }
        }
        return all
    }

    /// How far a view's solved frame in its superview is from its stored one: the larger change of
    /// its origin's coordinates, and of its size's.
    private func solvedDifference(_ id: String) -> (origin: Double, size: Double)? {
        guard boxes[id] != nil, let stored = document.objectsByID[id]?.frame, let solved = relativeFrame(id) else { return nil }
        return (max(abs(stored.x - solved.x), abs(stored.y - solved.y)), max(abs(stored.width - solved.width), abs(stored.height - solved.height)))
    }

    /// Pixels per point of the grid the file's frames were stored on, where it is not the
    /// device's: whole points, in a file from before Xcode 8 (tools 11000, whose canvas was not
    /// a device's) that stores no fractional frame. Where the solve puts an edge on a half point,
    /// files of Xcode 4 to 7 store it on a whole one 161 times (29 repositories) and on the half
    /// 35 times (12 repositories, files that store half points elsewhere too). Judged so, the
    /// views Xcode 7 marked misplaced in Eureka's week-day cell are those whose frames are a
    /// point off the solve, and XLForm's copies of that cell, unmarked, are on it.
    var storedFrameScale: Double? {
        guard let tools = document.toolsVersion, tools < XcodeVersions.xcode8 else { return nil }
        let fractional = document.allObjects.contains { object in
            guard let f = object.frame else { return false }
            return [f.x, f.y, f.width, f.height].contains { $0 != $0.rounded() }
        }
        return fractional ? nil : 1
    }

    /// A stack view, or a view in one: one it arranges, or a view inside that.
    private func isStackLaidOut(_ id: String) -> Bool {
        document.objectsByID[id]?.nearest("stackView") != nil
    }

    /// How far the stored frame of a view showing an SF Symbol may lie from a constraint it
    /// shares with other views, which are not blamed within it: the frame is the alignment rect
    /// grown by the symbol's own insets, and its natural size an estimate (`SymbolImages`);
    /// Nibbler knows neither. Over the corpus's symbol views (tinode, Loop, GoMap, Pyto) the
    /// frame is within a quarter of its larger side of the solve. (The symbol view itself is
    /// never judged misplaced.)
    func symbolSlack(_ id: String) -> Double {
        guard let view = document.objectsByID[id], view.showsSymbol, let frame = view.frame else { return 0 }
        return max(frame.width, frame.height) / 4
    }

    /// The views a constraint blames: a file constraint's items (a layout guide stands for its
    /// view), an autoresizing view; none for a stack view's own constraints, which are about
    /// the stack and the views it arranges only (see `isStackLaidOut`).
    private func views(_ about: PlacingSource) -> [String] {
        switch about {
        case .file(let c):
            return [c.firstItem, c.secondItem].compactMap { item in
                item.map { $0.className.hasSuffix("LayoutGuide") ? ($0.parent?.id ?? $0.id) : $0.id }
            }
        case .stack: return []
        case .autoresizing(let id): return [id]
        }
    }

    /// The values the views' box variables have at the file's frames: each box is the stored
    /// frame less its alignment insets, its origin relative to its superview's box. A layout
    /// guide keeps its solved inset from its owner and follows the owner's stored size.
    func storedValues() -> [ObjectIdentifier: Double] {
        var values: [ObjectIdentifier: Double] = [:]
        func assign(_ view: NibObject, parentBox: Rect?) {
            guard let b = boxes[view.id] else { return }
            var box: Rect
            if let parentBox, let frame = view.frame {
                // A frame is placed from its superview's frame's origin, outside that one's box.
                let parentInsets = alignmentInsets[view.parent?.id ?? ""] ?? Device.Insets(top: 0, left: 0, bottom: 0, right: 0)
                box = Rect(x: parentBox.x - parentInsets.left + frame.x, y: parentBox.y - parentInsets.top + frame.y,
                           width: frame.width, height: frame.height).inset(by: alignmentInsets[view.id])
            } else {
                box = Rect(x: 0, y: 0, width: b.width.value, height: b.height.value)   // the root fills the screen
            }
            values[ObjectIdentifier(b.x)] = box.x - (parentBox?.x ?? 0)
            values[ObjectIdentifier(b.y)] = box.y - (parentBox?.y ?? 0)
            values[ObjectIdentifier(b.width)] = box.width
            values[ObjectIdentifier(b.height)] = box.height
            for child in view.layoutChildren {
                if child.className == "viewLayoutGuide", !child.isContentLayoutGuide, let g = boxes[child.id] {
                    values[ObjectIdentifier(g.width)] = g.width.value + box.width - b.width.value
                    values[ObjectIdentifier(g.height)] = g.height.value + box.height - b.height.value
                } else if child.frame != nil {
                    assign(child, parentBox: box)
                }
            }
        }
        assign(root, parentBox: nil)
        return values
    }
}
