import CGtk
import TableDeckModel

/// What type-ahead needs from GLib and GDK: the character a key types, the user's language
/// and Unicode's canonical decomposition.
package enum TypeAheadInput {
    /// The text the key `keyval` types (a letter, a digit, punctuation, a space), or `nil` for a
    /// key that types nothing (arrows, Enter, Tab, function keys, a lone modifier).
    package static func typedText(keyval: UInt32) -> String? {
        let code = gdk_keyval_to_unicode(guint(keyval))
        guard code != 0, let scalar = Unicode.Scalar(code) else { return nil }
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator:
            return nil
        default:
            return String(scalar)
        }
    }

    /// What a key press types into `search` now, with the time it was typed: `nil` for a key
    /// that types nothing, one held with Ctrl, Alt or Super (the window's shortcuts), and Space
    /// unless letters were typed less than a second before (Space presses a row otherwise, as
    /// in GTK's tree views).
    package static func typed(
        keyval: UInt32, modifiers: KeyModifiers, continuing search: TypeAheadSearch
    ) -> (text: String, time: Double)? {
        guard modifiers.isDisjoint(with: [.control, .alt, .super]), let text = typedText(keyval: keyval) else { return nil }
        let time = now
        if text == " " && !search.isActive(at: time) { return nil }
        return (text, time)
    }

    /// Type-ahead folding in the user's language (the first of GLib's language names, from
    /// `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG`), decomposing with GLib.
    package static var userFolding: TypeAheadFolding {
        var language: String?
        if let names = g_get_language_names(), let first = names[0] {
            language = String(cString: first)
        }
        return TypeAheadFolding(language: language, decompose: decompose)
    }

    /// `text` in Unicode's canonical decomposition (NFD), by `g_utf8_normalize`.
    @Sendable
    package static func decompose(_ text: String) -> String {
        guard let normalized = g_utf8_normalize(text, -1, G_NORMALIZE_NFD) else { return text }
        defer { g_free(normalized) }
        return String(cString: normalized)
    }

    /// Seconds on GLib's monotonic clock, the time base type-ahead measures pauses on.
    package static var now: Double { Double(g_get_monotonic_time()) / 1_000_000 }
}
