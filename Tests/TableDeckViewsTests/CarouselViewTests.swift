import Foundation
import TableDeckBridge
import TableDeckModel
import TableDeckViews
import TestSupport
import XCTest

/// A pager delegate with `count` labelled pages that records page changes.
@MainActor
final class RecordingPagerDelegate: PagerViewDelegate {
    var count: Int
    var changes: [Int] = []
    var requests: [Int] = []

    init(count: Int) {
        self.count = count
    }

    func numberOfPages(in pagerView: PagerView) -> Int { count }

    func pagerView(_ pagerView: PagerView, viewForPageAt index: Int) -> Widget {
        requests.append(index)
        return Label("Page \(index + 1)")
    }

    func pagerView(_ pagerView: PagerView, didChangeCurrentPage page: Int) {
        changes.append(page)
    }
}

/// A pager with `count` pages and its indicator in a window of `width` × 300.
@MainActor
func makeCarousel(count: Int, width: Int = 400) -> (PagerView, PageIndicatorView, RecordingPagerDelegate, Window, Box) {
    let delegate = RecordingPagerDelegate(count: count)
    let (pager, indicator, window, box) = makeCarousel(showing: delegate, width: width)
    return (pager, indicator, delegate, window, box)
}

/// A pager of `delegate`'s pages above its indicator, in a window of `width` × 300, laid out
/// (the pages have their width, unless there are none). The caller keeps `delegate` alive.
@MainActor
func makeCarousel(showing delegate: any PagerViewDelegate, width: Int) -> (PagerView, PageIndicatorView, Window, Box) {
    let pager = PagerView()
    pager.expandsVertically = true
    let indicator = PageIndicatorView(pager: pager)
    let box = Box(.vertical)
    box.append(pager)
    box.append(indicator)
    pager.delegate = delegate
    pager.reloadData()
    let window = present(box, width: width, height: 300)
    waitOnMainLoop("the pages given their width", seen: "page size \(pager.adjustment.pageSize)") {
        pager.adjustment.pageSize > 0 || pager.numberOfPages == 0
    }
    return (pager, indicator, window, box)
}

/// Runs the main loop until the pager's animation has ended and a frame has laid out where it
/// ended.
@MainActor
func settle(_ pager: PagerView, file: StaticString = #filePath, line: UInt = #line) {
    waitOnMainLoop("the animation to end", seen: "position \(pager.position), still animating", file: file, line: line) {
        !pager.isAnimating
    }
    waitForALayout(of: pager, file: file, line: line)
}

/// The shipped page layout, read from the checkout.
func shippedPageDefinition() throws -> String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    return try String(contentsOf: root.appendingPathComponent("Resources/carousel-page.ui"), encoding: .utf8)
}

final class CarouselViewTests: GTKTestCase {
    func testScrollToPageSetsTheAdjustment() {
        MainActor.assumeIsolated {
            let (pager, _, delegate, window, _) = makeCarousel(count: 5)
            defer { window.destroy() }
            let width = pager.adjustment.pageSize
            XCTAssertEqual(width, Double(pager.allocatedWidth), "each page is the viewport wide")
            XCTAssertEqual(pager.adjustment.upper, width * 5, "the content is width × pages")
            pager.scroll(toPage: 3, animated: false)
            XCTAssertEqual(pager.adjustment.value, width * 3)
            XCTAssertEqual(pager.currentPage, 3)
            pager.scroll(toPage: 1, animated: true)
            XCTAssertTrue(pager.isAnimating)
            // Waits for the first step, not for a time: the pages move, and are still on their way.
            waitOnMainLoop("the pages move", seen: "value \(pager.adjustment.value) of \(width * 3)") {
                pager.adjustment.value < width * 3
            }
            XCTAssertGreaterThan(pager.adjustment.value, width * 1, "still on its way after its first frames")
            settle(pager)
            XCTAssertEqual(pager.adjustment.value, width * 1)
            pager.scroll(toPage: 99, animated: false)
            XCTAssertEqual(pager.currentPage, 4, "clamped to the last page")
            pager.scroll(toPage: -3, animated: false)
            XCTAssertEqual(pager.currentPage, 0)
            XCTAssertEqual(delegate.changes.first, 0, "the first page is reported on reload")
            XCTAssertEqual(delegate.changes.last, 0)
        }
    }

