/// Constants that identify this build of TableDeck. The one place they are written down:
/// `meson.build` reads them from this file (through `scripts/build-info.sh`), so the desktop
/// file, metainfo, icons, GResource bundle and translations always agree with the binary.
public enum BuildInfo {
    /// The application id, used for the GtkApplication, desktop file, metainfo and icons.
    public static let appID = "io.github.tabledeck.TableDeck"
    /// The program's version.
    public static let version = "0.1.0"
    /// The executable's name, as printed in messages.
    public static let programName = "tabledeck"
    /// The gettext domain: `share/locale/<lang>/LC_MESSAGES/<domain>.mo`.
    public static let gettextDomain = "tabledeck"
    /// The folder under `<prefix>/share` that holds the installed data (the GResource bundle).
    public static let dataFolderName = "tabledeck"
    /// The compiled GResource bundle's file name inside ``dataFolderName``.
    public static let resourceBundleName = "tabledeck.gresource"
    /// The path inside the GResource bundle under which `Resources/` files live: the app id as a
    /// path, which is also where `GtkApplication` looks for its icons (`<path>/icons`).
    public static let resourcePath = "/io/github/tabledeck/TableDeck"
    /// The project's website, shown in the About window and the metainfo.
    public static let website = "https://github.com/tabledeck/TableDeck"
}
