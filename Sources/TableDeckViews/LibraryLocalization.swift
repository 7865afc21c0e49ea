import TableDeckBridge

/// The library's own user-facing text ("No items", "Go to page 3" …) in the user's language.
///
/// The views' strings live in a gettext catalogue of their own, ``gettextDomain``, apart from
/// the app's, as GTK's own strings do: an app's translations never have to carry them. A
/// system-wide install puts `tabledeck-views.mo` under `/usr/share/locale`, where gettext finds
/// it with no set-up; an app that ships the catalogue in its own folder calls
/// ``useCatalogue(in:)`` once at start. Without a catalogue the text stays English.
public enum LibraryLocalization {
    /// The gettext domain of the library's messages: `<folder>/<lang>/LC_MESSAGES/tabledeck-views.mo`.
    public static let gettextDomain = "tabledeck-views"

    /// Reads the library's catalogue from `folder` (laid out as `share/locale`) instead of the
    /// system's locale folder.
    @MainActor
    public static func useCatalogue(in folder: String) {
        L10n.bind(domain: gettextDomain, localeFolder: folder)
        hasBoundCatalogue = true
    }

    @MainActor private static var hasBoundCatalogue = false

    /// The translation of `message` in the library's catalogue. The literal must be written in
    /// the call: xgettext finds it by the keyword `text` (`po/views/POTFILES.in`).
    @MainActor
    static func text(_ message: String) -> String {
        bindCatalogue()
        return L10n.text(message, domain: gettextDomain)
    }

    /// The translation of the form for `count` in the library's catalogue, its `%d` replaced by
    /// `count`. The literals must be written in the call (keyword `plural:1,2`).
    @MainActor
    static func plural(_ singular: String, _ plural: String, count: Int) -> String {
        bindCatalogue()
        return L10n.plural(singular, plural, count: count, domain: gettextDomain)
    }

    @MainActor
    private static func bindCatalogue() {
        guard !hasBoundCatalogue else { return }
        // Translated text is UTF-8 whatever the locale's character set.
        L10n.bind(domain: gettextDomain, localeFolder: nil)
        hasBoundCatalogue = true
    }
}
