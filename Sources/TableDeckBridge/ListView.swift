import CGtk
import CGtkShims

/// A `GtkListView` over an ``IndexListModel``, which is its selection model too (the table
/// decides what is selected), its rows made by a ``SignalListItemFactory``.
@MainActor
package final class ListView: Widget {
    /// Creates a list showing `model` with rows from `factory`; sinks the new list's floating
    /// reference. The list takes references of its own to the model and the factory, so their
    /// wrappers keep theirs.
    package init(model: IndexListModel, factory: SignalListItemFactory) {
        // gtk_list_view_new takes (transfer full) references: hand it extra ones so the wrappers
        // keep their own.
        let selection = OpaquePointer(g_object_ref(model.gobject))
        g_object_ref(factory.gobject)
        super.init(sinking: gtk_list_view_new(selection, OpaquePointer(factory.gobject)))
        // One Tab stop, entered at the focused row, as on GTK 4.8 (GtkRuntime.setsListTabBehavior).
        _ = tdk_list_view_tab_as_one_stop(OpaquePointer(widget))
    }

    /// Scrolls just enough that the item at `position` is visible: with `gtk_list_view_scroll_to`
    /// where GTK has it (4.12 and newer), else with the list's `list.scroll-to-item` action
    /// (``GtkRuntime/scrollsListsByScrollTo``); returns whether it scrolled or the action ran.
    @discardableResult
    package func scrollToItem(_ position: Int) -> Bool {
        tdk_list_view_scroll_to_item(OpaquePointer(widget), guint(clamping: max(0, position))) != 0
    }

    /// Moves the list's own focus (and its focus tracker) to the item at `position`, without
    /// scrolling, where GTK has `gtk_list_view_scroll_to` (4.12 and newer; GTK then keeps the
    /// focus on that item through changes of items); returns `false`, doing nothing, on GTK 4.8,
    /// where the row's own focus grab is all it takes (``GtkRuntime/focusesListItemsByScrollTo``).
    package func focusItem(_ position: Int) -> Bool {
        tdk_list_view_focus_item(OpaquePointer(widget), guint(clamping: max(0, position))) != 0
    }
}
