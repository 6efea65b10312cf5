import ArgumentParser
import CPangoCairo
import Foundation
import NibLayout
import NibModel
import NibRender
import XMLTree

/// `nibtool bench canvas`: the designer's storyboard canvas, frame by frame.
struct CanvasBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "canvas",
        abstract: "Open a storyboard on the designer's canvas (a generated one of 200 scenes of 30 views and 300 segues, or FILE) and pan and zoom it.",
        discussion: """
            Prints, for a viewport of --width × --height pixels: opening to the first canvas drawn whole, zoomed to fit; \
            each frame of panning across it zoomed out and at 100% (pictures of newly shown scenes included, at most 8 ms \
            of them a frame: the rest follow in the next frames); each frame of zooming in from fit to 100% in steps of 10%, \
            and the frames until all is drawn once zooming pauses; the pictures' memory zoomed out and the process's \
            resident memory. Times in ms: median, 95th percentile and largest.
            """)

    @Argument(help: "A storyboard; without it, a generated one.")
    var file: String?

    @Option(help: "Viewport width in pixels.")
    var width = 1200.0
    @Option(help: "Viewport height in pixels.")
    var height = 800.0

    func run() throws {
        TextMeasurer.startLoadingFonts()   // while the document is read
        let clock = ContinuousClock()
        let bytes: [UInt8] = try file.map { Array(try Data(contentsOf: URL(fileURLWithPath: $0))) }
            ?? Array(GeneratedDocuments.storyboard(scenes: 200, views: 30, segues: 300).xml.serialized().utf8)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        var canvas: OverviewCanvas!
        var fit = 1.0
        let open = try clock.measure {
            let document = try NibDocument(xml: XMLReader.parse(bytes))
            canvas = OverviewCanvas(document: document, map: StoryboardMap(document: document))
            fit = max(0.1, min(width / canvas.overview.size.width, height / canvas.overview.size.height))
            while !canvas.drawFrame(into: surface, viewport: (width, height), zoom: fit, scroll: (0, 0), exact: true) {}
        }
        let zoomedOutBytes = canvas.cachedBytes
        func frames(_ steps: [(zoom: Double, scroll: (Double, Double), exact: Bool)]) -> [Double] {
            steps.map { step in
                clock.measure { canvas.drawFrame(into: surface, viewport: (width, height), zoom: step.zoom, scroll: step.scroll, exact: step.exact) }.milliseconds
            }
        }
        let size = canvas.overview.size
        // Panning zoomed out; zooming in to 100% about the middle; then panning across the middle
        // row at 100%, 40 pixels a frame.
        let panOut = frames((0..<60).map { k in (fit, (Double(k) * 4, Double(k) * 2), true) })
        var zooms: [(Double, (Double, Double), Bool)] = []
        var zoom = fit
        while zoom < 1 {
            zoom = min(1, zoom * 1.1)
            zooms.append((zoom, (size.width * zoom / 2 - width / 2, size.height * zoom / 2 - height / 2), false))
        }
        let zooming = frames(zooms)
        // Once zooming pauses, the frames until every scene on screen is drawn at 100%.
        let settle = [clock.measure {
            while !canvas.drawFrame(into: surface, viewport: (width, height), zoom: 1, scroll: (size.width / 2 - width / 2, size.height / 2 - height / 2), exact: true) {}
        }.milliseconds]
        let panFull = frames((0..<120).map { k in (1, (Double(k) * 40, max(0, size.height / 2 - height / 2)), true) })
        func figures(_ values: [Double]) -> String {
            let sorted = values.sorted()
            guard !sorted.isEmpty else { return "-" }
            return String(format: "%.1f/%.1f/%.1f", sorted[sorted.count / 2], sorted[min(sorted.count - 1, sorted.count * 95 / 100)], sorted.last!)
        }
        print("canvas scenes=\(canvas.map.scenes.count) links=\(canvas.map.links.count) fit_zoom=\(String(format: "%.3f", fit)) "
              + "open_to_drawn_ms=\(String(format: "%.0f", open.milliseconds)) pan_zoomed_out_ms=\(figures(panOut)) pan_100_ms=\(figures(panFull)) "
              + "zoom_step_ms=\(figures(zooming)) zoom_settled_ms=\(figures(settle)) pictures_zoomed_out_mb=\(String(format: "%.1f", Double(zoomedOutBytes) / 1048576)) "
              + "resident_mb=\(Self.residentMegabytes())")
    }

    /// The process's resident memory (VmRSS), in MB.
    static func residentMegabytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return -1 }
        return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) / 1024
    }
}
