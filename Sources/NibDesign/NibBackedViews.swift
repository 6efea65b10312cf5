import Foundation
import NibLayout
import NibModel
import NibRender
import NibSource
import NibXML

/// Custom views whose class loads a XIB, drawn with that XIB's contents, as they look at run
/// time. A class's XIB is the one its code loads by name, else one whose File's Owner has that
/// class, else one whose top-level view has it (SwiftMessages' layouts). Only a custom view
/// with no subviews of its own in the document is filled: one that has them is drawn as the
/// document has it. The XIBs' own custom views are filled the same way; a XIB holding its own
/// class (directly or through others) is marked, never drawn into itself.
public final class NibBackedViews {
    private let index: SourceIndex
    /// Every XIB of the project, by name without extension.
    private let xibs: [String: String]
    private var loaded: [String: NibDocument?] = [:]
    private var classNibs: [String: (path: String, root: String)?] = [:]
    /// Classes' owners and top-level views in the project's XIBs, read once when first needed.
    private lazy var declaredIn: (owners: [String: String], views: [String: String]) = readDeclarations()
    private var layouts: [String: [String: Rect]] = [:]

    public init(folder: String, index: SourceIndex) {
        self.index = index
        var xibs: [String: String] = [:]
        for document in ProjectDocuments(folder: folder).folders.flatMap(\.documents) where document.path.hasSuffix(".xib") {
            let name = URL(fileURLWithPath: document.path).deletingPathExtension().lastPathComponent
            if xibs[name] == nil { xibs[name] = folder + "/" + document.path }
        }
        self.xibs = xibs
    }

    /// What `view` shows from its class's XIB at a size; nil when it is not nib-backed.
    public func contents(of view: NibObject, width: Double, height: Double) -> NibContents? {
        guard let custom = view.customClass, view.children.allSatisfy({ $0.frame == nil }), view.frame != nil,
              let (path, rootID) = nib(of: custom), let document = document(at: path),
              let root = document.objectsByID[rootID] else { return nil }
        let key = "\(path)#\(rootID)@\(width)x\(height)"
        let frames = layouts[key] ?? layOut(root, in: document, width: width, height: height)
        layouts[key] = frames
        return NibContents(path: path, document: document, root: root, frames: frames,
                           containsItself: contains(custom, in: document, root: root, visited: [path]))
    }

    /// The XIB and its view that a class's instances show.
    public func nib(of className: String) -> (path: String, root: String)? {
        if let known = classNibs[className] { return known }
        var found: (String, String)?
        for name in index.nibNames(loadedBy: className) {
            if let path = xibs[name], let document = document(at: path), let root = Self.topLevelView(of: document) {
                found = (path, root.id)
                break
            }
        }
        if found == nil, let path = declaredIn.owners[className] ?? declaredIn.views[className], let document = document(at: path) {
            let view = document.roots.first { $0.customClass == className && $0.frame != nil } ?? Self.topLevelView(of: document)
            found = view.map { (path, $0.id) }
        }
        classNibs[className] = found
        return found
    }

    private func document(at path: String) -> NibDocument? {
        if let done = loaded[path] { return done }
        let document = try? InterfaceBuilderFile.load(path).document
        if let document {
            document.useProject(index)
            document.projectNib = { [unowned self] in contents(of: $0, width: $1, height: $2) }
        }
        loaded[path] = document
        return document
    }

    private static func topLevelView(of document: NibDocument) -> NibObject? {
        document.roots.first { $0.frame != nil }
    }

    private func readDeclarations() -> (owners: [String: String], views: [String: String]) {
        var owners: [String: String] = [:], views: [String: String] = [:]
        for path in xibs.values.sorted() {
            guard let document = document(at: path) else { continue }
            for root in document.roots {
                guard let custom = root.customClass else { continue }
                if root.element[attribute: "placeholderIdentifier"] == "IBFilesOwner" {
                    if owners[custom] == nil { owners[custom] = path }
                } else if root.frame != nil, views[custom] == nil {
                    views[custom] = path
                }
            }
        }
        return (owners, views)
    }

    /// The XIB's views at the custom view's size: its root there, the rest as its constraints
    /// (or autoresizing) place them.
    private func layOut(_ root: NibObject, in document: NibDocument, width: Double, height: Double) -> [String: Rect] {
        let layout = DocumentLayout(document: document, sizing: MeasuredSizing())
        var frames: [String: Rect] = [:]
        for entry in layout.frames(size: (width, height)).entries { frames[entry.object.id] = entry.frame }
        frames[root.id] = Rect(x: 0, y: 0, width: width, height: height)
        return frames
    }

    /// Whether the XIB's view holds a view of `className`, directly or through the nibs of the
    /// custom views inside it.
    private func contains(_ className: String, in document: NibDocument, root: NibObject, visited: Set<String>) -> Bool {
        var stack = root.children
        while let view = stack.popLast() {
            stack += view.children
            guard let custom = view.customClass, view.children.allSatisfy({ $0.frame == nil }) else { continue }
            if custom == className { return true }
            guard let (path, rootID) = nib(of: custom), !visited.contains(path), let inner = self.document(at: path),
                  let innerRoot = inner.objectsByID[rootID] else { continue }
            if contains(className, in: inner, root: innerRoot, visited: visited.union([path])) { return true }
        }
        return false
    }
}

extension NibDocument {
    /// The project's code (`useProject(_:)`), and the XIBs its nib-backed views load.
    public func useProject(_ index: SourceIndex, folder: String) {
        useProject(index)
        let nibs = NibBackedViews(folder: folder, index: index)
        projectNib = { nibs.contents(of: $0, width: $1, height: $2) }
    }
}
