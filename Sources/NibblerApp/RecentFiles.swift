import CGtk
import Foundation
import GtkKit

/// Recently used documents through GtkRecentManager, shared with other GNOME apps, filtered to
/// XIB and storyboard files.
@MainActor
enum RecentFiles {
    static func add(_ path: String) {
        let uri = URL(fileURLWithPath: path).absoluteString
        gtk_recent_manager_add_item(gtk_recent_manager_get_default(), uri)
    }

    /// The most recent documents that still exist, newest first, each once (the same file
    /// reached through a symbolic link or a `..` is one).
    static func paths(limit: Int = 8) -> [String] {
        var found: [(Int, String)] = []
        var items = gtk_recent_manager_get_items(gtk_recent_manager_get_default())
        let head = items
        while let node = items {
            if let info = node.pointee.data.map(OpaquePointer.init), let uri = string(gtk_recent_info_get_uri(info)),
               uri.hasSuffix(".xib") || uri.hasSuffix(".storyboard"), let url = URL(string: uri), url.isFileURL,
               FileManager.default.fileExists(atPath: url.path) {
                found.append((Int(g_date_time_to_unix(gtk_recent_info_get_modified(info))), url.path))
            }
            items = node.pointee.next
        }
        let release: @convention(c) (gpointer?) -> Void = { if let p = $0 { gtk_recent_info_unref(OpaquePointer(p)) } }
        g_list_free_full(head, release)
        var seen: Set<String> = []
        let newestFirst = found.sorted { $0.0 > $1.0 }.map(\.1).filter { seen.insert(URL(fileURLWithPath: $0).resolvingSymlinksInPath().path).inserted }
        return Array(newestFirst.prefix(limit))
    }

    /// "Main.storyboard — ~/Projects/App/Base.lproj": the name, and the folder that tells two
    /// files of the same name apart, its underscores kept (a menu label's `_` marks a mnemonic).
    static func label(for path: String) -> String {
        let url = URL(fileURLWithPath: path)
        var folder = url.deletingLastPathComponent().path
        let home = FileManager.default.homeDirectoryForCurrentUser.path
        if home != "/", folder.hasPrefix(home + "/") || folder == home { folder = "~" + folder.dropFirst(home.count) }
        return (url.lastPathComponent + " — " + folder).replacingOccurrences(of: "_", with: "__")
    }

    /// Fills a menu with the recent documents, each opening through `win.open-path`.
    static func fill(_ menu: OpaquePointer) {
        g_menu_remove_all(menu)
        for path in paths() {
            let item = g_menu_item_new(label(for: path), nil)!
            g_menu_item_set_action_and_target_value(item, "win.open-path", g_variant_new_string(path))
            g_menu_append_item(menu, item)
            g_object_unref(gpointerOf(item))
        }
    }
}
