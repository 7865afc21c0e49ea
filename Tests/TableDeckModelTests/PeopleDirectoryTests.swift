import TableDeckAppModel
import Testing

@Suite("Calendar days")
struct PeopleDirectoryCalendarDayTests {
    @Test("known days count from 1970-01-01, both ways")
    func epoch() {
        #expect(CalendarDay(year: 1970, month: 1, day: 1)?.daysSinceEpoch == 0)
        #expect(CalendarDay(year: 1969, month: 12, day: 31)?.daysSinceEpoch == -1)
        #expect(CalendarDay(year: 2000, month: 3, day: 1)?.daysSinceEpoch == 11_017)
        #expect(CalendarDay(year: 2026, month: 12, day: 31)?.daysSinceEpoch == 20_818)
        #expect(CalendarDay(daysSinceEpoch: 11_016) == CalendarDay(year: 2000, month: 2, day: 29))
    }

    @Test("leap years: every fourth, not centuries, but every fourth century")
    func leapYears() {
        #expect(CalendarDay(year: 2000, month: 2, day: 29) != nil)
        #expect(CalendarDay(year: 2024, month: 2, day: 29) != nil)
        #expect(CalendarDay(year: 1900, month: 2, day: 29) == nil)
        #expect(CalendarDay(year: 2023, month: 2, day: 29) == nil)
        #expect(CalendarDay(year: 2023, month: 4, day: 31) == nil)
        #expect(CalendarDay(year: 2023, month: 13, day: 1) == nil)
        #expect(CalendarDay(year: 2023, month: 0, day: 1) == nil)
        #expect(CalendarDay(year: 2023, month: 1, day: 0) == nil)
        #expect(CalendarDay(year: Int.max, month: 1, day: 1) == nil)
        #expect(CalendarDay.numberOfDays(inMonth: 2, year: 2100) == 28)
    }

    @Test("every day from 1600 to 2400 survives a round trip through its number")
    func roundTrip() {
        guard let start = CalendarDay(year: 1600, month: 1, day: 1)?.daysSinceEpoch,
            let end = CalendarDay(year: 2400, month: 12, day: 31)?.daysSinceEpoch
        else {
            Issue.record("the bounds are days")
            return
        }
        var previous = CalendarDay(daysSinceEpoch: start - 1)
        for days in start...end {
            let day = CalendarDay(daysSinceEpoch: days)
            guard day.daysSinceEpoch == days, previous < day,
                CalendarDay(year: day.year, month: day.month, day: day.day) == day
            else {
                Issue.record("\(days) became \(day)")
                return
            }
            previous = day
        }
    }

    @Test("days far out of range are clamped, not trapped; ISO text")
    func extremes() {
        #expect(CalendarDay(daysSinceEpoch: .max).description == "1000000-12-31")
        #expect(CalendarDay(daysSinceEpoch: .min).description == "-1000000-01-01")
        #expect(CalendarDay(year: 2024, month: 2, day: 9)?.description == "2024-02-09")
        #expect(CalendarDay(year: 7, month: 11, day: 30)?.description == "0007-11-30")
        #expect(CalendarDay(year: -44, month: 3, day: 15)?.description == "-0044-03-15")
    }
}

@Suite("The Table screen's people")
struct PeopleDirectoryTests {
    @Test("a negative count is no people; indexes out of range have no person")
    func counts() {
        #expect(SeededPeopleDirectory(seed: 1, count: -4).count == 0)
        #expect(SeededPeopleDirectory(seed: 1, count: 0).person(at: 0) == nil)
        let people = SeededPeopleDirectory(seed: 1, count: 3)
        #expect(people.person(at: -1) == nil)
        #expect(people.person(at: 3) == nil)
        #expect(people.person(at: 2)?.index == 2)
    }

    @Test("a search's text is the record's texts joined by spaces")
    func searchText() {
        let people = SeededPeopleDirectory(seed: 3, count: 5_000)
        for index in [0, 1, 2, 999, 4_999] {
            guard let person = people.person(at: index) else {
                Issue.record("no person \(index)")
                continue
            }
            let text = people.searchText(at: index, joined: { "day \($0)" }, score: { "score \($0)" })
            #expect(text == "\(person.name) \(person.email) \(person.city) day \(person.joined) score \(person.score)")
            #expect(people.name(at: index) == person.name)
        }
        #expect(people.searchText(at: 5_000, joined: { _ in "" }, score: { _ in "" }) == nil)
        #expect(people.searchText(at: -1, joined: { _ in "" }, score: { _ in "" }) == nil)
    }

    @Test("a million people store nothing per row")
    func million() {
        let people = SeededPeopleDirectory(seed: 7, count: 1_000_000)
        #expect(MemoryLayout<SeededPeopleDirectory>.size <= 16)
        #expect(people.person(at: 999_999)?.index == 999_999)
        #expect(people.person(at: 1_000_000) == nil)
    }

