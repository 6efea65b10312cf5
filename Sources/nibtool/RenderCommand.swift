import ArgumentParser
import Foundation
import NibDesign
import NibLayout
import NibMerge
import NibModel
import NibRender
import NibSource

/// `nibtool render FILE -o OUT.png`: the laid-out document drawn as Interface Builder shows it.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw the document to a PNG (the first root, or the root of --scene) as the designer opens it.",
        discussion: """
            At the document's own device and text size every view is drawn at its stored frame, as Xcode shows it; --size and --content-size lay it out afresh. \
            A storyboard whose scenes have no view of their own (a navigation or tab bar controller alone) is drawn as its canvas, as --overview draws it.
            """)

    @Argument(help: "A .xib or .storyboard file.")
    var file: String

    @Option(name: .short, help: "The PNG to write.")
    var output: String

    @Option(help: "The storyboard scene to draw (its sceneID).")
    var scene: String?

    @Option(help: "Lay out at WIDTHxHEIGHT points instead of the document's device.")
    var size: String?

    @Option(name: .customLong("content-size"), help: ContentSizeCategory.help)
    var contentSize: ContentSizeCategory?

    @Option(help: "Draw in this appearance (light, dark) instead of the document's.")
    var appearance: Appearance?

    /// Pixels per point of the whole canvas when --scale does not say.
    static let overviewScale = 0.25

    @Option(help: "Pixels per point (2 for a scene, 0.25 for --overview).")
    var scale: Double?

    @Flag(help: "Draw the whole storyboard: every scene at its place on Xcode's canvas, with the segues and relationships between them.")
    var overview = false

    @Option(help: "The project's folder: draw what its code's @IBInspectable setters do, the intrinsic sizes it declares, and the XIBs its nib-backed views load.")
    var project: String?

    @Option(help: "Draw the designer's overlays with this object selected: handles, its constraints, problems in red and orange.")
    var select: String?

    @Flag(inversion: .prefixedNo, help: "Draw the status, navigation and tab bars Interface Builder simulates over a scene.")
    var bars = true

    @Option(name: .customLong("diff"), help: ArgumentHelp("Draw OLD and FILE side by side, changed views outlined: added green, removed red, changed orange (`render --diff OLD NEW -o OUT.png`).", valueName: "OLD"))
    var diffAgainst: String?

    func run() throws {
        DocumentFiles.startLoadingFonts(for: file, project: project)   // while the document is read
        let scale = self.scale ?? (overview ? Self.overviewScale : diffAgainst != nil ? 1 : 2)
        guard scale > 0 && scale <= 8 else { throw ValidationError("--scale must be between 0 and 8") }
        if overview { return try renderOverview(scale: scale) }
        if let old = diffAgainst {
            do {
                try DiffPicture.write(old: old, new: file, sceneID: scene, to: output, scale: scale)
            } catch .unreadable(let why) {
                printError(why)
                throw ExitStatus.unreadable
            } catch {
                printError("\(error)")
                throw ExitStatus.documentError
            }
            return
        }
        let screenSize = try Frames.parseSize(size)
        let loaded = try DocumentFiles.load(file)
        try DocumentFiles.checkScene(scene, in: loaded.document, file: file)
        if let project { loaded.document.useProject(SourceIndex(folder: project), folder: project) }
        // At the document's own device and size, text at Xcode's measure where the stand-in is
        // within its error, as the designer lays it out and judges its issues.
        let sizedScreen = SizedScreen.of(loaded.document, size: screenSize)
        let measured = MeasuredSizing(contentSize: contentSize, screen: sizedScreen)
        let ownLayout = screenSize == nil && contentSize == nil
        let layout = DocumentLayout(document: loaded.document, sizing: ownLayout ? LayoutSizing.issues(over: measured) : measured)
        let (entries, _) = layout.frames(sceneID: scene, size: screenSize)
        guard let root = entries.first(where: { $0.superview == nil })?.object else {
            // The designer opens such a storyboard to its canvas: its controllers' scenes, bars
            // over empty screens (blockchain's KYC navigation storyboard).
            if scene == nil, loaded.document.isStoryboard, StoryboardMap(document: loaded.document).showsCanvas {
                return try renderOverview(scale: self.scale ?? Self.overviewScale)
            }
            printError("\(file): \(loaded.document.isWatchKit ? DocumentLayout.watchKitNotice : "nothing to draw: no root view")")
            throw ExitStatus.documentError
        }
        let solved = Dictionary(uniqueKeysWithValues: entries.map { ($0.object.id, $0.frame) })
        var frames = solved
        // At the document's own device and text size, as the designer's canvas opens it: every
        // view at the frame the file stores, Xcode's picture (a preview is laid out afresh).
        if ownLayout && !loaded.document.isCocoa {   // a macOS document's are the stored ones already, top down
            frames.merge(Renderer.storedFrames(inside: root)) { _, stored in stored }   // the root: where its device puts it
        }
        let renderer = Renderer(document: loaded.document, frames: frames, imageFolders: DesignSession.imageFolders(for: file), contentSize: contentSize,
                                screen: sizedScreen, appearance: appearance)
        renderer.contentTops[root.id] = ContentInset.top(of: root, screen: layout.screen(for: root, size: screenSize))
        // The issues the designer marks: judged at the document's own device and text size,
        // whatever is previewed (misplacement is judged on the frames the file stores for it).
        let judged = ownLayout ? layout : DocumentLayout(document: loaded.document, sizing: LayoutSizing.issues(over: MeasuredSizing()))
        let overlay = select.map {
            Overlay(selection: $0, issues: judged.issues(sceneID: scene), solved: renderer.absoluteFrames(of: solved),
                    sizeClasses: layout.sizeClassConstraints(for: root, size: screenSize))
        }
        let sceneBars = bars ? layout.bars(for: root, size: screenSize) : nil
        if let frame = renderer.frames[root.id] {
            let size = (sceneBars ?? SceneBars()).picture(of: frame)
            if min(size.width, size.height) * scale < 1 {
                printError("\(file): nothing to draw: “\(root.outlineName)” is \(LayoutWords.points(frame.width)) × \(LayoutWords.points(frame.height)) pt")
                throw ExitStatus.documentError
            }
            if max(size.width, size.height) * scale > Renderer.maximumPixels {
                printError("\(output): the picture would be \(Int(size.width * scale)) × \(Int(size.height * scale)) pixels; PNGs are drawn up to \(Int(Renderer.maximumPixels)) on a side (try a smaller --scale)")
                throw ExitStatus.documentError
            }
        }
        guard renderer.writePNG(root: root, to: output, scale: scale, overlay: overlay, bars: sceneBars) else {
            printError("\(output): cannot write the PNG")
            throw ExitStatus.documentError
        }
    }
}

extension Render {
    /// `--overview`: the storyboard's whole canvas.
    func renderOverview(scale: Double) throws {
        let loaded = try DocumentFiles.load(file)
        let document = loaded.document
        guard document.isStoryboard else {
            printError("\(file): --overview draws a storyboard's scenes; a XIB has none (draw its views without it)")
            throw ExitStatus.documentError
        }
        let map = StoryboardMap(document: document)
        guard !map.scenes.isEmpty else {
            printError("\(file): the storyboard has no scene to draw")
            throw ExitStatus.documentError
        }
        let overview = OverviewRenderer(document: document, map: map, imageFolders: DesignSession.imageFolders(for: file), appearance: appearance)
        let (width, height) = (overview.size.width * scale, overview.size.height * scale)
        guard max(width, height) <= Renderer.maximumPixels else {
            printError("\(output): the picture would be \(Int(width)) × \(Int(height)) pixels; PNGs are drawn up to \(Int(Renderer.maximumPixels)) on a side (try a smaller --scale)")
            throw ExitStatus.documentError
        }
        guard overview.writePNG(to: output, scale: scale) else {
            printError("\(output): cannot write the PNG")
            throw ExitStatus.documentError
        }
    }
}
