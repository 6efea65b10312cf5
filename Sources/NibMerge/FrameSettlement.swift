import Foundation
import NibDesign
import NibLayout
import NibModel
import NibXML
import XMLTree

/// Frame conflicts that layout settles. Two sides often move a view only because constraints or
/// content changed around it; the merged document's layout then says where it goes, as Update
/// Frames would. A view keeps ours' frame if the merged constraints hold it there, else takes
/// theirs' if they hold it there, else moves where they put it. A view the constraints leave
/// ambiguous, or whose root has constraints that cannot all hold, stays a conflict: that is a
/// placement by hand, for a person to choose. Only iOS documents are laid out: where the file
/// lives (`path`) given, in the fonts of its project, as Xcode lays it out.
enum FrameSettlement {
    static func settle(_ text: String, conflicts: [MergeConflict], theirs: XMLDocument, path: String? = nil) -> (text: String, conflicts: [MergeConflict]) {
        let framed = Set(conflicts.filter { $0.property.hasPrefix("frame ") }.compactMap(\.objectID))
        guard !framed.isEmpty, let xml = try? XMLReader.parse(text),
              xml.root[attribute: "targetRuntime"]?.hasPrefix("iOS") == true,
              let document = try? NibDocument(xml: xml) else { return (text, conflicts) }
        let file = path.map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? ""
        if !file.isEmpty { DesignSession.loadWorkspaceFonts(around: URL(fileURLWithPath: file).deletingLastPathComponent().path) }
        let session = DesignSession(file: InterfaceBuilderFile(path: file, document: document))
        let theirFrames = References.elementsByID(theirs.root)
        var settled = Set<String>()
        for id in framed.sorted() {
            // A view its autoresizing mask places was placed by hand: a person chooses.
            guard let view = document.objectsByID[id], !view.translatesAutoresizingMaskIntoConstraints, let rootIndex = session.roots.firstIndex(where: { $0.contains(view) }),
                  let theirRect = theirFrames[id]?.childElements.first(where: { $0.name == "rect" && $0[attribute: "key"] == "frame" }) else { continue }
            session.showRoot(rootIndex)
            if holds(id, in: session) { settled.insert(id); continue }
            func n(_ name: String) -> Double { theirRect[attribute: name].flatMap(Double.init) ?? 0 }
            let mark = document.history.stateMark
            try? session.setFrame(id, to: Rect(x: n("x"), y: n("y"), width: n("width"), height: n("height")), name: "Theirs")
            if holds(id, in: session) { settled.insert(id); continue }
            while document.history.stateMark != mark, document.history.canUndo { _ = document.history.undo() }
            guard determined(id, in: session) else { continue }
            try? session.updateFrames(of: id)
            if holds(id, in: session) { settled.insert(id) }
        }
        guard !settled.isEmpty else { return (text, conflicts) }
        return (document.xml.serialized(), conflicts.filter { !($0.objectID.map(settled.contains) ?? false) || !$0.property.hasPrefix("frame ") })
    }

    /// The view sits where its constraints put it, and they put it in one place.
    private static func holds(_ id: String, in session: DesignSession) -> Bool {
        determined(id, in: session) && !session.currentIssues().contains { $0.objectID == id && $0.isMisplaced }
    }

    /// A view in a table's row Interface Builder has not laid out is as its constraints put it
    /// there: Xcode calls it ambiguous only because it has not laid the row out.
    private static func determined(_ id: String, in session: DesignSession) -> Bool {
        let issues = session.currentIssues()
        return !issues.contains { $0.severity == .error } && !issues.contains { $0.objectID == id && $0.isAmbiguous && !$0.isInRowNotLaidOut }
    }
}

extension NibObject {
    func contains(_ other: NibObject) -> Bool {
        var node: NibObject? = other
        while let n = node {
            if n === self { return true }
            node = n.parent
        }
        return false
    }
}
