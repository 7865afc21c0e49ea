import CGtk
import CGtkShims

/// A Swift owner of a `GtkWidget`.
///
/// Created from a new (floating) widget, the wrapper sinks the floating reference and holds it
/// until `deinit`; the widget's parent holds its own reference once the widget is added, so a
/// wrapper may be dropped after adding without the widget going away.
@MainActor
open class Widget: Object {
    /// The wrapped widget.
    package var widget: UnsafeMutablePointer<GtkWidget> { cast() }

    // The designated initializers take GTK pointers, so they are `package`. A subclass in
    // another module that declares an initializer of its own gets trapping stub overrides of
    // them; in an `internal` subclass those stubs are narrower than the `package` initializers
    // they override, and Swift 6.3 warns of an infinite recursion in the vtable thunks that
    // reach them. So a direct subclass outside the bridge is `public` or `package` (the views'
    // `CarouselPageView`); app code extends a widget whose designated initializers are public
    // (`Box`, `Stack`, `ScrolledWindow`, `WrapBin`).

    /// Wraps a newly created widget, sinking its floating reference.
    package init(sinking pointer: UnsafeMutablePointer<GtkWidget>) {
        super.init(UnsafeMutableRawPointer(pointer), ownership: .sink)
    }

    /// Wraps an existing widget handed over with `(transfer none)`, taking a new reference.
    package init(retaining pointer: UnsafeMutablePointer<GtkWidget>) {
        super.init(UnsafeMutableRawPointer(pointer), ownership: .retain)
    }

    /// Wraps the widget that `other` wraps, taking one new strong reference of its own (dropped
    /// in `deinit`), for a view that is built from another wrapper's widget (a `.ui` file's root,
    /// a scrolled window made first).
    package init(sharing other: Widget) {
        super.init(other.raw, ownership: .retain)
    }

    /// Whether the widget is shown.
    public var isVisible: Bool {
        get { gtk_widget_get_visible(widget) != 0 }
        set { gtk_widget_set_visible(widget, newValue ? 1 : 0) }
    }

    /// Whether the widget can take keyboard focus itself.
    public var isFocusable: Bool {
        get { gtk_widget_get_focusable(widget) != 0 }
        set { gtk_widget_set_focusable(widget, newValue ? 1 : 0) }
    }

    /// Whether the widget has the keyboard focus.
    public var hasFocus: Bool { gtk_widget_has_focus(widget) != 0 }

    /// Whether the widget wants extra horizontal space.
    public var expandsHorizontally: Bool {
        get { gtk_widget_get_hexpand(widget) != 0 }
        set { gtk_widget_set_hexpand(widget, newValue ? 1 : 0) }
    }

    /// Whether the widget wants extra vertical space.
    public var expandsVertically: Bool {
        get { gtk_widget_get_vexpand(widget) != 0 }
        set { gtk_widget_set_vexpand(widget, newValue ? 1 : 0) }
    }

    /// The widget's tooltip text, `nil` for none.
    public var tooltip: String? {
        get { gtk_widget_get_tooltip_text(widget).map { String(cString: $0) } }
        set { gtk_widget_set_tooltip_text(widget, newValue) }
    }

    /// The widget's allocated width in pixels (0 before it is allocated).
    public var allocatedWidth: Int { Int(gtk_widget_get_width(widget)) }

    /// The widget's allocated height in pixels (0 before it is allocated).
    public var allocatedHeight: Int { Int(gtk_widget_get_height(widget)) }

    /// Whether the widget currently has a parent widget.
    public var hasParent: Bool { gtk_widget_get_parent(widget) != nil }

    /// Adds a CSS style class.
    public func addCSSClass(_ name: String) {
        gtk_widget_add_css_class(widget, name)
    }

    /// Removes a CSS style class.
    public func removeCSSClass(_ name: String) {
        gtk_widget_remove_css_class(widget, name)
    }

    /// Whether the widget has a CSS style class.
    public func hasCSSClass(_ name: String) -> Bool {
        gtk_widget_has_css_class(widget, name) != 0
    }

