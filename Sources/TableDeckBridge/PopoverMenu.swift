import CGtk
import CGtkShims

/// A context menu: a `GtkPopoverMenu` built from a `GMenu` of plain items, each activating an
/// action of its own in an action group on the widget the menu is attached to.
///
/// GTK builds the items as `GtkModelButton`s, which assistive technologies see as menu items in
/// a menu; Up/Down move between them, Enter picks one and Escape closes the menu. The menu is
/// attached to `parent` (`gtk_widget_set_parent`) from ``popup()`` until ``destroy()``, which the
/// owner must call (after ``onClosed`` at the latest; a widget must not be finalized with a
/// popover still attached).
@MainActor
package final class PopoverMenu {
    /// The action group's prefix: items activate `tdkrowmenu.item-N`.
    private static let prefix = "tdkrowmenu"
    private let popover: UnsafeMutablePointer<GtkWidget>
    private weak var parent: Widget?
    private var attached = false
    /// Called once the menu has closed (Escape, a click outside, an item picked, ``popdown()``).
    package var onClosed: (@MainActor () -> Void)?
    /// Called with an item's position when the user picks it.
    private let activated: @MainActor (Int) -> Void

    /// A menu of `labels` (shown literally: underscores are not mnemonics), attached to `parent`.
    /// Items at positions in `destructive` get the `tabledeck-destructive` style class.
    /// `activated` hears the position of the item picked.
    package init(labels: [String], destructive: Set<Int>, parent: Widget, activated: @escaping @MainActor (Int) -> Void) {
        self.labels = labels
        self.parent = parent
        self.activated = activated
        let menu: OpaquePointer = g_menu_new()
        let group: UnsafeMutablePointer<GSimpleActionGroup> = g_simple_action_group_new()
        for (position, label) in labels.enumerated() {
            g_menu_append(menu, label, "\(Self.prefix).item-\(position)")
            let action: OpaquePointer = g_simple_action_new("item-\(position)", nil)
            let box = SignalBox<@MainActor () -> Void>({ activated(position) })
            connectBox(UnsafeMutableRawPointer(action), "activate", unsafeBitCast(notifyTrampoline, to: GCallback.self), box)
            g_action_map_add_action(OpaquePointer(group), action)
            g_object_unref(UnsafeMutableRawPointer(action))
        }
        // The widget keeps the group; the popover keeps the model.
        gtk_widget_insert_action_group(parent.widget, Self.prefix, OpaquePointer(group))
        g_object_unref(UnsafeMutableRawPointer(group))
        let created: UnsafeMutablePointer<GtkWidget> = gtk_popover_menu_new_from_model(
            UnsafeMutableRawPointer(menu).assumingMemoryBound(to: GMenuModel.self))
        g_object_unref(UnsafeMutableRawPointer(menu))
        popover = created
        g_object_ref_sink(UnsafeMutableRawPointer(popover))
        gtk_popover_set_has_arrow(popoverPointer, 0)
        // A row's few actions always fit: the menu is as tall as they are from its first layout,
        // with no scrollbar over an item (tdk_popover_menu_never_scroll).
        tdk_popover_menu_never_scroll(popover)
        gtk_widget_set_halign(popover, GTK_ALIGN_START)
        gtk_widget_add_css_class(popover, "tabledeck-row-menu")
        for (position, item) in items.enumerated() where destructive.contains(position) {
            gtk_widget_add_css_class(item, "tabledeck-destructive")
        }
        connectBox(
            UnsafeMutableRawPointer(popover), "closed", unsafeBitCast(voidTrampoline, to: GCallback.self),
            SignalBox<@MainActor () -> Void>({ [weak self] in self?.onClosed?() }))
    }

    isolated deinit {
        destroy()
        g_object_unref(UnsafeMutableRawPointer(popover))
    }

    private var popoverPointer: UnsafeMutablePointer<GtkPopover> {
        UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkPopover.self)
    }

    /// The item widgets, in order.
    private var items: [UnsafeMutablePointer<GtkWidget>] {
        var buffer = [UnsafeMutablePointer<GtkWidget>?](repeating: nil, count: 64)
        let count = Int(tdk_popover_menu_items(popover, &buffer, guint(buffer.count)))
        return buffer.prefix(min(count, buffer.count)).compactMap { $0 }
    }

    /// Opens the menu pointing at the rectangle (`x`, `y`, `width`, `height`) of the parent.
    package func popup(x: Int, y: Int, width: Int, height: Int) {
        guard let parent else { return }
        if !attached {
            gtk_widget_set_parent(popover, parent.widget)
            attached = true
        }
        tdk_popover_point_to(popover, gint(x), gint(y), gint(max(1, width)), gint(max(1, height)))
        gtk_popover_popup(popoverPointer)
        // The keys go to the first item at once, as in GTK's own menus opened from the keyboard
        // (after a menu closed by a click, GTK 4.8 otherwise left the focus outside the new one).
        if let first = items.first { gtk_widget_grab_focus(first) }
    }

    /// Closes the menu (``onClosed`` follows).
    package func popdown() {
        gtk_popover_popdown(popoverPointer)
    }

    /// Whether the menu is shown.
    package var isOpen: Bool { gtk_widget_get_visible(popover) != 0 && attached }

    /// Detaches the menu from its parent and removes its actions; it cannot open again.
    package func destroy() {
        guard attached || parent != nil else { return }
        if attached {
            // Hidden first: an open popover taken off its parent keeps its surface and grab.
            if gtk_widget_get_visible(popover) != 0 {
                onClosed = nil
                gtk_popover_popdown(popoverPointer)
            }
            // The focus leaves it first: taken off its host with the focus inside, GTK 4.8 keeps a
            // pointer focus on the popover's destroyed surface.
            if let root = gtk_widget_get_root(popover), let focus = gtk_root_get_focus(root),
                focus == popover || gtk_widget_is_ancestor(focus, popover) != 0
            {
                gtk_root_set_focus(root, nil)
            }
            gtk_widget_unparent(popover)
            attached = false
        }
        if let parent {
            gtk_widget_insert_action_group(parent.widget, Self.prefix, nil)
        }
        parent = nil
    }

    /// The items' labels, in order.
    package let labels: [String]

    /// How many items the menu shows.
    package var itemCount: Int { items.count }

    /// Whether the item at `position` has the style class `name`.
    package func item(_ position: Int, hasCSSClass name: String) -> Bool {
        let items = self.items
        return items.indices.contains(position) && gtk_widget_has_css_class(items[position], name) != 0
    }

    /// Activates the item at `position` as a click would (its action).
    package func activateItem(_ position: Int) {
        activated(position)
    }

    /// The menu's popover widget.
    package var widget: Widget { Widget(retaining: popover) }
}
