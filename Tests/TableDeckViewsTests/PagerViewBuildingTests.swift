import TableDeckBridge
import TableDeckModel
import TableDeckViews
import TestSupport
import XCTest

/// A pager asks for a page's view when the page comes near the viewport, not all pages up front:
/// a hundred carousel pages must not all be built before the first frame.
final class PagerViewBuildingTests: GTKTestCase {
    func testAHundredPagesBuildTheFirstTwoThenEachPageOnceAsItComesNear() {
        MainActor.assumeIsolated {
            let (pager, _, delegate, window, _) = makeCarousel(count: 100)
            defer { window.destroy() }
            XCTAssertEqual(pager.numberOfPages, 100)
            XCTAssertEqual(delegate.requests, [0, 1], "the first page and the one a drag uncovers")
            pager.scroll(toPage: 50, animated: false)
            XCTAssertTrue(waitForALayout(of: pager), "a frame laid the pager out on page 51")
            XCTAssertEqual(delegate.requests.suffix(3), [49, 50, 51], "a jump builds the page and its neighbours")
            XCTAssertNotNil(pager.pageWidget(at: 50)?.firstChild, "the page holds its view")
            XCTAssertNil(pager.pageWidget(at: 30)?.firstChild, "a page never near the viewport is not built")
            // An animated step back passes nothing new; the page before 49 comes near.
            pager.scroll(toPage: 49, animated: true)
            settle(pager)
            XCTAssertEqual(delegate.requests.last, 48)
            XCTAssertEqual(delegate.requests.count, Set(delegate.requests).count, "no page is asked for twice")
            // A reload starts over: the pages it asks for are fresh views.
            delegate.requests = []
            pager.reloadData()
            XCTAssertTrue(waitForALayout(of: pager), "a frame laid out the reloaded pages")
            XCTAssertEqual(delegate.requests, [48, 49, 50], "the page the user was on, and its neighbours")
        }
    }

    func testRoundPagesBuildTheLastPageBesideTheFirst() {
        MainActor.assumeIsolated {
            let delegate = RecordingPagerDelegate(count: 10)
            let pager = PagerView()
            pager.wrapsAround = true
            pager.delegate = delegate
            pager.reloadData()
            let window = present(pager, width: 400, height: 300)
            defer { window.destroy() }
            waitOnMainLoop("the pages given their width", seen: "page size \(pager.adjustment.pageSize)") {
                pager.adjustment.pageSize > 0
            }
            XCTAssertEqual(delegate.requests.sorted(), [0, 1, 9], "a drag to the right shows the last page")
            XCTAssertNotNil(pager.pageWidget(at: 9)?.firstChild)
        }
    }
}
