import Foundation
import TableDeckBridge
import TableDeckModel
import TableDeckViews
import TestSupport
import XCTest

/// A pager delegate whose pages each hold a focusable widget made by `makePage`.
@MainActor
final class FocusablePagesDelegate: PagerViewDelegate {
    let count: Int
    let makePage: (Int) -> Widget
    var changes: [Int] = []

    init(count: Int, makePage: @escaping (Int) -> Widget) {
        self.count = count
        self.makePage = makePage
    }

    func numberOfPages(in pagerView: PagerView) -> Int { count }
    func pagerView(_ pagerView: PagerView, viewForPageAt index: Int) -> Widget { makePage(index) }
    func pagerView(_ pagerView: PagerView, didChangeCurrentPage page: Int) { changes.append(page) }
}

/// A pager of `delegate`'s pages with its indicator, shown in a window `width` px wide, and
/// laid out with its pages.
@MainActor
func makeCarousel(delegate: FocusablePagesDelegate, width: Int = 400) -> (PagerView, PageIndicatorView, Window) {
    let (pager, indicator, window, _) = makeCarousel(showing: delegate, width: width)
    waitForALayout(of: pager)
    return (pager, indicator, window)
}

/// GDK's key value for Tab (`GDK_KEY_Tab`, the X11 keysym), which is no navigation key.
let tabKeyval: UInt32 = 0xff09

/// GDK's key value for the letter a (`GDK_KEY_a`), which is no navigation key.
let letterAKeyval: UInt32 = 0x61

/// Whether `widget` is `ancestor` or inside it.
@MainActor
func isInside(_ widget: Widget?, _ ancestor: Widget?) -> Bool {
    guard let widget, let ancestor else { return false }
    return widget.isInside(ancestor)
}

/// How the carousel's happy paths interact (focus, keys, size, settled pages).
extension CarouselViewTests {
    /// Settled, only the current page is mapped, so Tab never enters a hidden page;
    /// during a drag the neighbour is mapped again to be drawn.
    func testOnlyTheVisiblePageIsMappedAndInTheTabOrder() {
        MainActor.assumeIsolated {
            let delegate = FocusablePagesDelegate(count: 5) { Button(label: "Button \($0 + 1)") }
            let (pager, _, window) = makeCarousel(delegate: delegate)
            defer { window.destroy() }
            let pages = (0..<5).map { pager.pageWidget(at: $0) }
            XCTAssertEqual(pages.map { $0.map { $0.isShownOnScreen } }, [true, false, false, false, false])
            var visited: Set<Int> = []
            for _ in 0..<20 {
                window.moveFocus(forward: true)
                let focus = window.focusWidget
                for (index, page) in pages.enumerated() where isInside(focus, page) { visited.insert(index) }
            }
            XCTAssertEqual(visited, [0], "Tab visits the visible page only")

            pager.scroll(toPage: 3, animated: false)
            XCTAssertTrue(waitForALayout(of: pager))
            XCTAssertEqual(pages.map { $0.map { $0.isShownOnScreen } }, [false, false, false, true, false])
            let width = pager.adjustment.pageSize
            pager.dragGestureForTesting.emitBegin(x: 300, y: 100)
            pager.dragGestureForTesting.emitUpdate(dx: -width * 0.3, dy: 0)
            XCTAssertTrue(waitForALayout(of: pager))
            XCTAssertTrue(pages[4].map { $0.isShownOnScreen } ?? false, "the page sliding in is drawn")
            pager.dragGestureForTesting.emitEnd(dx: -width * 0.3, dy: 0)
            settle(pager)
            XCTAssertFalse(pages[4].map { $0.isShownOnScreen } ?? true, "hidden again once settled")
        }
    }

