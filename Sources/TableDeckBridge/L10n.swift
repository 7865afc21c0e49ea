import CGtk
import CGtkShims

/// User-facing text through GNU gettext (the C library; no Foundation).
///
/// Call ``setUp(domain:localeFolder:)`` once, before GTK starts; then wrap every string a user
/// reads in ``text(_:)``, or ``plural(_:_:count:)`` when it holds a count. The literals must be
/// written directly in the call, because `xgettext` finds them by the keywords `text` and
/// `plural:1,2` (see `po/meson.build`). Lines on stdout are a machine interface and stay English:
/// never pass them through here.
///
/// ```swift
/// let title = L10n.text("Users")
/// let summary = L10n.plural("%d user", "%d users", count: 5)   // "5 users", "5 kullanıcı", "5 人のユーザー"
/// ```
public enum L10n {
    /// Sets the process locale from the environment, and binds `domain` to `localeFolder`
    /// (`<folder>/<lang>/LC_MESSAGES/<domain>.mo`) as the app's domain, in UTF-8: the one
    /// ``text(_:)`` and ``plural(_:_:count:)`` read.
    ///
    /// The process's default gettext domain (`textdomain`) is left alone: GLib translates no
    /// library string, GTK's own `default:LTR` included, once the default domain is an app's
    /// without a catalogue for the language, so `LANG=he_IL.UTF-8` would lose GTK's
    /// right-to-left direction. The app's messages are looked up in its domain by name instead.
    ///
    /// In the plain "C" locale glibc ignores `LANGUAGE`, and from glibc 2.41 (Debian 13) in
    /// `C.UTF-8` too, so `LANGUAGE=tr tabledeck` with no `LANG`, or `LANG=C.UTF-8`, would stay
    /// English; in that case only the messages locale changes, to the first that exists of: a
    /// UTF-8 locale of a language `LANGUAGE` names (`tr` → `tr_TR.UTF-8`), `en_US.UTF-8`, and
    /// `C.UTF-8` (which older glibc honours); a "C" character locale becomes `C.UTF-8`. GTK is
    /// told not to set the locale again.
    public static func setUp(domain: String, localeFolder: String?) {
        setlocale(LC_ALL, "")
        let messages = setlocale(LC_MESSAGES, nil).map { String(cString: $0) } ?? "C"
        let language = getenv("LANGUAGE").map { String(cString: $0) } ?? ""
        if ["C", "POSIX", "C.UTF-8", "C.utf8"].contains(messages) && !language.isEmpty {
            _ = messagesLocales(honouring: language).first { setlocale(LC_MESSAGES, $0) != nil }
            // Translated text is UTF-8; an ASCII character type would print it as '?'.
            let characters = setlocale(LC_CTYPE, nil).map { String(cString: $0) } ?? "C"
            if characters == "C" || characters == "POSIX" {
                setlocale(LC_CTYPE, "C.UTF-8")
            }
        }
        if gtk_is_initialized() == 0 {
            gtk_disable_setlocale()
        }
        if let localeFolder {
            bindtextdomain(domain, localeFolder)
        }
        bind_textdomain_codeset(domain, "UTF-8")
        appDomain = domain
    }

    /// The messages locales to try, in order, so that glibc honours `languages` (`LANGUAGE`'s
    /// value, such as `tr:ja` or `pt_BR`): each language's own UTF-8 locale where its territory
    /// is its code (`tr_TR`; `ja` guesses `ja_JA`, which no system has, and goes on), then
    /// `en_US.UTF-8`, then `C.UTF-8`. Only the messages category changes, so which one exists
    /// matters only in that glibc honours `LANGUAGE` under it.
    package static func messagesLocales(honouring languages: String) -> [String] {
        var candidates: [String] = []
        for entry in languages.split(separator: ":") where !entry.contains(".") && !entry.contains("@") {
            let parts = entry.split(separator: "_")
            guard let code = parts.first, code.count >= 2, code.allSatisfy({ $0.isASCII && $0.isLetter }) else { continue }
            let territory = parts.count > 1 ? String(parts[1]) : code.uppercased()
            candidates.append("\(code)_\(territory).UTF-8")
        }
        return candidates + ["en_US.UTF-8", "C.UTF-8"]
    }

    /// The app's gettext domain, set once by ``setUp(domain:localeFolder:)`` before any text is
    /// looked up (the tests set it again on the main thread); `nil` reads the default domain.
    nonisolated(unsafe) private static var appDomain: String?

    /// Binds a library's own catalogue, `domain`, to `localeFolder`
    /// (`<folder>/<lang>/LC_MESSAGES/<domain>.mo`), in UTF-8, leaving the default domain as it is.
    ///
    /// Without a folder gettext looks in the system's (`/usr/share/locale`), where a packaged
    /// library's catalogue is installed; a folder is for an app that ships its own copy.
    public static func bind(domain: String, localeFolder: String?) {
        if let localeFolder {
            bindtextdomain(domain, localeFolder)
        }
        bind_textdomain_codeset(domain, "UTF-8")
    }

