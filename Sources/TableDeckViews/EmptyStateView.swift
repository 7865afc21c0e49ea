import CGtk
import TableDeckBridge

/// A view that shows its content, or a message when there is nothing to show.
///
/// The base of the stack table, the recycling table and the pager: a `GtkStack` with the
/// content under "content" and a dimmed label under "empty", so no view shows a blank area
/// (or traps, as the seed does) when its delegate has no items.
@MainActor
open class EmptyStateView: Widget {
    private let emptyLabel: Label

    /// Creates the view showing the empty state with `emptyText`; call ``setContent(_:)`` next.
    package init(emptyStateText emptyText: String) {
        emptyLabel = Label(emptyText)
        super.init(sinking: gtk_stack_new())
        gtk_stack_set_hhomogeneous(opaque, 0)
        gtk_stack_set_vhomogeneous(opaque, 0)
        emptyLabel.addCSSClass("tabledeck-empty-state")
        emptyLabel.addCSSClass("dim-label")
        gtk_stack_add_named(opaque, emptyLabel.widget, "empty")
        gtk_stack_set_visible_child_name(opaque, "empty")
    }

    /// Puts `content` in place (once, from a subclass's initializer).
    package func setContent(_ content: Widget) {
        gtk_stack_add_named(opaque, content.widget, "content")
    }

    /// Shows the content when `hasContent`, else the empty state.
    package func showContent(_ hasContent: Bool) {
        gtk_stack_set_visible_child_name(opaque, hasContent ? "content" : "empty")
    }

    /// The text shown when there is nothing to show.
    public var emptyText: String {
        get { emptyLabel.text }
        set { emptyLabel.text = newValue }
    }

    /// Whether the empty state is showing instead of the content.
    public var isShowingEmptyState: Bool {
        gtk_stack_get_visible_child_name(opaque).map { String(cString: $0) } == "empty"
    }
}
