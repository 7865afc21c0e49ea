import CGtk

/// A `GtkApplication`.
@MainActor
public final class Application: Object {
    /// Creates an application with `id`.
    ///
    /// Every launch is its own instance (`G_APPLICATION_NON_UNIQUE`): a launch's options and its
    /// stdout event lines belong to it, so forwarding a second launch to the first would lose both.
    public init(id: String) {
        super.init(UnsafeMutableRawPointer(gtk_application_new(id, G_APPLICATION_NON_UNIQUE)), ownership: .adopt)
    }

    package var application: UnsafeMutablePointer<GtkApplication> { cast() }

    /// The resource path under which GTK looks for the application's icons (`<path>/icons`) and
    /// menus. GTK derives it from the id; set it when the id and the resource bundle's path differ
    /// (a development build's `.Devel` id shares the default build's bundle layout).
    public var resourceBasePath: String? {
        get { g_application_get_resource_base_path(cast(GApplication.self)).map { String(cString: $0) } }
        set { g_application_set_resource_base_path(cast(GApplication.self), newValue) }
    }

    /// Calls `handler` when the application is activated (once per launch).
    public func onActivate(_ handler: @escaping @MainActor () -> Void) {
        connect("activate", handler)
    }

    /// Runs the main loop until the last window closes; returns the exit status. Command-line
    /// arguments are not passed: TableDeck parses its own.
    public func run() -> Int32 {
        g_application_run(cast(GApplication.self), 0, nil)
    }

    /// Asks the main loop to stop.
    public func quit() {
        g_application_quit(cast(GApplication.self))
    }
}
