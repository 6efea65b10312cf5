import Cassowary
import NibModel

extension LayoutEngine {
    /// The views in rows Interface Builder has not laid out (`isInRowNotLaidOut`) whose height
    /// Interface Builder does not know: Xcode 13 on marks them ambiguous, however near their
    /// frames are to the solve. It knows it where the table sets one height for every row; not
    /// where the row sets its own (the cell's Row Height, `rowHeight` on the cell) or the table
    /// sizes rows to their content (Automatic, `rowHeight="-1"`), unless a chain of required
    /// constraints from the row's top to its bottom sizes it. Read off 6 repositories that agree:
    /// Xcode marks the views centred in, or stretched to, such rows in GoMap's automatic form (16
    /// views), IQKeyboardManager's cells of 41 and 350 pt (11), Monal's of 120 pt (7),
    /// iNaturalist's of 220 and 80 pt (7) and IVPN's of 80 (2); it leaves them unmarked in
    /// Kingfisher's and GoMap's tables of 44 pt rows (5 views). It marks a view placed from the
    /// row's top alone there too: the Packt iOS 16 book's "Photos" and "Address" labels of its
    /// 45 pt and automatic rows (3 views in each of 10 chapters' copies), iNaturalist's (6),
    /// IVPN's (1) and Monal's (1), with none left unmarked over the corpus and 97 fetched
    /// repositories. Of the views in rows Xcode leaves unmarked, 6 are in the first rows below
    /// the edge in GoMap's, IQKeyboardManager's and IVPN's tables, where `shownHeight` is likely
    /// a row short, and 4 in iSH's About table (Xcode 15).
    func viewsInRowsOfUnknownHeight() -> Set<String> {
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
        updateSolver()
        let before = contentViews.map { $0.box.height.value }
        var pulled: [Variable] = []
        for (_, b) in contentViews where (try? solver.addEditVariable(b.height, strength: .strong)) != nil {
            try? solver.suggestValue(b.height, b.height.value + 20)
            pulled.append(b.height)
        }
        updateSolver()
        // A row its content sizes does not give.
        let unknown = zip(contentViews, before).filter { abs($0.0.box.height.value - $0.1) > 0.5 }.map(\.0.view)
        for v in pulled { try? solver.removeEditVariable(v) }
        for c in released { try? solver.add(c) }
        updateSolver()
        return Set(unknown.flatMap { XcodeAgreement.views(inside: $0).map(\.id).filter { boxes[$0] != nil } })
    }
}
