import CGtk
import CGtkShims
import TableDeckBridge
import TableDeckViews
import XCTest

/// Create, populate, press and destroy each view: the workload `scripts/leakcheck.sh` runs under
/// valgrind. It also runs as an ordinary test, where it checks that everything is finalized.
final class LeakCheckTests: GTKTestCase {
    func testStackTableLifecycle() {
        MainActor.assumeIsolated {
            var watches: [FinalizationWatch] = []
            for round in 0..<3 {
                let delegate = RecordingDelegate(count: 200)
                let table = StackTableView()
                table.delegate = delegate
                table.reloadData()
                let window = present(table)
                for index in stride(from: 0, to: 200, by: 17) {
                    click(table, row: index)
                }
                _ = table.handleKey(UInt32(GDK_KEY_Down))
                _ = table.handleKey(UInt32(GDK_KEY_Return))
                table.reloadData()
                watches.append(FinalizationWatch(table))
                watches.append(FinalizationWatch(window))
                window.destroy()
                spin()
                XCTAssertEqual(delegate.presses.count, 13, "round \(round)")
            }
            spin()
            XCTAssertTrue(watches.allSatisfy(\.isFinalized))
        }
    }
}
