import XCTest

@testable import tabledeck

/// The Table screen's memory of repeated texts: each value written once, up to its limit.
final class RepeatedTextsTests: XCTestCase {
    func testEachValueIsWrittenOnceAndTheLimitHolds() {
        MainActor.assumeIsolated {
            var written: [Int] = []
            let texts = RepeatedTexts<Int>(limit: 2) { value in
                written.append(value)
                return "#\(value)"
            }
            XCTAssertEqual([1, 2, 1, 2, 1].map { texts.text(for: $0) }, ["#1", "#2", "#1", "#2", "#1"])
            XCTAssertEqual(written, [1, 2], "each written once")
            // Past the limit: right, but written each time.
            XCTAssertEqual(texts.text(for: 3), "#3")
            XCTAssertEqual(texts.text(for: 3), "#3")
            XCTAssertEqual(written, [1, 2, 3, 3])
        }
    }
}
