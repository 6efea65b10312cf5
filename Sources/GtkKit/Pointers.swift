import CGtk

/// GTK imports most widget types as typed pointers and final or opaque ones (GtkPaned,
/// GListModel, cairo_t) as `OpaquePointer`. These helpers turn one into another.
public typealias Widget = UnsafeMutablePointer<GtkWidget>

@inlinable public func gpointerOf<T>(_ p: UnsafeMutablePointer<T>) -> gpointer { UnsafeMutableRawPointer(p) }
@inlinable public func gpointerOf(_ p: OpaquePointer) -> gpointer { UnsafeMutableRawPointer(p) }

/// Any GTK pointer as another GTK pointer type (the C cast macros `GTK_WINDOW(p)`…).
@inlinable public func cast<T>(_ p: gpointer) -> UnsafeMutablePointer<T> { p.assumingMemoryBound(to: T.self) }
@inlinable public func cast<T, U>(_ p: UnsafeMutablePointer<U>) -> UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer(p).assumingMemoryBound(to: T.self)
}
@inlinable public func cast<T>(_ p: OpaquePointer) -> UnsafeMutablePointer<T> { UnsafeMutablePointer<T>(p) }
@inlinable public func opaque<T>(_ p: UnsafeMutablePointer<T>) -> OpaquePointer { OpaquePointer(p) }
@inlinable public func widget<T>(_ p: UnsafeMutablePointer<T>) -> Widget { cast(p) }
@inlinable public func widget(_ p: OpaquePointer) -> Widget { Widget(p) }

/// A C string GLib owns or lends, as a Swift string.
@inlinable public func string(_ p: UnsafePointer<CChar>?) -> String? { p.map { String(cString: $0) } }
