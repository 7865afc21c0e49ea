import CGtk

/// A Swift owner of exactly one strong reference to a GObject.
///
/// The reference is taken in the initializer and dropped in `deinit`, so the Swift object's
/// lifetime bounds how long TableDeck keeps the GObject alive; GTK may keep it longer (a parent
/// widget owns its children).
@MainActor
open class Object {
    /// The wrapped instance. Visible inside the package only: raw pointers stop at the bridge
    /// and the view layer.
    package let gobject: UnsafeMutablePointer<GObject>

    /// How the wrapper takes its reference.
    package enum Ownership {
        /// A new, possibly floating object (a fresh widget): `g_object_ref_sink`.
        case sink
        /// An object handed over with `(transfer none)`: `g_object_ref`.
        case retain
        /// An object handed over with `(transfer full)` that is not floating: adopt that reference.
        case adopt
    }

    /// Wraps `pointer`, taking one strong reference as `ownership` says.
    package init(_ pointer: UnsafeMutableRawPointer, ownership: Ownership) {
        gobject = pointer.assumingMemoryBound(to: GObject.self)
        switch ownership {
        case .sink: g_object_ref_sink(gobject)
        case .retain: g_object_ref(gobject)
        case .adopt: break
        }
    }

    isolated deinit {
        g_object_unref(gobject)
    }

    /// The instance as an untyped pointer, for GTK calls that take `gpointer`.
    package var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(gobject) }

    /// The instance cast to an incomplete GTK type (imported as `OpaquePointer`).
    package var opaque: OpaquePointer { OpaquePointer(gobject) }

    /// The instance cast to a complete GTK struct type.
    package func cast<T>(_ type: T.Type = T.self) -> UnsafeMutablePointer<T> {
        UnsafeMutableRawPointer(gobject).assumingMemoryBound(to: T.self)
    }
}
