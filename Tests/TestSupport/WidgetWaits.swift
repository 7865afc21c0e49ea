import TableDeckBridge
import XCTest

// The conditions widget tests wait for most, each a ``waitOnMainLoop(_:timeout:seen:until:file:line:)``
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
        "a frame to lay out a \(widget.cssName)", timeout: timeout, seen: "no layout phase on its frame clock",
        until: { laidOut }, file: file, line: line)
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
        "\(count) frames of a \(widget.cssName)", timeout: timeout, seen: "\(frames) frames", until: { frames >= count },
        file: file, line: line)
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
        seen: "still alive: \(watches.indices.filter { !watches[$0].isFinalized }) of \(watches.count)",
        until: { watches.allSatisfy(\.isFinalized) }, file: file, line: line)
}
