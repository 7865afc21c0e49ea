import CGtk

/// A `GtkButton` with a text label, an icon or a child widget.
@MainActor
public final class Button: Widget {
    /// Creates a button labelled `label`.
    public init(label: String) {
        super.init(sinking: gtk_button_new_with_label(label))
    }

    /// Creates a button showing the themed icon `iconName` (such as `go-next-symbolic`). Give it
    /// an accessible label: an icon has no text to read.
    public init(iconName: String) {
        super.init(sinking: gtk_button_new_from_icon_name(iconName))
    }

    /// Creates a button whose content is `child` (the button takes it), or empty with `nil`: a
    /// button drawn by CSS alone.
    public init(child: Widget?) {
        super.init(sinking: gtk_button_new())
        gtk_button_set_child(cast(), child?.widget)
    }

    /// The themed icon the button shows (such as `media-playback-pause-symbolic`).
    public var iconName: String {
        get { gtk_button_get_icon_name(cast()).map { String(cString: $0) } ?? "" }
        set { gtk_button_set_icon_name(cast(), newValue) }
    }

    /// The button's label text.
    public var label: String {
        get { gtk_button_get_label(cast()).map { String(cString: $0) } ?? "" }
        set { gtk_button_set_label(cast(), newValue) }
    }

    /// Calls `handler` when the button is clicked (pointer, Enter or Space).
    @discardableResult
    public func onClicked(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect("clicked", handler)
    }
}
