import CGtk

/// A parsed CSS style sheet (a `GtkCssProvider`), applied to every widget of the display.
@MainActor
public final class StyleSheet: Object {
    /// Parses `text`.
    ///
    /// - Throws: ``GLibError`` naming the first place the CSS does not parse.
    public init(_ text: String) throws {
        guard let provider = gtk_css_provider_new() else { preconditionFailure("gtk_css_provider_new returned nothing") }
        var parseError: GLibError?
        let errorBox = Unmanaged.passRetained(
            SignalBox<@MainActor (String) -> Void>({ parseError = parseError ?? GLibError(domain: "css", code: 0, message: $0) }))
        defer { errorBox.release() }
        let handler = g_signal_connect_data(
            provider, "parsing-error", unsafeBitCast(cssErrorTrampoline, to: GCallback.self),
            errorBox.toOpaque(), nil, GConnectFlags(rawValue: 0))
        gtk_css_provider_load_from_data(provider, text, gssize(text.utf8.count))
        g_signal_handler_disconnect(provider, handler)
        super.init(UnsafeMutableRawPointer(provider), ownership: .adopt)
        if let parseError { throw parseError }
    }

    /// Applies the sheet to every widget on the default display, at application priority.
    public func apply() {
        guard let display = gdk_display_get_default() else { return }
        gtk_style_context_add_provider_for_display(display, opaque, guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
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
