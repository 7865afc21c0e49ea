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

    @Test("the filter typing times the rows at the top from the frame since which they are the result's")
    func filterScreen() {
        var typing = BenchmarkTyping(letterCount: 1)
        var time: Int64 = 0
        // Frames until the one key is typed.
        while typing.tick(at: time) == nil { time += 16_000 }
        let key = time
        // The old rows, then the first rows found, then more found under them (the top stays),
        // then the whole result.
        let frames: [(rows: [Int32], searching: Bool)] = [
            ([0, 1, 2], true), ([4, 7], true), ([4, 7, 9], true), ([4, 7, 9], true), ([4, 7, 9], false),
        ]
        var ended: [Bool] = []
        for frame in frames {
            time += 16_000
            ended.append(typing.frameEnded(at: time, searching: frame.searching, shown: frame.rows.count, firstRows: frame.rows))
        }
        #expect(ended == [false, false, false, false, true])
        let report = typing.report.split(separator: "\n")
        #expect(report.contains("result \(5 * 16_000)"))
        #expect(report.contains("screen \(3 * 16_000)"), "from the frame that first showed 4, 7, 9: \(report)")
        #expect(time - key == 5 * 16_000)
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

@Suite("The expand mode's record")
struct BenchmarkExpansionTests {
    @Test("the expand mode is named as the bench names it")
    func name() {
        #expect(BenchmarkMode(environmentValue: "expand") == .expand)
    }

    @Test("a frame's work is its own time and the longest iteration it waited for")
    func frameWork() {
        #expect(BenchmarkFrame(paint: 3_000, waited: 5_000, interval: 16_700).work == 8_000)
    }

    // Guards the lines Benchmarks/bench.py reads (parse_report): a word, then integers.
    @Test("the report gives the times to the first and to all rows, the rows, then a line per frame")
    func report() {
        let frames = [BenchmarkFrame(paint: 2, waited: 3, interval: 17), BenchmarkFrame(paint: 4, waited: 0, interval: 16)]
        #expect(
            BenchmarkMode.expandReport(firstRows: 100, allRows: 900, rows: 1_001, frames: frames)
                == "first 100\nall 900\nrows 1001\nframe 5 2 3 17\nframe 4 4 0 16\n")
    }

    @Test("frames count from the request; the first rows and the last part are each timed once, to a frame's end")
    func recording() {
        var expansion = BenchmarkExpansion()
        // Each frame: its end, its own time, what it waited for, children shown, parts coming, rows.
        func frame(_ time: Int64, _ paint: Int64, _ waited: Int64, _ shown: Bool, _ adding: Bool, _ rows: Int) -> Bool {
            expansion.frameEnded(at: time, paint: paint, waited: waited, childrenShown: shown, addingChildren: adding, rows: rows)
        }
        // Before the request: nothing recorded.
        #expect(!frame(1_000, 1, 0, false, false, 1))
        #expect(!expansion.hasBegun)
        expansion.begin(at: 1_010)
        // The "Loading…" row, then the first part with more to come, then every part in.
        let ends = [frame(1_020, 5, 0, false, false, 2), frame(1_040, 6, 9, true, true, 1_001), frame(1_060, 7, 4, true, true, 5_001)]
        #expect(ends == [false, false, false])
        #expect(frame(1_080, 8, 4, true, false, 9_001))
        #expect(expansion.isDone)
        // Frames after the end are not recorded.
        #expect(!frame(1_100, 9, 0, true, false, 9_001))
        #expect(
            expansion.report
                == "first 30\nall 70\nrows 9001\nframe 5 5 0 20\nframe 15 6 9 20\nframe 11 7 4 20\nframe 12 8 4 20\n")
    }

    @Test("a record never begun reports zero times and no frames")
    func neverBegun() {
        #expect(BenchmarkExpansion().report == "first 0\nall 0\nrows 0\n")
    }
}
