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
            assertReloadStorm(
                reload: {
                    pager.reloadData()
                    delegate.requests.removeAll(keepingCapacity: true)
                },
                liveObjects: { (0..<5).compactMap { pager.pageWidget(at: $0).map { UnsafeMutableRawPointer($0) } } })
            XCTAssertEqual(pager.numberOfPages, 5)
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
