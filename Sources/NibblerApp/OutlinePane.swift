import CGtk
import GtkKit
import NibDesign
import NibModel

/// The document outline: a virtualised tree (GtkListView over a GtkTreeListModel) of scenes,
/// objects and constraints, named as Xcode names them. Each row holds its node's key as a
/// GtkStringObject; OutlineTree gives the children and names.
@MainActor
final class OutlinePane {
    /// The document the rows show: showing it again keeps what is expanded.
    private weak var shownDocument: NibDocument?
    let widget: Widget
    private let list: Widget
    private var tree: OutlineTree?
    private var model: OpaquePointer?
    private var selection: OpaquePointer?
    /// The labels on screen for each key, to rename rows without rebuilding the model.
    private var labels: [String: [OpaquePointer]] = [:]
    private var syncing = false
    var onSelect: ((String?) -> Void)?
    var onDelete: (() -> Void)?
    /// A row dragged onto another: the dragged object's key and the target's.
    var onReparent: ((String, String) -> Void)?
    /// An object Ctrl+dragged onto a row: its id, the row's key, and the row (to point at).
    var onConnect: ((String, String, Widget) -> Void)?
    var onClipboard: ((ClipboardCommand) -> Void)?

    init() {
        let factory = gtk_signal_list_item_factory_new()!
        list = gtk_list_view_new(nil, factory)
        gtk_widget_add_css_class(list, "navigation-sidebar")
        Gtk.accessibleLabel(list, "Document Outline")
        widget = Gtk.scrolled(list)
        gtk_widget_set_size_request(widget, 180, -1)

        Signal.onPointer(gpointerOf(factory), "setup") { [unowned self] item in
            let label = Gtk.label("")
            gtk_label_set_ellipsize(OpaquePointer(label), PANGO_ELLIPSIZE_END)
            let expander = gtk_tree_expander_new()!
            gtk_tree_expander_set_child(OpaquePointer(expander), label)
            gtk_list_item_set_child(OpaquePointer(item), expander)
            self.acceptDrags(on: expander)
        }
        Signal.onPointer(gpointerOf(factory), "bind") { [unowned self] item in
            guard let item, let row = gtk_list_item_get_item(OpaquePointer(item)), let expander = gtk_list_item_get_child(OpaquePointer(item)),
                  let label = gtk_tree_expander_get_child(OpaquePointer(expander)) else { return }
            gtk_tree_expander_set_list_row(OpaquePointer(expander), OpaquePointer(row))
            let key = Self.key(ofRow: OpaquePointer(row))
            gtk_widget_set_name(expander, key)   // read back when the row is dragged or dropped on
            let name = tree?.name(of: key) ?? key
            gtk_label_set_text(OpaquePointer(label), name)
            gtk_widget_set_tooltip_text(label, name)   // the whole name, where the row cuts it short
            labels[key, default: []].append(OpaquePointer(label))
        }
        Signal.onPointer(gpointerOf(factory), "unbind") { [unowned self] item in
            guard let item, let row = gtk_list_item_get_item(OpaquePointer(item)), let expander = gtk_list_item_get_child(OpaquePointer(item)),
                  let label = gtk_tree_expander_get_child(OpaquePointer(expander)) else { return }
            let key = Self.key(ofRow: OpaquePointer(row))
            labels[key]?.removeAll { $0 == OpaquePointer(label) }
        }
        Keys.onDelete(list) { [unowned self] in onDelete?() }
        Keys.on(list, [(UInt32(GDK_KEY_c), true, { [unowned self] in onClipboard?(.copy) }),
                       (UInt32(GDK_KEY_x), true, { [unowned self] in onClipboard?(.cut) }),
                       (UInt32(GDK_KEY_v), true, { [unowned self] in onClipboard?(.paste) })])
    }