    func testPagesAreViewportWideAndFullHeight() {
        MainActor.assumeIsolated {
            let (pager, _, _, window, _) = makeCarousel(count: 3)
            defer { window.destroy() }
            for index in 0..<3 {
                let page = try! XCTUnwrap(pager.pageWidget(at: index))
                XCTAssertEqual(page.allocatedWidth, pager.allocatedWidth)
                XCTAssertEqual(page.allocatedHeight, pager.allocatedHeight)
            }
        }
    }

    func testIndicatorFollowsTheAdjustment() {
        MainActor.assumeIsolated {
            let (pager, indicator, delegate, window, _) = makeCarousel(count: 4)
            defer { window.destroy() }
            XCTAssertEqual(indicator.numberOfPages, 4)
            XCTAssertEqual(indicator.accessibleText, "Page 1 of 4")
            let width = pager.adjustment.pageSize
            pager.adjustment.value = width * 2
            XCTAssertEqual(indicator.currentPage, 2)
            XCTAssertEqual(indicator.accessibleText, "Page 3 of 4")
            XCTAssertEqual(indicator.dot(at: 2)?.hasCSSClass("tabledeck-page-dot-current"), true)
            XCTAssertEqual(indicator.dot(at: 0)?.hasCSSClass("tabledeck-page-dot-current"), false)
            // Live: a position just past half-way between pages already counts as the next page.
            pager.adjustment.value = width * 2.6
            XCTAssertEqual(indicator.currentPage, 3)
            pager.adjustment.value = width * 2.4
            XCTAssertEqual(indicator.currentPage, 2)
            XCTAssertEqual(delegate.changes, [0, 2, 3, 2])
            XCTAssertEqual(indicator.dot(at: 1)?.tooltip, "Go to page 2")
        }
    }

    func testDotsPressToTheirPage() {
        MainActor.assumeIsolated {
            let (pager, indicator, _, window, _) = makeCarousel(count: 5)
            defer { window.destroy() }
            for page in [4, 1, 3] {
                guard let dot = indicator.dot(at: page) else { return XCTFail("no dot \(page)") }
                dot.emitClicked()
                settle(pager)
                XCTAssertEqual(pager.currentPage, page)
                XCTAssertEqual(pager.adjustment.value, pager.adjustment.pageSize * Double(page))
                XCTAssertEqual(indicator.currentPage, page)
            }
        }
    }

    func testResizeKeepsThePageAlignedAlsoMidAnimation() {
        MainActor.assumeIsolated {
            let (pager, _, _, window, _) = makeCarousel(count: 5, width: 400)
            defer { window.destroy() }
            pager.scroll(toPage: 2, animated: false)
            let before = pager.adjustment.pageSize
            pager.setSizeRequest(width: 640)
            waitOnMainLoop("the pages 640 px wide", seen: "\(pager.adjustment.pageSize) px") { pager.adjustment.pageSize >= 640 }
            let after = pager.adjustment.pageSize
            XCTAssertNotEqual(before, after)
            XCTAssertEqual(pager.currentPage, 2)
            XCTAssertEqual(pager.adjustment.value, after * 2, "no half page after a resize")
            XCTAssertEqual(pager.position, 2)

            pager.scroll(toPage: 4, animated: true)
            // Mid-animation is a state to wait for, not a time: the pages have left page 2.
            waitOnMainLoop("the animation under way past page 2", seen: "position \(pager.position), animating: \(pager.isAnimating)") {
                pager.isAnimating && pager.position > 2
            }
            pager.setSizeRequest(width: 720)
            waitOnMainLoop("the pages 720 px wide", seen: "\(pager.adjustment.pageSize) px") { pager.adjustment.pageSize >= 720 }
            settle(pager)
            XCTAssertEqual(
                pager.adjustment.value, pager.adjustment.pageSize * 4, "aligned after a resize mid-animation")
            let page = try! XCTUnwrap(pager.pageWidget(at: 4))
            XCTAssertEqual(page.allocatedWidth, pager.allocatedWidth)
        }
    }

