import ArgumentParser
import Foundation
import NibLayout
import NibModel
import NibRender
import NibXML
import XMLTree

/// `nibtool bench overview`: a storyboard opened to its first drawn overview.
struct OverviewBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "overview",
        abstract: "Open a storyboard and draw its whole canvas: a generated one (200 scenes of 30 views, 300 segues) or FILE.",
        discussion: "Prints the median of --runs of: reading the file, the canvas's map, and drawing the overview at --scale, in ms.")

    @Argument(help: "A storyboard; without it, a generated one.")
    var file: String?

    @Option(help: "Scenes, views per scene and segues of the generated storyboard.")
    var scenes = 200
    @Option(help: "Views per scene of the generated storyboard.")
    var views = 30
    @Option(help: "Segues of the generated storyboard.")
    var segues = 300

    @Option(help: "Pixels per point of the drawing (a zoomed-out canvas).")
    var scale = 0.1

    @Option(help: "Runs; the median is printed.")
    var runs = 5

    func run() throws {
        TextMeasurer.startLoadingFonts()   // while the document is read
        let text: [UInt8]
        if let file {
            text = Array(try Data(contentsOf: URL(fileURLWithPath: file)))
        } else {
            text = Array(try GeneratedDocuments.storyboard(scenes: scenes, views: views, segues: segues).xml.serialized().utf8)
        }
        var (reads, maps, draws) = ([Double](), [Double](), [Double]())
        var counts = (scenes: 0, links: 0)
        for _ in 0..<max(1, runs) {
            let clock = ContinuousClock()
            var document: NibDocument?
            let read = try clock.measure { document = try NibDocument(xml: XMLReader.parse(text)) }
            var map: StoryboardMap?
            let mapped = clock.measure { map = StoryboardMap(document: document!, screen: (375, 667)) }
            let overview = OverviewRenderer(document: document!, map: map!)
            var drawn = false
            let drawing = clock.measure { drawn = overview.drawOffscreen(scale: scale) }
            guard drawn else { throw ValidationError("the overview is too large at --scale \(scale)") }
            reads.append(read.milliseconds)
            maps.append(mapped.milliseconds)
            draws.append(drawing.milliseconds)
            counts = (map!.scenes.count, map!.links.count)
        }
        func median(_ values: [Double]) -> String { String(format: "%.1f", values.sorted()[values.count / 2]) }
        let totals = zip(zip(reads, maps), draws).map { $0.0 + $0.1 + $1 }
        print("overview scenes=\(counts.scenes) links=\(counts.links) read_ms=\(median(reads)) map_ms=\(median(maps)) draw_ms=\(median(draws)) open_to_drawn_ms=\(median(totals))")
    }
}

extension Duration {
    var milliseconds: Double { Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15 }
}