    /// Reparenting by drag and drop: a row drags its key; dropped on another row, the view moves
    /// into that one. Ctrl+drag (from a row or from the canvas) connects the dragged object to
    /// the row it is dropped on instead.
    private func acceptDrags(on row: Widget) {
        let source = gtk_drag_source_new()!
        gtk_drag_source_set_actions(source, GdkDragAction(GDK_ACTION_COPY.rawValue | GDK_ACTION_MOVE.rawValue))
        Signal.onPrepare(gpointerOf(source)) { _, _ in
            guard let key = string(gtk_widget_get_name(row)), !key.contains(":") else { return nil }
            let connecting = gtk_event_controller_get_current_event_state(source).rawValue & GDK_CONTROL_MASK.rawValue != 0
            return nib_content_provider_for_string(connecting ? OutlineDrag.connecting(key) : key).map { OpaquePointer($0) }
        }
        gtk_widget_add_controller(row, source)
        let target = gtk_drop_target_new(nib_string_type(), GdkDragAction(GDK_ACTION_COPY.rawValue | GDK_ACTION_MOVE.rawValue))!
        Signal.onDrop(gpointerOf(target)) { [unowned self] value in
            guard let value, let dragged = string(g_value_get_string(value)), let onto = string(gtk_widget_get_name(row)),
                  dragged != onto else { return false }
            if let connected = OutlineDrag.connected(dragged) {
                onConnect?(connected, onto, row)
            } else {
                onReparent?(dragged, onto)
            }
            return true
        }
        gtk_widget_add_controller(row, target)
    }

    /// Shows the session's document (again, after a structural change), keeping the selection,
    /// the rows expanded and the scroll position. A storyboard opens with its scenes collapsed
    /// but the one on the canvas, as Xcode's outline does; a XIB opens all expanded.
    func show(_ session: DesignSession) {
        let again = shownDocument === session.document
        shownDocument = session.document
        let expanded = again ? expandedKeys() : nil
        let scroll = gtk_adjustment_get_value(gtk_scrolled_window_get_vadjustment(OpaquePointer(widget)))
        let tree = OutlineTree(document: session.document)
        self.tree = tree
        labels = [:]
        let model = gtk_tree_list_model_new(Self.stringList(tree.topKeys), 0, 0, Self.createChildren, Unmanaged.passUnretained(self).toOpaque(), nil)!
        let shownScene = session.root.flatMap { root in
            session.document.scenes.first { $0.objects.contains { $0 === root.parent || $0 === root } }
        }.map { "scene:" + $0.id }
        expand(model, sceneKey: shownScene) { key, insideShownScene in
            if let expanded { return expanded.contains(key) }
            return !session.document.isStoryboard || key == shownScene || insideShownScene
        }
        let selection = gtk_single_selection_new(model)!   // takes the model
        gtk_single_selection_set_autoselect(selection, 0)
        gtk_single_selection_set_can_unselect(selection, 1)
        gtk_single_selection_set_selected(selection, GTK_INVALID_LIST_POSITION)
        Signal.onNotify(gpointerOf(selection), "selected") { [unowned self] in
            guard !syncing, let tree = self.tree, let model = self.model, let selection = self.selection else { return }
            let position = gtk_single_selection_get_selected(selection)
            guard position != GTK_INVALID_LIST_POSITION, let row = gtk_tree_list_model_get_row(model, position) else {
                onSelect?(nil)
                return
            }
            let key = Self.key(ofRow: row)
            g_object_unref(gpointerOf(row))
            onSelect?(tree.objectID(of: key))
        }
        gtk_list_view_set_model(OpaquePointer(list), selection)   // the view keeps its own reference
        g_object_unref(gpointerOf(selection))
        (self.model, self.selection) = (model, selection)
        reveal(session.selection)
        if again { MainLoop.after(0) { [widget] in gtk_adjustment_set_value(gtk_scrolled_window_get_vadjustment(OpaquePointer(widget)), scroll) } }
    }