    @Test("the same seed gives the same people, whatever is asked first; another seed others")
    func determinism() {
        let indexes = [0, 1, 2, 500, 99_999]
        let one = SeededPeopleDirectory(seed: 42, count: 100_000)
        let again = SeededPeopleDirectory(seed: 42, count: 200_000)
        let forwards = indexes.map { one.person(at: $0) }
        let backwards = indexes.reversed().map { again.person(at: $0) }
        #expect(forwards == Array(backwards.reversed()))
        let other = SeededPeopleDirectory(seed: 43, count: 100_000)
        let differing = (0..<200).filter { one.person(at: $0) != other.person(at: $0) }
        #expect(differing.count == 200)
        let sameNames = (0..<200).filter { one.person(at: $0)?.name == other.person(at: $0)?.name }
        #expect(sameNames.count < 20, "another seed, mostly other names")
    }

    @Test("neighbouring people are drawn apart, not one random sequence shifted by a step")
    func neighbours() {
        // Were person i + 1's generator person i's one step on, its first name would be drawn by
        // the number that drew person i's last name: both lists have 60 names, so the positions
        // would match every time instead of about one time in 60.
        #expect(PeopleNames.firstNames.count == PeopleNames.lastNames.count)
        let people = SeededPeopleDirectory(seed: 3, count: 1_000)
        let names = (0..<1_000).compactMap { people.person(at: $0)?.name.split(separator: " ", maxSplits: 1) }
        let positions = names.map { name in
            (
                first: PeopleNames.firstNames.firstIndex(of: String(name[0])) ?? -1,
                last: PeopleNames.lastNames.firstIndex(of: String(name[1])) ?? -1
            )
        }
        #expect(positions.allSatisfy { $0.first >= 0 && $0.last >= 0 }, "names come from the lists")
        let echoes = zip(positions, positions.dropFirst()).filter { $0.last == $1.first }.count
        #expect(echoes < 50, "\(echoes) of 999 neighbours echo")
        #expect(Set(names.map { $0.joined(separator: " ") }).count > 600)
    }

    @Test("every listed name folds to lower-case ASCII letters")
    func folding() {
        for name in PeopleNames.firstNames + PeopleNames.lastNames {
            let folded = PeopleNames.asciiFolded(name)
            #expect(!folded.isEmpty && folded.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) }, "\(name) → \(folded)")
        }
        #expect(PeopleNames.asciiFolded("Straße Ångström-Ñúñez") == "strasseangstromnunez")
        #expect(PeopleNames.asciiFolded("東京") == "", "other scripts are left out")
    }

    @Test("names from many cultures, emails in ASCII, valid days, scores in tenths")
    func values() {
        let people = SeededPeopleDirectory(seed: 2026, count: 10_000)
        let records = (0..<people.count).compactMap { people.person(at: $0) }
        #expect(records.count == 10_000)
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789.@")
        guard let first = CalendarDay(year: 2000, month: 1, day: 1), let last = CalendarDay(year: 2026, month: 12, day: 31)
        else {
            Issue.record("the bounds are days")
            return
        }
        for person in records {
            #expect(person.name.split(separator: " ").count >= 2, "\(person.name)")
            #expect(person.email.allSatisfy(allowed.contains), "\(person.email)")
            #expect(person.email.hasSuffix("\(person.index)@example.org"), "\(person.email)")
            #expect(person.email.filter { $0 == "@" }.count == 1)
            #expect(person.joined >= first && person.joined <= last, "\(person.joined)")
            #expect(CalendarDay(year: person.joined.year, month: person.joined.month, day: person.joined.day) != nil)
            #expect(person.score >= 0 && person.score <= 100, "\(person.score)")
            #expect((person.score * 10).rounded() == person.score * 10, "\(person.score)")
            #expect(!person.city.isEmpty)
        }
        #expect(Set(records.map(\.email)).count == records.count, "unique emails")
        #expect(records.contains { !$0.name.unicodeScalars.allSatisfy(\.isASCII) }, "non-ASCII names")
        #expect(records.contains { $0.name.hasPrefix("Łukasz ") })
        #expect(records.contains { $0.name.hasSuffix(" Çelik") })
        #expect(records.contains { $0.joined.month == 2 && $0.joined.day == 29 }, "leap days are drawn too")
        #expect(Set(records.map(\.city)).count == 40)
        #expect(Set(records.map { $0.joined.year }) == Set(2000...2026))
        #expect(Set(records.map(\.score)).count > 990, "about all 1,001 scores appear")
    }

    @Test("emails fold accented letters, apostrophes and spaces")
    func emails() {
        let people = SeededPeopleDirectory(seed: 9, count: 20_000)
        let records = (0..<people.count).compactMap { people.person(at: $0) }
        let examples: [(name: String, local: String)] = [
            ("Łukasz Çelik", "lukasz.celik"), ("Søren Østergaard", "soren.ostergaard"),
            ("Yūki Satō", "yuki.sato"), ("Zoë O'Brien", "zoe.obrien"), ("Ayşe van Dijk", "ayse.vandijk"),
        ]
        for example in examples {
            guard let person = records.first(where: { $0.name == example.name }) else { continue }
            #expect(person.email == "\(example.local)\(person.index)@example.org")
        }
        let checked = examples.filter { example in records.contains { $0.name == example.name } }
        #expect(checked.count >= 3, "the seed gives at least three of the examples")
    }
}
