import CGtk

/// The connection to the display server (a `GdkDisplay`).
///
/// The static members open GTK and drive its main loop; an instance is one display, to install
/// a ``StyleSheet`` on.
@MainActor
public final class Display: Object {
    /// Wraps `display`, taking a reference (`g_object_ref`: a display is handed over with
    /// `(transfer none)`).
    init(_ display: OpaquePointer) {
        super.init(UnsafeMutableRawPointer(display), ownership: .retain)
    }

    /// The default display; `nil` before GTK is initialized or when none could be opened.
    public static var `default`: Display? {
        gdk_display_get_default().map(Display.init)
    }

    /// Initializes GTK; returns `false`, without printing, when no display can be opened.
    ///
    /// Safe to call more than once.
    public static func open() -> Bool {
        gtk_init_check() != 0
    }

    /// Runs pending main-loop work until `condition` holds or `timeout` seconds pass; returns
    /// whether the condition held. For tests and tools that drive GTK without `Application.run`.
    @discardableResult
    public static func iterate(timeout: Double = 5, until condition: () -> Bool = { false }) -> Bool {
        let deadline = g_get_monotonic_time() + Int(timeout * 1_000_000)
        while g_get_monotonic_time() < deadline {
            if condition() { return true }
            if g_main_context_iteration(nil, 0) == 0 {
                g_usleep(1000)
            }
        }
        return condition()
    }
}

extension Widget {
    /// The display the widget is shown on: its window's, or the default display while it has
    /// no window.
    public var display: Display? {
        gtk_widget_get_display(widget).map(Display.init)
    }
}
