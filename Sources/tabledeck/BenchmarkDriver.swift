import Glibc
import TableDeckAppModel
import TableDeckBridge
import TableDeckModel
import TableDeckViews

/// Drives the app for the benchmark command: after the first frame, does what
/// `TABLEDECK_BENCH` asks, writes frame times to `TABLEDECK_BENCH_OUTPUT`, and closes the window.
@MainActor
final class BenchmarkDriver {
    private let mode: BenchmarkMode
    private let window: Window
    private var timer: FrameTimer?
    /// The main loop's iterations, for the expand mode.
    private var meter: MainLoopMeter?
    private var direction = 1.0

    /// A driver for the mode in the environment, or `nil` when the app runs for a user.
    init?(window: Window) {
        guard let mode = BenchmarkMode(environmentValue: getenv("TABLEDECK_BENCH").map { String(cString: $0) }) else {
            return nil
        }
        self.mode = mode
        self.window = window
    }

    /// What the recording modes move on each frame: the Users list or the carousel.
    struct Targets {
        /// The Users list's vertical adjustment.
        var usersScroll: Adjustment?
        /// The carousel's pager (its pages must already be built).
        var pager: PagerView?
        /// The Users screen, for the action modes.
        var users: UsersScreen?
        /// The Table screen, for the sort modes, the people check, and scrolling when it is
        /// shown first.
        var table: TableScreen?
        /// The Files screen, for the expand mode.
        var files: FilesScreen?
    }

    /// Starts the run on `targets`.
    func start(_ targets: Targets) {
        var step: (@MainActor () -> Void)?
        switch mode {
        case .ready:
            window.destroy()
            return
        case .libraryStyleSheet:
            writeOutput(LibraryStyle.css)
            window.destroy()
            return
        case .people:
            if let table = targets.table {
                let rows = BenchmarkMode.peopleCheckRows(count: table.people.count)
                writeOutput(BenchmarkMode.peopleReport(rows.compactMap(table.people.person(at:))))
            }
            window.destroy()
            return
        case .scroll:
            if let adjustment = targets.usersScroll ?? targets.table?.table.verticalAdjustment {
                step = { [weak self] in self?.scrollStep(adjustment) }
            }
        case .carousel:
            if let pager = targets.pager {
                step = { [weak self] in self?.carouselStep(pager) }
            }
        case .selectAll, .deleteSelected:
            if let users = targets.users {
                startActions(on: users)
                return
            }
        case .sortName, .sortScore:
            if let table = targets.table, let column = mode.sortColumn {
                startSorts(on: table.table, column: column)
                return
            }
        case .filter:
            if let table = targets.table {
                startTyping(into: table.table.search)
                return
            }
        case .expand:
            if let files = targets.files {
                startExpanding(files.outline)
                return
            }
        }
        guard let step else {
            let screen =
                switch mode {
                case .scroll: "users or table"
                case .sortName, .sortScore, .filter: "table"
                case .expand: "files --root FOLDER"
                default: "carousel"
                }
            Diagnostics.warn("TABLEDECK_BENCH=\(mode.rawValue) needs its screen: --screen \(screen)")
            window.destroy()
            return
        }
        timer = FrameTimer(widget: window)
        window.addTickCallback { [weak self] _ in
            guard let self, let timer = self.timer else { return false }
            guard timer.durations.count < BenchmarkMode.frameCount else {
                self.finish(timer.durations)
                return false
            }
            step()
            return true
        }
    }

    /// The action modes: one action per frame, alternating the measured action with the one
    /// that undoes it (a deletion needs a selection first: it starts with the set-up).
    private func startActions(on users: UsersScreen) {
        let table = users.tableView
        let selectsAll = mode == .selectAll
        measureActions(repeats: BenchmarkMode.actionRepeats, startMeasuring: selectsAll) {
            if selectsAll {
                _ = table.handleKey(.letterA, modifiers: .control)
            } else {
                users.deleteSelectedUsers()
            }
        } setUp: {
            if selectsAll {
                _ = table.handleKey(.escape, modifiers: [])
            } else if table.numberOfSelectedRows == 0 && !users.undo() {
                // Undo the last deletion (its users come back selected), or select the first time.
                table.selectRows(at: Array(stride(from: 0, to: table.numberOfRows, by: BenchmarkMode.deletionStride)))
            }
        }
    }

    /// The sort modes: sorting by `column` (ascending: the table is unsorted before), then back
    /// to the data order, one request per frame.
    private func startSorts(on table: ColumnTableView, column: String) {
        measureActions(repeats: BenchmarkMode.sortRepeats, startMeasuring: true) {
            table.sortByColumn(column)
        } setUp: {
            table.setSortOrder(ColumnSortOrder())
        }
    }

