import Foundation
import NibLayout
import NibModel
import NibRender
import NibSource
import NibXML

/// One open document in the designer, without any window: the file, the root on the canvas and
/// its device, the live layout, the issues and the selection. Every edit goes through here, so
/// the window only presents it and the tests can drive it headless.
public final class DesignSession {
    public private(set) var file: InterfaceBuilderFile
    public var document: NibDocument { file.document }
    public var path: String { file.path }
    /// The history's state mark at the last save or open.
    private var savedMark: Int
    public var isModified: Bool { document.history.stateMark != savedMark }

    /// The views the canvas can show: a XIB's top-level views, each scene's controller view.
    public private(set) var roots: [NibObject] = []
    public private(set) var rootIndex = 0
    public var root: NibObject? { roots.indices.contains(rootIndex) ? roots[rootIndex] : nil }
    /// The device the root is laid out on; nil means the document's own.
    public private(set) var deviceOverride: Device?
    public private(set) var screen: Device
    /// The bars Interface Builder draws over the root (the status bar only, on another device).
    public private(set) var bars = SceneBars()
    /// The picture the canvas shows of the root's scene (`SceneBars.picture`): its size, and how
    /// far `Renderer.draw` of the root, which starts at the root's frame's origin, is moved in it.
    /// The root's top left, where `absoluteFrames` start, is at (0, `bars.rootTop`).
    public var scenePicture: (width: Double, height: Double, shiftX: Double, shiftY: Double) {
        guard let root, let frame = frames[root.id] else { return (screen.width, screen.height, 0, 0) }
        return bars.picture(of: frame)
    }

    /// The frames the canvas shows, relative to superviews (`ShownFrames`): on open, each the
    /// file's own; after an edit, moved by what the edit moved in the solve.
    public var frames: [String: Rect] { shown.frames }
    /// The same frames in the root's coordinates.
    public var absoluteFrames: [String: Rect] { shown.absoluteFrames(in: root, contentTop: contentTop) }
    /// A renderer of what the session shows: its frames, its text size and device, its root's
    /// content below the bars.
    public func renderer() -> Renderer {
        let renderer = Renderer(document: document, frames: frames, absoluteFrames: absoluteFrames, imageFolders: imageFolders,
                                contentSize: contentSize, screen: deviceOverride, appearance: appearance)
        if let root { renderer.contentTops[root.id] = contentTop }
        return renderer
    }

    /// How far below its top the root shows its content (a table or collection view under the
    /// bars, `ContentInset`), for drawing.
    public var contentTop: Double { root.map { ContentInset.top(of: $0, screen: screen) } ?? 0 }
    /// Where the constraints put each view: Update Frames moves views there.
    public private(set) var solvedFrames: [String: Rect] = [:]
    /// The same in the root's coordinates, for the canvas to show where misplaced views belong
    /// (none while previewing: misplacement is the document's own device's).
    public var solvedAbsoluteFrames: [String: Rect] { isPreviewing ? [:] : engine?.absoluteFrames ?? [:] }
    /// The constraints the shown device's size classes uninstall and the constants they set, for
    /// drawing the selection's constraints as Interface Builder shows them on that device.
    public var sizeClassConstraints: SizeClassConstraints { engine?.sizeClassConstraints ?? SizeClassConstraints() }
    private var shown = ShownFrames()
    public private(set) var issues: [LayoutIssue] = []
    private var issuesAreCurrent = false
    /// The other roots' issues, by root id: an edit touches its own root's, undo any.
    private var otherRootsIssues: [String: [LayoutIssue]] = [:]
    /// The selected object; setting it clears the second selection.
    public var selection: String? {
        didSet { if selection != oldValue { secondSelection = nil } }
    }
    /// A second view, Ctrl-clicked, for the commands that relate two views (equal widths, align).
    public var secondSelection: String?

