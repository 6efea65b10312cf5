import CGtk
import Foundation
import GtkKit
import NibDesign
import NibLayout
import NibMerge
import NibModel
import NibSource
import NibXML
import XMLTree

/// One designer window: header bar, the welcome page or the three panes (outline, canvas,
/// inspector), and the window's actions. It presents a DesignSession and sends edits to it.
@MainActor
final class DesignerWindow {
    unowned let application: NibblerApplication
    let window: UnsafeMutablePointer<GtkWindow>
    private(set) var session: DesignSession?
    private let stack: Widget
    private let banner = Banner()
    private let outline = OutlinePane()
    private let canvas = CanvasPane()
    private let inspector = InspectorPane()
    /// The sidebar's Issues page: every layout issue, kept up to date as the document changes.
    private let issueList = IssueList(placeholder: "No layout issues")
    private var issuesPage: OpaquePointer?
    /// The merge being resolved in this window (`nibbler --merge`), with its conflicts' page.
    private var merge: MergeFiles?
    /// Where this window draws a merge's conflicts as ours and theirs have them, until it closes.
    private let conflictPictures = FileManager.default.temporaryDirectory.appendingPathComponent("nibbler-conflicts-\(UUID().uuidString)")
    private var mergeConflicts: [MergeConflict] = []
    private let conflictList = ConflictList()
    /// The project the open file belongs to: its documents on the Project page, its source
    /// index (built in the background, kept current) in the inspector and on the canvas.
    private let projectPane = ProjectPane()
    private var project: ProjectDocuments?
    private var projectSource: ProjectSource?
    private var conflictsPage: OpaquePointer?
    private var sidebar: OpaquePointer?
    private var actions: [String: OpaquePointer] = [:]
    private var issuesTimer: UInt32 = 0
    private let recentMenu = g_menu_new()!

    init(application: NibblerApplication) {
        self.application = application
        window = cast(gtk_application_window_new(application.app))
        gtk_window_set_title(window, "Nibbler")
        gtk_window_set_default_size(window, 1280, 800)
        gtk_window_set_icon_name(window, NibblerApplication.id)

        stack = gtk_stack_new()
        gtk_stack_add_named(OpaquePointer(stack), WelcomePage.make(), "welcome")
        gtk_stack_add_named(OpaquePointer(stack), makePanes(), "editor")
        gtk_widget_set_vexpand(stack, 1)
        gtk_window_set_child(window, Gtk.box(GTK_ORIENTATION_VERTICAL, [banner.widget, stack]))
        gtk_window_set_titlebar(window, makeHeaderBar())

        // GTK may still signal the panes while it tears the window down, so this object lives
        // exactly as long as the GtkWindow: the window holds it and releases it when finalized.
        let release: GDestroyNotify = { if let p = $0 { Unmanaged<AnyObject>.fromOpaque(p).release() } }
        g_object_set_data_full(cast(window), "nibbler-designer-window", Unmanaged.passRetained(self as AnyObject).toOpaque(), release)

        addActions()
        wirePanes()
        acceptDroppedFiles()
        RecentFiles.fill(recentMenu)
        // GTK records a recent file after querying it in the background: the menu follows the
        // manager (and other apps' and windows' additions), not the moment of the add.
        Signal.on(gpointerOf(gtk_recent_manager_get_default()), "changed") { [weak self] in
            if let self { RecentFiles.fill(self.recentMenu) }
        }
        Signal.onStop(gpointerOf(window), "close-request") { [unowned self] in
            guard session?.isModified == true else {
                closed()
                return false
            }
            confirmDiscard { [unowned self] in destroy() }
            return true
        }
        refreshChrome()
    }

    func present() { gtk_window_present(window) }

    func destroy() {
        closed()
        session = nil
        gtk_window_destroy(window)
    }

    /// The window is going: the application forgets it, and the conflicts it drew are deleted.
    private func closed() {
        try? FileManager.default.removeItem(at: conflictPictures)
        application.windowClosed(self)
    }

