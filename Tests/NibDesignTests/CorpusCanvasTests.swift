import Foundation
import NibDesign
import NibLayout
import NibModel
import NibXML
import SharedFiles
import Testing

/// The canvas on real files: on open every view is where Xcode stored it, and typing into a
/// label moves only what is constrained to that label.
@Suite("The canvas on the corpus")
struct CorpusCanvasTests {
    /// The iOS Auto Layout files of both corpus folders.
    static var files: [CorpusFiles.File] {
        [SharedFiles.corpus, SharedFiles.moreCorpus].flatMap { CorpusFiles.list($0.path) }.filter { file in
            guard let text = try? String(contentsOfFile: file.path, encoding: .utf8) else { return false }
            return text.contains(#"targetRuntime="iOS"#) && text.contains(#"useAutolayout="YES""#)
        }
    }

    static func views(inside root: NibObject) -> [NibObject] {
        var found: [NibObject] = [], stack = [root]
        while let view = stack.popLast() {
            if view.frame != nil { found.append(view) }
            stack += view.children
        }
        return found
    }

    @Test("every root opens with every view at its stored frame, exactly", SharedFiles.needsCorpus)
    func framesOnOpen() throws {
        var (roots, views, wrong) = (0, 0, [String]())
        for file in Self.files {
            guard let session = try? DesignSession(opening: file.path) else { continue }
            for index in session.roots.indices {
                session.showRoot(index)
                guard let root = session.root else { continue }
                roots += 1
                // The root is the screen, placed by its device (a root below an opaque bar stores
                // y 64, and the canvas, its overlays and hit tests all start it at 0).
                for view in Self.views(inside: root) where view !== root {
                    views += 1
                    if session.frames[view.id] != view.frame {
                        wrong.append("\(file.name) \(view.id): shown \(String(describing: session.frames[view.id])), stored \(view.frame!)")
                    }
                }
            }
        }
        print("canvas on open: \(views - wrong.count) of \(views) views in \(roots) roots at their stored frames")
        #expect(roots > 500 && views > 8000)
        #expect(wrong.isEmpty, "\(wrong.prefix(10))")
    }

    @Test("typing a character into a label moves only the views constrained to it", SharedFiles.needsCorpus)
    func typingMovesOnlyConstrainedViews() throws {
        var (labels, moved, stray) = (0, 0, [String]())
        for file in Self.files {
            guard let session = try? DesignSession(opening: file.path) else { continue }
            for index in session.roots.indices {
                session.showRoot(index)
                guard let root = session.root, !XcodeAgreement.hasMarks(root),
                      let label = Self.views(inside: root).first(where: { $0.className == "label" && !($0.text ?? "").isEmpty && !$0.isHidden })
                else { continue }
                let before = session.frames
                try session.set("text", to: label.text! + "W", on: label.id)
                let allowed = Self.constrained(to: label, in: session.document)
                labels += 1
                var movedHere = false
                for (id, frame) in session.frames where before[id] != nil && before[id] != frame {
                    movedHere = true
                    // A layout guide (a view's safe area) moves with the view that has it.
                    let owner = session.document.objectsByID[id].flatMap { $0.frame == nil ? $0.parent?.id : nil } ?? id
                    if !allowed.contains(owner) { stray.append("\(file.name): \(id) moved when \(label.id) grew") }
                }
                if movedHere { moved += 1 }
                session.undo()
                #expect(session.frames == before, "\(file.name): undo puts every view back")
            }
        }
        print("typing: \(labels) labels, \(moved) moved something, \(stray.count) views moved that are not constrained to the label")
        #expect(labels > 300)
        #expect(moved > labels / 5, "a wider label moves itself at least, unless constraints fix its width")
        #expect(stray.isEmpty, "\(stray.prefix(10))")
    }

    /// The views an edit of `view`'s natural size can move: the label, and everything reachable
    /// from it through constraints (a layout guide stands for its view), stack views and their
    /// arranged subviews, and views that autoresize with their superview.
    static func constrained(to view: NibObject, in document: NibDocument) -> Set<String> {
        func owner(_ item: NibObject) -> NibObject { item.frame == nil ? (item.parent ?? item) : item }
        var neighbours: [String: Set<String>] = [:]
        func link(_ a: NibObject, _ b: NibObject) {
            neighbours[a.id, default: []].insert(b.id)
            neighbours[b.id, default: []].insert(a.id)
        }
        for (_, c) in document.constraints {
            if let second = c.secondItem { link(owner(c.firstItem), owner(second)) }
        }
        for object in document.objectsByID.values where object.frame != nil {
            guard let parent = object.parent, parent.frame != nil else { continue }
            if parent.className == "stackView" || object.translatesAutoresizingMaskIntoConstraints { link(object, parent) }
        }
        var reached: Set<String> = [view.id], queue = [view.id]
        while let id = queue.popLast() {
            for next in neighbours[id] ?? [] where reached.insert(next).inserted { queue.append(next) }
        }
        return reached
    }
}

/// Update Frames on whole roots, as `nibtool resolve --update-frames` runs it.
@Suite("Update Frames on the corpus")
struct CorpusUpdateFramesTests {
    @Test("every root with views Xcode marked misplaced: none is left misplaced, and only frames and the marks Update Frames drops change", SharedFiles.needsCorpus)
    func updateFramesOnMarkedFiles() throws {
        var (files, moved, unmarked) = (0, 0, 0)
        for file in CorpusCanvasTests.files {
            guard let text = try? String(contentsOfFile: file.path, encoding: .utf8), text.contains(#"misplaced="YES""#),
                  let session = try? DesignSession(opening: file.path) else { continue }
            files += 1
            for index in session.roots.indices {
                session.showRoot(index)
                guard let root = session.root else { continue }
                try session.updateFrames(of: root.id)
                let left = session.currentIssues().filter(\.isMisplaced)
                #expect(left.isEmpty, "\(file.name): \(left.map(\.message))")
            }
            let before = text.split(separator: "\n", omittingEmptySubsequences: false)
            let after = session.document.xml.serialized().split(separator: "\n", omittingEmptySubsequences: false)
            #expect(before.count == after.count, "\(file.name): lines added or removed")
            for (a, b) in zip(before, after) where a != b {
                if Self.dropsOnlyMarks(String(a), String(b)) {
                    unmarked += 1
                    continue
                }
                moved += 1
                #expect(a.contains(#"<rect key="frame""#) && b.contains(#"<rect key="frame""#), "\(file.name): \(a) became \(b)")
            }
        }
        print("Update Frames: \(files) files with Xcode's misplaced marks, \(moved) frames written, \(unmarked) marks removed")
        #expect(files >= 20 && moved > 50 && unmarked > 20)
    }

    /// Whether `after` is `before` less Xcode's misplaced mark, its ambiguous mark (which Update
    /// Frames drops from the rows it lays out, as Xcode does), or both.
    static func dropsOnlyMarks(_ before: String, _ after: String) -> Bool {
        let misplaced = #" misplaced="YES""#, ambiguous = #" ambiguous="YES""#
        let withoutMisplaced = before.replacingOccurrences(of: misplaced, with: "")
        return before != after && [withoutMisplaced, before.replacingOccurrences(of: ambiguous, with: ""),
                                   withoutMisplaced.replacingOccurrences(of: ambiguous, with: "")].contains(after)
    }
}
