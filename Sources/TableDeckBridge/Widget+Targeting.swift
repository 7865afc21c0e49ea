import CGtk

extension Widget {
    /// Whether the pointer can pick this widget and its children (`gtk_widget_set_can_target`):
    /// `false` lets clicks, scrolling and hovering pass through to whatever lies below, as
    /// UIKit's `isUserInteractionEnabled = false` does. `true` by default.
    ///
    /// Only pointer input passes through: a focusable widget still takes the keyboard focus
    /// (set ``isFocusable`` to `false` as well for a purely decorative layer), and the widget
    /// is still drawn and read by assistive technologies. A badge or a gradient laid over a
    /// button with ``Overlay/addOverlay(_:measured:)`` is the usual case.
    public var canTarget: Bool {
        get { gtk_widget_get_can_target(widget) != 0 }
        set { gtk_widget_set_can_target(widget, newValue ? 1 : 0) }
    }

    /// Clips the widget's children to its own bounds (`GTK_OVERFLOW_HIDDEN`).
    package func clipsChildren() {
        gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)
    }
}
