import CGtk

/// The display's icon theme.
@MainActor
package enum IconTheme {
    /// Adds `folder` (laid out like `share/icons`: `hicolor/scalable/apps/…`) to the places the
    /// default display's icon theme searches.
    package static func addSearchPath(_ folder: String) {
        guard let display = gdk_display_get_default(), let theme = gtk_icon_theme_get_for_display(display) else { return }
        gtk_icon_theme_add_search_path(theme, folder)
    }

    /// Whether the default display's icon theme has an icon called `name`.
    package static func hasIcon(_ name: String) -> Bool {
        guard let display = gdk_display_get_default(), let theme = gtk_icon_theme_get_for_display(display) else { return false }
        return gtk_icon_theme_has_icon(theme, name) != 0
    }
}
