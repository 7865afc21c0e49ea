import CGtk
import CGtkShims

/// Follows the desktop's light/dark preference: GNOME's `org.gnome.desktop.interface
/// color-scheme` key (when that schema is installed) drives GTK's
/// `gtk-application-prefer-dark-theme`, now and whenever the key changes.
///
/// Without the schema (another desktop, a bare X server) GTK's own settings apply unchanged, so
/// `GTK_THEME=Adwaita:dark` and a dark `gtk-theme-name` keep working.
@MainActor
public final class DesktopAppearance {
    private static let schemaID = "org.gnome.desktop.interface"
    private static let key = "color-scheme"
    private var settings: Object?
    private let apply: @MainActor (String) -> Void

    /// Starts following the preference; `apply` receives the key's value (`default`,
    /// `prefer-dark`, `prefer-light`) at once and after each change.
    public init(apply: @escaping @MainActor (String) -> Void) {
        self.apply = apply
        guard let source = g_settings_schema_source_get_default(),
            let schema = g_settings_schema_source_lookup(source, Self.schemaID, 1)
        else { return }
        defer { g_settings_schema_unref(schema) }
        guard g_settings_schema_has_key(schema, Self.key) != 0 else { return }
        let settings = Object(UnsafeMutableRawPointer(g_settings_new(Self.schemaID)), ownership: .adopt)
        self.settings = settings
        settings.connectIgnoringArgument("changed::\(Self.key)") { [weak self] in
            self?.update()
        }
        update()
    }

    /// Whether the desktop's colour-scheme setting was found (the schema is installed).
    public var isFollowingDesktop: Bool { settings != nil }

    private func update() {
        guard let settings, let value = g_settings_get_string(settings.cast(GSettings.self), Self.key) else { return }
        defer { g_free(value) }
        apply(String(cString: value))
    }

    /// GTK's `gtk-application-prefer-dark-theme` setting.
    ///
    /// Setting it to the value it has is free; changing it makes GTK reload its theme (tens of
    /// milliseconds), so it is written only on a change.
    public static var prefersDarkTheme: Bool {
        get { tdk_settings_get_prefer_dark() != 0 }
        set {
            guard newValue != prefersDarkTheme else { return }
            tdk_settings_set_prefer_dark(newValue ? 1 : 0)
        }
    }
}
