import TableDeckBridge
import TableDeckModel
import TableDeckViews
import TestSupport
import XCTest

/// The carousel on real widgets: looping, right to left, scrubbing the indicator, its value, the
/// autoplay pauses and its Pause/Play button, and the desktop's animation preference.
final class CarouselLoopAutoplayViewTests: GTKTestCase {
    func testLoopingGoesRoundTheShortWay() {
        MainActor.assumeIsolated {
            let (pager, indicator, delegate, window, _) = makeCarousel(count: 5)
            defer { window.destroy() }
            pager.wrapsAround = true
            XCTAssertTrue(pager.keyControllerForTesting.emitKeyPressed(NavigationKey.left.keyval))
            // Backwards from the first page: one page back, past the start, to the last page.
            waitOnMainLoop("back past the start", seen: "position \(pager.position), animating: \(pager.isAnimating)") {
                pager.isAnimating && pager.position < -0.2
            }
            settle(pager)
            XCTAssertEqual(pager.currentPage, 4)
            XCTAssertEqual(pager.position, 4, "settled back inside the pages")
            XCTAssertEqual(indicator.currentPage, 4)
            XCTAssertTrue(pager.keyControllerForTesting.emitKeyPressed(NavigationKey.right.keyval))
            waitOnMainLoop("on past the end", seen: "position \(pager.position), animating: \(pager.isAnimating)") {
                pager.isAnimating && pager.position > 4.2
            }
            settle(pager)
            XCTAssertEqual(pager.currentPage, 0)
            XCTAssertEqual(delegate.changes, [0, 4, 0])
            // A drag past the last page goes on to the first, without resistance.
            XCTAssertTrue(pager.keyControllerForTesting.emitKeyPressed(NavigationKey.end.keyval))
            settle(pager)
            pager.dragGestureForTesting.emitBegin(x: 300, y: 100)
            pager.dragGestureForTesting.emitUpdate(dx: -260, dy: 0)
            XCTAssertEqual(pager.position, 4 + 260.0 / 400, accuracy: 0.001)
            XCTAssertEqual(pager.currentPage, 0, "the first page is the nearest, after the last")
            pager.dragGestureForTesting.emitEnd(dx: -260, dy: 0)
            settle(pager)
            XCTAssertEqual(pager.currentPage, 0)
            XCTAssertEqual(delegate.changes, [0, 4, 0, 4, 0])
            // Without looping the ends hold again.
            pager.wrapsAround = false
            XCTAssertTrue(pager.keyControllerForTesting.emitKeyPressed(NavigationKey.left.keyval))
            settle(pager)
            XCTAssertEqual(pager.currentPage, 0)
        }
    }

    func testRightToLeftMirrorsTheLayoutTheDragAndTheKeys() {
        MainActor.assumeIsolated {
            // As a right-to-left locale sets it at start (GTK's default direction).
            Widget.defaultIsRightToLeft = true
            let (pager, indicator, delegate, window, _) = makeCarousel(count: 3)
            defer {
                window.destroy()
                Widget.defaultIsRightToLeft = false
            }
            XCTAssertTrue(pager.isRightToLeft)
            // Left is the next page right to left.
            XCTAssertTrue(pager.keyControllerForTesting.emitKeyPressed(NavigationKey.left.keyval))
            settle(pager)
            XCTAssertEqual(pager.currentPage, 1)
            // Half-way back to the first page, the first page comes in from the right.
            pager.adjustment.value = 0.5 * pager.adjustment.pageSize
            XCTAssertTrue(waitForALayout(of: pager), "the pages laid out half-way")
            guard let first = pager.pageWidget(at: 0), let second = pager.pageWidget(at: 1),
                let firstFrame = first.frame(in: pager), let secondFrame = second.frame(in: pager)
            else { return XCTFail("no page frames") }
            XCTAssertGreaterThan(firstFrame.x, secondFrame.x, "page 1 is to the right of page 2")
            XCTAssertEqual(firstFrame.x, 200, accuracy: 1)
            XCTAssertTrue(pager.keyControllerForTesting.emitKeyPressed(NavigationKey.right.keyval))
            settle(pager)
            XCTAssertEqual(pager.currentPage, 0)
            // Dragging to the right moves on to page 2 (the content follows the pointer).
            pager.dragGestureForTesting.emitBegin(x: 100, y: 100)
            pager.dragGestureForTesting.emitUpdate(dx: 260, dy: 0)
            XCTAssertEqual(pager.position, 260.0 / 400, accuracy: 0.001)
            pager.dragGestureForTesting.emitEnd(dx: 260, dy: 0)
            settle(pager)
            XCTAssertEqual(pager.currentPage, 1)
            // The dots run from the right: the first dot is the rightmost.
            guard let dot1 = indicator.dot(at: 0)?.frame(in: indicator), let dot3 = indicator.dot(at: 2)?.frame(in: indicator)
            else { return XCTFail("no dot frames") }
            XCTAssertGreaterThan(dot1.x, dot3.x)
            XCTAssertEqual(delegate.changes, [0, 1, 0, 1])
        }
    }