    func testZeroPagesShowTheEmptyStateAndHideTheIndicator() {
        MainActor.assumeIsolated {
            let (pager, indicator, delegate, window, _) = makeCarousel(count: 0)
            defer { window.destroy() }
            XCTAssertTrue(pager.isShowingEmptyState)
            XCTAssertEqual(pager.emptyText, "No pages")
            XCTAssertFalse(indicator.isVisible)
            XCTAssertEqual(indicator.numberOfPages, 0)
            pager.scroll(toPage: 2, animated: true)
            XCTAssertFalse(pager.isAnimating)
            XCTAssertFalse(
                pager.keyControllerForTesting.emitKeyPressed(NavigationKey.right.keyval))
            XCTAssertEqual(delegate.changes, [], "no page, no page change")
            // Pages appearing later show the indicator again.
            delegate.count = 2
            pager.reloadData()
            XCTAssertTrue(indicator.isVisible)
            XCTAssertFalse(pager.isShowingEmptyState)
        }
    }

    func testOnePage() {
        MainActor.assumeIsolated {
            let (pager, indicator, delegate, window, _) = makeCarousel(count: 1)
            defer { window.destroy() }
            XCTAssertEqual(indicator.numberOfPages, 1)
            // One page hides the indicator (hidesForSinglePage, on by default), and it
            // frees its space; turned off, the single dot shows.
            XCTAssertFalse(indicator.isVisible)
            indicator.hidesForSinglePage = false
            XCTAssertTrue(indicator.isVisible)
            indicator.hidesForSinglePage = true
            XCTAssertFalse(indicator.isVisible)
            XCTAssertTrue(
                pager.keyControllerForTesting.emitKeyPressed(NavigationKey.right.keyval))
            settle(pager)
            XCTAssertEqual(pager.currentPage, 0)
            XCTAssertEqual(pager.adjustment.value, 0)
            XCTAssertEqual(delegate.changes, [0])
        }
    }

    func testNegativeCountIsTreatedAsZero() {
        MainActor.assumeIsolated {
            let (pager, _, _, window, _) = makeCarousel(count: -3)
            defer { window.destroy() }
            XCTAssertEqual(pager.numberOfPages, 0)
            XCTAssertTrue(pager.isShowingEmptyState)
        }
    }

    func testKeysPageWhenFocused() {
        MainActor.assumeIsolated {
            let (pager, _, _, window, _) = makeCarousel(count: 6)
            defer { window.destroy() }
            let keys: [(NavigationKey, Int)] = [
                (NavigationKey.right, 1), (NavigationKey.pageDown, 2), (NavigationKey.left, 1), (NavigationKey.end, 5),
                (NavigationKey.pageUp, 4), (NavigationKey.home, 0), (NavigationKey.left, 0),
            ]
            for (key, expected) in keys {
                XCTAssertTrue(pager.keyControllerForTesting.emitKeyPressed(key.keyval))
                settle(pager)
                XCTAssertEqual(pager.currentPage, expected, "after key \(key)")
            }
            XCTAssertFalse(
                pager.keyControllerForTesting.emitKeyPressed(letterAKeyval))
        }
    }

