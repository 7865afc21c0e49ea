import Glibc
import TableDeckBridge
import TestSupport
import XCTest

/// The process's resident set size in KiB, from /proc/self/statm; `nil` when it cannot be
/// read (a storm check then fails instead of comparing zeros).
func residentKiB() -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]), pages > 0 else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
}

/// A reload storm: calls `reload` `cycles` times and checks that every object of a
/// sample of replaced generations (what `liveObjects` returns after every 100th reload) is
/// finalized, and that the resident set has levelled off: over the second half of the storm it
/// grows by at most 2 % of its size after 10 reloads. A leak grows with every reload, as much in
/// the second half as in the first (a leaked row of a few KiB per reload is megabytes here);
/// what malloc and GLib keep as free lists grows once, in the first cycles, and then stays.
/// (Comparing the end with the size after 10 mixed the two: 5.6 % was once measured with no leak.)
/// Every 50 reloads, and before each measurement, it waits until a frame has laid out `view`
/// (shown in a window; frames come between a person's reloads, and rows that were laid out hold
/// more than rows that never were), then until the generations replaced so far are finalized.
@MainActor
func assertReloadStorm(
    of view: Widget, cycles: Int = 1000, reload: () -> Void, liveObjects: () -> [UnsafeMutableRawPointer],
    file: StaticString = #filePath, line: UInt = #line
) {
    var watches: [FinalizationWatch] = []
    var residentAfterTen: Int?
    var residentAtHalf: Int?
    for cycle in 1...cycles {
        reload()
        if cycle % 100 == 1 {
            watches += liveObjects().map { FinalizationWatch($0) }
        }
        if cycle % 50 == 0 {
            waitForALayout(of: view, file: file, line: line)
            waitUntilFinalized(watches, "the generations replaced by reload \(cycle) finalized", file: file, line: line)
        }
        if cycle == 10 || cycle == cycles / 2 {
            waitForALayout(of: view, file: file, line: line)
            if cycle == 10 { residentAfterTen = residentKiB() } else { residentAtHalf = residentKiB() }
        }
    }
    waitForALayout(of: view, file: file, line: line)
    waitUntilFinalized(watches, "the replaced generations finalized", file: file, line: line)
    let residentAfterAll = residentKiB()
    XCTAssertFalse(watches.isEmpty, "the storm watched something", file: file, line: line)
    XCTAssertEqual(
        watches.filter { !$0.isFinalized }.count, 0, "every object of a replaced generation is finalized",
        file: file, line: line)
    guard let residentAfterTen, let residentAtHalf, let residentAfterAll else {
        return XCTFail("the resident set size could not be read from /proc/self/statm", file: file, line: line)
    }
    XCTAssertLessThanOrEqual(
        Double(residentAfterAll - residentAtHalf), Double(residentAfterTen) * 0.02,
        "RSS grew from \(residentAtHalf) KiB after \(cycles / 2) reloads to \(residentAfterAll) KiB after \(cycles): "
            + "more than 2% of the \(residentAfterTen) KiB after 10", file: file, line: line)
}

/// ``assertReloadStorm(of:cycles:reload:liveObjects:file:line:)`` for views whose test hooks return
/// wrappers: watches the objects the wrappers `liveWrappers` returns hold.
@MainActor
func assertReloadStorm(
    of view: Widget, cycles: Int = 1000, reload: () -> Void, liveWrappers: () -> [Object],
    file: StaticString = #filePath, line: UInt = #line
) {
    assertReloadStorm(
        of: view, cycles: cycles, reload: reload, liveObjects: { liveWrappers().map(\.raw) }, file: file, line: line)
}
