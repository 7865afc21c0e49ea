import Testing

@testable import TableDeckModel

/// The carousel's looping, autoplay and right-to-left rules, without GTK.
@Suite("Carousel looping, autoplay and reading direction")
struct CarouselLoopAutoplayTests {
    // MARK: - Wrapping

    @Test("pages and positions wrap into the pages", arguments: [(-1, 5, 4), (5, 5, 0), (12, 5, 2), (-6, 5, 4), (3, 0, 0)])
    func wrappedPages(page: Int, count: Int, expected: Int) {
        #expect(PagingMath.wrappedPage(page, pageCount: count) == expected)
    }

    @Test("a settled position comes back into 0..<n")
    func normalized() {
        #expect(PagingMath.normalizedPosition(5, pageCount: 5) == 0)
        #expect(PagingMath.normalizedPosition(-1, pageCount: 5) == 4)
        #expect(PagingMath.normalizedPosition(-0.25, pageCount: 4) == 3.75)
        #expect(PagingMath.normalizedPosition(2, pageCount: 5) == 2)
        #expect(PagingMath.normalizedPosition(.nan, pageCount: 5) == 0)
        #expect(PagingMath.normalizedPosition(3, pageCount: 0) == 0)
    }

    @Test("a wrapping pager's current page is the nearest page, wrapped")
    func currentPageWrapping() {
        #expect(PagingMath.currentPage(position: 4.6, pageCount: 5, wraps: true) == 0)
        #expect(PagingMath.currentPage(position: -0.6, pageCount: 5, wraps: true) == 4)
        #expect(PagingMath.currentPage(position: 4.6, pageCount: 5, wraps: false) == 4, "clamped without wrapping")
    }

    @Test("each page is laid out at its copy nearest the viewport")
    func offsets() {
        // Between the last and the first of 5 pages: the first comes in after the last.
        #expect(PagingMath.pageOffset(index: 0, position: 4.5, pageCount: 5, wraps: true) == 0.5)
        #expect(PagingMath.pageOffset(index: 4, position: 4.5, pageCount: 5, wraps: true) == -0.5)
        // Dragged back from the first page: the last one comes in before it.
        #expect(abs(PagingMath.pageOffset(index: 4, position: -0.3, pageCount: 5, wraps: true) + 0.7) < 1e-9)
        #expect(PagingMath.pageOffset(index: 0, position: 4.5, pageCount: 5, wraps: false) == -4.5)
        #expect(PagingMath.pageOffset(index: 2, position: 2, pageCount: 5, wraps: true) == 0)
    }

    @Test("the pages in view of a wrapping pager include the first after the last")
    func visibleWrapping() {
        #expect(PagingMath.visiblePages(position: 4.5, pageCount: 5, wraps: true) == [0, 4])
        #expect(PagingMath.visiblePages(position: -0.5, pageCount: 5, wraps: true) == [0, 4])
        #expect(PagingMath.visiblePages(position: 5, pageCount: 5, wraps: true) == [0])
        #expect(PagingMath.visiblePages(position: 2, pageCount: 5, wraps: false) == [2])
        #expect(PagingMath.visiblePages(position: .nan, pageCount: 5, wraps: true) == [])
    }

    @Test("a page change of a wrapping pager heads for the nearest copy: the short way")
    func shortWay() {
        #expect(PagingMath.targetPosition(forPage: 0, from: 4, pageCount: 5, wraps: true) == 5)
        #expect(PagingMath.targetPosition(forPage: 4, from: 0, pageCount: 5, wraps: true) == -1)
        #expect(PagingMath.targetPosition(forPage: 2, from: 0, pageCount: 5, wraps: true) == 2)
        #expect(PagingMath.targetPosition(forPage: 3, from: 0, pageCount: 5, wraps: true) == -2)
        #expect(PagingMath.targetPosition(forPage: 1, from: 0, pageCount: 2, wraps: true) == 1, "a tie goes forward")
        #expect(PagingMath.targetPosition(forPage: 0, from: 4, pageCount: 5, wraps: false) == 0, "rewinds without wrapping")
        #expect(PagingMath.targetPosition(forPage: 9, from: 4, pageCount: 5, wraps: false) == 4)
    }

