import CGtk

/// A `GtkMenuButton` that opens a popover built from a ``Menu``.
@MainActor
public final class MenuButton: Widget {
    /// Creates a button with the icon `iconName` opening `menu`.
    ///
    /// The popover is built the first time the menu opens, not at start-up: a popover menu is
    /// a tree of widgets that a launch that never opens the menu should not pay for.
    public init(iconName: String, menu: Menu) {
        super.init(sinking: gtk_menu_button_new())
        gtk_menu_button_set_icon_name(opaque, iconName)
        // The box keeps the Menu wrapper (and so the model) until GTK drops the popup function.
        // GTK calls the function only while the button lives, so its raw pointer is safe here.
        let button = opaque
        let box = SignalBox<@MainActor () -> Void>({ [menu] in
            guard gtk_menu_button_get_menu_model(button) == nil else { return }
            gtk_menu_button_set_menu_model(button, menu.cast(GMenuModel.self))
        })
        let data = Unmanaged.passRetained(box).toOpaque()
        gtk_menu_button_set_create_popup_func(opaque, createPopupTrampoline, data, releaseSignalBoxData)
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

/// `GtkMenuButtonCreatePopupFunc`: `void (*)(GtkMenuButton *, gpointer user_data)`.
private let createPopupTrampoline: GtkMenuButtonCreatePopupFunc = { _, data in
    guard let box = SignalBox<@MainActor () -> Void>.from(data) else { return }
    MainActor.assumeIsolated { box.handler() }
}
