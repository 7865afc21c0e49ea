import CGtk

/// A `GtkHeaderBar`: the title bar with window controls.
@MainActor
public final class HeaderBar: Widget {
    /// Creates a header bar with the standard window controls.
    public init() {
        super.init(sinking: gtk_header_bar_new())
    }

    /// Replaces the centered title with `widget`.
    public func setTitleWidget(_ widget: Widget?) {
        gtk_header_bar_set_title_widget(opaque, widget?.widget)
    }

    /// Adds `widget` at the start (left in left-to-right locales).
    public func packStart(_ widget: Widget) {
        gtk_header_bar_pack_start(opaque, widget.widget)
    }

    /// Adds `widget` at the end.
    public func packEnd(_ widget: Widget) {
        gtk_header_bar_pack_end(opaque, widget.widget)
    }
}