    /// With the focus on a row of a page's list, the paging keys are the pager's
    /// (its key controller runs in the capture phase, before the list's Home/End/Page keys);
    /// the focus goes to the pager, not with the page off screen. A text field keeps its keys.
    func testPagingKeysAreThePagersWhenTheFocusIsInAPageList() throws {
        let definition = try shippedPageDefinition()
        MainActor.assumeIsolated {
            let delegate = FocusablePagesDelegate(count: 4) { index in
                (try? CarouselPageView(definition: definition, title: "Page \(index + 1)", numbers: [1, 2, 3]))
                    ?? Label("broken")
            }
            let (pager, _, window) = makeCarousel(delegate: delegate)
            defer { window.destroy() }
            let first = pager.pageWidget(at: 0)
            XCTAssertTrue(first?.moveFocus(forward: true) ?? false, "a row takes the focus")
            XCTAssertTrue(isInside(window.focusWidget, first))
            XCTAssertFalse(pager.hasFocus)
            XCTAssertEqual(
                pager.keyControllerForTesting.phase, .capture,
                "the pager sees keys before the focused row")
            for (key, page) in [(NavigationKey.end, 3), (NavigationKey.pageUp, 2), (NavigationKey.home, 0), (NavigationKey.pageDown, 1)] {
                XCTAssertTrue(pager.keyControllerForTesting.emitKeyPressed(key.keyval))
                settle(pager)
                XCTAssertEqual(pager.currentPage, page, "key \(key)")
            }
            XCTAssertTrue(pager.hasFocus, "the focus left the hidden page for the pager")
            XCTAssertFalse(
                pager.keyControllerForTesting.emitKeyPressed(NavigationKey.down.keyval),
                "Up and Down stay with the list")
            XCTAssertFalse(
                pager.keyControllerForTesting.emitKeyPressed(NavigationKey.end.keyval, modifiers: .control),
                "Ctrl+End is not a paging key")
        }
        MainActor.assumeIsolated {
            let delegate = FocusablePagesDelegate(count: 3) { _ in Entry(placeholder: "name") }
            let (pager, _, window) = makeCarousel(delegate: delegate)
            defer { window.destroy() }
            XCTAssertTrue(pager.pageWidget(at: 0)?.moveFocus(forward: true) ?? false)
            XCTAssertFalse(
                pager.keyControllerForTesting.emitKeyPressed(NavigationKey.end.keyval),
                "a text field keeps End")
            XCTAssertEqual(pager.currentPage, 0)
        }
    }

    /// The pager's and the indicator's minimum widths do not grow with the page
    /// count; the indicator shows its dots when they fit the width it gets, else its compact
    /// form, decided by measuring.
    func testMinimumWidthsDoNotGrowWithThePageCountAndTheIndicatorAdapts() {
        MainActor.assumeIsolated {
            var minimums: [Int: (pager: Int, indicator: Int)] = [:]
            for count in [3, 40, 100] {
                // Every page the same, so only the count differs.
                let delegate = FocusablePagesDelegate(count: count) { _ in Label("A page") }
                let (pager, indicator, window) = makeCarousel(delegate: delegate, width: 400)
                defer { window.destroy() }
                minimums[count] = (
                    pager.measureWidth(forHeight: -1).minimum, indicator.measureWidth(forHeight: -1).minimum
                )
                XCTAssertLessThanOrEqual(window.allocatedWidth, 400, "\(count) pages keep the window 400 px wide")
            }
            XCTAssertEqual(minimums[3]?.pager, minimums[100]?.pager)
            XCTAssertEqual(minimums[40]?.pager, minimums[100]?.pager)
            // Few dots may need less than the compact form; many never need more.
            XCTAssertEqual(minimums[40]?.indicator, minimums[100]?.indicator)
            XCTAssertLessThanOrEqual(minimums[3]?.indicator ?? .max, minimums[100]?.indicator ?? 0)
            XCTAssertLessThan(minimums[100]?.indicator ?? .max, 300)

            // The same 8 pages: dots in a wide window, the compact form in a narrow one.
            let (_, indicator, _, window, _) = makeCarousel(count: 8, width: 600)
            defer { window.destroy() }
            XCTAssertEqual(indicator.isShowingDots, true)
            XCTAssertTrue(indicator.dot(at: 0)?.isShownOnScreen ?? false)
            let natural = indicator.measureWidth(forHeight: -1).natural
            XCTAssertLessThan(indicator.measureWidth(forHeight: -1).minimum, natural - 40)
            window.setDefaultSize(width: natural - 40, height: 300)
            waitOnMainLoop("the compact form when the dots do not fit", seen: "dots shown: \(String(describing: indicator.isShowingDots))")
            {
                indicator.isShowingDots == false
            }
            XCTAssertFalse(indicator.dot(at: 0)?.isShownOnScreen ?? true, "the hidden dots take no focus")
            XCTAssertTrue(indicator.compactControls.next.isShownOnScreen)
            XCTAssertEqual(indicator.compactControls.label.text, "1 / 8")
            XCTAssertFalse(indicator.compactControls.previous.isSensitive, "no previous page on the first")
            XCTAssertTrue(indicator.compactControls.next.isSensitive)
        }
    }

