import CGtk
import CGtkShims

/// Follows the desktop's light/dark preference: GNOME's `org.gnome.desktop.interface
/// color-scheme` key (when that schema is installed) drives GTK's
/// `gtk-application-prefer-dark-theme`, now and whenever the key changes.
///
/// Without the schema (another desktop, a bare X server) GTK's own settings apply unchanged, so
/// `GTK_THEME=Adwaita:dark` and a dark `gtk-theme-name` keep working.
@MainActor
package final class DesktopAppearance {
    private static let schemaID = "org.gnome.desktop.interface"
    private static let key = "color-scheme"
    private var settings: Settings?
    private let apply: @MainActor (String) -> Void

    /// Starts following the preference; `apply` receives the key's value (`default`,
    /// `prefer-dark`, `prefer-light`) at once and after each change.
    package init(apply: @escaping @MainActor (String) -> Void) {
        self.apply = apply
        guard let settings = Settings(schemaID: Self.schemaID, key: Self.key) else { return }
        self.settings = settings
        settings.onChanged(key: Self.key) { [weak self] in
            self?.update()
        }
        update()
    }

    /// Whether the desktop's colour-scheme setting was found (the schema is installed).
    package var isFollowingDesktop: Bool { settings != nil }

    private func update() {
        guard let value = settings?.string(forKey: Self.key) else { return }
        apply(value)
    }

    /// GTK's `gtk-application-prefer-dark-theme` setting.
    ///
    /// Setting it to the value it has is free; changing it makes GTK reload its theme (tens of
    /// milliseconds), so it is written only on a change.
    package static var prefersDarkTheme: Bool {
        get { tdk_settings_get_prefer_dark() != 0 }
        set {
            guard newValue != prefersDarkTheme else { return }
            tdk_settings_set_prefer_dark(newValue ? 1 : 0)
        }
    }
}
