import CPangoCairo
import Foundation
import NibModel
import SharedFiles
@testable import NibRender
import Testing

/// Measurers are handed between threads: the one `TextMeasurer.startLoadingFonts` warms, and a
/// layout's helper, made on one worker thread and used on the next. pango's objects may be used
/// by one thread at a time, and pango gives each thread one default font map; a measurer that
/// shared its maker's default map raced whatever that thread measured or drew next.
@Suite("Text measurers on several threads")
struct MeasurerThreadsTests {
    @Test("a measurer made on one thread measures on another while the first keeps measuring and drawing text")
    func handedToAnotherThread() {
        let rounds = 40
        let done = DispatchSemaphore(value: 0)
        let handed = Mailbox()
        let maker = Thread {
            for round in 0..<rounds {
                handed.put(TextMeasurer())
                // This thread goes on with text of its own, in sizes it has not used yet, so
                // that its font map's caches grow while the other thread uses the handed one.
                let own = TextMeasurer()
                for size in 0..<30 { _ = own.size(of: "Maker \(round) \(size)", font: Self.font(round, size)) }
                let cr = cairo_create(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 64, 16))!
                PangoSetup.withLayout(for: cr) { layout in
                    PangoSetup.set("Drawn \(round)", in: Self.font(round, 31), on: layout)
                    pango_cairo_show_layout(cr, layout)
                }
                cairo_surface_destroy(cairo_get_target(cr))
                cairo_destroy(cr)
            }
            done.signal()
        }
        let user = Thread {
            for round in 0..<rounds {
                let measurer = handed.take()
                for size in 0..<30 {
                    #expect(measurer.size(of: "User \(round) \(size)", font: Self.font(round + 100, size)).width > 0)
                }
            }
            done.signal()
        }
        maker.start()
        user.start()
        done.wait()
        done.wait()
    }

    @Test("projects' fonts are added while other threads measure with new measurers and old ones")
    func fontsAddedWhileMeasuring() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("nibfonts-threads-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let projects = 12
        for project in 0..<projects {
            for face in 0..<4 {
                try ProjectFontFiles.writeMonospaced(family: Self.family(project, face), to: "\(root)/p\(project)/Fonts/T\(project)x\(face).ttf")
            }
        }
        let done = DispatchSemaphore(value: 0)
        let loader = Thread {
            for project in 0..<projects { #expect(ProjectFonts.load(from: "\(root)/p\(project)").count == 4) }
            done.signal()
        }
        let measurers = (0..<2).map { thread in
            Thread {
                let kept = TextMeasurer()
                for round in 0..<150 {
                    let family = Self.family(round % projects, round % 4)
                    let font = FontDescription(kind: .named("T-Regular"), pointSize: 10 + Double(round % 7), family: family)
                    #expect(TextMeasurer().size(of: "New \(thread) \(round)", font: font).width > 0)
                    #expect(kept.size(of: "Kept \(thread) \(round)", font: font).width > 0)
                }
                done.signal()
            }
        }
        loader.start()
        for thread in measurers { thread.start() }
        for _ in 0...measurers.count { done.wait() }
    }

    /// A family name of the 15 characters `ProjectFontFiles` writes ("Thread 053 Mono").
    private static func family(_ project: Int, _ face: Int) -> String {
        "Thread \(project < 10 ? "0" : "")\(project)\(face) Mono"
    }

    private static func font(_ round: Int, _ size: Int) -> FontDescription {
        FontDescription(kind: size % 2 == 0 ? .system : .boldSystem, pointSize: 8 + Double(round * 31 + size) / 7)
    }

    /// One measurer at a time, from the thread that makes them to the one that uses them.
    private final class Mailbox: @unchecked Sendable {
        private let lock = NSCondition()
        private var measurers: [TextMeasurer] = []

        func put(_ measurer: TextMeasurer) {
            lock.lock(); measurers.append(measurer); lock.signal(); lock.unlock()
        }

        func take() -> TextMeasurer {
            lock.lock(); defer { lock.unlock() }
            while measurers.isEmpty { lock.wait() }
            return measurers.removeFirst()
        }
    }
}
