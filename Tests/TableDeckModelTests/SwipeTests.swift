import TableDeckModel
import Testing

@Suite("Swipe actions: direction, offsets and release decisions")
struct SwipeTests {
    /// A 400 px row with 80 px of leading and 120 px of trailing buttons, left to right.
    private let ltr = SwipeGeometry(rowWidth: 400, leadingWidth: 80, trailingWidth: 120)
    private var rtl: SwipeGeometry {
        var geometry = ltr
        geometry.isRightToLeft = true
        return geometry
    }

    @Test("a drag is a swipe once past the threshold and clearly sideways; vertical and diagonal ones are left alone")
    func axis() {
        #expect(SwipeAxis.classify(dx: 7, dy: 0, threshold: 8) == .undecided)
        #expect(SwipeAxis.classify(dx: -8, dy: 1, threshold: 8) == .horizontal)
        #expect(SwipeAxis.classify(dx: 20, dy: 10, threshold: 8) == .horizontal)
        #expect(SwipeAxis.classify(dx: 20, dy: 11, threshold: 8) == .other)
        #expect(SwipeAxis.classify(dx: 0, dy: 9, threshold: 8) == .other)
        #expect(SwipeAxis.classify(dx: 2, dy: -30, threshold: 8) == .other)
        // A nonsense threshold still needs a pixel.
        #expect(SwipeAxis.classify(dx: 0.5, dy: 0, threshold: -3) == .undecided)
    }

    @Test("the content follows the finger up to the buttons, then rubber-bands short of the row's width")
    func rubberBand() {
        #expect(ltr.displayedOffset(forRaw: -100) == -100)
        #expect(ltr.displayedOffset(forRaw: -120) == -120)
        let past = ltr.displayedOffset(forRaw: -220)
        #expect(past < -120 && past > -220)
        let far = ltr.displayedOffset(forRaw: -10_000)
        #expect(far > -400 && far < past)
        // Towards an edge with no buttons nothing moves.
        let trailingOnly = SwipeGeometry(rowWidth: 400, leadingWidth: 0, trailingWidth: 120)
        #expect(trailingOnly.displayedOffset(forRaw: 50) == 0)
    }

    @Test("leading and trailing follow the reading direction, as in UIKit")
    func direction() {
        #expect(ltr.edge(forOffset: -10) == .trailing)
        #expect(ltr.edge(forOffset: 10) == .leading)
        #expect(rtl.edge(forOffset: -10) == .leading)
        #expect(rtl.edge(forOffset: 10) == .trailing)
        #expect(ltr.openOffset(for: .trailing) == -120)
        #expect(rtl.openOffset(for: .trailing) == 120)
        #expect(ltr.edge(forOffset: 0) == nil)
    }

    @Test("a release past half the row performs the first action; past half the buttons opens; otherwise closes")
    func releaseByDistance() {
        #expect(SwipeTracker.decide(raw: -200, velocity: 0, in: ltr) == .performFirstAction(.trailing))
        #expect(SwipeTracker.decide(raw: -199, velocity: 0, in: ltr) == .open(.trailing))
        #expect(SwipeTracker.decide(raw: -60, velocity: 0, in: ltr) == .open(.trailing))
        #expect(SwipeTracker.decide(raw: -59, velocity: 0, in: ltr) == .close)
        #expect(SwipeTracker.decide(raw: 40, velocity: 0, in: ltr) == .open(.leading))
        #expect(SwipeTracker.decide(raw: 0, velocity: 0, in: ltr) == .close)
        #expect(SwipeTracker.decide(raw: 220, velocity: 0, in: rtl) == .performFirstAction(.trailing))
    }

    @Test("a flick opens or closes by its direction whatever the distance")
    func flick() {
        #expect(SwipeTracker.decide(raw: -20, velocity: -700, in: ltr) == .open(.trailing))
        #expect(SwipeTracker.decide(raw: -100, velocity: 700, in: ltr) == .close)
        #expect(SwipeTracker.decide(raw: -100, velocity: 300, in: ltr) == .open(.trailing))
        // A flick does not make a full swipe short of half the row.
        #expect(SwipeTracker.decide(raw: -150, velocity: -5_000, in: ltr) == .open(.trailing))
    }

