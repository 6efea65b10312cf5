import CGtk
import Foundation
import GtkKit
import NibDesign
import NibLayout
import NibModel

/// The GtkApplication: one window per document, the application's shortcuts, and `open` for
/// files from the command line and the file manager.
@MainActor
final class NibblerApplication {
    static let id = "io.github.nibbler.Nibbler"
    /// The device of a new document unless the user picks another: a current iPhone.
    static let newDocumentDevice = Device.named("retina6_12")!
    /// The device for files named on the command line that do not exist yet (`--device`).
    private let commandLineDevice: Device
    let app: UnsafeMutablePointer<GtkApplication>
    private var windows: [DesignerWindow] = []
    /// Views copied or cut in any window.
    var clipboard: ViewFragment?
    /// The merge this run resolves (`nibbler --merge`), and whether its result was saved.
    private let merge: MergeFiles?
    var mergeSaved = false

    init(newDocumentDevice: Device? = nil, merging merge: MergeFiles? = nil) {
        commandLineDevice = newDocumentDevice ?? Self.newDocumentDevice
        self.merge = merge
        g_set_application_name("Nibbler")
        // A merge tool must run in its own process until the user is done, even when a Nibbler
        // is already open: git waits for it.
        app = gtk_application_new(Self.id, merge == nil ? G_APPLICATION_HANDLES_OPEN : G_APPLICATION_NON_UNIQUE)
        let application = gpointerOf(app)
        Signal.on(application, "activate") { [unowned self] in
            if let merge, windows.isEmpty {
                let window = newWindow()
                window.present()
                window.openMerge(merge)
                return
            }
            (windows.last ?? newWindow()).present()
        }
        Signal.onOpen(application) { [unowned self] paths in
            for path in paths {
                if let open = windows.first(where: { $0.session?.path == path }) {
                    open.present()
                    continue
                }
                let window = windows.first { $0.session == nil } ?? newWindow()
                window.present()
                if let folder = ProjectDocuments.projectFolder(named: path) {
                    window.openProject(folder)
                } else if FileManager.default.fileExists(atPath: path) {
                    window.open(path)
                } else {
                    // A name for a document that does not exist yet: a new one, saved there.
                    window.create(commandLineDevice, at: path)
                }
            }
        }
        Signal.on(application, "startup") { [unowned self] in
            setUpShortcuts()
            Gtk.addStyle(DesignerWindow.style)
            if let icons = ExampleDocuments.checkoutIcons, let display = gdk_display_get_default() {
                gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(display), icons)
            }
        }
    }

    func run(opening paths: [String]) -> Int32 {
        var argv: [UnsafeMutablePointer<CChar>?] = ([CommandLine.arguments[0]] + paths).map { strdup($0) }
        defer { argv.forEach { free($0) } }
        return g_application_run(cast(app), Int32(argv.count), &argv)
    }

    /// Runs the merge tool: 0 once the merged file was saved, 1 if the user left without saving.
    func runMerge() -> Int32 {
        let status = run(opening: [])
        return status == 0 && mergeSaved ? 0 : 1
    }

    @discardableResult
    func newWindow() -> DesignerWindow {
        let window = DesignerWindow(application: self)
        windows.append(window)
        return window
    }

    func windowClosed(_ window: DesignerWindow) {
        windows.removeAll { $0 === window }
    }

    /// Quits after each window has asked about its unsaved changes.
    func quit() {
        guard let window = windows.first(where: { $0.session?.isModified == true }) else {
            windows.forEach { $0.destroy() }
            g_application_quit(cast(app))
            return
        }
        window.present()
        window.confirmDiscard { [unowned self] in
            window.destroy()
            quit()
        }
    }

    private func setUpShortcuts() {
        Actions.add(gpointerOf(app), "quit") { [unowned self] _ in quit() }
        let shortcuts: [(String, String, String?)] = [
            ("app.quit", "<Control>q", nil), ("win.new('\(Self.newDocumentDevice.id)')", "<Control>n", nil),
            ("win.new-window", "<Shift><Control>n", nil), ("win.open", "<Control>o", nil),
            ("win.save", "<Control>s", nil), ("win.save-as", "<Shift><Control>s", nil), ("win.close", "<Control>w", nil),
            ("win.undo", "<Control>z", nil), ("win.redo", "<Shift><Control>z", "<Control>y"),
            ("win.zoom-in", "<Control>plus", "<Control>equal"), ("win.zoom-out", "<Control>minus", nil),
            ("win.zoom-reset", "<Control>0", nil), ("win.zoom-fit", "<Control>9", nil),
        ]
        // Delete is not an application shortcut: it would take the key from text fields. The
        // canvas and the outline handle it themselves.
        for (action, first, second) in shortcuts { nib_set_accels(app, action, first, second) }
    }
}
