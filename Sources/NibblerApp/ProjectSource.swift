import CGtk
import Foundation
import GtkKit
import NibSource

/// A project's source index, built in the background and kept current: every folder holding
/// source is watched (a GFileMonitor watches one folder, not its tree), and the files saved,
/// added or removed there are read again, alone, in the background. Each new index is handed
/// to `onIndex` on the main loop.
@MainActor
final class ProjectSource {
    let folder: String
    private(set) var index: SourceIndex?
    var onIndex: ((SourceIndex) -> Void)?
    private var monitors: [UnsafeMutablePointer<GFileMonitor>] = []
    private var pending: Set<String> = []
    private var timer: UInt32 = 0
    private var reading = false

    /// Folders beyond this many are not watched (a home folder opened as a project).
    static let maximumWatchedFolders = 2_000

    init(folder: String) {
        self.folder = folder
        DispatchQueue.global(qos: .userInitiated).async { [folder] in
            let index = SourceIndex(folder: folder)
            let folders = Self.sourceFolders(in: folder)
            MainLoop.fromAnyThread { [weak self] in self?.indexed(index, watching: folders) }
        }
    }

    func stop() {
        for monitor in monitors {
            g_file_monitor_cancel(monitor)
            g_object_unref(monitor)
        }
        monitors = []
        MainLoop.cancel(timer)
        onIndex = nil
    }

    private func indexed(_ index: SourceIndex, watching folders: [String]) {
        self.index = index
        for folder in folders.prefix(Self.maximumWatchedFolders) {
            guard let file = g_file_new_for_path(folder) else { continue }
            defer { g_object_unref(gpointerOf(file)) }
            guard let monitor = g_file_monitor_directory(file, G_FILE_MONITOR_NONE, nil, nil) else { continue }
            g_file_monitor_set_rate_limit(monitor, 100)
            Signal.onFileChanged(gpointerOf(monitor)) { [weak self] path, event in self?.changed(path, event) }
            monitors.append(monitor)
        }
        onIndex?(index)
    }

    private func changed(_ path: String, _ event: GFileMonitorEvent) {
        guard ["swift", "h", "m", "mm"].contains(URL(fileURLWithPath: path).pathExtension),
              [G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT, G_FILE_MONITOR_EVENT_CREATED, G_FILE_MONITOR_EVENT_DELETED,
               G_FILE_MONITOR_EVENT_MOVED_IN, G_FILE_MONITOR_EVENT_MOVED_OUT, G_FILE_MONITOR_EVENT_CHANGED].contains(event) else { return }
        pending.insert(path)
        // An editor's save is several events: read once they settle.
        MainLoop.cancel(timer)
        timer = MainLoop.after(150) { [weak self] in
            self?.timer = 0
            self?.rereadPending()
        }
    }

    private func rereadPending() {
        guard !reading, let index, !pending.isEmpty else { return }
        let paths = Array(pending)
        pending = []
        reading = true
        DispatchQueue.global(qos: .userInitiated).async {
            var updated = index
            updated.reread(paths)
            MainLoop.fromAnyThread { [weak self, updated] in
                guard let self else { return }
                reading = false
                self.index = updated
                onIndex?(updated)
                if !pending.isEmpty { rereadPending() }
            }
        }
    }

    /// The folders under `folder` that hold Swift or Objective-C files, the folder itself first.
    nonisolated static func sourceFolders(in folder: String) -> [String] {
        let root = URL(fileURLWithPath: folder).standardizedFileURL
        var folders: [String] = [root.path]
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsPackageDescendants]) else { return folders }
        var seen = 0
        for case let url as URL in walker {
            seen += 1
            if seen > 50_000 { break }
            if SourceIndex.skippedFolders.contains(url.lastPathComponent) || ["xcodeproj", "xcworkspace", "xcassets", "lproj"].contains(url.pathExtension) {
                walker.skipDescendants()
                continue
            }
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true { folders.append(url.path) }
        }
        return folders
    }
}
