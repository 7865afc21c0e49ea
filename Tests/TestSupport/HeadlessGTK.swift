import TableDeckBridge

/// How a GTK program under test runs on Xvfb: drawn with cairo and without OpenGL, and without
/// an accessibility bus unless the test reads one. GTK's switch for no OpenGL changed in GTK
/// 4.16: `GDK_DEBUG=gl-disable` before (Debian 12 has 4.8), `GDK_DISABLE=gl` from it (Debian 13
/// has 4.18), which no longer knows the former and says so on stderr. The scripts make the same
/// choice (`scripts/gtk-env.sh`).
public enum HeadlessGTK {
    /// Whether the running GTK takes `GDK_DISABLE=gl` (4.16 and newer).
    public static var usesGDKDisable: Bool { GtkRuntime.version.minor >= 16 }

    /// Sets the drawing variables in `environment` (cairo, no OpenGL, the other GTK's switch
    /// removed) and, unless `accessibility`, `GTK_A11Y=none`.
    public static func apply(to environment: inout [String: String], accessibility: Bool = false) {
        environment["GSK_RENDERER"] = "cairo"
        if usesGDKDisable {
            environment["GDK_DISABLE"] = "gl"
            if environment["GDK_DEBUG"] == "gl-disable" { environment["GDK_DEBUG"] = nil }
        } else {
            environment["GDK_DEBUG"] = "gl-disable"
        }
        if !accessibility { environment["GTK_A11Y"] = "none" }
    }
}
