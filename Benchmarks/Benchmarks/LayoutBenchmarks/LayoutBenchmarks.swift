import Benchmark
import CPangoCairo
import NibLayout
import NibModel
import NibRender

/// The layout goals of issue 4 on its generated document of 1,000 labels in nested containers
/// (as `nibtool bench layout` measures them): a new engine's first layout, and one label's text
/// changed with every frame brought up to date.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5))
    let screen = GeneratedDocuments.screen

    Benchmark("first layout, 1,000 labels") { benchmark in
        let document = try GeneratedDocuments.nestedLabels(1000)
        let root = document.objectsByID["root"]!
        _ = LayoutEngine(document: document, root: root, screen: screen, sizing: MeasuredSizing()).solve()   // fonts loaded
        // One layout per sample; the engine is freed after the measurement, as nibtool bench
        // layout times it (freeing 2,000 views' worth of solver is not laying them out).
        var engine: LayoutEngine?
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let made = LayoutEngine(document: document, root: root, screen: screen, sizing: MeasuredSizing())
            made.namesConflicts = false   // as the designer's canvas lays out
            blackHole(made.solve())
            engine = made
        }
        benchmark.stopMeasurement()
        blackHole(engine)
    }

    Benchmark("text edit with all frames, 1,000 labels (100 edits)") { benchmark in
        let document = try GeneratedDocuments.nestedLabels(1000)
        let engine = LayoutEngine(document: document, root: document.objectsByID["root"]!, screen: screen, sizing: MeasuredSizing())
        engine.namesConflicts = false
        _ = engine.solve()
        benchmark.startMeasurement()
        for k in 0..<100 {
            let id = "L\((k * 7919 % 1000) / 10)-\(k * 7919 % 10)"
            try document.set("text", to: "Label number \(k) " + String(repeating: "w", count: k % 9), on: id)
            blackHole(engine.updateIntrinsicSize(of: id))
            blackHole(engine.frames)
        }
    }

    // The storyboard canvas: a storyboard of 200 scenes of 30 views and 300 segues, read (its
    // text made up on the way) to its overview drawn zoomed out, as the designer opens it.
    Benchmark("storyboard of 200 scenes opened to its drawn overview") { benchmark in
        for _ in benchmark.scaledIterations {
            let document = try GeneratedDocuments.storyboard(scenes: 200, views: 30, segues: 300)
            let map = StoryboardMap(document: document, screen: (375, 667))
            blackHole(OverviewRenderer(document: document, map: map).drawOffscreen(scale: 0.1))
        }
    }

    // Panning the designer's canvas of that storyboard at 100%: one frame, its scenes' pictures
    // made (`nibtool bench canvas` gives every figure: panning, zooming, memory).
    Benchmark("storyboard canvas of 200 scenes: one frame panned at 100%") { benchmark in
        let document = try GeneratedDocuments.storyboard(scenes: 200, views: 30, segues: 300)
        let canvas = OverviewCanvas(document: document, map: StoryboardMap(document: document))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1200, 800)!
        defer { cairo_surface_destroy(surface) }
        var x = 0.0
        while !canvas.drawFrame(into: surface, viewport: (1200, 800), zoom: 1, scroll: (x, 2000), exact: true) {}
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            x += 40
            blackHole(canvas.drawFrame(into: surface, viewport: (1200, 800), zoom: 1, scroll: (x, 2000), exact: true))
        }
    }

    // The reliability issue: 5,000 views whose constraints are listed in random order, laid out
    // as `nibtool frames` lays a file out (every constraint named, free views held where stored).
    Benchmark("frames of 5,000 labels, constraints in random order") { benchmark in
        let document = try GeneratedDocuments.nestedLabels(5000, shuffled: true)
        let layout = DocumentLayout(document: document, sizing: MeasuredSizing())
        _ = layout.frames()   // fonts loaded
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(layout.frames()) }
    }
}
