import CGtk

/// The connection to the display server.
@MainActor
public enum Display {
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
