/// A day of the proleptic Gregorian calendar, without a time or a time zone: what the Table
/// screen's Joined column shows and sorts by (``daysSinceEpoch``).
public struct CalendarDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year, astronomical (1 BC is 0); within ±1,000,000.
    public let year: Int
    /// The month, 1 (January) to 12.
    public let month: Int
    /// The day of the month, 1 to 28, 29, 30 or 31.
    public let day: Int

    /// The years a day can be in; beyond them the day arithmetic could overflow.
    static let years = -1_000_000...1_000_000

    /// The day `year`-`month`-`day`, or `nil` when there is no such day (February 29 of a
    /// year that is not a leap year, a month outside 1 … 12, a year beyond ±1,000,000).
    public init?(year: Int, month: Int, day: Int) {
        guard Self.years.contains(year), day >= 1, day <= Self.numberOfDays(inMonth: month, year: year) else {
            return nil
        }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `days` days after 1970-01-01 (before it when negative), kept within the
    /// calendar's ±1,000,000 years.
    public init(daysSinceEpoch days: Int64) {
        // Howard Hinnant's civil_from_days: eras of 400 years (146,097 days) from 0000-03-01.
        let bounded = min(max(days, Self.firstDay), Self.lastDay)
        let shifted = bounded + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        day = Int(dayOfYear - (153 * shiftedMonth + 2) / 5 + 1)
        month = Int(shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9)
        year = Int(yearOfEra + era * 400 + (month <= 2 ? 1 : 0))
    }

    /// How many days the day is after 1970-01-01 (negative before it): the day as a number,
    /// to sort or subtract.
    public var daysSinceEpoch: Int64 {
        // Howard Hinnant's days_from_civil.
        let shiftedYear = Int64(month <= 2 ? year - 1 : year)
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let shiftedMonth = Int64(month > 2 ? month - 3 : month + 9)
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + Int64(day) - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The first and last day the calendar holds, as days since the epoch.
    private static let firstDay: Int64 = -365_962_028  // -1000000-01-01
    private static let lastDay: Int64 = 364_523_337  // 1000000-12-31

    /// Whether `year` has a February 29: every fourth year, except centuries not divisible by 400.
    public static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// How many days `month` of `year` has; 0 for a month outside 1 … 12.
    public static func numberOfDays(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 1, 3, 5, 7, 8, 10, 12: 31
        case 4, 6, 9, 11: 30
        case 2: isLeapYear(year) ? 29 : 28
        default: 0
        }
    }

    /// Whether the day comes before `other`.
    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// The day in ISO 8601, `2024-02-29` (a year below 1000 padded to four digits, a negative
    /// one with a minus sign).
    public var description: String {
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value.magnitude)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return (year < 0 ? "-" : "") + padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2)
    }
}
