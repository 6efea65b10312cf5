import CGtk

/// Signals and timeouts with Swift closures. Each closure is boxed, retained by its GClosure and
/// released when GTK drops the handler. GTK calls back on the main thread, which the
/// trampolines assert (`MainActor.assumeIsolated`).
final class Box<F> {
    let f: F
    init(_ f: F) { self.f = f }
}

private let release: GClosureNotify = { data, _ in
    if let data { Unmanaged<AnyObject>.fromOpaque(data).release() }
}

private func unbox<F>(_ data: gpointer?) -> F { Unmanaged<Box<F>>.fromOpaque(data!).takeUnretainedValue().f }

@discardableResult
private func connect<F>(_ instance: gpointer, _ signal: String, _ f: F, _ trampoline: GCallback) -> gulong {
    nib_signal_connect(instance, signal, trampoline, Unmanaged.passRetained(Box(f) as AnyObject).toOpaque(), release)
}

public typealias Handler = @MainActor () -> Void

public enum Signal {
    /// A signal with no arguments: `clicked`, `changed`, `value-changed`, `activate`…
    @discardableResult
    public static func on(_ instance: gpointer, _ signal: String, _ f: @escaping Handler) -> gulong {
        let t: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
            let f: Handler = unbox(data)
            MainActor.assumeIsolated { f() }
        }
        return connect(instance, signal, f, unsafeBitCast(t, to: GCallback.self))
    }

    /// `notify::PROPERTY`.
    @discardableResult
    public static func onNotify(_ instance: gpointer, _ property: String, _ f: @escaping Handler) -> gulong {
        let t: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
            let f: Handler = unbox(data)
            MainActor.assumeIsolated { f() }
        }
        return connect(instance, "notify::" + property, f, unsafeBitCast(t, to: GCallback.self))
    }

    /// A signal that returns a boolean (`close-request`): true stops it.
    @discardableResult
    public static func onStop(_ instance: gpointer, _ signal: String, _ f: @escaping @MainActor () -> Bool) -> gulong {
        let t: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in
            let f: @MainActor () -> Bool = unbox(data)
            return MainActor.assumeIsolated { f() } ? 1 : 0
        }
        return connect(instance, signal, f, unsafeBitCast(t, to: GCallback.self))
    }

    /// A signal with one pointer argument (`setup`/`bind` of a list-item factory, an action's
    /// `activate` with its GVariant parameter).
    @discardableResult
    public static func onPointer(_ instance: gpointer, _ signal: String, _ f: @escaping @MainActor (gpointer?) -> Void) -> gulong {
        let t: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, arg, data in
            let f: @MainActor (gpointer?) -> Void = unbox(data)
            nonisolated(unsafe) let arg = arg   // GTK's object, on GTK's (main) thread
            MainActor.assumeIsolated { f(arg) }
        }
        return connect(instance, signal, f, unsafeBitCast(t, to: GCallback.self))
    }

    /// A signal with one integer argument (a dialog's `response`).
    @discardableResult
    public static func onInt(_ instance: gpointer, _ signal: String, _ f: @escaping @MainActor (Int32) -> Void) -> gulong {
        let t: @convention(c) (gpointer?, Int32, gpointer?) -> Void = { _, n, data in
            let f: @MainActor (Int32) -> Void = unbox(data)
            MainActor.assumeIsolated { f(n) }
        }
        return connect(instance, signal, f, unsafeBitCast(t, to: GCallback.self))
    }

    /// A signal with two doubles (a drag gesture's `drag-begin`, `drag-update`, `drag-end`).
    @discardableResult
    public static func onPoint(_ instance: gpointer, _ signal: String, _ f: @escaping @MainActor (Double, Double) -> Void) -> gulong {
        let t: @convention(c) (gpointer?, Double, Double, gpointer?) -> Void = { _, x, y, data in
            let f: @MainActor (Double, Double) -> Void = unbox(data)
            MainActor.assumeIsolated { f(x, y) }
        }
        return connect(instance, signal, f, unsafeBitCast(t, to: GCallback.self))
    }

    /// A drawing area's `resize` (width, height).
    @discardableResult
    public static func onResize(_ area: gpointer, _ f: @escaping @MainActor (Int32, Int32) -> Void) -> gulong {
        let t: @convention(c) (gpointer?, Int32, Int32, gpointer?) -> Void = { _, w, h, data in
            let f: @MainActor (Int32, Int32) -> Void = unbox(data)
            MainActor.assumeIsolated { f(w, h) }
        }
        return connect(area, "resize", f, unsafeBitCast(t, to: GCallback.self))
    }

    /// A click gesture's `pressed` (number of presses, x, y).
    @discardableResult
    public static func onPressed(_ gesture: gpointer, _ f: @escaping @MainActor (Int32, Double, Double) -> Void) -> gulong {
        let t: @convention(c) (gpointer?, Int32, Double, Double, gpointer?) -> Void = { _, n, x, y, data in
            let f: @MainActor (Int32, Double, Double) -> Void = unbox(data)
            MainActor.assumeIsolated { f(n, x, y) }
        }
        return connect(gesture, "pressed", f, unsafeBitCast(t, to: GCallback.self))
    }

    /// A scroll controller's `scroll` (dx, dy); true when handled.
    @discardableResult
    public static func onScroll(_ controller: gpointer, _ f: @escaping @MainActor (Double, Double) -> Bool) -> gulong {
        let t: @convention(c) (gpointer?, Double, Double, gpointer?) -> gboolean = { _, dx, dy, data in
            let f: @MainActor (Double, Double) -> Bool = unbox(data)
            return MainActor.assumeIsolated { f(dx, dy) } ? 1 : 0
        }
        return connect(controller, "scroll", f, unsafeBitCast(t, to: GCallback.self))
    }

    /// A key controller's `key-pressed` (keyval, modifier state); true when handled.
    @discardableResult
    public static func onKey(_ controller: gpointer, _ f: @escaping @MainActor (UInt32, GdkModifierType) -> Bool) -> gulong {
        let t: @convention(c) (gpointer?, UInt32, UInt32, GdkModifierType, gpointer?) -> gboolean = { _, keyval, _, state, data in
            let f: @MainActor (UInt32, GdkModifierType) -> Bool = unbox(data)
            return MainActor.assumeIsolated { f(keyval, state) } ? 1 : 0
        }
        return connect(controller, "key-pressed", f, unsafeBitCast(t, to: GCallback.self))
    }

    /// A key controller's `key-released` (keyval).
    @discardableResult
    public static func onKeyReleased(_ controller: gpointer, _ f: @escaping @MainActor (UInt32) -> Void) -> gulong {
        let t: @convention(c) (gpointer?, UInt32, UInt32, GdkModifierType, gpointer?) -> Void = { _, keyval, _, _, data in
            let f: @MainActor (UInt32) -> Void = unbox(data)
            MainActor.assumeIsolated { f(keyval) }
        }
        return connect(controller, "key-released", f, unsafeBitCast(t, to: GCallback.self))
    }

    /// A drag source's `prepare` (x, y): the content to drag, or nil to refuse.
    @discardableResult
    public static func onPrepare(_ source: gpointer, _ f: @escaping @MainActor (Double, Double) -> OpaquePointer?) -> gulong {
        let t: @convention(c) (gpointer?, Double, Double, gpointer?) -> OpaquePointer? = { _, x, y, data in
            let f: @MainActor (Double, Double) -> OpaquePointer? = unbox(data)
            let address = MainActor.assumeIsolated { f(x, y).map { Int(bitPattern: $0) } ?? 0 }
            return OpaquePointer(bitPattern: address)
        }
        return connect(source, "prepare", f, unsafeBitCast(t, to: GCallback.self))
    }

    /// A drop target's `drop` (the GValue dropped); true when accepted.
    @discardableResult
    public static func onDrop(_ target: gpointer, _ f: @escaping @MainActor (UnsafePointer<GValue>?) -> Bool) -> gulong {
        let t: @convention(c) (gpointer?, UnsafePointer<GValue>?, Double, Double, gpointer?) -> gboolean = { _, value, _, _, data in
            let f: @MainActor (UnsafePointer<GValue>?) -> Bool = unbox(data)
            nonisolated(unsafe) let value = value
            return MainActor.assumeIsolated { f(value) } ? 1 : 0
        }
        return connect(target, "drop", f, unsafeBitCast(t, to: GCallback.self))
    }

    /// A drop target's `drop` with where it was dropped (value, x, y); true when accepted.
    @discardableResult
    public static func onDropAt(_ target: gpointer, _ f: @escaping @MainActor (UnsafePointer<GValue>?, Double, Double) -> Bool) -> gulong {
        let t: @convention(c) (gpointer?, UnsafePointer<GValue>?, Double, Double, gpointer?) -> gboolean = { _, value, x, y, data in
            let f: @MainActor (UnsafePointer<GValue>?, Double, Double) -> Bool = unbox(data)
            nonisolated(unsafe) let value = value
            return MainActor.assumeIsolated { f(value, x, y) } ? 1 : 0
        }
        return connect(target, "drop", f, unsafeBitCast(t, to: GCallback.self))
    }

    /// GApplication's `open` (the files, as paths).
    @discardableResult
    public static func onOpen(_ application: gpointer, _ f: @escaping @MainActor ([String]) -> Void) -> gulong {
        let t: @convention(c) (gpointer?, UnsafeMutablePointer<OpaquePointer?>?, Int32, UnsafePointer<CChar>?, gpointer?) -> Void = { _, files, count, _, data in
            let f: @MainActor ([String]) -> Void = unbox(data)
            var paths: [String] = []
            for k in 0..<Int(count) {
                guard let file = files?[k], let path = g_file_get_path(file) else { continue }
                paths.append(String(cString: path))
                g_free(path)
            }
            MainActor.assumeIsolated { f(paths) }
        }
        return connect(application, "open", f, unsafeBitCast(t, to: GCallback.self))
    }
}

