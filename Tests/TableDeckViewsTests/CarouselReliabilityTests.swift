import TableDeckBridge
import TableDeckViews
import TestSupport
import XCTest

/// The pager under stress: page rebuild storms and hostile delegates.
final class CarouselReliabilityTests: GTKTestCase {
    func testThousandPageRebuildsLeaveNoPagesBehind() {
        MainActor.assumeIsolated {
            let (pager, _, delegate, window, _) = makeCarousel(count: 5)
            defer { window.destroy() }
            assertReloadStorm(
                of: pager,
                reload: {
                    pager.reloadData()
                    delegate.requests.removeAll(keepingCapacity: true)
                },
                liveObjects: { (0..<5).compactMap { pager.pageWidget(at: $0).map(\.raw) } })
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

    func testTheSameViewForEveryPageIsRefusedNotReparented() {
        MainActor.assumeIsolated {
            final class Sharing: PagerViewDelegate {
                let shared = Label("shared")
                func numberOfPages(in pagerView: PagerView) -> Int { 3 }
                func pagerView(_ pagerView: PagerView, viewForPageAt index: Int) -> Widget { shared }
                func pagerView(_ pagerView: PagerView, didChangeCurrentPage page: Int) {}
            }
            let delegate = Sharing()
            let pager = PagerView()
            pager.delegate = delegate
            pager.reloadData()
            XCTAssertEqual(pager.numberOfPages, 3, "the pages exist; the second and third are blank")
            XCTAssertTrue(delegate.shared.hasParent)
        }
    }

    func testPageChangeHandlersThatReleaseTheDelegateOrDestroyTheView() {
        MainActor.assumeIsolated {
            // The delegate lets go of the pager and of itself, from inside its page-change handler.
            final class SelfReleasing: PagerViewDelegate {
                var onChange: (() -> Void)?
                var changes = 0
                func numberOfPages(in pagerView: PagerView) -> Int { 4 }
                func pagerView(_ pagerView: PagerView, viewForPageAt index: Int) -> Widget { Label("\(index)") }
                func pagerView(_ pagerView: PagerView, didChangeCurrentPage page: Int) {
                    changes += 1
                    onChange?()
                }
            }
            let (pager, _, _, window, _) = makeCarousel(count: 4)
            var releasing: SelfReleasing? = SelfReleasing()
            weak let released = releasing
            pager.delegate = releasing
            pager.reloadData()
            releasing?.onChange = { [weak pager] in
                pager?.delegate = nil
                releasing = nil
            }
            pager.scroll(toPage: 2, animated: false)
            XCTAssertNil(released, "the delegate is gone")
            pager.scroll(toPage: 3, animated: false)
            pager.reloadData()
            XCTAssertTrue(pager.isShowingEmptyState, "no delegate: no pages")
            // Nothing to wait for: the next carousel waits for its own window's layout.
            window.destroy()

            // The delegate destroys the window when the page changes; the pager is finalized.
            final class Destroying: PagerViewDelegate {
                var window: Window?
                func numberOfPages(in pagerView: PagerView) -> Int { 4 }
                func pagerView(_ pagerView: PagerView, viewForPageAt index: Int) -> Widget { Label("\(index)") }
                func pagerView(_ pagerView: PagerView, didChangeCurrentPage page: Int) {
                    window?.destroy()
                    window = nil
                }
            }
            let destroying = Destroying()
            var watch: FinalizationWatch?
            do {
                let (second, _, _, secondWindow, _) = makeCarousel(count: 4)
                second.delegate = destroying
                second.reloadData()
                destroying.window = secondWindow
                watch = FinalizationWatch(second)
                second.scroll(toPage: 1, animated: false)
            }
            waitUntilFinalized([watch].compactMap { $0 }, "the pager finalized with the window its delegate destroyed")
            XCTAssertNil(destroying.window, "the handler ran")
            XCTAssertEqual(watch?.isFinalized, true)
        }
    }
}
