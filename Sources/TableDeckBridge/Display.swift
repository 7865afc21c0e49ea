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
        _ = sessionBus
        return gtk_init_check() != 0
    }

    /// The session bus, connected once, before GTK's first initialization, and held for the
    /// process's life (`nil` when there is none to connect to). GTK's display set-up asks
    /// the bus for its portals and, when none answers, drops the connection; GLib's shared
    /// connection goes with the last reference, so a `GApplication` registering next connects
    /// all over again. Without a running bus (ssh, a kiosk, Xvfb) each connection starts
    /// `dbus-launch`, about 5 ms, and a start-up would pay twice. With the connection held, the portals
    /// and the application share one, as in a C program that registers before GTK starts.
    private static let sessionBus: OpaquePointer? = {
        var error: UnsafeMutablePointer<GError>?
        let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error)
        // No bus: GTK and GLib carry on without one, as they would have.
        if let error { g_error_free(error) }
        return bus
    }()

    /// Runs pending main-loop work until `condition` holds or `timeout` seconds pass; returns
    /// whether the condition held: the main loop driven by hand, where `Application.run` is not
    /// running.
    @discardableResult
    package static func iterate(timeout: Double = 5, until condition: () -> Bool = { false }) -> Bool {
        let deadline = g_get_monotonic_time() + Int(timeout * 1_000_000)
        while g_get_monotonic_time() < deadline {
            if condition() { return true }
            if g_main_context_iteration(nil, 0) == 0 {
                g_usleep(1000)
            }
        }
        return condition()
    }

    /// Sends the requests queued for the display server and waits until it has handled them all
    /// (`gdk_display_sync`, a round trip): what this process has shown or hidden is then what
    /// another client (`xdotool`, a screenshot) finds on the screen. For tests that leave the
    /// shared screen to the next one: hiding a window only queues the request, and no state of
    /// GTK's tells when the server has carried it out.
    package func sync() {
        gdk_display_sync(opaque)
    }
}

extension Widget {
    /// The display the widget is shown on: its window's, or the default display while it has
    /// no window.
    public var display: Display? {
        gtk_widget_get_display(widget).map(Display.init)
    }
}
