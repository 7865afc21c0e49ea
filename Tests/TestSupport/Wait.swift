import Foundation
import TableDeckBridge
import XCTest

/// A condition that did not come true before its deadline.
public struct WaitTimeout: Error, CustomStringConvertible {
    /// What was awaited, what was seen instead, and for how long.
    public let description: String
}

/// The one way the tests wait for state outside the process: for a condition, with a deadline,
/// never for a fixed time. Widget tests, whose state changes only while GTK's main loop runs,
/// wait with ``waitOnMainLoop(_:timeout:seen:file:line:until:)`` instead: this one sleeps the
/// thread between readings, and a sleeping main thread runs no frames.
///
/// `sample` reads the current state (an event line, a window's geometry, a screenshot, an
/// accessible state); `until` says whether it is the awaited one. The state is read again every
/// `poll` seconds until it is, or until `timeout` seconds have passed; then the test fails with a
/// message that names `what` was awaited and shows the last state seen (`describe`, or the
/// state's own description), and the call throws ``WaitTimeout``. Returns the state that met the
/// condition.
///
/// Polling between two readings is the helper's own business: a test never sleeps.
@discardableResult
public func waitFor<State>(
    _ what: @autoclosure () -> String, timeout: TimeInterval = 10, poll interval: TimeInterval = 0.02,
    sample: () throws -> State, until condition: (State) throws -> Bool,
    describe: (State) -> String = { String(describing: $0) },
    file: StaticString = #filePath, line: UInt = #line
) throws -> State {
    var last: State?
    let met = try poll(timeout: timeout, interval: interval) {
        let state = try sample()
        last = state
        return try condition(state)
    }
    guard met, let state = last else {
        let seen = last.map(describe) ?? "nothing"
        let message = "waited \(timeout) s for \(what()); saw instead: \(seen)"
        XCTFail(message, file: file, line: line)
        throw WaitTimeout(description: message)
    }
    return state
}

/// Reads `condition` every `interval` seconds until it holds (returns true) or `timeout` seconds
/// have passed (returns false): the polling under ``waitFor(_:timeout:poll:sample:until:describe:file:line:)``,
/// for the few callers that report a timeout themselves (a helper returning nil).
public func poll(timeout: TimeInterval, interval: TimeInterval = 0.02, until condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
        if try condition() { return true }
        if Date() >= deadline { return false }
        Thread.sleep(forTimeInterval: interval)
    }
}

/// Waits until `condition` holds, with a deadline (see the other `waitFor`); `seen` describes
/// what there was instead, for the failure message.
public func waitFor(
    _ what: @autoclosure () -> String, timeout: TimeInterval = 10, poll interval: TimeInterval = 0.02,
    seen: @autoclosure () -> String = "the condition still false",
    until condition: () throws -> Bool,
    file: StaticString = #filePath, line: UInt = #line
) throws {
    try waitFor(
        what(), timeout: timeout, poll: interval, sample: { try condition() }, until: { $0 },
        describe: { _ in seen() }, file: file, line: line)
}

/// The one way widget tests wait: runs GTK's main loop until `condition` holds, or until
/// `timeout` seconds have passed; never for a fixed time.
///
/// The condition is what the test needs next: a frame laid out, an allocation reached, an
/// animation ended, a delegate called, an object finalized. It is read again between main-loop
/// iterations, so it holds as soon as the work it waits for has run. On a timeout the test fails
/// with a message that names `what` was awaited and `seen` instead (evaluated then, so it can
/// show the state at the deadline), and the call returns `false`; the test's own assertions
/// then fail too, with their own messages. Returns whether the condition held.
///
/// For a "nothing happened" check, wait for a positive sign that it would have happened by now
/// (``waitForALayout(of:timeout:file:line:)``, ``waitForFrames(_:of:timeout:file:line:)``) and
/// then assert that it did not.
@MainActor
@discardableResult
public func waitOnMainLoop(
    _ what: @autoclosure () -> String, timeout: Double = 5,
    seen: @autoclosure () -> String = "the condition still false",
    file: StaticString = #filePath, line: UInt = #line, until condition: () -> Bool
) -> Bool {
    if Display.iterate(timeout: timeout, until: condition) { return true }
    XCTFail("waited \(timeout) s for \(what()); saw instead: \(seen())", file: file, line: line)
    return false
}
