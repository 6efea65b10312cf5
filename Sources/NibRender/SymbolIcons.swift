import Foundation
import Synchronization

/// SF Symbols drawn with GNOME's symbolic icons. Apple's symbols may not be shipped with
/// Nibbler, so a symbol is drawn as the Adwaita icon of the same meaning (a trash can, a
/// magnifying glass, a chevron), tinted as UIKit tints the symbol. A symbol with no such icon
/// keeps Interface Builder's placeholder with its name.
public enum SymbolIcons {
    /// The Adwaita icon (without "-symbolic") for a symbol, by the symbol's name or the part of
    /// it before a variant (`xmark.circle.fill` is looked up as itself, `xmark.circle`, `xmark`).
    static let icons: [String: String] = [
        "xmark": "window-close", "multiply": "window-close", "plus": "list-add", "minus": "list-remove",
        "trash": "user-trash", "bin.xmark": "user-trash", "xmark.bin": "user-trash",
        "folder": "folder", "doc": "text-x-generic", "doc.on.doc": "edit-copy", "book": "accessories-dictionary",
        "star": "starred", "star.slash": "non-starred", "heart": "emblem-favorite", "bookmark": "user-bookmarks",
        "pencil": "document-edit", "square.and.pencil": "document-edit", "location": "find-location", "map": "find-location",
        "gear": "emblem-system", "gearshape": "emblem-system", "wrench.and.screwdriver": "applications-engineering",
        "slider.horizontal.3": "preferences-other",
        "eye": "view-reveal", "eye.slash": "view-conceal", "clock": "preferences-system-time", "deskclock": "alarm",
        "magnifyingglass": "system-search",
        "chevron.right": "go-next", "chevron.left": "go-previous", "chevron.up": "go-up", "chevron.down": "go-down",
        "arrow.right": "go-next", "arrow.left": "go-previous", "arrow.up": "go-up", "arrow.down": "go-down",
        "arrow.uturn.left": "edit-undo", "arrow.uturn.right": "edit-redo", "arrow.clockwise": "view-refresh",
        "arrowshape.turn.up.forward": "mail-forward",
        "square.and.arrow.up": "send-to", "square.and.arrow.down": "document-save", "icloud.and.arrow.up": "send-to",
        "questionmark.circle": "help-about", "questionmark": "dialog-question", "info.circle": "dialog-information",
        "exclamationmark.triangle": "dialog-warning", "exclamationmark.circle": "dialog-error", "exclamationmark.octagon": "dialog-error",
        "nosign": "action-unavailable",
        "play": "media-playback-start", "pause": "media-playback-pause", "stop": "media-playback-stop",
        "backward": "media-seek-backward", "forward": "media-seek-forward", "record.circle": "media-record",
        "camera": "camera-photo", "video": "camera-video", "photo": "image-x-generic", "film": "video-x-generic",
        "lock": "changes-prevent", "lock.open": "changes-allow", "lock.shield": "security-high", "checkmark.shield": "security-high",
        "checkerboard.shield": "security-high",
        "checkmark": "object-select", "checkmark.circle": "emblem-ok", "checkmark.seal": "emblem-ok", "checkmark.square": "emblem-ok",
        "person": "avatar-default", "person.2": "system-users", "person.circle": "avatar-default",
        "mic": "audio-input-microphone", "speaker": "audio-volume-high", "speaker.slash": "audio-volume-muted",
        "speaker.wave.3": "audio-volume-high", "waveform.circle": "audio-x-generic", "music.note": "audio-x-generic",
        "envelope": "mail-unread", "paperplane": "mail-send", "bell": "preferences-system-notifications",
        "bell.slash": "notifications-disabled", "text.bubble": "user-available", "plus.bubble": "list-add",
        "phone": "call-start", "phone.down": "call-stop", "link": "insert-link", "printer": "printer", "keyboard": "input-keyboard",
        "calendar": "x-office-calendar", "wifi": "network-wireless", "antenna.radiowaves.left.and.right": "network-wireless",
        "dot.radiowaves.left.and.right": "network-wireless", "internaldrive": "drive-harddisk", "externaldrive": "drive-harddisk",
        "opticaldiscdrive": "media-optical", "house": "go-home", "globe": "web-browser", "safari": "web-browser",
        "ellipsis": "view-more", "ellipsis.circle": "view-more", "line.3.horizontal": "open-menu", "list.bullet": "view-list",
        "line.3.horizontal.decrease": "view-sort-descending", "line.3.horizontal.decrease.circle": "view-sort-descending",
        "square.grid.2x2": "view-grid", "sun.max": "display-brightness", "sun.min": "display-brightness", "sunset": "weather-clear",
        "moon": "weather-clear-night", "cloud": "weather-overcast", "flame": "weather-severe-alert",
        "hand.raised": "action-unavailable", "qrcode": "view-app-grid", "tag": "bookmark-new",
        "chevron.backward": "go-previous", "chevron.forward": "go-next", "line.horizontal.3": "open-menu",
        "info": "dialog-information", "key": "dialog-password", "arrowtriangle.down": "pan-down", "arrowtriangle.up": "pan-up",
        "arrowtriangle.left": "pan-start", "arrowtriangle.right": "pan-end", "gamecontroller": "input-gaming",
        "tv": "video-display", "display": "video-display", "network": "network-workgroup", "touchid": "auth-fingerprint",
        "timer": "alarm", "tray.and.arrow.up": "document-send", "icloud.and.arrow.down": "folder-download",
        "arrow.triangle.2.circlepath": "view-refresh", "arrow.triangle.2.circlepath.camera": "camera-switch",
        "repeat": "media-playlist-repeat", "power": "system-shutdown", "paperclip": "mail-attachment",
        "antenna.radiowaves.left.and.right.circle": "network-wireless", "cellularbars": "network-cellular-signal-excellent",
    ]

