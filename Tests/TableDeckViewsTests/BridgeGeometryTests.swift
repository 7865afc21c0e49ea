import TableDeckBridge
import TestSupport
import XCTest

/// The bridge's geometry, hierarchy, state and list wrappers with real widgets: what the
/// tables ask the bridge instead of calling GTK.
final class BridgeGeometryTests: GTKTestCase {
    func testBoundsTranslateContainsAndPickAgreeOnAStackOfLabels() {
        MainActor.assumeIsolated {
            let box = Box(.vertical)
            let first = Label("First")
            let second = Label("Second")
            box.append(first)
            box.append(second)
            let window = present(box)
            defer { window.destroy() }

            guard let top = first.bounds(relativeTo: box), let below = second.bounds(relativeTo: box) else {
                return XCTFail("laid-out children have bounds")
            }
            XCTAssertEqual(top.y, 0, accuracy: 0.5)
            XCTAssertGreaterThan(top.height, 0)
            XCTAssertEqual(below.y, top.maxY, accuracy: 0.5, "the second label starts where the first ends")

            let point = second.translate(x: 1, y: 1, to: box)
            XCTAssertEqual(point?.y ?? -1, below.y + 1, accuracy: 0.5)
            XCTAssertTrue(second.contains(x: 1, y: 1))
            XCTAssertFalse(second.contains(x: 1, y: -1))

            // GTK picks the label (or a child of it) under a point inside the second label.
            var picked = box.pick(x: 1, y: below.y + below.height / 2)
            while let widget = picked, widget.identity != second.identity, widget.identity != box.identity {
                picked = widget.parent
            }
            XCTAssertEqual(picked?.identity, second.identity)
        }
    }

    func testHierarchyWrappersShareTheIdentityOfTheWidgetsTheyWrap() {
        MainActor.assumeIsolated {
            let box = Box(.vertical)
            let label = Label("Child")
            XCTAssertNil(label.parent)
            XCTAssertNil(box.firstChild)
            box.append(label)
            XCTAssertEqual(label.parent?.identity, box.identity)
            XCTAssertTrue(box.firstChild?.wrapsSameObject(as: label) ?? false)
            XCTAssertFalse(box.wrapsSameObject(as: label))
            XCTAssertFalse(box.isRooted)
        }
    }

    func testStateFlagsTurnOnAndOffOneAtATime() {
        MainActor.assumeIsolated {
            let label = Label("Pressed")
            XCTAssertFalse(label.stateFlags.contains(.active))
            label.setStateFlags(.active)
            XCTAssertTrue(label.stateFlags.contains(.active))
            label.unsetStateFlags(.active)
            XCTAssertFalse(label.stateFlags.contains(.active))
            XCTAssertFalse(label.isMappedInWindow, "a label in no window is not mapped")
        }
    }

    func testTheIndexModelCountsAndClampsBelowZero() {
        MainActor.assumeIsolated {
            let model = IndexListModel()
            XCTAssertEqual(model.count, 0)
            model.reset(count: 42)
            XCTAssertEqual(model.count, 42)
            model.reset(count: -3)
            XCTAssertEqual(model.count, 0, "a count below zero is an empty model, not a trap")
        }
    }

    func testTheNextFrameIsDueWithinARefreshPeriodAndOnTheFramesGrid() {
        MainActor.assumeIsolated {
            let label = Label("Ticking")
            let window = present(label)
            defer { window.destroy() }
            guard let clock = label.frameClock else { return XCTFail("a mapped label has a frame clock") }
            // Frames keep coming while a tick callback is added.
            var frames = 0
            let tick = label.addTickCallback { _ in
                frames += 1
                return true
            }
            waitOnMainLoop("frames ticking") { frames >= 3 }
            label.removeTickCallback(tick)
            let now = MonotonicClock.now
            let next = clock.nextFrameTime(after: now)
            XCTAssertGreaterThan(next, now)
            XCTAssertLessThanOrEqual(next, now + 50_000, "within a refresh period (20 Hz at the slowest)")
            // Later times land on the same grid, a whole number of periods on.
            let later = clock.nextFrameTime(after: next + 1)
            XCTAssertGreaterThan(later, next)
            XCTAssertEqual(clock.nextFrameTime(after: later - 1), later)
        }
    }

    func testClickEmittersReachTheHandlers() {
        MainActor.assumeIsolated {
            let gesture = ClickGesture()
            var events: [String] = []
            gesture.onPressed { count, x, y in events.append("pressed \(count) \(Int(x)) \(Int(y))") }
            gesture.onReleased { count, x, y in events.append("released \(count) \(Int(x)) \(Int(y))") }
            gesture.onStopped { events.append("stopped") }
            gesture.emitPressed(x: 3, y: 4)
            gesture.emitReleased(x: 5, y: 6)
            gesture.emitStopped()
            XCTAssertEqual(events, ["pressed 1 3 4", "released 1 5 6", "stopped"])
        }
    }
}
