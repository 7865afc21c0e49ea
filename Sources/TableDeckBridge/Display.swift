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

    /// Applies the CSS in `text` to every widget on the default display, at application priority.
    ///
    /// - Throws: ``GLibError`` when the CSS does not parse.
    public static func applyStyleSheet(_ text: String) throws {
        guard let display = gdk_display_get_default() else { return }
        let provider = gtk_css_provider_new()
        defer { g_object_unref(provider) }
        var parseError: GLibError?
        let errorBox = Unmanaged.passRetained(
            SignalBox<@MainActor (String) -> Void>({ parseError = GLibError(domain: "css", code: 0, message: $0) }))
        defer { errorBox.release() }
        let handler = g_signal_connect_data(
            provider, "parsing-error", unsafeBitCast(cssErrorTrampoline, to: GCallback.self),
            errorBox.toOpaque(), nil, GConnectFlags(rawValue: 0))
        gtk_css_provider_load_from_data(provider, text, gssize(text.utf8.count))
        g_signal_handler_disconnect(provider, handler)
        if let parseError { throw parseError }
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
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

/// `GtkCssProvider::parsing-error`: `void (*)(GtkCssProvider *, GtkCssSection *, GError *, gpointer)`.
private let cssErrorTrampoline: @convention(c) (gpointer?, OpaquePointer?, UnsafeMutablePointer<GError>?, gpointer?) -> Void = {
    _, section, error, data in
    guard let box = SignalBox<@MainActor (String) -> Void>.from(data) else { return }
    var message = error.map { String(cString: $0.pointee.message) } ?? "unknown CSS error"
    if let section, let location = gtk_css_section_to_string(section) {
        message = "\(String(cString: location)): \(message)"
        g_free(location)
    }
    MainActor.assumeIsolated { box.handler(message) }
}
