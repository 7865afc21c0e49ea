import CGtk

/// A widget's layout manager and re-layout.
extension Widget {
    /// Lays out the widget's children with `layout` instead of the widget's own layout manager.
    /// The widget holds its own reference to the layout (the wrapper keeps its own).
    public func setLayoutManager(_ layout: ConstraintLayout) {
        g_object_ref(layout.gobject)
        gtk_widget_set_layout_manager(widget, layout.cast())
    }

    /// Asks GTK to measure and allocate the widget again on the next frame.
    public func queueResize() {
        gtk_widget_queue_resize(widget)
    }
}
