import NibDesign
import NibLayout
import NibModel
import NibRender

/// `nibtool render --diff OLD NEW`: the two versions of a root side by side, as the designer
/// draws them, with what changed outlined: added views green (after), removed views red
/// (before), changed or moved views orange (both). A constraint or connection that changed
/// outlines the views it ties.
public enum DiffPicture {
    public enum Failure: Error, CustomStringConvertible {
        case unreadable(String)
        case noRoot(String)
        case notDrawn(String)
        public var description: String {
            switch self {
            case .unreadable(let why), .noRoot(let why), .notDrawn(let why): why
            }
        }
    }

    /// Draws the root of `sceneID` (or the first root with a change, else the first root).
    public static func write(old: String, new: String, sceneID: String?, to output: String, scale: Double) throws(Failure) {
        let before: DesignSession, after: DesignSession
        do {
            (before, after) = (try DesignSession(opening: old), try DesignSession(opening: new))
        } catch {
            throw .unreadable("\(error)")
        }
        let changes = DocumentDiff.changes(from: before.document, to: after.document)
        var (added, removed, changed) = (Set<String>(), Set<String>(), Set<String>())
        for change in changes {
            guard let id = change.objectID else { continue }
            let tied = Set(views(tiedBy: id, in: after.document) + views(tiedBy: id, in: before.document))
            if !tied.isEmpty {
                changed.formUnion(tied)   // a constraint or connection: the views it ties
                continue
            }
            switch change.kind {
            case .added: added.insert(id)
            case .removed: removed.insert(id)
            case .changed, .moved: changed.insert(id)
            case .header, .layout: break
            }
        }
        guard let rootID = rootID(sceneID: sceneID, in: after, fallback: before, first: added.union(changed).union(removed)) else {
            throw .noRoot(sceneID.map { "no scene has the id \"\($0)\" with a view to draw" } ?? "\(new): no root view to draw")
        }
        var panels: [SideBySide.Panel] = []
        // Changed first: a view added or removed is outlined as such, whatever else tied it.
        for (session, title, colors) in [(before, "Before", [(changed, Renderer.problemOrange), (removed, Renderer.removedRed)]),
                                         (after, "After", [(changed, Renderer.problemOrange), (added, Renderer.addedGreen)])] {
            guard let index = session.roots.firstIndex(where: { $0.id == rootID }) ?? (session === before ? 0 : nil),
                  session.roots.indices.contains(index) else { continue }
            session.showRoot(index)
            guard let root = session.root else { continue }
            let outlines = colors.flatMap { ids, color in ids.subtracting([root.id]).sorted().map { (id: $0, color: color) } }
            panels.append(SideBySide.Panel(renderer: session.renderer(), root: root, overlay: Overlay(outlines: outlines), bars: session.bars, title: title))
        }
        guard SideBySide.writePNG(panels, to: output, scale: scale) else {
            throw .notDrawn("\(output): cannot draw the two versions there (too large at --scale \(scale), or not writable)")
        }
    }

    /// The views a constraint or connection ties together; empty for anything else.
    private static func views(tiedBy id: String, in document: NibDocument) -> [String] {
        if let (_, constraint) = document.constraint(id) {
            return [constraint.firstItem.id] + (constraint.secondItem.map { [$0.id] } ?? [])
        }
        guard let element = document.elementsByID[id], ["outlet", "outletCollection", "action"].contains(element.name) else { return [] }
        return [element[attribute: "destination"]].compactMap { $0 }.filter { document.objectsByID[$0]?.frame != nil }
    }

    private static func rootID(sceneID: String?, in after: DesignSession, fallback before: DesignSession, first ids: Set<String>) -> String? {
        if let sceneID {
            let scene = after.document.scenes.first { $0.id == sceneID } ?? before.document.scenes.first { $0.id == sceneID }
            let views = scene?.objects.compactMap { DocumentLayout.view(of: $0)?.id } ?? []
            return views.first { id in after.roots.contains { $0.id == id } || before.roots.contains { $0.id == id } }
        }
        for session in [after, before] {
            for root in session.roots {
                let inside = Set(subtree(root))
                if !inside.isDisjoint(with: ids) { return root.id }
            }
        }
        return after.roots.first?.id ?? before.roots.first?.id
    }

    private static func subtree(_ object: NibObject) -> [String] { [object.id] + object.children.flatMap(subtree) }
}