    /// Runs `measured` and `setUp` in turn, one per frame, until `measured` ran `repeats` times;
    /// each measured run's time goes from the call, in the frame's update phase, to the end of
    /// that frame's paint: all the work the frame does for it.
    /// Types the query into `search` a letter every few frames, then records the last key to the
    /// end of the frame that shows its result, and every frame's interval from the first key;
    /// then clears the query and types it again, the rows' texts read now (`warm`).
    private func startTyping(into search: TableSearch) {
        guard let timer = FrameTimer(widget: window) else {
            window.destroy()
            return
        }
        self.timer = timer
        let query = getenv("TABLEDECK_BENCH_QUERY").map { String(cString: $0) } ?? BenchmarkMode.defaultFilterQuery
        let letters = Array(query)
        guard !letters.isEmpty else {
            Diagnostics.warn("TABLEDECK_BENCH_QUERY is empty: nothing to type")
            window.destroy()
            return
        }
        var typing = BenchmarkTyping(letterCount: letters.count)
        timer.afterPaint = { [weak self] in
            // The Table screen is not sorted here: a row's ordinal is its person's index.
            let firstRows = search.firstShownOrdinals(BenchmarkMode.screenRows)
            guard let self,
                typing.frameEnded(
                    at: MonotonicClock.now, searching: search.isSearching, shown: search.shownRowCount, firstRows: firstRows)
            else { return }
            if typing.isDone {
                self.finish(report: typing.report)
            } else {
                search.setQuery("")
            }
        }
        search.begin()
        window.addTickCallback { [weak self] _ in
            // Ticking on to the result: frames keep coming while the list stays still.
            guard let self, self.timer != nil else { return false }
            if let typed = typing.tick(at: MonotonicClock.now) { search.setQuery(String(letters[0..<typed])) }
            return true
        }
    }

    /// Expands the outline's first root ``BenchmarkMode/expandSettleFrames`` frames after the
    /// roots show, then records every frame (its own
    /// time, and the longest main-loop iteration it may have waited for) until the children
    /// show and every part of them is in (``BenchmarkExpansion``).
    private func startExpanding(_ outline: OutlineView) {
        guard let timer = FrameTimer(widget: window), let meter = MainLoopMeter() else {
            Diagnostics.warn("TABLEDECK_BENCH=expand cannot measure frames")
            window.destroy()
            return
        }
        self.timer = timer
        self.meter = meter
        var expansion = BenchmarkExpansion()
        var folder: String?
        var framesWithRoots = 0
        timer.afterPaint = { [weak self] in
            guard let self, let timer = self.timer else { return }
            // This frame's iteration is measured as the frame's own time; the next frame waits
            // for what comes after it.
            let waited = meter.takeLongestIteration()
            meter.skipCurrentIteration()
            // The folder's first row below it is a child once they are in, its "Loading…" row before.
            let childrenShown = folder.map { outline.numberOfRows > 1 && outline.item(atRow: 1) != $0 } ?? false
            let done = expansion.frameEnded(
                at: MonotonicClock.now, paint: timer.durations.last ?? 0, waited: waited, childrenShown: childrenShown,
                addingChildren: outline.isAddingChildren, rows: outline.numberOfRows)
            if done { self.finish(report: expansion.report) }
        }
        window.addTickCallback { [weak self] _ in
            // Ticking on to the end: frames keep coming while the rows stay still.
            guard let self, self.timer != nil else { return false }
            guard !expansion.hasBegun, let first = outline.item(atRow: 0) else { return true }
            framesWithRoots += 1
            if framesWithRoots > BenchmarkMode.expandSettleFrames {
                folder = first
                expansion.begin(at: MonotonicClock.now)
                outline.expand(first)
            }
            return true
        }
    }

    /// Stops recording, writes `report` and closes the window.
    private func finish(report: String) {
        timer?.stop()
        timer = nil
        meter?.stop()
        meter = nil
        writeOutput(report)
        window.destroy()
    }

    private func measureActions(
        repeats: Int, startMeasuring: Bool, measured: @escaping @MainActor () -> Void, setUp: @escaping @MainActor () -> Void
    ) {
        guard let timer = FrameTimer(widget: window) else {
            window.destroy()
            return
        }
        self.timer = timer
        var recorded: [Int64] = []
        var measuredStart: Int64?
        var measuring = startMeasuring
        timer.afterPaint = { [weak self] in
            guard let start = measuredStart else { return }
            measuredStart = nil
            recorded.append(MonotonicClock.now - start)
            if recorded.count >= repeats { self?.finish(recorded) }
        }
        window.addTickCallback { [weak self] _ in
            guard let self, self.timer != nil, recorded.count < repeats else { return false }
            guard measuredStart == nil else { return true }
            if measuring {
                measuredStart = MonotonicClock.now
                measured()
            } else {
                setUp()
            }
            measuring.toggle()
            return true
        }
    }

    private func scrollStep(_ adjustment: Adjustment) {
        let maximum = adjustment.upper - adjustment.pageSize
        let (offset, direction) = BenchmarkMode.nextScrollOffset(adjustment.value, direction: direction, maximum: maximum)
        self.direction = direction
        adjustment.value = offset
    }

    private func carouselStep(_ pager: PagerView) {
        guard !pager.isAnimating else { return }
        let (page, direction) = BenchmarkMode.nextCarouselPage(
            after: pager.currentPage, direction: Int(direction), pageCount: pager.numberOfPages)
        self.direction = Double(direction)
        pager.scroll(toPage: page, animated: true)
    }

    private func finish(_ durations: [Int64]) {
        timer?.stop()
        writeOutput(BenchmarkMode.report(durations))
        window.destroy()
    }

    /// Writes `text` to `TABLEDECK_BENCH_OUTPUT`, if it is set.
    private func writeOutput(_ text: String) {
        guard let path = getenv("TABLEDECK_BENCH_OUTPUT").map({ String(cString: $0) }) else { return }
        do {
            try TextFile.write(text, to: path)
        } catch {
            Diagnostics.warn("cannot write \(path): \(error)")
        }
    }
}
