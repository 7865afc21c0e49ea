import CGtk

extension Widget {
    /// Shows this toplevel above `parent` (centred on it, modal when `modal`), joined to the
    /// parent's application so the application's accelerators (Ctrl+Q) work in it too.
    func presentAsDialog(over parent: Window?, modal: Bool) {
        let window = cast(GtkWindow.self)
        gtk_window_set_transient_for(window, parent?.cast(GtkWindow.self))
        if let application = parent.flatMap({ gtk_window_get_application($0.cast(GtkWindow.self)) }) {
            gtk_window_set_application(window, application)
        }
        gtk_window_set_modal(window, modal ? 1 : 0)
        gtk_window_present(window)
    }
}
