import CGtk

// One trampoline per signal shape. Each parameter list is exactly the C signature GLib calls
// the handler with; a mismatch reads arguments from the wrong registers and crashes.
// GTK emits on the main thread, which `MainActor.assumeIsolated` asserts.

/// `void (*)(gpointer instance, gpointer data)`
let voidTrampoline: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
    guard let box = SignalBox<@MainActor () -> Void>.from(data) else { return }
    MainActor.assumeIsolated { box.handler() }
}

/// `void (*)(GObject *, GParamSpec *, gpointer data)`
let notifyTrampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
    guard let box = SignalBox<@MainActor () -> Void>.from(data) else { return }
    MainActor.assumeIsolated { box.handler() }
}

/// `void (*)(GtkGestureClick *, gint n_press, gdouble x, gdouble y, gpointer data)`
let clickTrampoline: @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void = {
    _, nPress, x, y, data in
    guard let box = SignalBox<@MainActor (Int, Double, Double) -> Void>.from(data) else { return }
    MainActor.assumeIsolated { box.handler(Int(nPress), x, y) }
}

/// `gboolean (*)(GtkEventControllerKey *, guint keyval, guint keycode, GdkModifierType, gpointer)`
let keyTrampoline: @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = {
    _, keyval, keycode, state, data in
    guard let box = SignalBox<@MainActor (UInt32, UInt32, GdkModifierType) -> Bool>.from(data) else {
        return 0
    }
    return MainActor.assumeIsolated { box.handler(keyval, keycode, state) } ? 1 : 0
}

/// `gboolean (*)(GtkEventControllerScroll *, gdouble dx, gdouble dy, gpointer)`
let scrollTrampoline: @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> gboolean = {
    _, dx, dy, data in
    guard let box = SignalBox<@MainActor (Double, Double) -> Bool>.from(data) else { return 0 }
    return MainActor.assumeIsolated { box.handler(dx, dy) } ? 1 : 0
}

/// `void (*)(gpointer instance, gdouble, gdouble, gpointer data)`
let doublePairTrampoline: @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> Void = {
    _, x, y, data in
    guard let box = SignalBox<@MainActor (Double, Double) -> Void>.from(data) else { return }
    MainActor.assumeIsolated { box.handler(x, y) }
}

/// `void (*)(GtkSignalListItemFactory *, GtkListItem *, gpointer data)`: the factory's `setup`,
/// `bind`, `unbind` and `teardown`.
let listItemTrampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, item, data in
    guard let box = SignalBox<@MainActor (OpaquePointer) -> Void>.from(data) else { return }
    // Carried as an address: a raw pointer is not Sendable into the main-actor closure.
    let address = Int(bitPattern: item)
    MainActor.assumeIsolated {
        guard let listItem = OpaquePointer(bitPattern: address) else { return }
        box.handler(listItem)
    }
}
