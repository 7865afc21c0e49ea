import CGtk

/// A `GtkListItem`: one row's slot in a ``ListView``, handed to a ``SignalListItemFactory``.
@MainActor
package final class ListItem: Object {
    /// Wraps a list item that a factory signal hands over with `(transfer none)`, taking a
    /// reference of its own, so the wrapper never points at a freed item. GTK owns the item and
    /// reuses it for other rows: use the wrapper during the signal and keep only its
    /// ``Object/identity`` beyond it.
    package init(retaining pointer: OpaquePointer) {
        super.init(UnsafeMutableRawPointer(pointer), ownership: .retain)
    }

    /// The position the item shows in the list's model.
    package var position: Int { Int(gtk_list_item_get_position(opaque)) }

    /// Puts `child` in the item (the item takes a reference), or empties it with `nil`.
    package func setChild(_ child: Widget?) {
        gtk_list_item_set_child(opaque, child?.widget)
    }

    /// Whether the item can be selected; GTK 4.8 gives a click focus only to selectable or
    /// activatable items.
    package var isSelectable: Bool {
        get { gtk_list_item_get_selectable(opaque) != 0 }
        set { gtk_list_item_set_selectable(opaque, newValue ? 1 : 0) }
    }

    /// Whether the list's `activate` signal fires for the item.
    package var isActivatable: Bool {
        get { gtk_list_item_get_activatable(opaque) != 0 }
        set { gtk_list_item_set_activatable(opaque, newValue ? 1 : 0) }
    }
}
