/// Constants that identify this build of TableDeck. The one place they are written down.
public enum BuildInfo {
    /// The application id, used for the GtkApplication, desktop file, metainfo and icons.
    public static let appID = "io.github.tabledeck.TableDeck"
    /// The program's version.
    public static let version = "0.1.0"
    /// The executable's name, as printed in messages.
    public static let programName = "tabledeck"
}
