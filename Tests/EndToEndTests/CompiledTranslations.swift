import TableDeckModel
import TestSupport

/// po/tr.po and po/ja.po, and the library's po/views/tr.po and ja.po, compiled into a temporary
/// locale folder laid out as meson installs them, for launching the app with
/// `TABLEDECK_LOCALE_DIR` in another language.
enum CompiledTranslations {
    /// Compiles the translations (each run into a new folder); returns the folder.
    static func folder() throws -> String {
        try CompiledCatalogues.folder(
            named: "tabledeck-e2e-locale",
            catalogues: [CompiledCatalogues.app(domain: BuildInfo.gettextDomain), CompiledCatalogues.library])
    }
}
