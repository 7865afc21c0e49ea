import CGtk
import CGtkShims

/// A `GtkStack`: several named children, one visible at a time. Open: views that show one of
/// several children (the empty state of the tables and the pager) extend it.
@MainActor
open class Stack: Widget {
    /// Creates an empty stack.
    public init() {
        super.init(sinking: gtk_stack_new())
    }

    /// Adds `child` under `name`, with `title` for a stack switcher.
    public func addChild(_ child: Widget, name: String, title: String) {
        gtk_stack_add_titled(opaque, child.widget, name, title)
    }

    /// Adds `child` under `name`, untitled.
    public func addChild(_ child: Widget, name: String) {
        gtk_stack_add_named(opaque, child.widget, name)
    }

    /// Sets the accessible label of the `GtkStackPage` of the child named `name` (GTK 4.8 reads an
    /// unlabelled page to a screen reader as "GtkStackPage"); does nothing without such a child.
    public func setPageAccessibleLabel(_ label: String, forChildNamed name: String) {
        guard let child = gtk_stack_get_child_by_name(opaque, name), let page = gtk_stack_get_page(opaque, child) else {
            return
        }
        tdk_accessible_set_label(page, label)
    }

    /// The name of the visible child.
    public var visibleChildName: String? {
        get { gtk_stack_get_visible_child_name(opaque).map { String(cString: $0) } }
        set {
            if let newValue { gtk_stack_set_visible_child_name(opaque, newValue) }
        }
    }

    /// Whether every child gets the width of the widest (GTK's default) or each its own.
    public var isHorizontallyHomogeneous: Bool {
        get { gtk_stack_get_hhomogeneous(opaque) != 0 }
        set { gtk_stack_set_hhomogeneous(opaque, newValue ? 1 : 0) }
    }

    /// Whether every child gets the height of the tallest (GTK's default) or each its own.
    public var isVerticallyHomogeneous: Bool {
        get { gtk_stack_get_vhomogeneous(opaque) != 0 }
        set { gtk_stack_set_vhomogeneous(opaque, newValue ? 1 : 0) }
    }

    /// Calls `handler` whenever the visible child changes.
    @discardableResult
    public func onVisibleChildChanged(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connectNotify("visible-child", handler)
    }
}

/// A `GtkStackSwitcher`: a row of buttons, one per titled child of a stack.
@MainActor
public final class StackSwitcher: Widget {
    /// Creates a switcher for `stack`.
    public init(stack: Stack) {
        super.init(sinking: gtk_stack_switcher_new())
        gtk_stack_switcher_set_stack(opaque, stack.opaque)
    }
}
