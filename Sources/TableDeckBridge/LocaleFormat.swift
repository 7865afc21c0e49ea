import CGtk
import CGtkShims

/// Dates and decimal numbers written as the user's locale writes them (`LC_TIME`,
/// `LC_NUMERIC`, which GTK sets from the environment at start): "3/5/2001" and "87.5" in the
/// United States, "03.05.2001" and "87,5" in Turkey, "2001年05月03日" in Japan.
public enum LocaleFormat {
    /// The calendar day `year`-`month`-`day` in the locale's preferred short form (`%x`); an
    /// impossible date is written as ISO 8601 digits.
    public static func date(year: Int, month: Int, day: Int) -> String {
        guard let time = g_date_time_new_utc(gint(year), gint(month), gint(day), 0, 0, 0) else {
            return isoDate(year: year, month: month, day: day)
        }
        defer { g_date_time_unref(time) }
        return formatted(time, "%x") ?? isoDate(year: year, month: month, day: day)
    }

    /// A file size as the desktop writes it, in the locale's digits ("4.1 kB", "1.2 GB").
    package static func fileSize(_ bytes: Int64) -> String {
        guard let text = g_format_size(guint64(max(0, bytes))) else { return String(bytes) }
        defer { g_free(text) }
        return String(cString: text)
    }

    /// When a file last changed (`seconds` since 1970, UTC), as a file manager writes it in the
    /// local time zone: the time alone for today (`%X`), the date alone before (`%x`), so the
    /// column stays narrow.
    package static func modificationTime(unixSeconds seconds: Int64) -> String {
        guard let time = g_date_time_new_from_unix_local(gint64(seconds)), let now = g_date_time_new_now_local() else {
            return String(seconds)
        }
        defer {
            g_date_time_unref(time)
            g_date_time_unref(now)
        }
        let today = calendarDay(of: now) == calendarDay(of: time)
        return formatted(time, today ? "%X" : "%x") ?? String(seconds)
    }

    /// `value` with `fractionDigits` digits after the locale's decimal separator.
    public static func decimal(_ value: Double, fractionDigits: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "–" : (value < 0 ? "-∞" : "∞") }
        var buffer = [CChar](repeating: 0, count: 64)
        let digits = Int32(min(max(0, fractionDigits), 12))
        // Through C: Swift's variadic arguments cast each value dynamically, a tenth of the time
        // a million scores take to be written for a search.
        let written = tdk_format_decimal(&buffer, buffer.count, value, digits)
        guard written > 0 else { return String(value) }
        return String(decoding: buffer.prefix(Int(min(written, Int32(buffer.count - 1)))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func isoDate(year: Int, month: Int, day: Int) -> String {
        func padded(_ number: Int, _ width: Int) -> String {
            let text = String(number)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }
}

/// `time` written by `g_date_time_format` with `format`; `nil` when GLib cannot.
private func formatted(_ time: OpaquePointer, _ format: String) -> String? {
    guard let text = g_date_time_format(time, format) else { return nil }
    defer { g_free(text) }
    return String(cString: text)
}

/// The year, month and day of `time`, to tell two moments' days apart.
private func calendarDay(of time: OpaquePointer) -> [gint] {
    var year: gint = 0
    var month: gint = 0
    var day: gint = 0
    g_date_time_get_ymd(time, &year, &month, &day)
    return [year, month, day]
}