    /// The asset catalogs of the file's project, the nearest first, then the project's folder for
    /// the image files it keeps outside them (`imageFolders(for:)`), for image views.
    public let imageFolders: [String]
    /// A PNG of an image in the file's project's catalogs, for a picture of it: its own, or its
    /// PDF's or SVG's drawn to one.
    public func imageFile(named name: String) -> String? { AssetCatalogs.pictureFile(named: name, in: imageFolders) }
    /// The images an image field offers: the catalogs' and those the document names already.
    public var imageNames: [String] {
        let catalogued = AssetCatalogs.imageNames(in: imageFolders)
        let named = Set(catalogued)
        return catalogued + document.images.map(\.name).filter { !named.contains($0) }.sorted()
    }
    /// Natural sizes: text views at Xcode's sizes as the file stores them, changed by what an
    /// edit changes (`CalibratedTextSizing`, from the open on); measured afresh when previewing
    /// another text size. Another device's size classes may vary fonts.
    var sizing: IntrinsicSizing { previewSizing ?? ownSizing }
    private let ownSizing = CalibratedTextSizing(base: MeasuredSizing())
    private var previewSizing: IntrinsicSizing?
    /// The Dynamic Type size the canvas previews text styles at (nil: the document's own).
    public private(set) var contentSize: ContentSizeCategory?
    /// Previewing another device or text size: Xcode lays the root out afresh for it.
    public var isPreviewing: Bool { deviceOverride != nil || contentSize != nil }
    /// New object ids, in Xcode's `abc-de-fgh` form.
    var ids = ObjectIDGenerator(random: SystemRandomNumberGenerator())
    private var engine: LayoutEngine?
    /// A command of several edits is running (`command`): the frames its edits move are
    /// written when it ends.
    var runsCommand = false
    /// Told after every edit, undo and redo, with the views whose frames changed.
    public var onChange: ((EditHistory.Change, Set<String>) -> Void)?

    public convenience init(opening path: String) throws(InterfaceBuilderFile.LoadError) {
        Self.loadWorkspaceFonts(around: URL(fileURLWithPath: path).deletingLastPathComponent().path)
        TextMeasurer.startLoadingFonts()   // while the file is read
        self.init(file: try InterfaceBuilderFile.load(path), saved: true)
    }

    /// A new XIB with one root view for `device`. It belongs to `path` when given (a file the
    /// user named that does not exist yet); otherwise it is untitled until saved as. It counts as
    /// unsaved either way.
    public convenience init(newFor device: Device, at path: String? = nil) {
        var ids = ObjectIDGenerator(random: SystemRandomNumberGenerator())
        // newXIB writes a fixed template around a valid device: it cannot fail to read back.
        let document = try! NibDocument.newXIB(device: device.id, width: device.width, height: device.height, ids: &ids)
        self.init(file: InterfaceBuilderFile(path: path ?? "", document: document), saved: false)
    }

    /// A document already read (a merge's result), as saved or not yet saved to its path.
    public init(file: InterfaceBuilderFile, saved: Bool = true) {
        self.file = file
        savedMark = saved ? file.document.history.stateMark : -1
        imageFolders = file.path.isEmpty ? [] : Self.imageFolders(for: file.path)
        screen = Device(id: "none", width: 375, height: 667, safeArea: .init(top: 0, left: 0, bottom: 0, right: 0), statusBarHeight: 20, rootMargin: 16)
        relayout()
        document.history.observe { [unowned self] change in documentChanged(change) }
    }

    /// Reads the project's code into the inspector: each object's designable sections are what
    /// its classes declare (see `SourceIndex.designableSections`).
    /// Custom views with a constant `intrinsicContentSize` take that size in the layout, and
    /// the canvas draws what the inspectables' setters do (`SourceIndex.look`).
    /// Nib-backed custom views show the XIB their class loads (`NibBackedViews`).
    public func useProject(_ index: SourceIndex) {
        sourceIndex = index
        if isUntitled { document.useProject(index) } else { document.useProject(index, folder: Self.projectFolder(of: path)) }
        relayout()
    }

    /// The project a file belongs to: the nearest folder above it that holds a project
    /// (`isProject`), else the file's own folder.
    public static func projectFolder(of file: String) -> String {
        projectFolder(around: URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent().path)
    }

    /// The project a folder's files belong to (see `projectFolder(of:)`).
    public static func projectFolder(around folder: String) -> String {
        nearestProject(around: folder) ?? URL(fileURLWithPath: folder).standardizedFileURL.path
    }