    /// The delegate hears once per page the pages settle on (after an animation across
    /// pages, a key, a dot, a click that stops an animation), while the indicator follows live.
    func testTheDelegateHearsOncePerSettledPage() {
        MainActor.assumeIsolated {
            let (pager, indicator, delegate, window, _) = makeCarousel(count: 6)
            defer { window.destroy() }
            XCTAssertEqual(delegate.changes, [0])
            pager.scroll(toPage: 5, animated: true)
            var passed: Set<Int> = []
            waitOnMainLoop("the animation to page 6 to end", seen: "pages passed: \(passed.sorted())") {
                passed.insert(indicator.currentPage)
                return !pager.isAnimating
            }
            XCTAssertTrue(waitForALayout(of: pager))
            XCTAssertTrue(passed.count > 2, "the indicator followed live: \(passed.sorted())")
            XCTAssertEqual(delegate.changes, [0, 5], "one change, for the page settled on")

            XCTAssertTrue(pager.keyControllerForTesting.emitKeyPressed(NavigationKey.home.keyval))
            settle(pager)
            guard let dot = indicator.dot(at: 3) else { return XCTFail("no dot 4") }
            dot.emitClicked()
            settle(pager)
            XCTAssertEqual(delegate.changes, [0, 5, 0, 3])

            // A click on the pages mid-animation stops it; the pages then finish at the nearest
            // page, and that is the one reported.
            let from = pager.position
            pager.scroll(toPage: 0, animated: true)
            // Mid-animation is a state to wait for, not a time: past half a page, so the nearest
            // page is a new one, and still on the way to the first.
            waitOnMainLoop("the animation under way, past half a page", seen: "position \(pager.position), animating: \(pager.isAnimating)")
            {
                pager.isAnimating && pager.position < from - 0.5
            }
            pager.dragGestureForTesting.emitBegin(x: 200, y: 100)
            pager.dragGestureForTesting.emitEnd(dx: 0, dy: 0)
            settle(pager)
            XCTAssertEqual(pager.position, pager.position.rounded(), "no half pages left on screen")
            XCTAssertEqual(delegate.changes.count, 5, "\(delegate.changes)")
            XCTAssertEqual(delegate.changes.last, pager.currentPage)
        }
    }

    /// The paging keys on the indicator: the indicator is one keyboard stop (its dots take no
    /// focus), and the paging keys page from it.
    func testTheIndicatorIsOneKeyboardStopThatPages() {
        MainActor.assumeIsolated {
            let (pager, indicator, _, window, _) = makeCarousel(count: 5)
            defer { window.destroy() }
            guard let first = indicator.dot(at: 0) else { return XCTFail("no dots") }
            XCTAssertFalse(first.grabFocus(), "a dot takes no focus")
            XCTAssertTrue(indicator.stopForTesting.grabFocus())
            XCTAssertTrue(
                indicator.keyControllerForTesting.emitKeyPressed(NavigationKey.end.keyval))
            settle(pager)
            XCTAssertEqual(pager.currentPage, 4)
            XCTAssertTrue(indicator.stopForTesting.hasFocus, "the focus stays on the indicator")
            XCTAssertTrue(indicator.keyControllerForTesting.emitKeyPressed(NavigationKey.left.keyval))
            settle(pager)
            XCTAssertEqual(pager.currentPage, 3)
            XCTAssertFalse(
                indicator.keyControllerForTesting.emitKeyPressed(tabKeyval),
                "Tab still moves the focus")
        }
    }

    /// Assistive technologies hear of the page a key goes to as the key turns it, and of no page
    /// passed. The pager taking the focus from a page's row is already named for where it goes
    /// (not for the page being left, which a screen reader presenting the focus at once would
    /// read); the indicator's name and value give the destination at once and keep it through
    /// the animation (not every page End passes).
    func testScreenReadersHearOfThePageAKeyGoesToAndOfNoPagePassed() {
        MainActor.assumeIsolated {
            let delegate = FocusablePagesDelegate(count: 5) { Button(label: "Button \($0 + 1)") }
            let (pager, indicator, window) = makeCarousel(delegate: delegate)
            defer { window.destroy() }
            XCTAssertTrue(pager.pageWidget(at: 0)?.moveFocus(forward: true) ?? false, "a button of page 1 takes the focus")
            XCTAssertTrue(pager.keyControllerForTesting.emitKeyPressed(NavigationKey.right.keyval))
            XCTAssertTrue(pager.hasFocus, "the focus left page 1 for the pager")
            XCTAssertTrue(pager.hasAccessibleLabel("Page 2 of 5"), "named for page 2 as it takes the focus")
            settle(pager)

            XCTAssertTrue(indicator.stopForTesting.grabFocus())
            XCTAssertTrue(indicator.keyControllerForTesting.emitKeyPressed(NavigationKey.end.keyval))
            let stop = indicator.stopForTesting
            XCTAssertTrue(stop.hasAccessibleLabel("Page 5 of 5"), "the indicator names the page End goes to")
            XCTAssertTrue(stop.hasAccessibleValue(5, text: "Page 5 of 5"))
            var names = [indicator.accessibleText]
            XCTAssertTrue(pager.isAnimating, "End animates")
            XCTAssertTrue(
                Display.iterate(timeout: 5) {
                    if names.last != indicator.accessibleText { names.append(indicator.accessibleText) }
                    return !pager.isAnimating
                })
            XCTAssertEqual(pager.currentPage, 4)
            XCTAssertEqual(names, ["Page 5 of 5"], "no page passed is named")
        }
    }
}