    // MARK: Building the window

    private func makeHeaderBar() -> Widget {
        let bar = gtk_header_bar_new()!
        let openButton = Gtk.button("_Open", action: "win.open")
        gtk_widget_set_tooltip_text(openButton, "Open a XIB or storyboard (Ctrl+O)")
        let recentButton = gtk_menu_button_new()!
        gtk_menu_button_set_menu_model(OpaquePointer(recentButton), cast(recentMenu))
        gtk_widget_set_tooltip_text(recentButton, "Recent Files")
        Gtk.accessibleLabel(recentButton, "Recent Files")
        let openGroup = Gtk.box(GTK_ORIENTATION_HORIZONTAL, [openButton, recentButton])
        gtk_widget_add_css_class(openGroup, "linked")
        gtk_header_bar_pack_start(OpaquePointer(bar), openGroup)
        gtk_header_bar_pack_start(OpaquePointer(bar), Gtk.iconButton("document-save-symbolic", tooltip: "Save (Ctrl+S)", action: "win.save"))
        gtk_header_bar_pack_start(OpaquePointer(bar), Gtk.iconButton("edit-undo-symbolic", tooltip: "Undo (Ctrl+Z)", action: "win.undo"))
        gtk_header_bar_pack_start(OpaquePointer(bar), Gtk.iconButton("edit-redo-symbolic", tooltip: "Redo (Shift+Ctrl+Z)", action: "win.redo"))

        let menu = g_menu_new()!
        let fileSection = g_menu_new()!
        let newMenu = g_menu_new()!
        for device in Device.all {
            let item = g_menu_item_new(device.displayName, nil)!
            g_menu_item_set_action_and_target_value(item, "win.new", g_variant_new_string(device.id))
            g_menu_append_item(newMenu, item)
            g_object_unref(gpointerOf(item))
        }
        g_menu_append_submenu(fileSection, "_New Document", cast(newMenu))
        g_menu_append(fileSection, "New _Window", "win.new-window")
        g_menu_append(fileSection, "Save _As…", "win.save-as")
        g_menu_append_submenu(fileSection, "_Recent", cast(recentMenu))
        g_menu_append_section(menu, nil, cast(fileSection))
        let viewSection = g_menu_new()!
        g_menu_append(viewSection, "Zoom _In", "win.zoom-in")
        g_menu_append(viewSection, "Zoom _Out", "win.zoom-out")
        g_menu_append(viewSection, "_Actual Size", "win.zoom-reset")
        g_menu_append(viewSection, "Zoom to _Fit", "win.zoom-fit")
        g_menu_append_section(menu, nil, cast(viewSection))
        let appSection = g_menu_new()!
        g_menu_append(appSection, "_About Nibbler", "win.about")
        g_menu_append(appSection, "_Quit", "app.quit")
        g_menu_append_section(menu, nil, cast(appSection))
        let menuButton = gtk_menu_button_new()!
        gtk_menu_button_set_icon_name(OpaquePointer(menuButton), "open-menu-symbolic")
        gtk_menu_button_set_menu_model(OpaquePointer(menuButton), cast(menu))
        gtk_menu_button_set_primary(OpaquePointer(menuButton), 1)
        gtk_widget_set_tooltip_text(menuButton, "Main Menu")
        Gtk.accessibleLabel(menuButton, "Main Menu")
        gtk_header_bar_pack_end(OpaquePointer(bar), menuButton)
        return bar
    }

