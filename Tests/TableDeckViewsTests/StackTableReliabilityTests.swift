import Glibc
import TableDeckBridge
import TableDeckViews
import TestSupport
import XCTest

/// Hostile delegates, reload storms and input floods against the stack table.
final class StackTableReliabilityTests: GTKTestCase {
    func testCountAboveTheLimitIsClampedWithAWarning() {
        MainActor.assumeIsolated {
            let delegate = RecordingDelegate(count: 500)
            let table = StackTableView(maximumRows: 120)
            table.delegate = delegate
            table.reloadData()
            XCTAssertEqual(table.numberOfRows, 120)
            XCTAssertEqual(delegate.viewRequests, Array(0..<120))
        }
    }

    func testCountThatChangesWhileLoadingGivesTheAnnouncedRows() {
        MainActor.assumeIsolated {
            final class Shrinking: StackTableViewDelegate {
                var count = 10
                func numberOfItems(in tableView: StackTableView) -> Int { count }
                func stackTableView(_ tableView: StackTableView, viewForItemAt index: Int) -> Widget {
                    count = 2  // the contract says it must not change while the table loads
                    return Label("\(index)")
                }
                func stackTableView(_ tableView: StackTableView, didPressItemAt index: Int) {}
            }
            let delegate = Shrinking()
            let table = StackTableView()
            table.delegate = delegate
            table.reloadData()
            XCTAssertEqual(table.numberOfRows, 10)
        }
    }

    func testReloadFromInsideTheViewProviderFinishesWithTheNewData() {
        MainActor.assumeIsolated {
            final class Reloading: StackTableViewDelegate {
                var count = 5
                var reloadsLeft = 1
                func numberOfItems(in tableView: StackTableView) -> Int { count }
                func stackTableView(_ tableView: StackTableView, viewForItemAt index: Int) -> Widget {
                    if reloadsLeft > 0 {
                        reloadsLeft -= 1
                        count = 3
                        tableView.reloadData()
                    }
                    return Label("\(index)")
                }
                func stackTableView(_ tableView: StackTableView, didPressItemAt index: Int) {}
            }
            let delegate = Reloading()
            let table = StackTableView()
            table.delegate = delegate
            table.reloadData()
            XCTAssertEqual(table.numberOfRows, 3)
        }
    }

    func testPressHandlerThatReleasesTheDelegate() {
        MainActor.assumeIsolated {
            let table = StackTableView()
            var delegate: RecordingDelegate? = RecordingDelegate(count: 10)
            delegate?.onPress = { tableView, _ in
                tableView.delegate = nil
                delegate = nil
            }
            table.delegate = delegate
            table.reloadData()
            click(table, row: 4)
            XCTAssertNil(delegate)
            XCTAssertNil(table.delegate)
            // A press after the delegate is gone: the empty state, no crash.
            click(table, row: 5)
            XCTAssertTrue(table.isShowingEmptyState)
        }
    }

    func testPressHandlerThatDestroysTheView() {
        MainActor.assumeIsolated {
            let delegate = RecordingDelegate(count: 10)
            var tableWatch: FinalizationWatch?
            var window: Window?
            do {
                let table = StackTableView()
                table.delegate = delegate
                table.reloadData()
                let shown = present(table)
                window = shown
                delegate.onPress = { _, _ in window?.destroy() }
                tableWatch = FinalizationWatch(table)
                click(table, row: 2)
            }
            window = nil
            waitUntilFinalized([tableWatch].compactMap { $0 }, "the table finalized with its window")
            XCTAssertEqual(delegate.presses, [2])
            XCTAssertEqual(tableWatch?.isFinalized, true)
        }
    }

    func testTenThousandPressesDeliverTenThousandCallsWithTheRightIndices() {
        MainActor.assumeIsolated {
            let delegate = RecordingDelegate(count: 1000)
            let table = StackTableView()
            table.delegate = delegate
            table.reloadData()
            var expected: [Int] = []
            expected.reserveCapacity(10_000)
            for press in 0..<10_000 {
                let index = (press * 7919) % 1000
                expected.append(index)
                click(table, row: index)
            }
            XCTAssertEqual(delegate.presses.count, 10_000)
            XCTAssertEqual(delegate.presses, expected)
        }
    }

    func testReloadStormLeavesNoRowsBehind() {
        MainActor.assumeIsolated {
            let delegate = RecordingDelegate(count: 1000)
            let table = StackTableView()
            table.delegate = delegate
            let window = present(table)
            defer { window.destroy() }
            assertReloadStorm(
                of: table,
                reload: {
                    table.reloadData()
                    delegate.viewRequests.removeAll(keepingCapacity: true)
                },
                liveWrappers: { (0..<1000).compactMap { table.rowWidget(at: $0) } })
            XCTAssertEqual(table.numberOfRows, 1000)
        }
    }
}
