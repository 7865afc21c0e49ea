/// Constants that identify this build of TableDeck. The one place they are written down:
/// `meson.build` reads them from this file (through `scripts/build-info.sh`), so the desktop
/// file, metainfo, icons, GResource bundle and translations always agree with the binary.
package enum BuildInfo {
    /// The application id of a default build; a development build adds ``developmentSuffix``.
    package static let baseAppID = "io.github.tabledeck.TableDeck"
    /// What a development build (`meson setup -Dprofile=development`, which compiles with
    /// `TABLEDECK_DEVEL`) adds to the app id, so it installs beside the default build and the
    /// desktop tells the two apart (its own icon, a striped header bar).
    package static let developmentSuffix = ".Devel"
    #if TABLEDECK_DEVEL
        /// Whether this is a development build.
        package static let isDevelopmentBuild = true
    #else
        /// Whether this is a development build.
        package static let isDevelopmentBuild = false
    #endif
    /// The application id, used for the GtkApplication, desktop file, metainfo and icons.
    package static let appID = baseAppID + (isDevelopmentBuild ? developmentSuffix : "")
    /// The program's version.
    package static let version = "0.1.0"
    /// The executable's name, as printed in messages.
    package static let programName = "tabledeck"
    /// The gettext domain: `share/locale/<lang>/LC_MESSAGES/<domain>.mo`.
    package static let gettextDomain = "tabledeck"
    /// The folder under `<prefix>/share` that holds the installed data (the GResource bundle).
    package static let dataFolderName = "tabledeck"
    /// The compiled GResource bundle's file name inside ``dataFolderName``.
    package static let resourceBundleName = "tabledeck.gresource"
    /// The path inside the GResource bundle under which `Resources/` files live: the app id as a
    /// path, which is also where `GtkApplication` looks for its icons (`<path>/icons`).
    package static let resourcePath = "/io/github/tabledeck/TableDeck"
    /// The project's website, shown in the About window and the metainfo.
    package static let website = "https://github.com/tabledeck/TableDeck"
}
