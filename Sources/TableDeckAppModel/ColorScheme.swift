/// The desktop's colour preference, as GNOME's `org.gnome.desktop.interface color-scheme` key
/// states it.
public enum ColorScheme: Equatable, Sendable {
    /// No preference: the app uses the theme's default (light for Adwaita).
    case noPreference
    /// The user prefers dark windows.
    case preferDark
    /// The user prefers light windows.
    case preferLight

    /// The scheme named by a GSettings `color-scheme` value (`default`, `prefer-dark`,
    /// `prefer-light`); anything else is no preference.
    public init(settingsValue value: String) {
        switch value {
        case "prefer-dark": self = .preferDark
        case "prefer-light": self = .preferLight
        default: self = .noPreference
        }
    }

    /// Whether GTK's `gtk-application-prefer-dark-theme` should be on.
    public var prefersDarkTheme: Bool { self == .preferDark }
}