    /// The keys of the rows expanded now.
    private func expandedKeys() -> Set<String> {
        guard let model else { return [] }
        var keys: Set<String> = []
        for position in 0..<g_list_model_get_n_items(model) {
            guard let row = gtk_tree_list_model_get_row(model, position) else { continue }
            if gtk_tree_list_row_get_expanded(row) != 0 { keys.insert(Self.key(ofRow: row)) }
            g_object_unref(gpointerOf(row))
        }
        return keys
    }

    /// Expands the rows `wanted` picks, top down (an expanded row's children follow it); it is
    /// told whether the row lies inside the scene `sceneKey` names.
    private func expand(_ model: OpaquePointer, sceneKey: String?, _ wanted: (String, Bool) -> Bool) {
        var sceneDepth: UInt32?
        var position: UInt32 = 0
        while position < g_list_model_get_n_items(model) {
            defer { position += 1 }
            guard let row = gtk_tree_list_model_get_row(model, position) else { continue }
            defer { g_object_unref(gpointerOf(row)) }
            let (key, depth) = (Self.key(ofRow: row), gtk_tree_list_row_get_depth(row))
            if let d = sceneDepth, depth <= d { sceneDepth = nil }
            let inside = sceneDepth != nil
            if key == sceneKey { sceneDepth = depth }
            if wanted(key, inside) { gtk_tree_list_row_set_expanded(row, 1) }
        }
    }

    /// Renames rows after a value edit (a label's text names the label and its constraints).
    /// Only the rows on screen have labels, so this is cheap even for a large document.
    func rename() {
        guard let tree else { return }
        for (key, shown) in labels {
            let name = tree.name(of: key)
            shown.forEach {
                gtk_label_set_text($0, name)
                gtk_widget_set_tooltip_text(UnsafeMutablePointer($0), name)
            }
        }
    }

    /// Selects and scrolls to the row of an object, without telling `onSelect`.
    func reveal(_ id: String?) {
        guard let model, let selection else { return }
        syncing = true
        defer { syncing = false }
        guard let id else { return gtk_single_selection_set_selected(selection, GTK_INVALID_LIST_POSITION) }
        let count = g_list_model_get_n_items(model)
        for position in 0..<count {
            guard let row = gtk_tree_list_model_get_row(model, position) else { continue }
            let key = Self.key(ofRow: row)
            g_object_unref(gpointerOf(row))
            if key == id {
                gtk_single_selection_set_selected(selection, position)
                nib_list_view_scroll_to(list, position)
                return
            }
        }
    }

    /// The tree list model asks for a row's children: a new list of keys, or NULL for a leaf.
    private static let createChildren: GtkTreeListModelCreateModelFunc = { item, data in
        let pane = Unmanaged<OutlinePane>.fromOpaque(data!).takeUnretainedValue()
        let key = string(gtk_string_object_get_string(OpaquePointer(item))) ?? ""
        // The new list goes back to GTK as an address: pointers are not Sendable.
        let address = MainActor.assumeIsolated {
            let children = pane.tree?.children(of: key) ?? []
            return children.isEmpty ? 0 : Int(bitPattern: stringList(children))
        }
        return OpaquePointer(bitPattern: address)
    }

    private static func key(ofRow row: OpaquePointer) -> String {
        guard let item = gtk_tree_list_row_get_item(row) else { return "" }
        defer { g_object_unref(item) }
        return string(gtk_string_object_get_string(OpaquePointer(item))) ?? ""
    }

    private static func stringList(_ keys: [String]) -> OpaquePointer {
        let list = gtk_string_list_new(nil)!
        keys.forEach { gtk_string_list_append(list, $0) }
        return list
    }
}

/// What a drag in the outline carries: a row's key to reparent, or `connect:ID` to connect.
enum OutlineDrag {
    static func connecting(_ id: String) -> String { "connect:" + id }
    static func connected(_ text: String) -> String? { text.hasPrefix("connect:") ? String(text.dropFirst(8)) : nil }
}
