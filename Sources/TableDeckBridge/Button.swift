import CGtk

/// A `GtkButton` with a text label.
@MainActor
public final class Button: Widget {
    /// Creates a button labelled `label`.
    public init(label: String) {
        super.init(sinking: gtk_button_new_with_label(label))
    }

    /// The button's label text.
    public var label: String {
        get { gtk_button_get_label(cast()).map { String(cString: $0) } ?? "" }
        set { gtk_button_set_label(cast(), newValue) }
    }

    /// Calls `handler` when the button is clicked (pointer, Enter or Space).
    @discardableResult
    public func onClicked(_ handler: @escaping @MainActor () -> Void) -> UInt {
        UInt(connect("clicked", handler))
    }
}