    /// The nearest folder at or above `folder` that holds a project; nil where none does.
    private static func nearestProject(around folder: String) -> String? {
        var folder = URL(fileURLWithPath: folder).standardizedFileURL
        while folder.path != "/" {
            if isProject(listing(folder.path)) { return folder.path }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// The asset catalogs a file's images come from: those near it, then the rest of its
    /// project's, then, for an app's project (an Xcode project, not a Swift package alone), the
    /// image files it keeps outside them (`AssetCatalogs.of`).
    public static func imageFolders(for file: String) -> [String] {
        let project = nearestProject(around: URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent().path)
        let isApp = project.map { listing($0).contains { isProject([$0]) && $0 != "Package.swift" } } ?? false
        return AssetCatalogs.of(file, project: project, withImageFiles: isApp)
    }

    /// The workspace a folder's files are opened in: the outermost project folder above it, up
    /// to its repository's top, whose projects' fonts Interface Builder offers (Blockchain's
    /// wallet keeps its storyboards in Swift packages, its Montserrat in the app's project
    /// around them). Nil where no project is above it: a file on its own has no project's fonts.
    public static func workspaceFolder(around folder: String) -> String? {
        var outermost: String?
        var folder = URL(fileURLWithPath: folder).standardizedFileURL
        while folder.path != "/" {
            let names = listing(folder.path)
            if isProject(names) { outermost = folder.path }
            if names.contains(".git") { break }
            folder.deleteLastPathComponent()
        }
        return outermost
    }

    /// Adds the fonts of the workspace a folder's files are opened in, where there is one, as
    /// Interface Builder sets their text in them (`ProjectFonts`).
    public static func loadWorkspaceFonts(around folder: String) {
        if let workspace = workspaceFolder(around: folder) { ProjectFonts.load(from: workspace) }
    }

    /// A folder holding an Xcode project or workspace, a Swift package, or the manifest an
    /// Xcode project is generated from (XcodeGen's `project.yml`, Tuist's `Project.swift`).
    private static func isProject(_ names: [String]) -> Bool {
        names.contains { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") || ["Package.swift", "project.yml", "Project.swift"].contains($0) }
    }

    private static func listing(_ folder: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    }

    /// The project's code, once read (`useProject`).
    public private(set) var sourceIndex: SourceIndex?

    /// A new document that no file holds yet: Save must ask where.
    public var isUntitled: Bool { path.isEmpty }

    /// What the window says across its top about the document as a whole: a macOS document is
    /// shown, not laid out, and a watchOS one listed only (`DocumentLayout.notice(for:)`).
    public var notice: String? { DocumentLayout.notice(for: document) }

    public var displayName: String { isUntitled ? "Untitled.xib" : URL(fileURLWithPath: path).lastPathComponent }

    // MARK: Roots and devices

    public func showRoot(_ index: Int) {
        guard roots.indices.contains(index) else { return }
        rootIndex = index
        selection = nil
        relayout()
    }

    /// The root that holds an object (a view, a constraint, or a scene's controller and what it
    /// holds), to show it; nil for objects outside every root.
    public func rootIndex(containing id: String) -> Int? {
        var current = document.objectsByID[id] ?? document.constraint(id)?.owner
        while let object = current {
            if let index = roots.firstIndex(where: { $0 === object }) { return index }
            if let view = DocumentLayout.view(of: object), let index = roots.firstIndex(where: { $0 === view }) { return index }
            current = object.parent
        }
        return nil
    }

    /// Lays the root out on another device (nil: the document's own), as a preview: the file's
    /// frames and the issues stay the document's own device's.
    public func useDevice(_ device: Device?) {
        deviceOverride = device
        previewSizing = Self.previewSizing(contentSize: contentSize, device: device)
        relayout()
    }

    /// The appearance previewed, light or dark; nil: the document's own. Only colours change:
    /// the layout and the issues are the same in both.
    public private(set) var appearanceOverride: Appearance?
    /// The appearance the canvas draws in.
    public var appearance: Appearance { appearanceOverride ?? document.appearance }

    /// Draws in another appearance (nil: the document's own), as Xcode's canvas toggles it.
    public func useAppearance(_ appearance: Appearance?) {
        appearanceOverride = appearance
    }

    /// Lays text styles out at another Dynamic Type size (nil: the document's own), as Xcode's
    /// canvas previews them: the file's frames and the issues stay the document's own size's.
    public func useContentSize(_ size: ContentSizeCategory?) {
        contentSize = size
        previewSizing = Self.previewSizing(contentSize: size, device: deviceOverride)
        relayout()
    }

    /// Text measured afresh at a previewed text size; on a previewed device, calibrated to the
    /// file's frames as the document's own device is, in the fonts its size classes give.
    private static func previewSizing(contentSize: ContentSizeCategory?, device: Device?) -> IntrinsicSizing? {
        if let contentSize { return MeasuredSizing(contentSize: contentSize, screen: device) }
        return device.map { CalibratedTextSizing(base: MeasuredSizing(screen: $0)) }
    }

    /// The outline name of a root, with its scene for storyboards: the scene's name as Xcode
    /// writes it in the comment before the scene ("Profiling Scene"), else its controller's
    /// ("View Controller Scene").
    public func rootTitle(_ index: Int) -> String {
        let root = roots[index]
        if let controller = root.parent, controller.className.hasSuffix("Controller") {
            let scene = document.scenes.first { $0.objects.contains { $0 === controller } }
            return (scene?.title ?? controller.outlineName) + " Scene"
        }
        return root.outlineName
    }

    // MARK: Layout

    /// Solves the current root from scratch (on open, and after structural edits).
    public func relayout() {
        let layout = DocumentLayout(document: document, sizing: sizing)
        roots = layout.roots.filter { !layout.isDockView($0) }   // the canvas shows scenes
        if !roots.indices.contains(rootIndex) { rootIndex = 0 }
        guard let root else {
            (engine, solvedFrames, shown, issues) = (nil, [:], ShownFrames(), [])
            return
        }
        if document.isCocoa {   // not laid out: its views stay where the file has them
            (screen, bars, engine, solvedFrames) = (layout.screen(for: root), SceneBars(), nil, [:])
            shown.update(solved: CocoaFrames.frames(of: root), root: root, view: { self.document.objectsByID[$0] }, following: false)
            (issues, issuesAreCurrent) = ([], true)
            return
        }
        screen = deviceOverride ?? layout.screen(for: root)
        bars = deviceOverride.map { SceneBars(statusBar: $0.statusBarHeight) } ?? layout.bars(for: root)
        func canvasEngine(namingConflicts: Bool) -> LayoutEngine {
            let engine = LayoutEngine(document: document, root: root, screen: screen, sizing: sizing)
            engine.holdsStoredFrames = true
            engine.namesConflicts = namingConflicts
            return engine
        }
        // The issues come from an engine of their own: this one need not name conflicts, unless
        // constraints contradict one another, when it is laid out again with the ones it can
        // remove, to break the one the file's frames break, as the Issues page does.
        var engine = canvasEngine(namingConflicts: false)
        var result = engine.solve()
        if !result.refused.isEmpty {
            engine = canvasEngine(namingConflicts: true)
            result = engine.solve()
        }
        self.engine = engine
        solved(result.frames)
        issuesAreCurrent = false
    }

    /// Where the constraints put each view at the document's own device and text size, whatever
    /// the canvas previews: what Update Frames and Update Constraints work from.
    func ownSolvedFrames() -> [String: Rect] {
        guard isPreviewing, let root else { return solvedFrames }
        let engine = LayoutEngine(document: document, root: root, screen: ownScreen(for: root), sizing: ownSizing)
        engine.holdsStoredFrames = true
        return engine.solve().frames
    }

    /// The pixels per point of the document's own device, which frames are written for.
    var ownPixelScale: Double { root.map { ownScreen(for: $0) }?.pixelScale ?? screen.pixelScale }

    /// The document's own device for `root`, whatever the canvas previews.
    private func ownScreen(for root: NibObject) -> Device {
        isPreviewing ? DocumentLayout(document: document, sizing: ownSizing).screen(for: root) : screen
    }

    /// The issues of the current layout, computed when first asked for after a change: on a
    /// layout of their own, without the stored-frame stays of the canvas (they would hide every
    /// ambiguity), and costing more than a live edit may.
    /// Misplacement is judged as Xcode judges it, at the document's own device and text size,
    /// whatever the canvas previews.
    public func currentIssues() -> [LayoutIssue] {
        if !issuesAreCurrent, let root, !document.isCocoa {
            let checker = LayoutEngine(document: document, root: root, screen: ownScreen(for: root), sizing: ownSizing)
            issues = checker.diagnose(checker.solve())
            issuesAreCurrent = true
        }
        return issues
    }

    /// The issues of every root of the document (the current one's as `currentIssues`), each
    /// named with its scene where there are several, for the Issues page and the issue count.
    public func documentIssues() -> [LayoutIssue] {
        guard roots.count > 1, !document.isCocoa else { return currentIssues() }
        let layout = DocumentLayout(document: document, sizing: ownSizing)
        return roots.indices.flatMap { index -> [LayoutIssue] in
            let root = roots[index]
            let found: [LayoutIssue]
            if index == rootIndex {
                found = currentIssues()
            } else if let known = otherRootsIssues[root.id] {
                found = known
            } else {
                let checker = LayoutEngine(document: document, root: root, screen: layout.screen(for: root), sizing: ownSizing)
                found = checker.diagnose(checker.solve())
                otherRootsIssues[root.id] = found
            }
            let scene = rootTitle(index)
            return found.map { LayoutIssue(severity: $0.severity, objectID: $0.objectID, message: "\(scene): \($0.message)", ambiguousAxes: $0.ambiguousAxes, ambiguousContent: $0.ambiguousContent) }
        }
    }

    /// Follows an edit, undo or redo: re-measures the views it touched, or solves again when
    /// constraints or the tree changed. Returns the views whose frames changed.
    @discardableResult
    public func refresh(after change: EditHistory.Change) -> Set<String> {
        let before = frames
        // Undo and redo restore stored frames too, which the canvas's stays must read again.
        if change.isStructural || change.isReplay || engine == nil {
            relayout()
        } else if let engine {
            for id in change.objectIDs { engine.updateIntrinsicSize(of: id) }
            solved(engine.frames)
        }
        issuesAreCurrent = false
        // Undo and redo may reach into any scene; an edit only into the one edited.
        if change.isReplay { otherRootsIssues = [:] } else if let root { otherRootsIssues[root.id] = nil }
        if let selection, document.objectsByID[selection] == nil { self.selection = nil }
        return movedViews(from: before)
    }

    /// The views shown elsewhere than in `before`, or no longer shown.
    func movedViews(from before: [String: Rect]) -> Set<String> {
        Set(frames.keys.filter { before[$0] != frames[$0] }).union(before.keys.filter { frames[$0] == nil })
    }

    /// Takes a new solve: the canvas shows each view at its stored frame, moved by what the solve
    /// moved it since that frame was stored unless it is misplaced; a preview shows the solve.
    private func solved(_ frames: [String: Rect]) {
        solvedFrames = frames
        guard let root else { return }
        shown.update(solved: frames, root: root, view: { self.document.objectsByID[$0] }, following: !isPreviewing)
    }

    /// Frames just written into the file: the canvas shows them from now on.
    func framesWritten(_ written: [String: Rect]) {
        shown.stored(written, solved: solvedFrames)
    }

    /// Hit test on the canvas: the frontmost visible view under a point in root coordinates,
    /// where each view is shown (`absoluteFrames`: a table's cells below the bars too).
    public func view(at x: Double, _ y: Double) -> String? {
        guard let root else { return nil }
        let placed = absoluteFrames
        func hit(_ view: NibObject) -> String? {
            guard let f = placed[view.id], !view.isHidden, x >= f.x, x <= f.x + f.width, y >= f.y, y <= f.y + f.height else { return nil }
            for child in view.layoutChildren.reversed() where child.isLaidOutView {
                if let found = hit(child) { return found }
            }
            return view.id
        }
        return hit(root)
    }

    // MARK: Saving

    /// Saves atomically; the document stays as it is when it fails. A read-only file is
    /// replaced only when `replacingReadOnly` (the person confirmed it).
    public func save(to destination: String? = nil, replacingReadOnly: Bool = false) throws(FileError) {
        guard destination != nil || !isUntitled else { throw FileError(path: "Untitled.xib", reason: "has no file yet: save it as a file first") }
        try file.save(to: destination, replacingReadOnly: replacingReadOnly)
        if let destination {
            file = InterfaceBuilderFile(path: destination, document: file.document)
        }
        savedMark = document.history.stateMark
    }
}
