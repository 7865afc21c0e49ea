import TableDeckAppModel
import TableDeckModel
import Testing

@Suite("Counts group their digits as the user's language does")
struct DigitGroupingTests {
    @Test(
        "English and Japanese use commas, Turkish periods",
        arguments: [
            ("en", "10,000,000"), ("ja", "10,000,000"), ("ja_JP.UTF-8", "10,000,000"), ("tr", "10.000.000"),
            ("tr_TR.UTF-8", "10.000.000"), ("pt-BR", "10.000.000"), ("fr", "10\u{00A0}000\u{00A0}000"),
        ])
    func languages(language: String, expected: String) {
        #expect(DigitGrouping.grouped(10_000_000, language: language) == expected)
    }

    @Test("no language, or an unknown one, groups as English")
    func fallback() {
        #expect(DigitGrouping.grouped(1_000_000, language: nil) == "1,000,000")
        #expect(DigitGrouping.grouped(1_000_000, language: "") == "1,000,000")
        #expect(DigitGrouping.grouped(1_000_000, language: "C") == "1,000,000")
    }

    @Test("groups of three from the right; small numbers and negatives")
    func shapes() {
        #expect(DigitGrouping.grouped(0, separator: ",") == "0")
        #expect(DigitGrouping.grouped(999, separator: ",") == "999")
        #expect(DigitGrouping.grouped(1000, separator: ",") == "1,000")
        #expect(DigitGrouping.grouped(100_000, separator: ".") == "100.000")
        #expect(DigitGrouping.grouped(1_234_567, separator: ",") == "1,234,567")
        #expect(DigitGrouping.grouped(-1234, separator: ",") == "-1,234")
        #expect(DigitGrouping.grouped(Int.min, separator: ",") == "-9,223,372,036,854,775,808")
    }
}