extension Signal {
    /// A GFileMonitor's `changed`: the file's path and the event.
    @discardableResult
    public static func onFileChanged(_ monitor: gpointer, _ f: @escaping @MainActor (String, GFileMonitorEvent) -> Void) -> gulong {
        let t: @convention(c) (gpointer?, OpaquePointer?, OpaquePointer?, GFileMonitorEvent, gpointer?) -> Void = { _, file, _, event, data in
            let f: @MainActor (String, GFileMonitorEvent) -> Void = unbox(data)
            guard let file, let path = g_file_get_path(file) else { return }
            let text = String(cString: path)
            g_free(path)
            MainActor.assumeIsolated { f(text, event) }
        }
        return connect(monitor, "changed", f, unsafeBitCast(t, to: GCallback.self))
    }
}

public enum MainLoop {
    /// Runs `f` on the main loop, from any thread (work done in the background reports back).
    public static func fromAnyThread(_ f: @escaping @Sendable @MainActor () -> Void) {
        let t: @convention(c) (gpointer?) -> gboolean = { data in
            let f: @Sendable @MainActor () -> Void = unbox(data)
            MainActor.assumeIsolated { f() }
            return 0
        }
        let notify: GDestroyNotify = { data in if let data { Unmanaged<AnyObject>.fromOpaque(data).release() } }
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, t, Unmanaged.passRetained(Box(f) as AnyObject).toOpaque(), notify)
    }


    /// Runs `f` once after `milliseconds`; returns the source id (for `cancel`).
    @discardableResult
    public static func after(_ milliseconds: UInt32, _ f: @escaping Handler) -> UInt32 {
        let t: @convention(c) (gpointer?) -> gboolean = { data in
            let f: Handler = unbox(data)
            MainActor.assumeIsolated { f() }
            return 0
        }
        let notify: GDestroyNotify = { data in if let data { Unmanaged<AnyObject>.fromOpaque(data).release() } }
        return g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, t, Unmanaged.passRetained(Box(f) as AnyObject).toOpaque(), notify)
    }

    public static func cancel(_ source: UInt32) {
        if source != 0 { g_source_remove(source) }
    }
}
