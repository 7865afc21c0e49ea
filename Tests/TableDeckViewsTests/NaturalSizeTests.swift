import TableDeckViews
import TestSupport
import XCTest

/// Presents `view` alone in a window with no default size and checks what it gets and asks for.
@MainActor
private func assertOpensAtUsableSize(_ view: Widget, _ name: String) {
    let window = Window()
    window.setChild(view)
    window.present()
    GTKTestCase.windowsToClose.append(window)
    waitOnMainLoop("\(name) laid out") { view.allocatedHeight > 0 }
    // The window settles on its size over a frame or two: read it once it holds still.
    waitUntilSteady("\(name)'s size", of: view) { "\(view.allocatedWidth) × \(view.allocatedHeight)" }
    XCTAssertGreaterThanOrEqual(view.allocatedWidth, 300, "\(name): opened too narrow")
    XCTAssertGreaterThanOrEqual(view.allocatedHeight, 300, "\(name): opened too short")
    let width = view.measureWidth(forHeight: -1)
    let height = view.measureHeight(forWidth: -1)
    XCTAssertGreaterThanOrEqual(width.natural, 300, "\(name): natural width")
    XCTAssertGreaterThanOrEqual(height.natural, 300, "\(name): natural height")
    XCTAssertLessThan(width.minimum, 200, "\(name): the minimum width grew")
    XCTAssertLessThan(height.minimum, 200, "\(name): the minimum height grew")
}

/// A view alone in a window with no default size opens at a usable size (not about
/// 62 × 46, a scrolled window's own natural size), while its minimum stays small, so the app's
/// window still shrinks to 400 px wide and the tables still scroll.
final class NaturalSizeTests: GTKTestCase {
    func testStackTableOpensAtUsableSizeWithSmallMinimum() {
        MainActor.assumeIsolated {
            let delegate = RecordingDelegate(count: 1000)
            let table = StackTableView()
            table.delegate = delegate
            table.reloadData()
            assertOpensAtUsableSize(table, "stack table")
            withExtendedLifetime(delegate) {}
        }
    }

    func testRecyclingTableOpensAtUsableSizeWithSmallMinimum() {
        MainActor.assumeIsolated {
            let source = RecordingSource(rows: [1000], headers: false)
            let table = makeTable(source)
            assertOpensAtUsableSize(table, "recycling table")
            withExtendedLifetime(source) {}
        }
    }

    func testPagerOpensAtUsableSizeWithSmallMinimum() {
        MainActor.assumeIsolated {
            let delegate = RecordingPagerDelegate(count: 5)
            let pager = PagerView()
            pager.delegate = delegate
            pager.reloadData()
            assertOpensAtUsableSize(pager, "pager")
            withExtendedLifetime(delegate) {}
        }
    }
}
