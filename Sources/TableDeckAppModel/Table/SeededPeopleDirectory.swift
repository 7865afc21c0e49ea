/// The Table screen's data: `count` made-up people, each one worked out from ``seed`` and
/// their index when asked for, so a million rows store nothing and cost nothing until shown.
///
/// The same seed gives the same people on every run and machine (SplitMix64 and our own bounded
/// draws, as for the carousel); person `i` does not depend on which people were asked for
/// before, nor on `count`.
///
/// Named apart from ``PeopleDirectory``, the Cells screen's alphabetical list of names.
public struct SeededPeopleDirectory: Sendable {
    /// The number every person is derived from, with their index.
    public let seed: UInt64
    /// How many people there are: indexes `0 ..< count`.
    public let count: Int

    /// A directory of `count` people (none when `count` is negative) made from `seed`.
    public init(seed: UInt64, count: Int) {
        self.seed = seed
        self.count = max(0, count)
    }

    /// The person at `index`, or `nil` when `index` is outside `0 ..< count`.
    public func person(at index: Int) -> PersonRecord? {
        guard let draws = draws(at: index) else { return nil }
        var name = ""
        Self.appendName(of: draws, to: &name)
        var email = ""
        Self.appendEmail(of: draws, index: index, to: &email)
        return PersonRecord(
            index: index, name: name, email: email, city: draws.city, joined: CalendarDay(daysSinceEpoch: draws.day),
            score: Double(draws.tenths) / 10)
    }

    /// What a search reads for the person at `index`: the name, the email, the city, and the
    /// texts `joined` and `score` write for the joined day and the score, joined by single
    /// spaces; `nil` outside `0 ..< count`. Written into one string: the record's texts made
    /// one by one and then joined took a third of a first search of a million people.
    public func searchText(at index: Int, joined: (CalendarDay) -> String, score: (Double) -> String) -> String? {
        guard let draws = draws(at: index) else { return nil }
        var text = ""
        text.reserveCapacity(112)
        Self.appendName(of: draws, to: &text)
        text += " "
        Self.appendEmail(of: draws, index: index, to: &text)
        text += " "
        text += draws.city
        text += " "
        text += joined(CalendarDay(daysSinceEpoch: draws.day))
        text += " "
        text += score(Double(draws.tenths) / 10)
        return text
    }

    /// The name of the person at `index` (``PersonRecord/name``), or `nil` outside
    /// `0 ..< count`: what sorting by name reads a million times, without making the rest of the
    /// record (the email alone costs more than the name).
    public func name(at index: Int) -> String? {
        guard let draws = draws(at: index) else { return nil }
        var name = ""
        Self.appendName(of: draws, to: &name)
        return name
    }

    /// The score of the person at `index` (``PersonRecord/score``), or `nil` outside `0 ..< count`.
    public func score(at index: Int) -> Double? {
        draws(at: index).map { Double($0.tenths) / 10 }
    }

    /// The joined day of the person at `index` (``PersonRecord/joined``), as days since
    /// 1970-01-01, or `nil` outside `0 ..< count`.
    public func joinedDaysSinceEpoch(at index: Int) -> Int64? {
        draws(at: index)?.day
    }

    /// Appends the name `draws` drew ("First Last") to `text`.
    private static func appendName(of draws: Draws, to text: inout String) {
        text += PeopleNames.firstNames[draws.first]
        text += " "
        text += PeopleNames.lastNames[draws.last]
    }

    /// Appends the email of person `index`, whose names `draws` drew, to `text`: the names
    /// folded to ASCII, then the index ("first.last42@example.org").
    private static func appendEmail(of draws: Draws, index: Int, to text: inout String) {
        text += PeopleNames.foldedFirstNames[draws.first]
        text += "."
        text += PeopleNames.foldedLastNames[draws.last]
        text += String(index)
        text += "@example.org"
    }

    /// What ``seed`` draws for one person.
    private typealias Draws = (first: Int, last: Int, city: String, day: Int64, tenths: Int)

    /// What ``seed`` draws for person `index`, in the order drawn (the names as indexes in
    /// ``PeopleNames``); `nil` outside `0 ..< count`.
    private func draws(at index: Int) -> Draws? {
        guard index >= 0, index < count else { return nil }
        var generator = SeededGenerator(seed: Self.mix(seed ^ Self.mix(UInt64(truncatingIfNeeded: index))))
        let first = generator.nextInt(in: 0..<PeopleNames.firstNames.count)
        let last = generator.nextInt(in: 0..<PeopleNames.lastNames.count)
        let city = PeopleNames.cities[generator.nextInt(in: 0..<PeopleNames.cities.count)]
        let day = Self.firstJoined + Int64(generator.nextInt(in: 0..<Self.joinedDays))
        let tenths = generator.nextInt(in: 0..<1_001)
        return (first, last, city, day, tenths)
    }

    /// 2000-01-01 and how many days there are from it to 2026-12-31, both included.
    private static let firstJoined: Int64 = 10_957
    private static let joinedDays = 9_862

    /// SplitMix64's finaliser: a bijection that spreads neighbouring numbers apart, so that the
    /// generators of neighbouring indexes do not start a step apart on one sequence.
    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