    /// The translation of `message` in `domain`'s catalogue (a library's own, bound with
    /// ``bind(domain:localeFolder:)``), or `message` itself.
    public static func text(_ message: String, domain: String) -> String {
        domain.withCString { domainName in
            message.withCString { key in
                guard let translated = dgettext(domainName, key), translated != UnsafeMutablePointer(mutating: key) else {
                    return message
                }
                return String(cString: translated)
            }
        }
    }

    /// The translation of `message` in the current language, or `message` itself.
    public static func text(_ message: String) -> String {
        guard let appDomain else {
            // Without a translation gettext returns its argument: a temporary C copy of `message`
            // that is gone after the call, so compare pointers instead of reading it afterwards.
            return message.withCString { key in
                guard let translated = gettext(key), translated != UnsafeMutablePointer(mutating: key) else { return message }
                return String(cString: translated)
            }
        }
        return text(message, domain: appDomain)
    }

    /// The translation of the form for `count` (`singular` or `plural` in English; the language's
    /// own plural rule otherwise), with the first `%d` replaced by `count`.
    public static func plural(_ singular: String, _ plural: String, count: Int) -> String {
        substitute(pluralForm(singular, plural, count: count), count)
    }

    /// The translation of the form for `count`, as ``plural(_:_:count:)``, with the first `%d`
    /// replaced by `number`: the count as it should be read (its digits grouped, for instance).
    public static func plural(_ singular: String, _ plural: String, count: Int, shownAs number: String) -> String {
        let form = pluralForm(singular, plural, count: count)
        return replacingFirst("d", in: form, with: number)
    }

    /// `template` (an already translated text) with its first `%@` replaced by `text`: for the
    /// translated sentences that name something, such as a code the user typed.
    public static func substitute(_ template: String, text: String) -> String {
        replacingFirst("@", in: template, with: text)
    }

    /// `template` with its first `%` + `conversion` replaced by `replacement`.
    private static func replacingFirst(_ conversion: Character, in template: String, with replacement: String) -> String {
        let whole = Substring(template)
        guard let percent = placeholder(conversion, in: whole) else { return template }
        return String(whole[..<percent]) + replacement + whole[whole.index(percent, offsetBy: 2)...]
    }

    /// The language of the translation in use (the `Language:` field of its catalogue's header,
    /// such as `tr`), or `nil` when the text is not translated (English).
    public static var catalogLanguage: String? {
        // gettext("") is the catalogue's header, or "" itself without a catalogue.
        let header = text("")
        for line in header.split(separator: "\n") where line.hasPrefix("Language:") {
            return line.dropFirst("Language:".count).split(separator: " ").first.map(String.init)
        }
        return nil
    }

    /// The form of `singular`/`plural` for `count` in the current language, `%d` still in it.
    /// The translation in `domain`'s catalogue of the form for `count`, as
    /// ``plural(_:_:count:)``: for a library's own catalogue.
    public static func plural(_ singular: String, _ plural: String, count: Int, domain: String) -> String {
        substitute(pluralForm(singular, plural, count: count, domain: domain), count)
    }

    private static func pluralForm(_ singular: String, _ plural: String, count: Int, domain: String? = nil) -> String {
        let number = UInt(max(0, count))
        let form = singular.withCString { one in
            plural.withCString { many in
                // Untranslated, ngettext returns one of its (temporary) arguments.
                let found = (domain ?? appDomain).map { dngettext($0, one, many, number) } ?? ngettext(one, many, number)
                guard let chosen = found else { return number == 1 ? singular : plural }
                if chosen == UnsafeMutablePointer(mutating: one) { return singular }
                if chosen == UnsafeMutablePointer(mutating: many) { return plural }
                return String(cString: chosen)
            }
        }
        return form
    }

    /// The translation of `message` with its `%d`s replaced by `numbers`, in order, for sentences
    /// that hold numbers but no plural (an index, a position: "Section %d, row %d").
    public static func text(_ message: String, _ numbers: Int...) -> String {
        substitute(text(message), numbers)
    }

    /// `template` (an already translated text) with its `%d`s replaced by `numbers`, in order:
    /// translate a row template once with ``text(_:)``, then fill it in for each row. Extra `%d`s
    /// stay as they are; extra numbers are ignored.
    public static func substitute(_ template: String, _ numbers: Int...) -> String {
        substitute(template, numbers)
    }

    private static func substitute(_ template: String, _ numbers: [Int]) -> String {
        var text = ""
        var rest = Substring(template)
        for number in numbers {
            guard let percent = placeholder("d", in: rest) else { break }
            text += rest[..<percent]
            text += String(number)
            rest = rest[rest.index(percent, offsetBy: 2)...]
        }
        return text + rest
    }

    /// Where the first `%` + `conversion` (`%d`, `%@`) in `text` starts. A plain scan: this runs
    /// once per row, and the general substring search (`firstRange(of:)`, which also links the
    /// whole regex library into the binary) cost about 5 000 instructions a call.
    private static func placeholder(_ conversion: Character, in text: Substring) -> Substring.Index? {
        var index = text.startIndex
        while let percent = text[index...].firstIndex(of: "%") {
            let next = text.index(after: percent)
            if next < text.endIndex, text[next] == conversion { return percent }
            index = next
        }
        return nil
    }
}
