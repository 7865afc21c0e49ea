import CGtk

/// A `GMenu`: the model behind a menu button's popover.
@MainActor
public final class Menu: Object {
    /// Creates an empty menu (transfer full, not floating: adopted).
    public init() {
        super.init(UnsafeMutableRawPointer(g_menu_new()), ownership: .adopt)
    }

    /// Appends an item labelled `label` that activates the detailed action (`app.about`).
    public func append(_ label: String, action detailedAction: String) {
        g_menu_append(opaque, label, detailedAction)
    }

    /// Appends `section` as a group separated from its neighbours.
    public func appendSection(_ section: Menu, label: String? = nil) {
        g_menu_append_section(opaque, label, section.cast(GMenuModel.self))
    }

    /// How many items the menu has (a section counts as one).
    public var itemCount: Int { Int(g_menu_model_get_n_items(cast(GMenuModel.self))) }
}