    @Test("steps and flicks go round when the pager wraps, and stop at the ends when not")
    func stepsAndSnaps() {
        #expect(PagingMath.page(from: 4, step: 1, pageCount: 5, wraps: true) == 0)
        #expect(PagingMath.page(from: 0, step: -1, pageCount: 5, wraps: true) == 4)
        #expect(PagingMath.page(from: 4, step: 1, pageCount: 5, wraps: false) == 4)
        #expect(PagingMath.snapTarget(position: 4.2, velocity: 1, pageCount: 5, wraps: true) == 0)
        #expect(PagingMath.snapTarget(position: -0.2, velocity: -1, pageCount: 5, wraps: true) == 4)
        #expect(PagingMath.snapTarget(position: 4.6, velocity: 0, pageCount: 5, wraps: true) == 0)
        #expect(PagingMath.snapTarget(position: 4.2, velocity: 1, pageCount: 5, wraps: false) == 4)
        // No resistance past the ends when wrapping.
        #expect(PagingMath.draggedPosition(start: 4, translation: -0.6, pageCount: 5, wraps: true) == 4.6)
        #expect(PagingMath.draggedPosition(start: 4, translation: -0.6, pageCount: 5, wraps: false) == 4.2)
    }

    @Test("autoplay goes on one page, and from the last page to the first placed after it")
    func autoplayTarget() {
        #expect(PagingMath.autoplayTargetPosition(after: 1, pageCount: 5) == 2)
        #expect(PagingMath.autoplayTargetPosition(after: 4, pageCount: 5) == 5, "one page on, not four back")
        #expect(AutoplaySchedule.nextPage(after: 4, pageCount: 5) == 0)
        #expect(AutoplaySchedule.nextPage(after: 0, pageCount: 1) == 0)
    }

    // MARK: - Reading direction

    @Test("a drag moves the pages the way the pointer goes: mirrored right to left")
    func mirroredDrag() {
        #expect(PagingMath.translation(dx: -400, pageWidth: 800, rightToLeft: false) == -0.5)
        #expect(PagingMath.translation(dx: -400, pageWidth: 800, rightToLeft: true) == 0.5)
        #expect(PagingMath.translation(dx: 10, pageWidth: 0, rightToLeft: true) == 0)
        // Dragging left by half a page: on to page 2 left to right, back right to left.
        let ltr = PagingMath.draggedPosition(
            start: 1, translation: PagingMath.translation(dx: -400, pageWidth: 800, rightToLeft: false), pageCount: 5)
        let rtl = PagingMath.draggedPosition(
            start: 1, translation: PagingMath.translation(dx: -400, pageWidth: 800, rightToLeft: true), pageCount: 5)
        #expect(ltr == 1.5)
        #expect(rtl == 0.5)
    }

    @Test("the next page is laid out to the right left to right, to the left right to left")
    func mirroredLayout() {
        #expect(PagingMath.screenX(offset: 1, pageWidth: 800, rightToLeft: false) == 800)
        #expect(PagingMath.screenX(offset: 1, pageWidth: 800, rightToLeft: true) == -800)
        #expect(PagingMath.screenX(offset: 0, pageWidth: 800, rightToLeft: true) == 0)
    }

    @Test("a point on the indicator is the page under it, counted from the right right to left")
    func scrubbing() {
        #expect(PagingMath.page(atX: 5, width: 100, pageCount: 5, rightToLeft: false) == 0)
        #expect(PagingMath.page(atX: 95, width: 100, pageCount: 5, rightToLeft: false) == 4)
        #expect(PagingMath.page(atX: 95, width: 100, pageCount: 5, rightToLeft: true) == 0)
        #expect(PagingMath.page(atX: 5, width: 100, pageCount: 5, rightToLeft: true) == 4)
        #expect(PagingMath.page(atX: -50, width: 100, pageCount: 5, rightToLeft: false) == 0, "past the start")
        #expect(PagingMath.page(atX: 500, width: 100, pageCount: 5, rightToLeft: false) == 4, "past the end")
        #expect(PagingMath.page(atX: 50, width: 0, pageCount: 5, rightToLeft: false) == 0)
    }

