import TableDeckBridge
import TableDeckModel
import TableDeckViews
import TestSupport
import XCTest

/// The warnings the README promises for broken contracts, read from stderr: each names what was
/// wrong, and the view still has a defined result.
final class PromisedWarningsTests: GTKTestCase {
    /// A stack table or pager delegate that reports `count` items and may hand out one view for all.
    @MainActor
    private final class Source: StackTableViewDelegate, PagerViewDelegate {
        var count: Int
        let shared: Widget?
        init(count: Int, shared: Widget? = nil) {
            self.count = count
            self.shared = shared
        }
        func numberOfItems(in tableView: StackTableView) -> Int { count }
        func stackTableView(_ tableView: StackTableView, viewForItemAt index: Int) -> Widget { shared ?? Label("\(index)") }
        func stackTableView(_ tableView: StackTableView, didPressItemAt index: Int) {}
        func numberOfPages(in pagerView: PagerView) -> Int { count }
        func pagerView(_ pagerView: PagerView, viewForPageAt index: Int) -> Widget { shared ?? Label("\(index)") }
        func pagerView(_ pagerView: PagerView, didChangeCurrentPage page: Int) {}
    }

    /// A recycling table data source with `rows` rows in `sections` sections and cells of an
    /// identifier nobody registered.
    @MainActor
    private final class UnregisteredSource: RecyclingTableViewDataSource {
        let sections: Int
        let rows: Int
        init(sections: Int, rows: Int) {
            self.sections = sections
            self.rows = rows
        }
        func numberOfSections(in tableView: RecyclingTableView) -> Int { sections }
        func tableView(_ tableView: RecyclingTableView, numberOfRowsInSection section: Int) -> Int { rows }
        func tableView(_ tableView: RecyclingTableView, hasHeaderInSection section: Int) -> Bool { false }
        func tableView(_ tableView: RecyclingTableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Nobody.registered")
        }
    }

    func testStackTableWarnsAboutANegativeCountAndAViewWithAParent() {
        MainActor.assumeIsolated {
            let negative = Source(count: -4)
            let table = StackTableView()
            table.delegate = negative
            let first = capturingStandardError { table.reloadData() }
            XCTAssertEqual(table.numberOfRows, 0)
            XCTAssertTrue(table.isShowingEmptyState)
            XCTAssertTrue(first.text.contains("warning:") && first.text.contains("-4"), "stderr: \(first.text)")

            let shared = Label("one view for every row")
            let sharing = Source(count: 3, shared: shared)
            table.delegate = sharing
            let second = capturingStandardError { table.reloadData() }
            XCTAssertEqual(table.numberOfRows, 3, "the rows exist, the refused ones empty")
            XCTAssertTrue(second.text.contains("already has a parent"), "stderr: \(second.text)")
        }
    }

    func testStackTableWarnsAboutACountAboveItsLimit() {
        MainActor.assumeIsolated {
            let source = Source(count: 50)
            let table = StackTableView(maximumRows: 20)
            table.delegate = source
            let run = capturingStandardError { table.reloadData() }
            XCTAssertEqual(table.numberOfRows, 20)
            XCTAssertTrue(run.text.contains("50") && run.text.contains("20"), "the warning names both counts; stderr: \(run.text)")
        }
    }

    func testPagerWarnsAboutANegativeCountAndAPageWithAParent() {
        MainActor.assumeIsolated {
            let pager = PagerView()
            let negative = Source(count: -1)
            pager.delegate = negative
            let first = capturingStandardError { pager.reloadData() }
            XCTAssertEqual(pager.numberOfPages, 0)
            XCTAssertTrue(first.text.contains("warning:") && first.text.contains("-1"), "stderr: \(first.text)")

            let sharing = Source(count: 2, shared: Label("one page for all"))
            pager.delegate = sharing
            let second = capturingStandardError { pager.reloadData() }
            XCTAssertEqual(pager.numberOfPages, 2)
            XCTAssertTrue(second.text.contains("already has a parent"), "stderr: \(second.text)")
        }
    }

    func testRecyclingTableWarnsOnceAboutAnUnregisteredIdentifier() {
        MainActor.assumeIsolated {
            let source = UnregisteredSource(sections: 1, rows: 40)
            let table = RecyclingTableView()
            table.dataSource = source
            let run = capturingStandardError { () -> Window in
                table.reloadData()
                return present(table)
            }
            defer { run.result.destroy() }
            let mentions = run.text.components(separatedBy: "Nobody.registered").count - 1
            XCTAssertEqual(mentions, 1, "one warning, not one per row; stderr: \(run.text)")
            XCTAssertFalse(table.isShowingEmptyState, "the rows are there, empty")
        }
    }

    func testRecyclingTableWarnsAboutANegativeRowCount() {
        MainActor.assumeIsolated {
            let source = UnregisteredSource(sections: 2, rows: -7)
            let table = RecyclingTableView()
            table.dataSource = source
            let run = capturingStandardError { table.reloadData() }
            XCTAssertEqual(table.numberOfPositions, 0)
            XCTAssertTrue(run.text.contains("-7"), "stderr: \(run.text)")
        }
    }
}