    /// Sets the same margin on all four sides.
    public func setMargins(_ margin: Int) {
        let value = gint(margin)
        gtk_widget_set_margin_top(widget, value)
        gtk_widget_set_margin_bottom(widget, value)
        gtk_widget_set_margin_start(widget, value)
        gtk_widget_set_margin_end(widget, value)
    }

    /// Sets the minimum size; -1 leaves a dimension natural.
    public func setSizeRequest(width: Int = -1, height: Int = -1) {
        gtk_widget_set_size_request(widget, gint(width), gint(height))
    }

    /// Moves keyboard focus to the widget; returns whether it took it.
    @discardableResult
    public func grabFocus() -> Bool {
        gtk_widget_grab_focus(widget) != 0
    }

    /// Sets the label that assistive technologies read for this widget.
    public func setAccessibleLabel(_ label: String) {
        tdk_accessible_set_label(OpaquePointer(widget), label)
    }

    /// Sets the description that assistive technologies read for this widget.
    public func setAccessibleDescription(_ text: String) {
        tdk_accessible_set_description(OpaquePointer(widget), text)
    }

    /// Asks assistive technologies to present `message` now, without moving the focus or
    /// changing a name: GTK 4.14's `gtk_accessible_announce`, at medium priority (a screen
    /// reader presents it as a message, after what it is saying). Returns whether GTK announced
    /// it: `false` on GTK 4.8, which has no such call, for an empty message, from a widget
    /// that is not mapped (GTK would drop it) and without AT-SPI (`GTK_A11Y=none` or `test`:
    /// no one to hear it). Whether the running GTK announces is decided once, in the bridge's
    /// C part (`TdkGtkCompat.c`).
    @discardableResult
    public func announce(_ message: String) -> Bool {
        tdk_accessible_announce(OpaquePointer(widget), message) != 0
    }

    /// Presents `message`, news about this widget (a page turned, a row moved, an answer come),
    /// to assistive technologies once on every GTK: announced where GTK can (4.14 and newer),
    /// by `fallback` elsewhere. GTK 4.8 has no announcement and no live region a screen reader
    /// hears; what Orca 43 presents there is a change of the focused widget's name or
    /// description, which `fallback` makes. Never both: Orca 48 presents such a change of the
    /// object it has the focus on as well, so a message carried both ways would be said twice,
    /// and it presents an announcement whatever it has the focus on (its `object:announcement`
    /// handler), where a description change of another widget is dropped.
    public func announce(_ message: String, otherwise fallback: () -> Void) {
        if !announce(message) { fallback() }
    }

    /// Adds an event controller; the widget takes GTK's reference, the wrapper keeps its own.
    package func addController(_ controller: EventController) {
        g_object_ref(controller.gobject)
        gtk_widget_add_controller(widget, controller.opaque)
    }

    /// Calls `body` with the widget and then whenever the widget's frame clock ticks, until
    /// `body` returns `false` or the widget is destroyed. Returns the tick id.
    @discardableResult
    package func addTickCallback(_ body: @escaping @MainActor (_ frameTimeMicroseconds: Int64) -> Bool) -> UInt32 {
        let data = Unmanaged.passRetained(SignalBox(body)).toOpaque()
        return UInt32(gtk_widget_add_tick_callback(widget, tickTrampoline, data, releaseSignalBoxData))
    }

    /// Removes a tick callback added with ``addTickCallback(_:)``.
    package func removeTickCallback(_ id: UInt32) {
        gtk_widget_remove_tick_callback(widget, guint(id))
    }
}

/// `gboolean (*)(GtkWidget *, GdkFrameClock *, gpointer)`
private let tickTrampoline: GtkTickCallback = { _, clock, data in
    guard let box = SignalBox<@MainActor (Int64) -> Bool>.from(data) else { return 0 }
    let time = clock.map { gdk_frame_clock_get_frame_time($0) } ?? g_get_monotonic_time()
    return MainActor.assumeIsolated { box.handler(Int64(time)) } ? 1 : 0
}
