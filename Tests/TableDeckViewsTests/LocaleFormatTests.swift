import Glibc
import TableDeckBridge
import XCTest

/// Dates and decimals as the locale writes them (the Table screen's Joined and Score columns).
final class LocaleFormatTests: XCTestCase {
    /// Runs `body` with `locale` as LC_TIME and LC_NUMERIC, then puts back the previous ones.
    private func with(_ locale: String, _ body: () -> Void) {
        let previousTime = String(cString: setlocale(LC_TIME, nil))
        let previousNumeric = String(cString: setlocale(LC_NUMERIC, nil))
        defer {
            setlocale(LC_TIME, previousTime)
            setlocale(LC_NUMERIC, previousNumeric)
        }
        guard setlocale(LC_TIME, locale) != nil, setlocale(LC_NUMERIC, locale) != nil else {
            return XCTFail("the locale \(locale) is not installed (scripts/install-deps.sh test generates it)")
        }
        body()
    }

    func testTurkishWritesDayFirstAndADecimalComma() {
        with("tr_TR.UTF-8") {
            XCTAssertEqual(LocaleFormat.date(year: 2001, month: 5, day: 3), "03-05-2001")
            XCTAssertEqual(LocaleFormat.decimal(87.5, fractionDigits: 1), "87,5")
        }
    }

    func testTheCLocaleAndAmericanEnglishWriteMonthFirst() {
        with("C.UTF-8") {
            XCTAssertEqual(LocaleFormat.date(year: 2001, month: 5, day: 3), "05/03/01")
            XCTAssertEqual(LocaleFormat.decimal(87.5, fractionDigits: 1), "87.5")
            XCTAssertEqual(LocaleFormat.decimal(100, fractionDigits: 0), "100")
        }
        with("en_US.UTF-8") {
            XCTAssertEqual(LocaleFormat.date(year: 2024, month: 2, day: 29), "02/29/2024")
        }
    }

    func testImpossibleValuesAreWrittenPlainly() {
        with("C.UTF-8") {
            XCTAssertEqual(LocaleFormat.date(year: 2023, month: 2, day: 30), "2023-02-30", "no such day: ISO digits")
            XCTAssertEqual(LocaleFormat.decimal(.nan, fractionDigits: 1), "–")
            XCTAssertEqual(LocaleFormat.decimal(-.infinity, fractionDigits: 1), "-∞")
            XCTAssertEqual(LocaleFormat.decimal(1.25, fractionDigits: -3), "1", "negative digits: none")
        }
    }
}