    func testDragFollowsThePointerThenSnaps() {
        MainActor.assumeIsolated {
            let (pager, indicator, delegate, window, _) = makeCarousel(count: 4)
            defer { window.destroy() }
            let width = pager.adjustment.pageSize
            let gesture = pager.dragGestureForTesting
            // More than half a page to the left: the next page.
            gesture.emitBegin(x: 300, y: 100)
            gesture.emitUpdate(dx: -width * 0.3, dy: 2)
            XCTAssertEqual(pager.adjustment.value, width * 0.3, accuracy: 0.5, "the content follows the pointer")
            gesture.emitUpdate(dx: -width * 0.6, dy: 2)
            XCTAssertEqual(indicator.currentPage, 1, "the indicator follows live while dragging")
            XCTAssertEqual(delegate.changes, [0], "the delegate hears only of settled pages")
            gesture.emitEnd(dx: -width * 0.6, dy: 2)
            settle(pager)
            XCTAssertEqual(delegate.changes, [0, 1], "settled on page 2")
            XCTAssertEqual(pager.currentPage, 1)
            XCTAssertEqual(pager.adjustment.value, width)

            // Less than half a page: back to where it was.
            gesture.emitBegin(x: 300, y: 100)
            gesture.emitUpdate(dx: -width * 0.3, dy: 0)
            gesture.emitEnd(dx: -width * 0.3, dy: 0)
            settle(pager)
            XCTAssertEqual(pager.adjustment.value, width)

            // Past the first page: resistance, then back to the first page.
            pager.scroll(toPage: 0, animated: false)
            gesture.emitBegin(x: 100, y: 100)
            gesture.emitUpdate(dx: width * 0.9, dy: 0)
            XCTAssertLessThan(pager.position, 0)
            XCTAssertGreaterThanOrEqual(pager.position, -0.25)
            gesture.emitEnd(dx: width * 0.9, dy: 0)
            settle(pager)
            XCTAssertEqual(pager.position, 0)

            // A vertical movement is not the pager's.
            gesture.emitBegin(x: 100, y: 100)
            gesture.emitUpdate(dx: 4, dy: -80)
            XCTAssertEqual(pager.position, 0)
            gesture.emitEnd(dx: 4, dy: -80)
            XCTAssertFalse(pager.isAnimating)
        }
    }

    func testCancelledDragStillSnaps() {
        MainActor.assumeIsolated {
            let (pager, _, _, window, _) = makeCarousel(count: 3)
            defer { window.destroy() }
            let width = pager.adjustment.pageSize
            pager.dragGestureForTesting.emitBegin(x: 300, y: 100)
            pager.dragGestureForTesting.emitUpdate(dx: -width * 0.7, dy: 0)
            XCTAssertTrue(pager.isDragging)
            pager.dragGestureForTesting.emitCancel()
            XCTAssertFalse(pager.isDragging)
            settle(pager)
            XCTAssertEqual(pager.currentPage, 1)
            XCTAssertEqual(pager.adjustment.value, width, "aligned, not left half-way")
        }
    }

    func testHorizontalScrollPagesAndVerticalScrollPassesThrough() {
        MainActor.assumeIsolated {
            let (pager, _, _, window, _) = makeCarousel(count: 4)
            defer { window.destroy() }
            let controller = pager.scrollControllerForTesting
            XCTAssertFalse(controller.emitScroll(dx: 0, dy: 1), "a vertical wheel is left to the page")
            XCTAssertFalse(pager.isAnimating)
            XCTAssertEqual(pager.currentPage, 0)
            XCTAssertTrue(controller.emitScroll(dx: 1, dy: 0), "a horizontal wheel notch pages")
            XCTAssertTrue(controller.emitScroll(dx: 1, dy: 0), "notches during an animation add up")
            settle(pager)
            XCTAssertEqual(pager.currentPage, 2)
            XCTAssertTrue(controller.emitScroll(dx: -1, dy: 0))
            settle(pager)
            XCTAssertEqual(pager.currentPage, 1)
        }
    }

    func testShiftWheelPagesAndTouchpadFollowsTheFingersThenSnaps() {
        MainActor.assumeIsolated {
            let (pager, _, _, window, _) = makeCarousel(count: 4)
            defer { window.destroy() }
            let width = pager.adjustment.pageSize
            XCTAssertTrue(
                pager.handleScroll(dx: 0, dy: 1, unit: .wheel, shift: true, time: 0), "Shift + vertical wheel pages")
            settle(pager)
            XCTAssertEqual(pager.currentPage, 1)
            XCTAssertFalse(pager.handleScroll(dx: 0, dy: 1, unit: .wheel, shift: false, time: 0))

            // Touchpad: pixels, the content follows; 40% of a page then the fingers lift slowly.
            for step in 1...4 {
                XCTAssertTrue(
                    pager.handleScroll(
                        dx: width / 10, dy: 0, unit: .surface, shift: false, time: UInt32(1000 + step * 300)))
            }
            XCTAssertEqual(pager.position, 1.4, accuracy: 1e-9)
            XCTAssertFalse(pager.isAnimating)
            pager.touchpadScrollEnded()
            settle(pager)
            XCTAssertEqual(pager.currentPage, 1, "slow and under half a page: back")

            // A quick touchpad flick of 20% goes on to the next page.
            XCTAssertTrue(pager.handleScroll(dx: width / 10, dy: 0, unit: .surface, shift: false, time: 5000))
            XCTAssertTrue(pager.handleScroll(dx: width / 10, dy: 0, unit: .surface, shift: false, time: 5020))
            pager.touchpadScrollEnded()
            settle(pager)
            XCTAssertEqual(pager.currentPage, 2)

            // No scroll-end at all: the pause alone snaps the pages.
            XCTAssertTrue(pager.handleScroll(dx: -width * 0.3, dy: 0, unit: .surface, shift: false, time: 9000))
            waitOnMainLoop(
                "the pages snapped to page 3 after the pause", seen: "position \(pager.position), animating: \(pager.isAnimating)"
            ) {
                !pager.isAnimating && pager.position == 2
            }
            XCTAssertEqual(pager.adjustment.value, width * 2)
        }
    }

