import TableDeckBridge
import XCTest

// The conditions widget tests wait for most, each a ``waitOnMainLoop(_:timeout:seen:file:line:until:)``
// with a message that says what was awaited and what there was instead.

/// Queues a layout of `widget`'s window and waits until a frame has laid it out; returns whether
/// one did. A negative check ("the list did not scroll") waits for this positive signal first:
/// whatever the input queued has then been laid out too.
@MainActor
@discardableResult
public func waitForALayout(of widget: Widget, timeout: Double = 5, file: StaticString = #filePath, line: UInt = #line) -> Bool {
    guard let clock = widget.frameClock else {
        XCTFail("waited for a frame to lay out a \(widget.cssName); saw instead: no frame clock (not realized)", file: file, line: line)
        return false
    }
    var laidOut = false
    let handler = clock.onLayout { laidOut = true }
    defer { clock.disconnect(handler) }
    widget.queueResize()
    return waitOnMainLoop(
        "a frame to lay out a \(widget.cssName)", timeout: timeout, seen: "no layout phase on its frame clock", file: file,
        line: line
    ) { laidOut }
}

/// Waits until `widget`'s frame clock has ticked `count` times (frames drawn, with whatever
/// layout and animation steps they carry); returns whether it did. For "nothing moved across
/// frames" checks, and for an animation that must have had its frames.
@MainActor
@discardableResult
public func waitForFrames(
    _ count: Int, of widget: Widget, timeout: Double = 5, file: StaticString = #filePath, line: UInt = #line
) -> Bool {
    var frames = 0
    let tick = widget.addTickCallback { _ in
        frames += 1
        return frames < count
    }
    let ticked = waitOnMainLoop(
        "\(count) frames of a \(widget.cssName)", timeout: timeout, seen: "\(frames) frames", file: file, line: line
    ) { frames >= count }
    // GTK removed the callback when it returned false; a timeout leaves it to remove here.
    if !ticked { widget.removeTickCallback(tick) }
    return ticked
}

/// Waits until every object `watches` follows has been finalized; returns whether they were.
/// The failure lists which were not (by position in `watches`).
@MainActor
@discardableResult
package func waitUntilFinalized(
    _ watches: [FinalizationWatch], _ what: @autoclosure () -> String = "every watched object finalized",
    timeout: Double = 5, file: StaticString = #filePath, line: UInt = #line
) -> Bool {
    waitOnMainLoop(
        what(), timeout: timeout,
        seen: "still alive: \(watches.indices.filter { !watches[$0].isFinalized }) of \(watches.count)", file: file,
        line: line
    ) { watches.allSatisfy(\.isFinalized) }
}

/// Waits until `sample` has read the same value on `frames` frames of `widget` in a row (an
/// animation or a list's binding at rest: nothing changes from one frame to the next); returns
/// whether it did. The failure shows the last values read.
@MainActor
@discardableResult
public func waitUntilSteady<Value: Equatable>(
    _ what: @autoclosure () -> String, of widget: Widget, frames: Int = 3, timeout: Double = 5,
    file: StaticString = #filePath, line: UInt = #line, sample: () -> Value
) -> Bool {
    var ticks = 0
    let tick = widget.addTickCallback { _ in
        ticks += 1
        return true
    }
    defer { widget.removeTickCallback(tick) }
    var readings = [sample()]
    var sampledAt = 0
    return waitOnMainLoop(
        "\(what()), the same over \(frames) frames", timeout: timeout, seen: "still changing: … \(readings.suffix(5))",
        file: file, line: line
    ) {
        guard ticks > sampledAt else { return false }
        sampledAt = ticks
        let value = sample()
        if value != readings.last { readings = [] }
        readings.append(value)
        return readings.count > frames
    }
}

/// Waits until the main-loop timeouts due within `milliseconds` from now have had their turn:
/// a ``Timeout`` of that delay, queued now and so dispatched after them, has run; returns whether
/// it did. For checks about timed work that has no window and so no frames: "not in the same
/// turn" (`0`), or "its due time has passed, and it did nothing" (its own delay).
@MainActor
@discardableResult
public func waitForTimeouts(
    dueWithin milliseconds: Int, timeout: Double = 5, file: StaticString = #filePath, line: UInt = #line
) -> Bool {
    var ran = false
    let witness = Timeout(milliseconds: milliseconds) { ran = true }
    return withExtendedLifetime(witness) {
        waitOnMainLoop(
            "a \(milliseconds) ms timeout queued after the ones awaited to run", timeout: timeout, seen: "it has not run",
            file: file, line: line
        ) { ran }
    }
}
