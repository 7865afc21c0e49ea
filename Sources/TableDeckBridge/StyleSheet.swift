import CGtk
import CGtkShims

/// A parsed CSS style sheet (a `GtkCssProvider`), applied to every widget of the display.
@MainActor
public final class StyleSheet: Object {
    /// The display data key that marks this sheet as installed there: one per sheet.
    private let installationKey: String

    /// Parses `text`.
    ///
    /// - Throws: ``GLibError`` naming the first place the CSS does not parse.
    public init(_ text: String) throws {
        guard let provider = gtk_css_provider_new() else { preconditionFailure("gtk_css_provider_new returned nothing") }
        let parseError = Self.load(text, into: provider)
        installationKey = "tabledeck-style-sheet-\(UInt(bitPattern: UnsafeRawPointer(provider)))"
        super.init(UnsafeMutableRawPointer(provider), ownership: .adopt)
        if let parseError { throw parseError }
    }

    /// Replaces the sheet's rules with those of `text`; the displays it is installed on restyle.
    ///
    /// - Throws: ``GLibError`` naming the first place the CSS does not parse (the rules that
    ///   parse are applied all the same, as GTK does).
    package func replaceRules(with text: String) throws {
        if let parseError = Self.load(text, into: cast()) { throw parseError }
    }

    /// Loads `text` into `provider`; returns the first parsing error, if any.
    private static func load(_ text: String, into provider: UnsafeMutablePointer<GtkCssProvider>) -> GLibError? {
        var parseError: GLibError?
        let errorBox = Unmanaged.passRetained(
            SignalBox<@MainActor (String) -> Void>({ parseError = parseError ?? GLibError(domain: "css", code: 0, message: $0) }))
        defer { errorBox.release() }
        let handler = g_signal_connect_data(
            provider, "parsing-error", unsafeBitCast(cssErrorTrampoline, to: GCallback.self),
            errorBox.toOpaque(), nil, GConnectFlags(rawValue: 0))
        tdk_css_provider_load(provider, text)
        g_signal_handler_disconnect(provider, handler)
        return parseError
    }

    /// Where a sheet sits in GTK's cascade: a rule of a higher priority wins over one of a
    /// lower priority, whatever their selectors' specificity.
    public struct Priority: Sendable, Equatable, Comparable {
        /// The value GTK takes (`GTK_STYLE_PROVIDER_PRIORITY_*`).
        public let value: UInt32

        /// `GTK_STYLE_PROVIDER_PRIORITY_THEME`, 200: meant for a theme, though GTK 4.8 adds
        /// its theme (Adwaita) through GtkSettings at ``settings``.
        public static let theme = Priority(value: UInt32(GTK_STYLE_PROVIDER_PRIORITY_THEME))
        /// `GTK_STYLE_PROVIDER_PRIORITY_SETTINGS`, 400: where GTK 4.8's GtkSettings puts itself
        /// and the theme's style sheet.
        public static let settings = Priority(value: UInt32(GTK_STYLE_PROVIDER_PRIORITY_SETTINGS))
        /// A view library's look: 500, above the theme as GTK 4.8 really installs it (at 300,
        /// Adwaita's focus outline replaced the stack table's cursor outline) and below the
        /// application, so an app's own sheet overrides any library rule.
        public static let library = Priority(value: UInt32(GTK_STYLE_PROVIDER_PRIORITY_SETTINGS) + 100)
        /// An application's style sheets: `GTK_STYLE_PROVIDER_PRIORITY_APPLICATION`, 600.
        public static let application = Priority(value: UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))

        /// Whether `lhs` loses to `rhs` in the cascade: the lower ``value``.
        public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }
    }

    /// Applies the sheet to every widget on the default display, at application priority.
    public func apply() {
        guard let display = Display.default else { return }
        install(on: display, priority: .application)
    }

    /// Applies the sheet to every widget on `display` at `priority`, once: installing it again
    /// on the same display does nothing and returns `false`.
    ///
    /// - Returns: whether the sheet was added now.
    @discardableResult
    public func install(on display: Display, priority: Priority) -> Bool {
        guard !isInstalled(on: display) else { return false }
        gtk_style_context_add_provider_for_display(display.opaque, opaque, guint(priority.value))
        // The mark lives on the display, so it goes away with it (a new display at the same
        // address starts unmarked).
        g_object_set_data(display.gobject, installationKey, raw)
        return true
    }

    /// Takes the sheet off `display` again; nothing when it is not installed there.
    package func uninstall(from display: Display) {
        guard isInstalled(on: display) else { return }
        gtk_style_context_remove_provider_for_display(display.opaque, opaque)
        g_object_set_data(display.gobject, installationKey, nil)
    }

    /// Whether ``install(on:priority:)`` added this sheet to `display`.
    public func isInstalled(on display: Display) -> Bool {
        g_object_get_data(display.gobject, installationKey) != nil
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
