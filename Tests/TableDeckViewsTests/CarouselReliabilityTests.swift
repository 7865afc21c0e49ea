import CGtk
import TableDeckBridge
import TableDeckViews
import XCTest

/// Issue 8 for the pager: page rebuild storms and hostile delegates.
final class CarouselReliabilityTests: GTKTestCase {
    func testThousandPageRebuildsLeaveNoPagesBehind() {
        MainActor.assumeIsolated {
            let (pager, _, delegate, window, _) = makeCarousel(count: 5)
            defer { window.destroy() }
            var watches: [FinalizationWatch] = []
            var residentAfterTen = 0
            for cycle in 1...1000 {
                pager.reloadData()
                delegate.requests.removeAll(keepingCapacity: true)
                if cycle % 100 == 1 {
                    watches += (0..<5).compactMap { pager.pageWidget(at: $0).map { FinalizationWatch(UnsafeMutableRawPointer($0)) } }
                }
                if cycle % 50 == 0 { spin(0.001) }
                if cycle == 10 {
                    spin()
                    residentAfterTen = residentKiB()
                }
            }
            spin()
            let residentAfterAll = residentKiB()
            XCTAssertEqual(pager.numberOfPages, 5)
            XCTAssertEqual(watches.filter { !$0.isFinalized }.count, 0, "every page of an earlier build is finalized")
            XCTAssertLessThanOrEqual(
                Double(residentAfterAll), Double(residentAfterTen) * 1.05,
                "RSS after 1000 rebuilds (\(residentAfterAll) KiB) within 5% of after 10 (\(residentAfterTen) KiB)")
        }
    }

    func testCountsAboveTheLimitAndAChangingCount() {
        MainActor.assumeIsolated {
            let (pager, indicator, delegate, window, _) = makeCarousel(count: 1_000)
            defer { window.destroy() }
            XCTAssertLessThanOrEqual(pager.numberOfPages, 100, "the pager shows at most its limit")
            XCTAssertEqual(indicator.numberOfPages, pager.numberOfPages)
            delegate.count = 2
            pager.reloadData()
            XCTAssertEqual(pager.numberOfPages, 2)
            pager.scroll(toPage: 7, animated: false)
            XCTAssertEqual(pager.currentPage, 1, "a page beyond the end is clamped")
        }
    }
}
