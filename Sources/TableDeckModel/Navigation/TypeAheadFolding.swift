/// How type-ahead compares text: case- and accent-insensitive, in the user's language.
///
/// A row's text and the typed letters are both folded, then compared as a prefix. Folding
/// lower-cases with the language's own rules first (in Turkish and Azerbaijani, `İ` is the
/// capital of `i` and `I` of `ı`, so typing `i` finds "İstanbul" and `ı` finds "Irmak"),
/// then decomposes the text canonically (`é` into `e` and a combining accent) and drops the
/// combining marks, so `e` finds "Émile" and `c` finds "Çağ".
///
/// The canonical decomposition is Unicode data the Swift standard library does not offer
/// publicly; it is passed in (the views use GLib's), and without it text that is already
/// decomposed still loses its accents.
package struct TypeAheadFolding: Sendable {
    /// The language whose case rules apply (`tr`, `tr_TR.UTF-8`, `az` …); `nil` for the
    /// Unicode default.
    package let language: String?
    /// Splits precomposed characters into base and combining marks (Unicode's NFD).
    package let decompose: @Sendable (String) -> String

    /// Folds in `language`, decomposing with `decompose` (the identity by default).
    package init(language: String?, decompose: @escaping @Sendable (String) -> String = { $0 }) {
        self.language = language
        self.decompose = decompose
    }

    /// Whether `language` lower-cases the dotted and dotless i as Turkish does.
    package var hasTurkicCase: Bool {
        guard let language else { return false }
        let code = language.prefix { $0.isLetter }.lowercased()
        return code == "tr" || code == "az"
    }

    /// `text` lower-cased in the language and stripped of accents.
    package func fold(_ text: String) -> String {
        // Plain ASCII (most rows of most tables) has no accents to drop: lower-casing is all,
        // byte by byte, but for Turkish, whose `I` is not the capital of `i`.
        var utf8 = text.utf8
        if utf8.allSatisfy({ $0 < 0x80 }) && !(hasTurkicCase && utf8.contains(UInt8(ascii: "I"))) {
            if !utf8.contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) { return text }
            return String(decoding: utf8.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0 }, as: UTF8.self)
        }
        utf8 = "".utf8
        var lowered = text
        if hasTurkicCase {
            // Before the default lower-casing, which would make `I` an `i`, and before the
            // decomposition, which would make `İ` an `I` and a dot.
            var scalars = String.UnicodeScalarView()
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\u{130}": scalars.append("i")
                case "I": scalars.append("\u{131}")
                default: scalars.append(scalar)
                }
            }
            lowered = String(scalars)
        }
        lowered = lowered.lowercased()
        var kept = String.UnicodeScalarView()
        for scalar in decompose(lowered).unicodeScalars where !Self.isCombiningMark(scalar) {
            kept.append(scalar)
        }
        return String(kept)
    }

    private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: true
        default: false
        }
    }
}
