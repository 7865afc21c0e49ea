/// Counts written with their digits grouped by thousands, the way the user's language writes
/// them: "10,000,000" in English and Japanese, "10.000.000" in Turkish (rather than
/// "10000000 users").
///
/// The language is the one the interface is shown in (the translation catalogue's), not the
/// numeric locale: with `LANGUAGE=tr` and no Turkish locale installed, a Turkish sentence
/// should still hold a Turkish number.
public enum DigitGrouping {
    /// The separator between groups of three digits in `language` (a tag such as `tr`,
    /// `pt_BR`, `de-AT` or `ja_JP.UTF-8`; `nil` or unknown for English's comma).
    public static func separator(forLanguage language: String?) -> String {
        let code = primaryCode(of: language ?? "")
        if periodLanguages.contains(code) { return "." }
        // A no-break space, so a count never breaks across lines.
        if spaceLanguages.contains(code) { return "\u{00A0}" }
        return ","
    }

    /// `value` in decimal with `separator` between groups of three digits ("-1,234" for -1234).
    public static func grouped(_ value: Int, separator: String) -> String {
        let digits = Array(String(value.magnitude))
        var text = value < 0 ? "-" : ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { text += separator }
            text.append(digit)
        }
        return text
    }

    /// `value` grouped as `language` groups digits.
    public static func grouped(_ value: Int, language: String?) -> String {
        grouped(value, separator: separator(forLanguage: language))
    }

    /// Languages that group with a period (and use a comma for decimals).
    private static let periodLanguages: Set<String> = [
        "tr", "de", "es", "it", "nl", "pt", "id", "da", "el", "ro", "sl", "hr", "sr", "vi",
    ]

    /// Languages that group with a space.
    private static let spaceLanguages: Set<String> = [
        "fr", "ru", "pl", "cs", "sk", "sv", "fi", "nb", "nn", "no", "uk", "hu", "bg", "lt", "lv", "et",
    ]

    /// The lower-case language code at the start of `tag`: "pt" for "pt_BR.UTF-8".
    private static func primaryCode(of tag: String) -> String {
        String(tag.prefix { $0.isLetter }).lowercased()
    }
}