    /// The navigator: the outline, and the issues on a page of their own.
    private func makeSidebar() -> Widget {
        let stack = gtk_stack_new()!
        gtk_stack_add_titled(OpaquePointer(stack), outline.widget, "outline", "Outline")
        gtk_stack_add_titled(OpaquePointer(stack), projectPane.widget, "project", "Project")
        let issues = Gtk.scrolled(issueList.widget)
        Gtk.accessibleLabel(issues, "Layout Issues")
        issuesPage = gtk_stack_add_titled(OpaquePointer(stack), issues, "issues", "Issues")
        conflictsPage = gtk_stack_add_titled(OpaquePointer(stack), conflictList.widget, "conflicts", "Conflicts")
        conflictsPage.map { gtk_stack_page_set_visible($0, 0) }
        sidebar = OpaquePointer(stack)
        gtk_widget_set_vexpand(stack, 1)
        let switcher = gtk_stack_switcher_new()!
        gtk_stack_switcher_set_stack(OpaquePointer(switcher), OpaquePointer(stack))
        gtk_widget_set_halign(switcher, GTK_ALIGN_CENTER)
        gtk_widget_add_css_class(switcher, Self.sidebarSwitcherClass)
        gtk_widget_set_margin_top(switcher, 6)
        return Gtk.box(GTK_ORIENTATION_VERTICAL, spacing: 6, [switcher, stack])
    }

    /// The sidebar's switcher's style class. GTK's theme makes each of a stack switcher's text
    /// buttons at least 100 px wide, which held the sidebar at 400 px, not 260, and left the
    /// canvas too narrow for its toolbar at the default window size (its choosers cut to two
    /// letters); these buttons are as wide as their titles.
    static let sidebarSwitcherClass = "sidebar-switcher"
    static let style = "stackswitcher.\(sidebarSwitcherClass) > button.text-button { min-width: 0; }"