    @Test("the tracker decides once, follows the finger from where the content was, and releases")
    func tracker() {
        var tracker = SwipeTracker(geometry: ltr, threshold: 8)
        tracker.begin()
        let r1 = tracker.update(dx: -4, dy: 0)
        #expect(r1 == .deciding)
        let r2 = tracker.update(dx: -30, dy: 3)
        #expect(r2 == .swiping)
        #expect(tracker.displayedOffset == -30)
        // Once a swipe, moving up and down does not stop it.
        let r3 = tracker.update(dx: -90, dy: 60)
        #expect(r3 == .swiping)
        let r4 = tracker.release()
        #expect(r4 == .open(.trailing))
        #expect(tracker.phase == .idle)

        // From open, a drag back closes.
        tracker.begin(from: -120)
        tracker.update(dx: 100, dy: 0)
        #expect(tracker.rawOffset == -20)
        let r5 = tracker.release()
        #expect(r5 == .close)
    }

    @Test("a vertical drag is ignored to the end, and leaves open buttons open")
    func verticalIgnored() {
        var tracker = SwipeTracker(geometry: ltr)
        tracker.begin(from: -120)
        let r6 = tracker.update(dx: 0, dy: 20)
        #expect(r6 == .ignored)
        let r7 = tracker.update(dx: -300, dy: 20)
        #expect(r7 == .ignored)
        #expect(tracker.rawOffset == -120)
        let r8 = tracker.release(velocity: -9_000)
        #expect(r8 == .open(.trailing))
        tracker.begin()
        tracker.update(dx: -40, dy: 0)
        let r9 = tracker.cancel()
        #expect(r9 == .close)
    }

    @Test("no actions on either edge: no swipe")
    func noActions() {
        var tracker = SwipeTracker(geometry: SwipeGeometry(rowWidth: 400, leadingWidth: 0, trailingWidth: 0))
        tracker.begin()
        let r10 = tracker.update(dx: -300, dy: 0)
        #expect(r10 == .ignored)
        let r11 = tracker.release()
        #expect(r11 == .close)
    }

    @Test("touchpad deltas add up like a drag and end on a pause")
    func touchpad() {
        var scroll = SwipeScrollAccumulator()
        let r12 = scroll.add(scrollDX: 10, scrollDY: 1, time: 1000)
        #expect(r12)
        let r13 = scroll.add(scrollDX: 15, scrollDY: 0, time: 1016)
        #expect(!r13)
        #expect(scroll.dx == -25 && scroll.dy == -1)
        #expect(!scroll.hasPaused(at: 1100))
        #expect(scroll.hasPaused(at: 1166))
        let r14 = scroll.end()
        #expect(r14)
        let r15 = scroll.end()
        #expect(!r15)
        let r16 = scroll.add(scrollDX: -5, scrollDY: 0, time: 2000)
        #expect(r16)
        #expect(scroll.dx == 5)
    }

    @Test("a wheel notch opens towards buttons and closes the other way, never performing")
    func wheel() {
        #expect(SwipeRelease.wheelStep(scrollDX: 1, from: 0, in: ltr) == .open(.trailing))
        #expect(SwipeRelease.wheelStep(scrollDX: 1, from: -120, in: ltr) == .open(.trailing))
        #expect(SwipeRelease.wheelStep(scrollDX: -1, from: -120, in: ltr) == .close)
        #expect(SwipeRelease.wheelStep(scrollDX: 1, from: 0, in: rtl) == .open(.leading))
        let trailingOnly = SwipeGeometry(rowWidth: 400, leadingWidth: 0, trailingWidth: 120)
        #expect(SwipeRelease.wheelStep(scrollDX: -1, from: 0, in: trailingOnly) == .close)
        #expect(SwipeRelease.open(.trailing).restingOffset(in: ltr) == -120)
    }
}