    @Test("Left goes to the next page right to left; the other keys keep their meaning")
    func mirroredKeys() {
        #expect(KeyCommand.pager(.left, rightToLeft: true) == .next)
        #expect(KeyCommand.pager(.right, rightToLeft: true) == .previous)
        #expect(KeyCommand.pager(.left, rightToLeft: false) == .previous)
        #expect(KeyCommand.pager(.pageDown, rightToLeft: true) == .next)
        #expect(KeyCommand.pager(.home, rightToLeft: true) == .first)
        #expect(KeyCommand.pager(.up, rightToLeft: true) == nil)
    }

    // MARK: - Autoplay

    @Test("the page is due once an interval has passed, and the interval starts again")
    func dueAfterInterval() {
        var schedule = AutoplaySchedule(seconds: 2, now: 0)
        #expect(schedule.interval == 2_000_000)
        #expect(!schedule.isDue(at: 1_999_999))
        #expect(schedule.progress(at: 1_000_000) == 0.5)
        #expect(schedule.isDue(at: 2_000_000))
        schedule.restart(at: 2_000_000)
        #expect(!schedule.isDue(at: 3_000_000))
        #expect(schedule.progress(at: 3_000_000) == 0.5)
    }

    @Test("the interval is 1 to 3600 seconds")
    func intervalClamped() {
        #expect(AutoplaySchedule(seconds: 0, now: 0).interval == 1_000_000)
        #expect(AutoplaySchedule(seconds: 9999, now: 0).interval == 3_600_000_000)
        #expect(AutoplaySchedule.intervalRange == 1...3600)
    }

    @Test("every reason pauses; a new whole interval starts once the last one goes", arguments: AutoplaySchedule.PauseReason.allCases)
    func pauses(reason: AutoplaySchedule.PauseReason) {
        var schedule = AutoplaySchedule(seconds: 1, now: 0)
        schedule.pause(reason)
        #expect(!schedule.isRunning)
        #expect(!schedule.isDue(at: 10_000_000), "nothing is due while paused")
        #expect(schedule.progress(at: 10_000_000) == 0)
        schedule.pause(.pointerOver)
        schedule.resume(reason, now: 10_000_000)
        if reason != .pointerOver {
            #expect(!schedule.isRunning, "the pointer still holds it")
            schedule.resume(.pointerOver, now: 20_000_000)
        }
        #expect(schedule.isRunning)
        let resumed = schedule.intervalStart ?? -1
        #expect(!schedule.isDue(at: resumed + 999_999), "a whole interval after the pause")
        #expect(schedule.isDue(at: resumed + 1_000_000))
    }

    @Test("resuming from a reason that did not hold changes nothing")
    func resumeWithoutPause() {
        var schedule = AutoplaySchedule(seconds: 1, now: 0)
        schedule.resume(.dragging, now: 500_000)
        #expect(schedule.isDue(at: 1_000_000), "the interval kept its start")
        schedule.set(.windowInactive, holds: true, now: 600_000)
        #expect(schedule.pauseReasons == [.windowInactive])
        schedule.set(.windowInactive, holds: false, now: 700_000)
        #expect(schedule.intervalStart == 700_000)
    }

    @Test("a stop outlives every pause until play (WCAG 2.2.2)")
    func stopAndPlay() {
        var schedule = AutoplaySchedule(seconds: 1, now: 0)
        schedule.stop()
        schedule.pause(.pointerOver)
        schedule.resume(.pointerOver, now: 1_000_000)
        #expect(schedule.isStopped)
        #expect(!schedule.isRunning)
        #expect(!schedule.isDue(at: 100_000_000))
        schedule.restart(at: 2_000_000)
        #expect(!schedule.isDue(at: 100_000_000), "a page change does not restart a stopped slideshow")
        schedule.play(at: 3_000_000)
        #expect(schedule.isRunning)
        #expect(schedule.isDue(at: 4_000_000))
        schedule.pause(.hidden)
        schedule.stop()
        schedule.play(at: 5_000_000)
        #expect(!schedule.isRunning, "play does not override a pause that still holds")
    }
}
