import CGtk

/// A `GtkDropDown` over a fixed list of strings.
@MainActor
public final class DropDown: Widget {
    /// Creates a drop-down offering `items`.
    public init(items: [String]) {
        // gtk_drop_down_new_from_strings copies the strings into a model the widget owns, and
        // returns a new floating widget.
        guard let pointer = withCStringArray(items, { gtk_drop_down_new_from_strings($0) }) else {
            preconditionFailure("gtk_drop_down_new_from_strings returned no widget")
        }
        super.init(sinking: pointer)
    }

    /// The index of the selected item (`GTK_INVALID_LIST_POSITION` maps to `nil`).
    public var selectedIndex: Int? {
        get {
            let selected = gtk_drop_down_get_selected(opaque)
            return selected == guint(GTK_INVALID_LIST_POSITION) ? nil : Int(selected)
        }
        set { gtk_drop_down_set_selected(opaque, newValue.map { guint($0) } ?? guint(GTK_INVALID_LIST_POSITION)) }
    }

    /// Calls `handler` whenever the selection changes.
    @discardableResult
    public func onSelectionChanged(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connectNotify("selected", handler)
    }
}