    func testScrubbingTheIndicatorFollowsAndSettlesOnRelease() {
        MainActor.assumeIsolated {
            let (pager, indicator, delegate, window, _) = makeCarousel(count: 5)
            defer { window.destroy() }
            let gesture = indicator.scrubGestureForTesting
            // The dots are 28 px each, 140 px in all: start on the first one, move to the fourth.
            gesture.emitBegin(x: 10, y: 10)
            gesture.emitUpdate(dx: 4, dy: 0)
            XCTAssertFalse(indicator.isScrubbing, "a small move is still a click")
            gesture.emitUpdate(dx: 30, dy: 0)
            XCTAssertTrue(indicator.isScrubbing)
            XCTAssertEqual(pager.targetPage, 1)
            gesture.emitUpdate(dx: 90, dy: 2)
            XCTAssertEqual(pager.targetPage, 3)
            settle(pager)
            XCTAssertEqual(pager.currentPage, 3)
            XCTAssertFalse(pager.isSettled, "still scrubbing")
            XCTAssertEqual(delegate.changes, [0], "nothing settles before the release")
            gesture.emitEnd(dx: 90, dy: 2)
            XCTAssertEqual(delegate.changes, [0, 3], "the release settles on the scrubbed page, once")
            XCTAssertTrue(indicator.stopForTesting.hasAccessibleValue(4, text: "Page 4 of 5"))
            XCTAssertTrue(indicator.stopForTesting.hasAccessibleLabel("Page 4 of 5"))
            XCTAssertTrue(indicator.stopForTesting.hasAccessibleRole(.slider))
            // Past the end of the row: the last page.
            gesture.emitBegin(x: 100, y: 10)
            gesture.emitUpdate(dx: 400, dy: 0)
            gesture.emitEnd(dx: 400, dy: 0)
            settle(pager)
            XCTAssertEqual(delegate.changes, [0, 3, 4])
        }
    }

    func testAutoplayPausesForTheWindowTheDragAndTheScreenAndTheButtonStopsIt() {
        MainActor.assumeIsolated {
            let (pager, indicator, _, window, box) = makeCarousel(count: 3)
            defer { window.destroy() }
            let button = indicator.playPauseButtonForTesting
            XCTAssertFalse(button.isVisible, "no Pause button without autoplay")
            pager.autoplayInterval = .seconds(2)
            XCTAssertEqual(pager.autoplayInterval, .seconds(2))
            XCTAssertTrue(button.isVisible)
            XCTAssertTrue(button.hasAccessibleLabel("Pause slideshow"))
            // Under Xvfb with no window manager the test window is not the active one.
            if !pager.autoplayPauseReasons.contains(.windowInactive) {
                XCTAssertTrue(pager.isAutoplayRunning, "active window: running")
            }
            pager.dragGestureForTesting.emitBegin(x: 100, y: 100)
            XCTAssertTrue(pager.autoplayPauseReasons.contains(.dragging))
            pager.dragGestureForTesting.emitEnd(dx: 0, dy: 0)
            XCTAssertFalse(pager.autoplayPauseReasons.contains(.dragging))
            // A key in the carousel: the keyboard is in use there.
            XCTAssertTrue(pager.grabFocus())
            waitOnMainLoop("the focus in the pager") { pager.containsFocus }
            XCTAssertTrue(pager.keyControllerForTesting.emitKeyPressed(NavigationKey.right.keyval))
            XCTAssertTrue(pager.autoplayPauseReasons.contains(.keyboardFocus))
            settle(pager)
            // Off screen: hidden.
            box.isVisible = false
            waitOnMainLoop("the pager off screen") { !pager.isShownOnScreen }
            XCTAssertTrue(pager.autoplayPauseReasons.contains(.hidden))
            box.isVisible = true
            waitOnMainLoop("the pager on screen again") { pager.isShownOnScreen }
            XCTAssertFalse(pager.autoplayPauseReasons.contains(.hidden))
            // The button stops it for good; Space on the indicator plays again.
            button.emitClicked()
            XCTAssertTrue(pager.isAutoplayStopped)
            XCTAssertEqual(pager.autoplayProgress, 0, "no progress while stopped")
            XCTAssertEqual(indicator.progressFillWidth, 0)
            XCTAssertTrue(button.hasAccessibleLabel("Play slideshow"))
            XCTAssertEqual(button.iconName, "media-playback-start-symbolic")
            XCTAssertTrue(indicator.keyControllerForTesting.emitKeyPressed(NavigationKey.space.keyval))
            XCTAssertFalse(pager.isAutoplayStopped)
            XCTAssertTrue(button.hasAccessibleLabel("Pause slideshow"))
            pager.autoplayInterval = nil
            XCTAssertFalse(button.isVisible)
            XCTAssertFalse(
                indicator.keyControllerForTesting.emitKeyPressed(NavigationKey.space.keyval), "Space is not taken without autoplay")
        }
    }

    func testWithAnimationsOffPagesChangeAtOnce() {
        MainActor.assumeIsolated {
            let (pager, _, delegate, window, _) = makeCarousel(count: 4)
            defer {
                Widget.animationsEnabled = true
                window.destroy()
            }
            XCTAssertTrue(Widget.animationsEnabled)
            Widget.animationsEnabled = false
            pager.scroll(toPage: 2, animated: true)
            XCTAssertFalse(pager.isAnimating)
            XCTAssertEqual(pager.position, 2)
            XCTAssertEqual(delegate.changes, [0, 2])
            pager.wrapsAround = true
            XCTAssertTrue(pager.keyControllerForTesting.emitKeyPressed(NavigationKey.end.keyval))
            XCTAssertTrue(pager.keyControllerForTesting.emitKeyPressed(NavigationKey.right.keyval))
            XCTAssertFalse(pager.isAnimating)
            XCTAssertEqual(pager.position, 0, "round to the first page at once")
            Widget.animationsEnabled = true
            pager.scroll(toPage: 1, animated: true)
            XCTAssertTrue(pager.isAnimating, "animated again")
            settle(pager)
        }
    }
}
