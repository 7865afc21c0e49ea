/// One row of the Table screen: a made-up person.
public struct PersonRecord: Equatable, Sendable {
    /// The person's data index in their directory (the row before any sort).
    public let index: Int
    /// First and last name, separated by a space; letters from many languages.
    public let name: String
    /// An address made from the name, ASCII only: `first.last` plus the index, at example.org.
    public let email: String
    /// The city the person lives in.
    public let city: String
    /// The day the person joined, 2000-01-01 … 2026-12-31.
    public let joined: CalendarDay
    /// A score from 0.0 to 100.0, in tenths.
    public let score: Double

    /// A person with these values, as they are.
    public init(index: Int, name: String, email: String, city: String, joined: CalendarDay, score: Double) {
        self.index = index
        self.name = name
        self.email = email
        self.city = city
        self.joined = joined
        self.score = score
    }
}
