import CGtk

/// A top-level `GtkWindow`, usually a `GtkApplicationWindow`.
///
/// GTK's window list owns toplevels: the wrapper's reference keeps the GObject alive, but the
/// window goes away only through ``close()`` or ``destroy()``, never by dropping the wrapper.
@MainActor
public final class Window: Widget {
    /// Creates a window belonging to `application`.
    public init(application: Application) {
        super.init(sinking: gtk_application_window_new(application.application))
    }

    /// Creates a toplevel window that belongs to no application, for widgets shown while the
    /// caller drives the main loop itself (``Display/iterate(timeout:until:)``).
    package init() {
        super.init(sinking: gtk_window_new())
    }

    private var window: UnsafeMutablePointer<GtkWindow> { cast() }

    /// The title shown by the window manager and the header bar.
    public var title: String {
        get { gtk_window_get_title(window).map { String(cString: $0) } ?? "" }
        set { gtk_window_set_title(window, newValue) }
    }

    /// Sets the size the window opens with.
    public func setDefaultSize(width: Int, height: Int) {
        gtk_window_set_default_size(window, gint(width), gint(height))
    }

    /// Sets the window's only child.
    public func setChild(_ child: Widget?) {
        gtk_window_set_child(window, child?.widget)
    }

    /// Sets the title bar widget (a header bar).
    public func setTitlebar(_ titlebar: Widget) {
        gtk_window_set_titlebar(window, titlebar.widget)
    }

    /// The window's current width (its default width: GTK 4 keeps it equal to the size the
    /// user resized the window to).
    public var currentWidth: Int {
        var width: gint = 0
        var height: gint = 0
        gtk_window_get_default_size(window, &width, &height)
        return Int(width)
    }

    /// Calls `handler` whenever the window's width changes (by the user or the program).
    public func onWidthChanged(_ handler: @escaping @MainActor () -> Void) {
        connectNotify("default-width", handler)
    }

    /// Shows the window and asks for focus.
    public func present() {
        gtk_window_present(window)
    }

    /// Asks the window to close, as the close button does.
    public func close() {
        gtk_window_close(window)
    }

    /// Destroys the window at once.
    public func destroy() {
        gtk_window_destroy(window)
    }

    /// The widget with keyboard focus inside the window, if any (as a new wrapper).
    public var focusWidget: Widget? {
        gtk_window_get_focus(window).map { Widget(retaining: $0) }
    }

    /// Calls `handler` once, after the window has painted its first frame.
    public func onFirstFrame(_ handler: @escaping @MainActor () -> Void) {
        connectOnce("map") { [weak self] in
            guard let self, let clock = gtk_widget_get_frame_clock(self.widget) else {
                handler()
                return
            }
            Object(UnsafeMutableRawPointer(clock), ownership: .retain).connectOnce("after-paint", handler)
        }
    }
}
