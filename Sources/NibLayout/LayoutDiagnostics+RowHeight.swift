import Cassowary
import NibModel

extension LayoutEngine {
    /// The views in rows Interface Builder has not laid out (`isInRowNotLaidOut`) whose place
    /// or height follows the row's height where Interface Builder does not know that height:
    /// Xcode 13 on marks them ambiguous, however near their frames are to the solve. It knows
    /// it where the table sets one height for every row; not where the row sets its own (the
    /// cell's Row Height, `rowHeight` on the cell) or the table sizes rows to their content
    /// (Automatic, `rowHeight="-1"`). Read off 6 repositories that agree: Xcode marks the views
    /// centred in, or stretched to, such rows in GoMap's automatic form (16 views),
    /// IQKeyboardManager's cells of 41 and 350 pt (11), Monal's of 120 pt (7), iNaturalist's of
    /// 220 and 80 pt (7) and IVPN's of 80 (2); it leaves them unmarked in Kingfisher's and GoMap's
    /// tables of 44 pt rows (5 views).
    /// A view placed from the row's top alone, or in a row its content sizes (a chain of
    /// required constraints from top to bottom), does not follow. Of the 99 views this finds over
    /// the corpus and 22 fetched repositories, Xcode marks 73. Of the 26 it leaves unmarked, 6 are
    /// in the first rows below the edge in GoMap's, IQKeyboardManager's and IVPN's tables, where
    /// `shownHeight` is likely a row short. The other 20 are in Monal's chat rows, where Xcode
    /// marks one of two identical buttons.
    func viewsFollowingUnknownRowHeights() -> Set<String> {
        guard marksRowsNotLaidOutAmbiguous else { return [] }
        let contentViews = order.compactMap { id -> (view: NibObject, box: Box)? in
            guard let view = document.objectsByID[id], view.className == "tableViewCellContentView",
                  let cell = view.parent, let table = cell.parent?.nearest("tableView"),
                  cell.element[attribute: "rowHeight"] != nil || table.element[attribute: "rowHeight"] == "-1",
                  isInRowNotLaidOut(id), let b = boxes[id] else { return nil }
            return (view, b)
        }
        guard !contentViews.isEmpty else { return [] }
        // Each content view's height, let go of its cell's and pulled 20 pt taller.
        let heights = Dictionary(uniqueKeysWithValues: contentViews.map { ($0.view.id, $0.box.height) })
        var released: [Constraint] = []
        for (c, about) in placing {
            guard case .autoresizing(let id) = about, let height = heights[id], c.expression.terms.contains(where: { $0.variable === height }),
                  (try? solver.remove(c)) != nil else { continue }
            released.append(c)
        }
        let inside = contentViews.flatMap { XcodeAgreement.views(inside: $0.view).compactMap { v in boxes[v.id].map { (id: v.id, box: $0) } } }
        updateSolver()
        let before = inside.map { (y: $0.box.y.value, height: $0.box.height.value) }
        var pulled: [Variable] = []
        for (_, b) in contentViews where (try? solver.addEditVariable(b.height, strength: .strong)) != nil {
            try? solver.suggestValue(b.height, b.height.value + 20)
            pulled.append(b.height)
        }
        updateSolver()
        let following = zip(inside, before).filter { view, was in
            abs(view.box.y.value - was.y) > 0.5 || abs(view.box.height.value - was.height) > 0.5
        }
        for v in pulled { try? solver.removeEditVariable(v) }
        for c in released { try? solver.add(c) }
        updateSolver()
        return Set(following.map(\.0.id))
    }
}
