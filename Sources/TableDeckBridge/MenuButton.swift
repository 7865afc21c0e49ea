import CGtk

/// A `GtkMenuButton` that opens a popover built from a ``Menu``.
@MainActor
public final class MenuButton: Widget {
    /// Creates a button with the icon `iconName` opening `menu`.
    public init(iconName: String, menu: Menu) {
        super.init(sinking: gtk_menu_button_new())
        gtk_menu_button_set_icon_name(opaque, iconName)
        gtk_menu_button_set_menu_model(opaque, menu.cast(GMenuModel.self))
    }

    /// Whether this is the window's primary menu, which F10 opens.
    public var isPrimary: Bool {
        get { gtk_menu_button_get_primary(opaque) != 0 }
        set { gtk_menu_button_set_primary(opaque, newValue ? 1 : 0) }
    }

    /// Opens the menu's popover.
    public func popup() {
        gtk_menu_button_popup(opaque)
    }

    /// Closes the menu's popover.
    public func popdown() {
        gtk_menu_button_popdown(opaque)
    }

    /// Whether the popover is open.
    public var isOpen: Bool {
        guard let popover = gtk_menu_button_get_popover(opaque) else { return false }
        return gtk_widget_get_visible(UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkWidget.self)) != 0
    }
}
