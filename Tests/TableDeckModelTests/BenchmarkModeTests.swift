import TableDeckAppModel
import Testing

@Suite("Benchmark modes of the Table screen")
struct BenchmarkModeTableTests {
    @Test("the sort modes are named as the bench and the C baseline name them, each with its column")
    func sortModes() {
        #expect(BenchmarkMode(environmentValue: "sort-name")?.sortColumn == "name")
        #expect(BenchmarkMode(environmentValue: "sort-score")?.sortColumn == "score")
        #expect(BenchmarkMode(environmentValue: "people") == .people)
        #expect(BenchmarkMode.scroll.sortColumn == nil)
    }

    @Test("the people check reads the first three rows and the last, each once, none out of range")
    func checkRows() {
        #expect(BenchmarkMode.peopleCheckRows(count: 1_000_000) == [0, 1, 2, 999_999])
        #expect(BenchmarkMode.peopleCheckRows(count: 3) == [0, 1, 2])
        #expect(BenchmarkMode.peopleCheckRows(count: 1) == [0])
        #expect(BenchmarkMode.peopleCheckRows(count: 0).isEmpty)
    }

    // Guards the line the C baseline (Benchmarks/columns_baseline.c) writes for the same person:
    // the bench compares the two texts byte for byte.
    @Test("a person's line is name, email, city, joined day and score in tenths, tab-separated")
    func reportLine() throws {
        let day = try #require(CalendarDay(year: 2010, month: 4, day: 5))
        let person = PersonRecord(index: 7, name: "Zoë Ñúñez", email: "zoe.nunez7@example.org", city: "Malmö", joined: day, score: 63.7)
        #expect(BenchmarkMode.peopleReport([person]) == "Zoë Ñúñez\tzoe.nunez7@example.org\tMalmö\t\(day.daysSinceEpoch)\t637\n")
    }
}
