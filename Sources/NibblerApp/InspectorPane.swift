import CGtk
import Foundation
import GtkKit
import NibDesign
import NibLayout
import NibModel

/// The inspector: Identity, Attributes, Designable (runtime attributes) and Layout (frame,
/// priorities, constraints) of the selection. Every field edits through the session, so each
/// change is undoable, laid out at once, and saved as Xcode saves it.
@MainActor
final class InspectorPane {
    let widget: Widget
    let content: Widget
    private var session: DesignSession?
    /// Puts the model's current values back into the fields (after an edit elsewhere).
    var refreshers: [() -> Void] = []
    /// True while fields are being set from the model: their change signals are not edits.
    var syncing = false
    /// Which of a button's insets the Size rows show (`NibDocument.buttonInsetKeys`).
    var insetKey = "contentEdgeInsets"
    /// Which state of a button its state rows edit (`NibDocument.buttonStates`).
    var buttonState = "normal"
    /// The object the fields show, and each field's control by its title (numbered when a title
    /// repeats): showing the same object again keeps the scroll position and the focused field.
    private var shownID: String?
    private var fields: [(key: String, control: Widget)] = []
    var onError: ((String) -> Void)?

    init() {
        content = Gtk.box(GTK_ORIENTATION_VERTICAL, spacing: 6, margin: 12)
        widget = Gtk.scrolled(content)
        gtk_scrolled_window_set_policy(OpaquePointer(widget), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_widget_set_size_request(widget, 300, -1)
        Gtk.accessibleLabel(widget, "Inspector")
        // The wheel scrolls the pane, never a value: over a spin button it would change it.
        let scroll = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL)!
        gtk_event_controller_set_propagation_phase(scroll, GTK_PHASE_CAPTURE)
        Signal.onScroll(gpointerOf(scroll)) { [widget] _, dy in
            let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(widget))
            gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) + dy * 50)
            return true
        }
        gtk_widget_add_controller(widget, scroll)
    }

    /// Shows the session's selection (rebuilding every field).
    func show(_ session: DesignSession?) {
        self.session = session
        // The same object shown again (after an undo, a redo, an edit that changes the structure)
        // keeps its place in the pane and the field being edited, as Xcode's inspector does.
        let same = session?.selection != nil && session?.selection == shownID
        let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(widget))
        let scroll = gtk_adjustment_get_value(adjustment)
        var focused: String?
        // A focused field goes with the rest: unfocus it first, or the scrolled pane keeps a
        // stale focus child (GTK then complains at its next layout).
        if let root = gtk_widget_get_root(content), let focus = gtk_root_get_focus(root), gtk_widget_is_ancestor(focus, content) != 0 {
            focused = fields.first { $0.control == focus || gtk_widget_is_ancestor(focus, $0.control) != 0 }?.key
            gtk_root_set_focus(root, nil)
        }
        defer {
            shownID = session?.selection
            if same { keep(scroll: scroll, focus: focused) }
        }
        Gtk.removeAll(content)
        refreshers = []
        fields = []
        guard let session, let id = session.selection else {
            Gtk.append(content, Gtk.label("No Selection", xalign: 0.5, classes: ["dim-label"]))
            return
        }
        if let (_, constraint) = session.document.constraint(id) {
            showConstraint(constraint, session)
        } else if let object = session.document.objectsByID[id] {
            showObject(object, session)
            showConnections(of: id, session)
        } else if session.segue(id) != nil {
            showSegue(id, session)
        }
        refreshValues()
    }

    /// Puts the pane back at `scroll` (once the new rows have their sizes) and the focus in the
    /// field `focus` names.
    private func keep(scroll: Double, focus: String?) {
        let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(widget))
        gtk_adjustment_set_value(adjustment, scroll)
        MainLoop.after(0) { gtk_adjustment_set_value(adjustment, scroll) }
        guard let focus, let control = fields.first(where: { $0.key == focus })?.control else { return }
        gtk_widget_grab_focus(control)
    }

    /// Updates the fields from the model without rebuilding them (the focused one keeps its text).
    func refreshValues() {
        syncing = true
        refreshers.forEach { $0() }
        syncing = false
    }

    // MARK: Sections

    private func showObject(_ object: NibObject, _ session: DesignSession) {
        let all = session.document.inspectables(for: object)
        showIdentity(object, session)
        let attributes = all.filter {
            if case .runtimeAttribute = $0.storage { return false }
            return !Inspectables.sizeInspectorNames.contains($0.name)
        }
        for inspectable in attributes where inspectable.name == "userLabel" { row(inspectable, object, session) }
        if object.isLaidOutView || !attributes.isEmpty {
            section("Attributes")
            if let attributed = object.attributedText { showAttributed(attributed, of: object) }
            if object.className == "button", object.buttonConfiguration == nil { stateConfigRow() }
            for inspectable in attributes where inspectable.name != "userLabel" {
                // A button's title, colours and images are its chosen state's.
                let stated = inspectable.inState(buttonState)
                row(stated, object, session, property: stated == inspectable ? inspectable.name : "\(inspectable.name)@\(buttonState)")
            }
        }
        // With the project's code: a section per class that declares inspectables, as Xcode
        // shows them; runtime attributes the code does not name stay under Designable.
        let fromCode = session.document.designableSections(for: object) ?? []
        let size = session.frames[object.id] ?? object.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
        let notDrawn = Set(session.document.projectLook?(object, size.width, size.height)?.notDrawn ?? [])
        for part in fromCode {
            section(part.title)
            for inspectable in part.inspectables {
                row(inspectable, object, session)
                // Nibbler reads setters, never runs them: say what it leaves undrawn.
                if notDrawn.contains(inspectable.name) {
                    let note = Gtk.label("not drawn: its setter does more than Nibbler reads", classes: ["dim-label", "caption"])
                    gtk_label_set_wrap(OpaquePointer(note), 1)
                    Gtk.append(content, note)
                }
            }
        }
        let declared = Set(fromCode.flatMap(\.inspectables).map(\.name))
        let others = all.filter { inspectable in
            if case .runtimeAttribute = inspectable.storage { return !declared.contains(inspectable.name) }
            return false
        }
        guard object.isLaidOutView || !fromCode.isEmpty else { return }
        if !others.isEmpty || fromCode.isEmpty {
            section("Designable")
            for inspectable in others { row(inspectable, object, session) }
        }
        guard object.isLaidOutView else { return }
        section("Layout")
        if object !== session.root {   // the root's size is the device's
            // The frame in the file, as Xcode's Size inspector edits it.
            for (name, part) in [("X", \Rect.x), ("Y", \Rect.y), ("Width", \Rect.width), ("Height", \Rect.height)] {
                spin(name, accessible: "Frame \(name)", range: name.count == 1 ? (-100_000, 100_000) : (0, 100_000), digits: 1,
                     value: { (object.frame ?? session.frames[object.id])?[keyPath: part] }) { [unowned session] v throws(EditError) in
                    guard var frame = object.frame ?? session.frames[object.id] else { return }
                    frame[keyPath: part] = v
                    try session.setFrame(object.id, to: frame)
                }
            }
        }
        if !object.translatesAutoresizingMaskIntoConstraints || object === session.root {
            let frameLabel = Gtk.label("", classes: ["monospace"])
            gtk_label_set_selectable(OpaquePointer(frameLabel), 1)
            // Ellipsized, so that a long frame never widens the pane.
            gtk_label_set_ellipsize(OpaquePointer(frameLabel), PANGO_ELLIPSIZE_END)
            field("Solved Frame", frameLabel)
            refreshers.append { [unowned self] in
                guard let f = self.session?.frames[object.id] else { return }
                gtk_label_set_text(OpaquePointer(frameLabel), "x \(Self.short(f.x))  y \(Self.short(f.y))  \(Self.short(f.width)) × \(Self.short(f.height))")
            }
        }
        for inspectable in all where Inspectables.sizeInspectorNames.contains(inspectable.name) { row(inspectable, object, session) }
        layoutMarginsRows(object, session)
        if object.className == "button", object.buttonConfiguration == nil { buttonInsetRows(object, session) }
        intrinsicSizeRows(object, session)
        let constraints = session.document.constraints.filter { $0.constraint.firstItem === object || $0.constraint.secondItem === object }
        if !constraints.isEmpty {
            section("Constraints")
            for (_, constraint) in constraints { constraintRows(constraint, session, compact: true) }
        }
    }

    private func showConstraint(_ constraint: NibConstraint, _ session: DesignSession) {
        section("Constraint")
        info("Object ID", constraint.id)
        constraintRows(constraint, session, compact: false)
    }

    /// A constraint in words, with its constant, priority and multiplier editable, and Delete.
    private func constraintRows(_ constraint: NibConstraint, _ session: DesignSession, compact: Bool) {
        let id = constraint.id
        let words = Gtk.label(constraint.words)
        gtk_label_set_wrap(OpaquePointer(words), 1)
        gtk_label_set_selectable(OpaquePointer(words), 1)
        Gtk.append(content, words)
        // Several constraints share a pane: each field names its constraint for screen readers.
        spin("Constant", accessible: "Constant of \(constraint.words)", range: (-100_000, 100_000), digits: 1,
             value: { [unowned session] in session.document.constraint(id)?.1.constant }) { [unowned session] v throws(EditError) in
            try session.setConstraint(id, constant: v)
        }
        // What size classes change, as Xcode lists it under Constant and Installed.
        for row in SizeClassRows.rows(for: constraint, in: session.document) { info(row.name, row.value) }
        spin("Priority", accessible: "Priority of \(constraint.words)", range: (1, 1000), digits: 0,
             value: { [unowned session] in session.document.constraint(id)?.1.priority }) { [unowned session] v throws(EditError) in
            try session.setConstraint(id, priority: v)
        }
        spin("Multiplier", accessible: "Multiplier of \(constraint.words)", range: (-1000, 1000), digits: 3,
             value: { [unowned session] in session.document.constraint(id)?.1.multiplier }) { [unowned session] v throws(EditError) in
            try session.setConstraint(id, multiplier: v)
        }
        let delete = Gtk.button("Delete Constraint", classes: ["destructive-action"])
        gtk_widget_set_halign(delete, GTK_ALIGN_END)
        Signal.on(gpointerOf(delete), "clicked") { [unowned self, unowned session] in
            do { try session.removeConstraint(id) } catch { onError?("\(error)") }
        }
        Gtk.append(content, delete)
        if compact { Gtk.append(content, gtk_separator_new(GTK_ORIENTATION_HORIZONTAL)) }
    }

    /// Xcode's "Layout Margins": Default, Fixed or Language Directional, with the four margins.
    private func layoutMarginsRows(_ object: NibObject, _ session: DesignSession) {
        let id = object.id
        let setting = object.layoutMarginsSetting
        let choice = Gtk.dropDown(LayoutMarginsSetting.titles, selected: LayoutMarginsSetting.titles.firstIndex(of: setting.title) ?? 0)
        Gtk.accessibleLabel(choice, "Layout Margins")
        Signal.onNotify(gpointerOf(choice), "selected") { [unowned self, unowned session] in
            guard !syncing else { return }
            let title = LayoutMarginsSetting.titles[Int(gtk_drop_down_get_selected(OpaquePointer(choice)))]
            guard let wanted = LayoutMarginsSetting.titled(title), wanted.title != object.layoutMarginsSetting.title else { return }
            do { try session.document.setLayoutMargins(of: id, to: wanted) } catch { onError?("\(error)") }
        }
        field("Layout Margins", choice)
        guard case .fixed = setting else {
            if case .directional = setting { marginSpins(["Top", "Leading", "Bottom", "Trailing"], object, session) }
            return
        }
        marginSpins(["Top", "Left", "Bottom", "Right"], object, session)
    }

    private func marginSpins(_ names: [String], _ object: NibObject, _ session: DesignSession) {
        for (index, name) in names.enumerated() {
            spin("  \(name)", accessible: "Margin \(name)", range: (-100_000, 100_000), digits: 1,
                 value: { object.layoutMarginsSetting.values.indices.contains(index) ? object.layoutMarginsSetting.values[index] : nil }) { [unowned session] v throws(EditError) in
                var values = object.layoutMarginsSetting.values
                guard values.indices.contains(index) else { return }
                values[index] = v
                try session.document.setLayoutMargins(of: object.id, to: object.layoutMarginsSetting.with(values))
            }
        }
    }

    /// A button's Content, Title and Image insets, as Xcode's Size inspector sets them: which
    /// one is shown, then its four values (the choice stays while other buttons are shown).
    private func buttonInsetRows(_ object: NibObject, _ session: DesignSession) {
        let keys = NibDocument.buttonInsetKeys
        let choice = Gtk.dropDown(keys.map(\.1), selected: keys.firstIndex { $0.0 == insetKey } ?? 0)
        Gtk.accessibleLabel(choice, "Insets")
        Signal.onNotify(gpointerOf(choice), "selected") { [unowned self] in
            guard !syncing else { return }
            insetKey = keys[Int(gtk_drop_down_get_selected(OpaquePointer(choice)))].0
            refreshValues()
        }
        field("Insets", choice)
        for (index, name) in ["Left", "Top", "Right", "Bottom"].enumerated() {
            spin("  \(name)", accessible: "Inset \(name)", range: (-100_000, 100_000), digits: 1,
                 value: { [unowned self] in
                     let i = object.edgeInsets(insetKey)
                     return [i?.left, i?.top, i?.right, i?.bottom][index] ?? 0
                 }) { [unowned self, unowned session] v throws(EditError) in
                let i = object.edgeInsets(insetKey) ?? (0, 0, 0, 0)
                var values = [i.left, i.top, i.right, i.bottom]
                values[index] = v
                try session.document.setEdgeInsets(insetKey, of: object.id, to: (values[0], values[1], values[2], values[3]))
            }
        }
    }

    /// Xcode's "Intrinsic Size": Default, or Placeholder with a width and height the layout uses.
    private func intrinsicSizeRows(_ object: NibObject, _ session: DesignSession) {
        let id = object.id
        let placeholder = LayoutEngine.placeholderIntrinsicSize(of: object)
        let choice = Gtk.dropDown(["Default (System Defined)", "Placeholder"], selected: placeholder == nil ? 0 : 1)
        Gtk.accessibleLabel(choice, "Intrinsic Size")
        Signal.onNotify(gpointerOf(choice), "selected") { [unowned self, unowned session] in
            guard !syncing else { return }
            let wanted = gtk_drop_down_get_selected(OpaquePointer(choice)) == 1
            let frame = session.frames[id] ?? object.frame
            do {
                try session.document.setIntrinsicSizePlaceholder(of: id, to: wanted ? (frame?.width, frame?.height) : nil)
            } catch { onError?("\(error)") }
        }
        field("Intrinsic Size", choice)
        guard placeholder != nil else { return }
        for (name, isWidth) in [("Width", true), ("Height", false)] {
            spin("  \(name)", accessible: "Intrinsic \(name)", range: (0, 100_000), digits: 1,
                 value: { LayoutEngine.placeholderIntrinsicSize(of: object).flatMap { isWidth ? $0.width : $0.height } }) { [unowned session] v throws(EditError) in
                let current = LayoutEngine.placeholderIntrinsicSize(of: object)
                try session.document.setIntrinsicSizePlaceholder(of: id, to: isWidth ? (v, current?.height) : (current?.width, v))
            }
        }
    }

    /// A number field that edits on Enter, focus-out or its arrows.
    private func spin(_ title: String, accessible: String, range: (Double, Double), digits: UInt32,
                      value: @escaping () -> Double?, apply: @escaping (Double) throws(EditError) -> Void) {
        let button = gtk_spin_button_new_with_range(range.0, range.1, 1)!
        gtk_spin_button_set_digits(OpaquePointer(button), digits)
        gtk_editable_set_enable_undo(OpaquePointer(button), 0)   // Ctrl+Z is the document's undo
        Gtk.accessibleLabel(button, accessible)
        Signal.on(gpointerOf(button), "value-changed") { [unowned self] in
            guard !syncing else { return }
            do { try apply(gtk_spin_button_get_value(OpaquePointer(button))) } catch { onError?("\(error)") }
        }
        refreshers.append { if let v = value() { gtk_spin_button_set_value(OpaquePointer(button), v) } }
        field(title, button)
    }

    // MARK: Rows

    /// One property: a field of its kind, showing the model's value and editing it.
    /// Xcode's State Config: which state of a button its Title, Text Color, Image and
    /// Background rows edit (Default is the normal one).
    private func stateConfigRow() {
        let states = NibDocument.buttonStates
        let choice = Gtk.dropDown(["Default", "Highlighted", "Selected", "Disabled"], selected: states.firstIndex(of: buttonState) ?? 0)
        Gtk.accessibleLabel(choice, "State Config")
        Signal.onNotify(gpointerOf(choice), "selected") { [unowned self] in
            guard !syncing else { return }
            buttonState = states[Int(gtk_drop_down_get_selected(OpaquePointer(choice)))]
            MainLoop.after(0) { [weak self] in self?.show(self?.session) }   // the rows for that state
        }
        field("State Config", choice)
    }

    /// `property`: the name `DesignSession.set` takes (a state's: `title@highlighted`).
    private func row(_ inspectable: Inspectable, _ object: NibObject, _ session: DesignSession, property: String? = nil) {
        let name = inspectable.name
        let property = property ?? name
        let current = { [unowned session] in InspectorValues.text(of: inspectable, for: object, in: session.document) }
        let apply: (String) -> Bool = { [unowned self, unowned session] text in
            Trace.editStarted()
            do {
                try session.set(property, to: text, on: object.id)
                return true
            } catch {
                onError?("\(error)")
                return false
            }
        }
        let control: Widget
        switch inspectable.kind {
        case .number:
            let digits: UInt32 = name == "alpha" ? 2 : name.hasSuffix("Priority") || name == "numberOfLines" ? 0 : 1
            let range = name == "alpha" ? (0.0, 1.0) : name.hasSuffix("Priority") ? (1.0, 1000.0) : (-100_000.0, 100_000.0)
            control = gtk_spin_button_new_with_range(range.0, range.1, name == "alpha" ? 0.05 : 1)!
            gtk_spin_button_set_digits(OpaquePointer(control), digits)
            gtk_editable_set_enable_undo(OpaquePointer(control), 0)
            Signal.on(gpointerOf(control), "value-changed") { [unowned self] in
                guard !syncing else { return }
                _ = apply(Self.short(gtk_spin_button_get_value(OpaquePointer(control))))
            }
            refreshers.append { gtk_spin_button_set_value(OpaquePointer(control), Double(current()) ?? 0) }
        case .boolean:
            control = gtk_check_button_new()!
            Signal.on(gpointerOf(control), "toggled") { [unowned self] in
                guard !syncing else { return }
                _ = apply(gtk_check_button_get_active(cast(control)) != 0 ? "YES" : "NO")
            }
            refreshers.append { gtk_check_button_set_active(cast(control), current() == "YES" ? 1 : 0) }
        case .font:
            return fontField(object, apply: apply)
        case .enumeration:
            control = Gtk.dropDown(inspectable.cases.map(inspectable.title(ofCase:)), selected: 0)
            Signal.onNotify(gpointerOf(control), "selected") { [unowned self] in
                guard !syncing else { return }
                let index = Int(gtk_drop_down_get_selected(OpaquePointer(control)))
                if inspectable.cases.indices.contains(index) { _ = apply(inspectable.cases[index]) }
            }
            refreshers.append {
                gtk_drop_down_set_selected(OpaquePointer(control), UInt32(inspectable.cases.firstIndex(of: current()) ?? 0))
            }
        case .color:
            control = colorField(inspectable, object, session, current: current, apply: apply)
        case .string where Self.imageFields.contains(name):
            // The name typed, or picked from the catalogs beside the file.
            let entry = textEntry(live: false, current: current, apply: apply)
            gtk_widget_set_hexpand(entry, 1)
            let pick = ImagePicker.button(names: { [unowned session] in session.imageNames },
                                          file: { [unowned session] in session.imageFile(named: $0) },
                                          choose: { _ = apply($0) })
            Gtk.accessibleLabel(entry, inspectable.title ?? name)   // the entry is the field, as elsewhere
            field(inspectable.title ?? Self.title(name), Gtk.box(GTK_ORIENTATION_HORIZONTAL, spacing: 4, [entry, pick]))
            return
        case .string:
            control = textEntry(live: true, current: current, apply: apply)
        case .point, .size, .rect:
            control = textEntry(live: false, current: current, apply: apply)
        }
        Gtk.accessibleLabel(control, inspectable.title ?? name)
        field(inspectable.title ?? Self.title(name), control)
    }

    /// The fields that name an image: an image view's, a button's, a bar item's.
    static let imageFields: Set<String> = ["image", "highlightedImage", "backgroundImage", "selectedImage", "landscapeImage"]

    /// A text entry. Live entries edit on every keystroke, as one undo step per burst of typing;
    /// others edit on Enter or when focus leaves.
    func textEntry(live: Bool, current: @escaping () -> String, apply: @escaping (String) -> Bool) -> Widget {
        let entry = gtk_entry_new()!
        gtk_editable_set_enable_undo(OpaquePointer(entry), 0)   // Ctrl+Z is the document's undo
        let text = { string(gtk_editable_get_text(OpaquePointer(entry))) ?? "" }
        let commit: Handler = { [unowned self] in
            guard !syncing else { return }
            if apply(text()) { gtk_widget_remove_css_class(entry, "error") } else { gtk_widget_add_css_class(entry, "error") }
        }
        if live {
            Signal.on(gpointerOf(entry), "changed", commit)
        } else {
            Signal.on(gpointerOf(entry), "activate", commit)
        }
        let focus = gtk_event_controller_focus_new()!
        Signal.on(gpointerOf(focus), "enter") { [unowned self] in session?.beginTyping() }
        Signal.on(gpointerOf(focus), "leave") { [unowned self] in
            session?.endTyping()
            if !live && text() != current() { commit() }
        }
        gtk_widget_add_controller(entry, focus)
        refreshers.append {
            // The field being typed in already shows the value; resetting it would move the caret.
            if gtk_widget_has_focus(entry) == 0 && gtk_widget_has_focus(gtk_widget_get_first_child(entry)) == 0, text() != current() {
                gtk_editable_set_text(OpaquePointer(entry), current())
            }
        }
        return entry
    }

    /// A colour: a button that opens GTK's colour chooser, and the hex value to type.
    private func colorField(_ inspectable: Inspectable, _ object: NibObject, _ session: DesignSession,
                            current: @escaping () -> String, apply: @escaping (String) -> Bool) -> Widget {
        let button = gtk_color_button_new()!
        gtk_color_chooser_set_use_alpha(OpaquePointer(button), 1)
        Gtk.accessibleLabel(button, inspectable.name + " picker")
        let entry = textEntry(live: false, current: current, apply: apply)
        gtk_editable_set_width_chars(OpaquePointer(entry), 10)
        Gtk.accessibleLabel(entry, inspectable.name)
        Signal.on(gpointerOf(button), "color-set") { [unowned self] in
            guard !syncing else { return }
            var rgba = GdkRGBA()
            gtk_color_chooser_get_rgba(OpaquePointer(button), &rgba)
            _ = apply(InspectorValues.hex(RGBAColor(red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue), alpha: Double(rgba.alpha))))
        }
        refreshers.append { [unowned session] in
            let c = InspectorValues.color(of: inspectable, for: object, in: session.document) ?? RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
            var rgba = GdkRGBA(red: Float(c.red), green: Float(c.green), blue: Float(c.blue), alpha: Float(c.alpha))
            gtk_color_chooser_set_rgba(OpaquePointer(button), &rgba)
        }
        return Gtk.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, [button, entry])
    }

    // MARK: Layout helpers

    func section(_ title: String) {
        let label = Gtk.label(title, classes: ["heading"])
        gtk_widget_set_margin_top(label, 12)
        Gtk.append(content, label)
    }

    /// Attributed text as Xcode's Text (or Title) popup names it, its characters below, read
    /// only: Nibbler keeps its fragments and attributes as they are.
    private func showAttributed(_ text: String, of object: NibObject) {
        info(object.className == "button" ? "Title" : "Text", "Attributed (read only)")
        let characters = Gtk.label(text, classes: ["caption"])
        gtk_label_set_wrap(OpaquePointer(characters), 1)
        gtk_label_set_selectable(OpaquePointer(characters), 1)
        gtk_label_set_xalign(OpaquePointer(characters), 0)
        gtk_label_set_lines(OpaquePointer(characters), 6)
        gtk_label_set_ellipsize(OpaquePointer(characters), PANGO_ELLIPSIZE_END)
        Gtk.append(content, characters)
    }

    func info(_ name: String, _ value: String) {
        let label = Gtk.label(value)
        gtk_label_set_selectable(OpaquePointer(label), 1)
        gtk_label_set_ellipsize(OpaquePointer(label), PANGO_ELLIPSIZE_MIDDLE)
        field(name, label)
    }

    /// A row: the name on the left, the control on the right. Returns the row.
    @discardableResult
    func field(_ name: String, _ control: Widget) -> Widget {
        let label = Gtk.label(name, classes: ["dim-label"])
        gtk_widget_set_size_request(label, 110, -1)
        gtk_label_set_ellipsize(OpaquePointer(label), PANGO_ELLIPSIZE_END)
        gtk_widget_set_tooltip_text(label, name)
        gtk_widget_set_hexpand(control, 1)
        let row = Gtk.box(GTK_ORIENTATION_HORIZONTAL, spacing: 8, [label, control])
        Gtk.append(content, row)
        let repeats = fields.filter { $0.key.hasPrefix(name + "#") }.count
        fields.append((name + "#\(repeats)", control))
        return row
    }

    /// "borderWidth" → "Border Width", as Xcode titles inspectables.
    static func title(_ name: String) -> String {
        var words = ""
        for (k, c) in name.enumerated() {
            if k == 0 { words += c.uppercased() } else if c.isUppercase { words += " " + String(c) } else { words.append(c) }
        }
        return words
    }

    static func short(_ x: Double) -> String {
        let rounded = (x * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int64(rounded)) : String(rounded)
    }
}