    /// Outline | canvas | inspector, each pane resizable.
    private func makePanes() -> Widget {
        let inner = gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)!
        gtk_paned_set_start_child(OpaquePointer(inner), canvas.widget)
        gtk_paned_set_end_child(OpaquePointer(inner), inspector.widget)
        gtk_paned_set_resize_end_child(OpaquePointer(inner), 0)
        gtk_paned_set_shrink_end_child(OpaquePointer(inner), 0)
        gtk_paned_set_position(OpaquePointer(inner), 1280 - 260 - 340)
        let outer = gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)!
        gtk_paned_set_start_child(OpaquePointer(outer), makeSidebar())
        gtk_paned_set_end_child(OpaquePointer(outer), inner)
        gtk_paned_set_resize_start_child(OpaquePointer(outer), 0)
        gtk_paned_set_shrink_start_child(OpaquePointer(outer), 0)
        gtk_paned_set_position(OpaquePointer(outer), 260)
        return outer
    }

    private func wirePanes() {
        outline.onSelect = { [unowned self] id in select(id, from: .outline) }
        outline.onDelete = { [unowned self] in deleteSelection() }
        outline.onClipboard = { [unowned self] command in clipboard(command) }
        outline.onReparent = { [unowned self] dragged, onto in
            guard let session else { return }
            do { try session.document.moveView(dragged, to: onto) } catch { banner.show("Could not move it there: \(error)") }
        }
        canvas.onClipboard = { [unowned self] command in clipboard(command) }
        canvas.onSelect = { [unowned self] id in select(id, from: .canvas) }
        issueList.onChoose = { [unowned self] id in select(id, from: .issues) }
        canvas.onDelete = { [unowned self] in deleteSelection() }
        canvas.onReshape = { [unowned self] id, edges, dx, dy in
            guard let session else { return }
            session.selection = id
            do { try session.reshape(id, edges, by: dx, dy) } catch { banner.show("Could not move the view: \(error)") }
        }
        canvas.onNudge = { [unowned self] dx, dy in
            guard let session, let id = session.selection, id != session.root?.id, session.frames[id] != nil else { return }
            do { try session.reshape(id, by: dx, dy) } catch { banner.show("Could not move the view: \(error)") }
        }
        canvas.onRootChanged = { [unowned self] in
            inspector.show(session)
            scheduleIssues()
        }
        inspector.onError = { [unowned self] message in banner.show(message) }
        conflictList.onChoose = { [unowned self] conflict, side in
            guard let session else { return false }
            do {
                try ConflictChoice.choose(side, for: conflict, in: session.document)
                return true
            } catch {
                banner.show("\(error)")
                return false
            }
        }
        conflictList.onActivate = { [unowned self] index in showConflict(index) }
        canvas.onOpenFile = { [unowned self] path in open(path) }
        canvas.onMoveScene = { [unowned self] sceneID, dx, dy, from in
            do { try session?.document.moveScene(sceneID, by: dx, dy, from: from) } catch { banner.show("Could not move the scene: \(error)") }
        }
        canvas.onOpenReference = { [unowned self] target in
            if target.path == session?.path { select(target.controllerID, from: .issues) } else { open(target.path, selecting: target.controllerID) }
        }
        canvas.onMakeSegue = { [unowned self] source, destination, kind in
            guard let session else { return }
            do {
                let id = try session.addSegue(from: source, to: destination, kind: kind)
                select(id, from: .canvas)
            } catch {
                banner.show("Could not make the segue: \(error)")
            }
        }
        outline.onConnect = { [unowned self] objectID, ownerID, row in connect(objectID, to: ownerID, pointingAt: row) }
        projectPane.onChoose = { [unowned self] path in
            if path != session?.path { open(path) }
        }
    }

    /// Adds a window action (`win.NAME`), kept to enable and disable it.
    private func add(_ name: String, parameter: String? = nil, _ f: @escaping @MainActor (gpointer?) -> Void) {
        actions[name] = Actions.add(gpointerOf(window), name, parameter: parameter, f)
    }

    private func addActions() {
        add("new-window") { [unowned self] _ in application.newWindow().present() }
        add("new", parameter: "s") { [unowned self] parameter in
            let device = Actions.string(parameter).flatMap(Device.named) ?? NibblerApplication.newDocumentDevice
            let target = session == nil ? self : application.newWindow()
            target.present()
            target.create(device)
        }
        add("open") { [unowned self] _ in chooseFileToOpen() }
        add("open-example") { [unowned self] _ in
            if let example = ExampleDocuments.seedDemo { open(example) } else { banner.show("The example documents are not installed.") }
        }
        add("open-path", parameter: "s") { [unowned self] parameter in
            if let path = Actions.string(parameter) { open(path) }
        }
        add("save") { [unowned self] _ in save() }
        add("save-as") { [unowned self] _ in chooseFileToSaveAs() }
        add("close") { [unowned self] _ in gtk_window_close(window) }
        add("undo") { [unowned self] _ in session?.undo() }
        add("redo") { [unowned self] _ in session?.redo() }
        add("zoom-in") { [unowned self] _ in canvas.zoom(by: 1.25) }
        add("zoom-out") { [unowned self] _ in canvas.zoom(by: 0.8) }
        add("zoom-reset") { [unowned self] _ in canvas.resetZoom() }
        add("zoom-fit") { [unowned self] _ in canvas.zoomToFit() }
        add("about") { [unowned self] _ in AboutDialog.show(over: window) }
        addDesignActions()
    }

    private func acceptDroppedFiles() {
        let target = gtk_drop_target_new(nib_file_list_type(), GDK_ACTION_COPY)!
        Signal.onDrop(gpointerOf(target)) { [unowned self] value in
            guard let value, let list = g_value_get_boxed(value) else { return false }
            let files = list.assumingMemoryBound(to: GSList.self)
            guard let file = files.pointee.data, let path = g_file_get_path(OpaquePointer(file)) else { return false }
            open(String(cString: path))
            g_free(path)
            return true
        }
        gtk_widget_add_controller(widget(window), target)
    }

    // MARK: Documents

    /// Opens a file in this window, after asking about unsaved changes. A file that cannot be
    /// read leaves the window as it was and says why.
    func open(_ path: String, selecting id: String? = nil) {
        confirmDiscard { [unowned self] in
            do {
                let session = try DesignSession(opening: path)
                install(session)
                if let id { select(id, from: .issues) }
                useProject(DesignSession.projectFolder(of: path))
                if let notice = session.notice { banner.show(notice, type: GTK_MESSAGE_INFO) } else { banner.hide() }
                showRecordedConflicts(of: path)
                RecentFiles.add(path)
                RecentFiles.fill(recentMenu)
            } catch {
                banner.show("Could not open “\(URL(fileURLWithPath: path).lastPathComponent)”: \(error)")
            }
        }
    }

    /// Opens a project (a folder, or the folder of an `.xcodeproj`): its Project page, and its
    /// main storyboard (else its first document) on the canvas, as one document at a time.
    func openProject(_ folder: String) {
        let documents = ProjectDocuments(folder: folder)
        let all = documents.folders.flatMap(\.documents)
        guard let first = all.first(where: { $0.name == "Main.storyboard" }) ?? all.first else {
            banner.show("No XIB or storyboard files in “\(folder)”")
            return
        }
        open(documents.folder + "/" + first.path)
        if let sidebar { gtk_stack_set_visible_child_name(sidebar, "project") }
    }

    /// The open file's project: listed on the Project page; its code read in the background
    /// and given to the document once read, and again whenever a source file changes.
    private func useProject(_ folder: String) {
        if project?.folder != URL(fileURLWithPath: folder).standardizedFileURL.path {
            projectSource?.stop()
            project = ProjectDocuments(folder: folder)
            let source = ProjectSource(folder: folder)
            source.onIndex = { [unowned self] index in projectIndexed(index) }
            projectSource = source
        }
        if let project { projectPane.show(project, opened: session?.path) }
        if let index = projectSource?.index { projectIndexed(index) }
    }

    private func projectIndexed(_ index: SourceIndex) {
        guard let session else { return }
        session.useProject(index)
        inspector.show(session)
        canvas.documentChanged()
        scheduleIssues()
        Trace.projectIndexed(index.fileCount)
    }

    /// Ctrl+drag's end: the owner's outlets and actions for the object, from the project's code.
    private func connect(_ objectID: String, to ownerID: String, pointingAt row: Widget) {
        guard let session, let object = session.document.objectsByID[objectID], let owner = session.document.objectsByID[ownerID] else { return }
        let choices = session.connectionChoices(from: objectID, to: ownerID)
        guard !choices.isEmpty else {
            let code = session.sourceIndex == nil ? "the project's code is not read yet" : "its class declares no @IBOutlet or @IBAction that fits"
            banner.show("“\(owner.outlineName)” has no outlet or action for “\(object.outlineName)”: \(code)")
            return
        }
        ConnectionPopover.show(choices, pointingAt: row) { [unowned self] choice in
            do {
                switch choice {
                case .outlet(let outlet): try session.connectOutlet(outlet, of: ownerID, to: objectID)
                case .action(let selector): try session.connectAction(selector, of: objectID, to: ownerID, eventType: choices.eventType ?? "touchUpInside")
                }
            } catch {
                banner.show("Could not connect: \(error)")
            }
        }
    }

    /// The result of a three-way merge, to be resolved and saved to `files.merged`: the merged
    /// document (ours where both sides changed the same thing) on the canvas, and its conflicts
    /// on the sidebar's Conflicts page, each with a choice of side.
    func openMerge(_ files: MergeFiles) {
        let result: MergeResult
        let document: NibDocument
        do {
            result = try FileMerge.merge(base: files.base, ours: files.local, theirs: files.remote, path: files.merged)
            document = try NibDocument(xml: try XMLReader.parse(result.text))
        } catch {
            banner.show("Could not merge “\(URL(fileURLWithPath: files.merged).lastPathComponent)”: \(error)")
            return
        }
        merge = files
        mergeConflicts = result.conflicts
        install(DesignSession(file: InterfaceBuilderFile(path: files.merged, document: document), saved: false))
        conflictList.show(result.conflicts)
        if let conflictsPage, let sidebar {
            gtk_stack_page_set_visible(conflictsPage, 1)
            gtk_stack_page_set_title(conflictsPage, "Conflicts (\(result.conflicts.count))")
            gtk_stack_set_visible_child_name(sidebar, "conflicts")
        }
        if !result.conflicts.isEmpty { showConflict(0) }
    }

    /// The conflicts `nibtool merge` left in this file when git merged it: the file holds ours
    /// for each; the Conflicts page offers theirs. Saving clears the record.
    private func showRecordedConflicts(of path: String?) {
        let conflicts = path.map(ConflictRecord.load) ?? []
        mergeConflicts = conflicts
        conflictList.show(conflicts)
        conflictList.showSides(ours: nil, theirs: nil)
        guard let conflictsPage, let sidebar else { return }
        gtk_stack_page_set_visible(conflictsPage, conflicts.isEmpty ? 0 : 1)
        gtk_stack_page_set_title(conflictsPage, "Conflicts (\(conflicts.count))")
        if !conflicts.isEmpty {
            gtk_stack_set_visible_child_name(sidebar, "conflicts")
            showConflict(0)
        }
    }

    /// Selects a conflict's object, and draws it as ours and as theirs have it.
    private func showConflict(_ index: Int) {
        guard mergeConflicts.indices.contains(index), let id = mergeConflicts[index].objectID else { return }
        if session?.document.objectsByID[id] != nil { select(id, from: .issues) }
        guard let merge else { return }   // a recorded merge: its sides are gone
        try? FileManager.default.createDirectory(at: conflictPictures, withIntermediateDirectories: true)
        func picture(_ file: String, _ name: String) -> String? {
            let png = conflictPictures.appendingPathComponent("\(name)-\(index).png").path
            return ConflictPictures.draw(objectID: id, in: file, to: png) ? png : nil
        }
        conflictList.showSides(ours: picture(merge.local, "ours"), theirs: picture(merge.remote, "theirs"))
    }

    /// A new document for `device` in this window (after asking about unsaved changes), bound to
    /// `path` when the user named a file that does not exist yet.
    func create(_ device: Device, at path: String? = nil) {
        confirmDiscard { [unowned self] in
            install(DesignSession(newFor: device, at: path))
            banner.hide()
            showRecordedConflicts(of: nil)
        }
    }

    private func install(_ session: DesignSession) {
        self.session = session
        session.onChange = { [unowned self] change, _ in documentChanged(change) }
        outline.show(session)
        canvas.show(session)
        inspector.show(session)
        gtk_stack_set_visible_child_name(OpaquePointer(stack), "editor")
        refreshChrome()
        scheduleIssues()
    }

    private func save(replacingReadOnly: Bool = false) {
        guard let session else { return }
        if session.isUntitled { return chooseFileToSaveAs() }
        do {
            try session.save(replacingReadOnly: replacingReadOnly)
            if merge != nil { application.mergeSaved = true }
            if !mergeConflicts.isEmpty { try? FileManager.default.removeItem(atPath: ConflictRecord.location(for: session.path)) }
            RecentFiles.add(session.path)
            RecentFiles.fill(recentMenu)
        } catch where error.isReadOnly {
            ReadOnlyFileDialog.ask(over: window, name: session.displayName) { [unowned self] replace in
                if replace { save(replacingReadOnly: true) }
            }
        } catch {
            banner.show("Could not save “\(session.displayName)”: \(error). The file on disk is unchanged.")
        }
        refreshChrome()
    }

    private func chooseFileToOpen() {
        let chooser = gtk_file_chooser_native_new("Open Document", window, GTK_FILE_CHOOSER_ACTION_OPEN, "_Open", "_Cancel")!
        let filter = gtk_file_filter_new()!
        gtk_file_filter_set_name(filter, "Interface Builder documents (.xib, .storyboard)")
        gtk_file_filter_add_pattern(filter, "*.xib")
        gtk_file_filter_add_pattern(filter, "*.storyboard")
        gtk_file_chooser_add_filter(chooser, filter)
        runChooser(chooser) { [unowned self] path in open(path) }
    }

    private func chooseFileToSaveAs() {
        guard let session else { return }
        let chooser = gtk_file_chooser_native_new("Save Document As", window, GTK_FILE_CHOOSER_ACTION_SAVE, "_Save", "_Cancel")!
        gtk_file_chooser_set_current_name(chooser, session.displayName)
        runChooser(chooser) { [unowned self] path in
            do {
                try session.save(to: path)
                RecentFiles.add(path)
                RecentFiles.fill(recentMenu)
            } catch {
                banner.show("Could not save as “\(URL(fileURLWithPath: path).lastPathComponent)”: \(error)")
            }
            refreshChrome()
        }
    }

    private func runChooser(_ chooser: OpaquePointer, then f: @escaping @MainActor (String) -> Void) {
        gtk_native_dialog_set_modal(cast(chooser), 1)
        Signal.onInt(gpointerOf(chooser), "response") { response in
            defer { g_object_unref(gpointerOf(chooser)) }
            guard response == GTK_RESPONSE_ACCEPT.rawValue, let file = gtk_file_chooser_get_file(chooser),
                  let path = g_file_get_path(file) else { return }
            let text = String(cString: path)
            g_free(path)
            g_object_unref(gpointerOf(file))
            f(text)
        }
        gtk_native_dialog_show(cast(chooser))
    }

    /// Runs `proceed` at once when nothing is unsaved; otherwise asks Save / Discard / Cancel.
    func confirmDiscard(then proceed: @escaping @MainActor () -> Void) {
        guard let session, session.isModified else { return proceed() }
        UnsavedChangesDialog.ask(over: window, name: session.displayName) { [unowned self] answer in
            switch answer {
            case .save:
                save()
                if !session.isModified { proceed() }
            case .discard:
                proceed()
            case .cancel:
                break
            }
        }
    }

    // MARK: Selection and changes

    enum Source { case outline, canvas, issues }

    private func select(_ id: String?, from source: Source) {
        guard let session, session.selection != id else { return }
        session.selection = id
        if source != .outline { outline.reveal(id) }
        // An object of another scene: the canvas shows that scene and scrolls to it.
        if source != .canvas, let id { canvas.reveal(id) }
        canvas.redraw()
        inspector.show(session)
    }

    /// The library and the Pin, Size, Align and Resolve commands of the canvas toolbar's menus.
    private func addDesignActions() {
        func text(_ parameter: gpointer?) -> String { Actions.string(parameter) ?? "" }
        /// A command on the selected view; the action's parameter names an edge or attribute.
        func onSelection(_ name: String, _ body: @escaping (DesignSession, String, String) throws(EditError) -> Void) {
            add(name, parameter: "s") { [unowned self] parameter in
                guard let session else { return }
                guard let id = session.selection, session.document.objectsByID[id]?.isLaidOutView == true else {
                    return banner.show("Select a view on the canvas or in the outline first.")
                }
                do { try body(session, id, text(parameter)) } catch { banner.show("\(error)") }
            }
        }
        add("add-view", parameter: "s") { [unowned self] parameter in
            guard let session else { return }
            do {
                try session.addFromLibrary(text(parameter))
                showNewSelection()
            } catch {
                banner.show("Could not add the view: \(error)")
            }
        }
        onSelection("pin") { session, id, edge throws(EditError) in try session.pin(DesignSession.Edge(rawValue: edge) ?? .leading, of: id) }
        onSelection("pin-to-superview") { session, id, edge throws(EditError) in
            try session.pin(DesignSession.Edge(rawValue: edge) ?? .leading, of: id, toSuperview: true)
        }
        // The menus name attributes as Xcode's XML does (`width`, `centerX`…); the session checks them.
        func attribute(_ name: String) -> NibConstraint.Attribute { NibConstraint.Attribute(rawValue: name) ?? .notAnAttribute }
        onSelection("fix-size") { session, id, name throws(EditError) in try session.fixSize(attribute(name), of: id) }
        onSelection("center") { session, id, name throws(EditError) in
            let keepsOffset = name.hasSuffix("+offset")
            try session.center(attribute(keepsOffset ? String(name.dropLast("+offset".count)) : name), of: id, keepingOffset: keepsOffset)
        }
        onSelection("aspect-ratio") { session, id, _ throws(EditError) in try session.aspectRatio(of: id) }
        onSelection("add-missing-constraints") { session, id, _ throws(EditError) in try session.addMissingConstraints(to: id) }
        onSelection("update-frames") { session, id, _ throws(EditError) in try session.updateFrames(of: id) }
        onSelection("update-constraints") { session, id, _ throws(EditError) in try session.updateConstraints(of: id) }
        onSelection("reset-to-suggested-constraints") { session, id, _ throws(EditError) in try session.resetToSuggestedConstraints(of: id) }
        onSelection("clear-constraints") { session, id, _ throws(EditError) in try session.clearConstraints(of: id) }
        add("pair", parameter: "s") { [unowned self] parameter in
            guard let session else { return }
            guard let (first, second) = session.selectedPair else {
                return banner.show("Select a view, then Ctrl+click a second one on the canvas.")
            }
            let relation = attribute(text(parameter))
            do {
                if relation == .width || relation == .height {
                    try session.equal(relation, second, first)
                } else {
                    try session.align(relation, first, second)
                }
            } catch {
                banner.show("\(error)")
            }
        }
    }

    /// Copy, cut and paste of views, through the application's clipboard (shared by its windows).
    private func clipboard(_ command: ClipboardCommand) {
        guard let session else { return }
        do {
            switch command {
            case .copy: application.clipboard = try session.copySelection()
            case .cut: application.clipboard = try session.cutSelection()
            case .paste:
                guard let fragment = application.clipboard else { return }
                try session.paste(fragment)
                showNewSelection()
            }
        } catch {
            banner.show(command == .paste ? "Could not paste: \(error)" : "Select a view to \(command == .copy ? "copy" : "cut") first.")
        }
    }

    /// After a command that selected what it made: the change was shown before the selection
    /// moved to it, so show the selection too.
    private func showNewSelection() {
        guard let session else { return }
        outline.reveal(session.selection)
        inspector.show(session)
        canvas.redraw()
    }

    private func deleteSelection() {
        guard let session else { return }
        do { try session.deleteSelection() } catch { banner.show("Could not delete: \(error)") }
    }

    private func documentChanged(_ change: EditHistory.Change) {
        guard let session else { return }
        if change.isStructural || change.isReplay {
            outline.show(session)
            inspector.show(session)
        } else {
            outline.rename()
            inspector.refreshValues()
        }
        canvas.documentChanged()
        refreshChrome()
        scheduleIssues()
        Trace.editApplied()
    }

    /// Issues are computed once typing pauses: the ambiguity check costs more than a keystroke may.
    private func scheduleIssues() {
        MainLoop.cancel(issuesTimer)
        issuesTimer = MainLoop.after(250) { [unowned self] in
            issuesTimer = 0
            guard let session else { return }
            let issues = session.documentIssues()
            canvas.showIssues(session.currentIssues(), all: issues)
            issueList.show(issues, wrapAt: 30)
            if let issuesPage { gtk_stack_page_set_title(issuesPage, issues.isEmpty ? "Issues" : "Issues (\(issues.count))") }
        }
    }

    /// The title ("• NAME — Nibbler" while unsaved), the enabled actions and the recent menu.
    private func refreshChrome() {
        let title = session.map { ($0.isModified ? "• " : "") + $0.displayName + " — Nibbler" } ?? "Nibbler"
        gtk_window_set_title(window, title)
        let hasDocument = session != nil
        actions["save"].map { Actions.setEnabled($0, hasDocument) }
        actions["save-as"].map { Actions.setEnabled($0, hasDocument) }
        actions["undo"].map { Actions.setEnabled($0, session?.document.history.canUndo == true) }
        actions["redo"].map { Actions.setEnabled($0, session?.document.history.canRedo == true) }
        for name in ["zoom-in", "zoom-out", "zoom-reset", "zoom-fit"] { actions[name].map { Actions.setEnabled($0, hasDocument) } }
    }
}
