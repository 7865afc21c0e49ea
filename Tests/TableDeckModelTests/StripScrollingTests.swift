import TableDeckAppModel
import TableDeckModel
import Testing

@Suite("The editor's picks strip scrolls by keys and drags")
struct StripScrollingTests {
    // Eight 168 px cards 12 px apart in a 500 px window onto them.
    let range = StripScrolling.Range(lower: 0, upper: 8 * 168 + 7 * 12, pageSize: 500)

    @Test("Right and Left move one card, snapping to card edges")
    func arrows() {
        #expect(StripScrolling.target(for: .next, from: 0, step: 180, in: range) == 180)
        #expect(StripScrolling.target(for: .next, from: 180, step: 180, in: range) == 360)
        #expect(StripScrolling.target(for: .next, from: 100, step: 180, in: range) == 180)
        #expect(StripScrolling.target(for: .previous, from: 360, step: 180, in: range) == 180)
        #expect(StripScrolling.target(for: .previous, from: 250, step: 180, in: range) == 180)
        #expect(StripScrolling.target(for: .previous, from: 0, step: 180, in: range) == 0)
        // Not past the last card.
        #expect(StripScrolling.target(for: .next, from: range.highest, step: 180, in: range) == range.highest)
    }

    @Test("Home and End go to the ends")
    func ends() {
        #expect(StripScrolling.target(for: .last, from: 0, step: 180, in: range) == 1428 - 500)
        #expect(StripScrolling.target(for: .first, from: 700, step: 180, in: range) == 0)
    }

    @Test("a drag follows the pointer and stops at the ends")
    func drag() {
        #expect(StripScrolling.dragged(start: 200, translation: -150, in: range) == 350)
        #expect(StripScrolling.dragged(start: 200, translation: 150, in: range) == 50)
        #expect(StripScrolling.dragged(start: 200, translation: 900, in: range) == 0)
        #expect(StripScrolling.dragged(start: 200, translation: -5000, in: range) == range.highest)
    }

    @Test("a strip with nothing to scroll stays put; a zero step moves by a page")
    func degenerate() {
        let wide = StripScrolling.Range(lower: 0, upper: 300, pageSize: 500)
        #expect(StripScrolling.target(for: .next, from: 0, step: 180, in: wide) == 0)
        #expect(StripScrolling.target(for: .last, from: 0, step: 180, in: wide) == 0)
        #expect(StripScrolling.target(for: .next, from: 0, step: 0, in: range) == 500)
    }
}