    /// The icon a symbol is drawn with, or nil when Adwaita has none of its meaning.
    public static func iconName(for symbol: String) -> String? {
        var parts = symbol.split(separator: ".").map(String.init)
        while !parts.isEmpty {
            if let icon = icons[parts.joined(separator: ".")] { return icon }
            parts.removeLast()
        }
        return nil
    }

    /// The file of a symbol's icon, from the Adwaita theme in the system's data folders: its
    /// scalable symbolic icon (an SVG, sharp at any size), else one rendered at 64 pixels, or 96
    /// or 48; nil where there is none.
    public static func file(for symbol: String) -> String? {
        guard let icon = iconName(for: symbol) else { return nil }
        return found.withLock { cache in
            if let known = cache[icon] { return known }
            let file = lookUp(icon)
            cache[icon] = file
            return file
        }
    }

    private static let found = Mutex<[String: String?]>([:])

    private static func lookUp(_ icon: String) -> String? {
        let data = (ProcessInfo.processInfo.environment["XDG_DATA_DIRS"].map { $0.split(separator: ":").map(String.init) } ?? [])
            + ["/usr/local/share", "/usr/share"]
        let fm = FileManager.default
        for folder in data {
            let scalable = "\(folder)/icons/Adwaita/scalable"
            for context in ((try? fm.contentsOfDirectory(atPath: scalable)) ?? []).sorted() {
                let path = "\(scalable)/\(context)/\(icon)-symbolic.svg"
                if fm.fileExists(atPath: path) { return path }
            }
            for size in ["64x64", "96x96", "48x48"] {
                let theme = "\(folder)/icons/Adwaita/\(size)"
                guard let contexts = try? fm.contentsOfDirectory(atPath: theme) else { continue }
                for context in contexts.sorted() {
                    let path = "\(theme)/\(context)/\(icon)-symbolic.symbolic.png"
                    if fm.fileExists(atPath: path) { return path }
                }
            }
        }
        return nil
    }
}