    func testPagesAndPagerAreFinalizedAndTheDelegateIsWeak() {
        MainActor.assumeIsolated {
            var watches: [FinalizationWatch] = []
            var pagerWatch: FinalizationWatch?
            do {
                let (pager, _, _, window, _) = makeCarousel(count: 4)
                watches = (0..<4).compactMap {
                    pager.pageWidget(at: $0).map { FinalizationWatch($0) }
                }
                pagerWatch = FinalizationWatch(pager)
                pager.scroll(toPage: 2, animated: true)
                window.destroy()
            }
            waitUntilFinalized(watches + [pagerWatch].compactMap { $0 }, "the pages and the pager finalized")
            XCTAssertEqual(watches.count, 4)
            XCTAssertTrue(watches.allSatisfy(\.isFinalized), "every page is finalized with its pager")
            XCTAssertEqual(pagerWatch?.isFinalized, true, "an animation does not keep the pager alive")

            let pager = PagerView()
            do {
                let delegate = RecordingPagerDelegate(count: 3)
                pager.delegate = delegate
                pager.reloadData()
            }
            XCTAssertNil(pager.delegate, "the pager holds its delegate weakly")
        }
    }

    func testPageViewFromTheShippedLayout() throws {
        let definition = try shippedPageDefinition()
        try MainActor.assumeIsolated {
            let page = try CarouselPageView(definition: definition, title: "Page 3", numbers: [5, 99, 1, 42])
            XCTAssertEqual(page.title, "Page 3")
            XCTAssertEqual(page.listedNumbers, [5, 99, 1, 42])
        }
    }

    func testBrokenLayoutsThrowAndDoNotCrash() throws {
        try MainActor.assumeIsolated {
            // GtkBuilder 4.8 takes a truncated file as far as it goes: then the page is missing.
            XCTAssertThrowsError(try CarouselPageView(definition: "<interface><object", title: "", numbers: []))
            let mismatched = "<interface><object class=\"GtkBox\" id=\"page\"></interface>"
            XCTAssertThrowsError(try CarouselPageView(definition: mismatched, title: "", numbers: [])) { error in
                guard case .invalidDefinition = error as? CarouselPageView.LoadError else {
                    return XCTFail("\(error)")
                }
            }
            XCTAssertThrowsError(
                try CarouselPageView(
                    definition: "<interface><object class=\"GtkNoSuchThing\" id=\"page\"/></interface>", title: "",
                    numbers: []))
            let noTable = """
                <interface><object class="GtkBox" id="page"><child><object class="GtkLabel" id="title"/></child></object></interface>
                """
            XCTAssertThrowsError(try CarouselPageView(definition: noTable, title: "", numbers: [])) { error in
                XCTAssertEqual(error as? CarouselPageView.LoadError, .missingObject(id: "numbers", type: "GtkListBox"))
            }
            let wrongType = """
                <interface><object class="GtkBox" id="page"><child><object class="GtkButton" id="title"/></child>
                <child><object class="GtkListBox" id="numbers"/></child></object></interface>
                """
            XCTAssertThrowsError(try CarouselPageView(definition: wrongType, title: "", numbers: [])) { error in
                XCTAssertEqual(error as? CarouselPageView.LoadError, .missingObject(id: "title", type: "GtkLabel"))
            }
        }
    }
}
