/// What the app does when the benchmark command runs it (`TABLEDECK_BENCH`), instead of waiting
/// for a user. Not a command-line option: users never need it.
public enum BenchmarkMode: String, Sendable {
    /// Quit right after the first frame (time to `Ready` and peak RSS).
    case ready
    /// Scroll the Users list (or the Table screen's, when it is shown first) programmatically
    /// for ``frameCount`` frames and record paint times.
    case scroll
    /// Animate the carousel from page to page (``nextCarouselPage(after:direction:pageCount:)``)
    /// for ``frameCount`` frames and record paint times.
    case carousel
    /// Select every Users row with Ctrl+A, then clear, ``actionRepeats`` times; record each
    /// select-all's work, from the key to the end of the frame that shows it.
    case selectAll = "select-all"
    /// Select every ``deletionStride``-th Users row, delete them, undo, ``actionRepeats``
    /// times; record each deletion's work, from the key to the end of the frame that shows it.
    case deleteSelected = "delete-selected"
    /// Sort the Table screen by Name ascending, then back to the data order, ``sortRepeats``
    /// times; record each sort's work, from the request to the end of the frame that shows it.
    case sortName = "sort-name"
    /// As ``sortName``, by Score.
    case sortScore = "sort-score"
    /// Write the Table screen's people at ``peopleCheckRows(count:)`` to the output file
    /// (``peopleReport(_:)``) and quit after the first frame: the C baseline writes the same
    /// lines when it makes the same people.
    case people
    /// Write the library's style sheet, as the app compiled it, to the output file and quit
    /// after the first frame: the C baselines load the same text, so their rows look alike.
    case libraryStyleSheet = "library-css"
    /// Open the Table screen's search and type `TABLEDECK_BENCH_QUERY` (``defaultFilterQuery``
    /// without it) one letter every ``filterKeyFrames`` frames, twice (``BenchmarkTyping``); write
    /// ``filterReport(result:warm:matches:frames:)``. The C baseline's filter mode types it once
    /// into a `GtkFilterListModel`.
    case filter
    /// With the Files screen (`--screen files --root FOLDER`), expand the first root (a folder
    /// of many entries) ``expandSettleFrames`` frames after the roots show, and record each
    /// frame until every part of its children is in (``BenchmarkExpansion``); write
    /// ``expandReport(firstRows:allRows:rows:frames:)``.
    case expand

    /// The filter mode types a letter every this many frames (about ten keys a second).
    public static let filterKeyFrames = 6

    /// What the filter mode types without `TABLEDECK_BENCH_QUERY`.
    public static let defaultFilterQuery = "mar"

    /// The filter mode's output: `result` (microseconds from the last key to the end of the
    /// frame showing its result), `screen` (to the end of the first frame from which on the
    /// first ``screenRows`` rows shown were the result's), `warm` (the result of the query typed
    /// again, the rows' texts read), `matches` (rows shown then), then one `frame` line per
    /// interval between two frames' ends, from the first key to the first result.
    public static func filterReport(result: Int64, screen: Int64, warm: Int64, matches: Int, frames: [Int64]) -> String {
        "result \(result)\nscreen \(screen)\nwarm \(warm)\nmatches \(matches)\n" + frames.map { "frame \($0)\n" }.joined()
    }

    /// How many of the first rows shown the filter mode's `screen` compares: more than the
    /// window shows (`SCREEN_ROWS` in columns_baseline.c).
    public static let screenRows = 50

    /// The expand mode's output: `first` (microseconds from the request to the end of the first
    /// frame showing the folder's children), `all` (to the end of the first frame after the last
    /// part is in), `rows` (rows shown then), then one line per frame from the request on:
    /// `frame WORK PAINT WAITED INTERVAL` (``BenchmarkFrame``).
    public static func expandReport(firstRows: Int64, allRows: Int64, rows: Int, frames: [BenchmarkFrame]) -> String {
        "first \(firstRows)\nall \(allRows)\nrows \(rows)\n"
            + frames.map { "frame \($0.work) \($0.paint) \($0.waited) \($0.interval)\n" }.joined()
    }

    /// The expand mode waits this many frames after the roots show before it expands (half a
    /// second at 60 Hz): a user does not expand in the window's first frames, while the roots'
    /// item counts arrive and GTK loads what it draws with for the first time.
    public static let expandSettleFrames = 30

    /// How many times an action mode repeats its action.
    public static let actionRepeats = 10

    /// How many times a sort mode sorts (each at a million rows takes seconds).
    public static let sortRepeats = 5

    /// The column a sort mode sorts by, by identifier; `nil` for the other modes.
    public var sortColumn: String? {
        switch self {
        case .sortName: "name"
        case .sortScore: "score"
        default: nil
        }
    }

    /// The deletion mode selects every this-many-th row: 1,000 rows of 100,000.
    public static let deletionStride = 100

    /// How many frames a recording mode records.
    public static let frameCount = 240

    /// How far the scroll mode moves the list per frame, in pixels (about a row).
    public static let scrollStep = 37.0

    /// The mode named by `value` (the environment variable's text); `nil` for none or unknown.
    public init?(environmentValue value: String?) {
        guard let value, let mode = BenchmarkMode(rawValue: value) else { return nil }
        self = mode
    }

    /// The next scroll offset after `offset`, bouncing between 0 and `maximum`, and the new
    /// direction (+1 down, -1 up).
    public static func nextScrollOffset(_ offset: Double, direction: Double, maximum: Double) -> (offset: Double, direction: Double) {
        guard maximum > 0 else { return (0, direction) }
        let next = offset + direction * scrollStep
        if next >= maximum { return (maximum, -1) }
        if next <= 0 { return (0, 1) }
        return (next, direction)
    }

    /// The page the carousel benchmark animates to next, bouncing between the first and the
    /// last page, and the new direction.
    public static func nextCarouselPage(after page: Int, direction: Int, pageCount: Int) -> (page: Int, direction: Int) {
        guard pageCount > 1 else { return (0, direction) }
        let next = page + direction
        if next >= pageCount - 1 { return (pageCount - 1, -1) }
        if next <= 0 { return (0, 1) }
        return (next, direction)
    }

    /// The rows the people check writes: the first three and the last one.
    public static func peopleCheckRows(count: Int) -> [Int] {
        Array(Set([0, 1, 2, count - 1].filter { $0 >= 0 && $0 < count })).sorted()
    }

    /// People as the people check writes them, one a line: name, email, city, the joined day
    /// as days since 1970-01-01 and the score in tenths, separated by tabs.
    public static func peopleReport(_ people: [PersonRecord]) -> String {
        people.map { person in
            let tenths = Int((person.score * 10).rounded())
            return "\(person.name)\t\(person.email)\t\(person.city)\t\(person.joined.daysSinceEpoch)\t\(tenths)\n"
        }.joined()
    }

    /// Formats recorded durations (microseconds) as the benchmark's output file: one per line.
    public static func report(_ durations: [Int64]) -> String {
        durations.map(String.init).joined(separator: "\n") + "\n"
    }
}

/// The filter mode's typing (``BenchmarkMode/filter``): a letter every
/// ``BenchmarkMode/filterKeyFrames`` frames, the last key's result timed to the end of the frame
/// showing it, and every frame's interval meanwhile; then the same query typed again (`warm`:
/// the table has read its rows' texts once).
public struct BenchmarkTyping: Sendable {
    /// How many letters the query has.
    public let letterCount: Int
    /// Letters typed in this round.
    private var typed = 0
    /// Frames ticked in this round.
    private var ticks = 0
    /// When the last key of this round was typed.
    private var lastKey: Int64?
    /// When the last frame ended, from the first key on.
    private var lastFrameEnd: Int64?
    /// The first round's frame intervals.
    private var frames: [Int64] = []
    /// Each round's result: the last key to the end of the frame showing its result.
    private var results: [Int64] = []
    /// The rows shown after the first round.
    private var matches = 0
    /// The first round's first rows shown at the last frame after its last key, and since when
    /// they show.
    private var screen: [Int32]?
    private var screenSince: Int64 = 0

    /// Typing `letterCount` letters, twice.
    public init(letterCount: Int) {
        self.letterCount = letterCount
    }

    /// Whether both rounds have their result.
    public var isDone: Bool { results.count == 2 }

    /// A frame's update phase at `time`: how many letters of the query to show now, when a key
    /// is due; `nil` otherwise.
    public mutating func tick(at time: Int64) -> Int? {
        guard lastKey == nil, !isDone else { return nil }
        ticks += 1
        guard ticks % BenchmarkMode.filterKeyFrames == 0 else { return nil }
        typed += 1
        if typed == letterCount { lastKey = time }
        return typed
    }

    /// A frame ended at `time`, `searching` or not, showing `shown` rows, the first of them
    /// `firstRows` (at most ``BenchmarkMode/screenRows``, by their data index); returns whether a
    /// round just got its result (the caller clears the query for the next round, or reports).
    public mutating func frameEnded(at time: Int64, searching: Bool, shown: Int, firstRows: [Int32]) -> Bool {
        guard typed > 0 else { return false }
        if results.isEmpty, let lastFrameEnd { frames.append(time - lastFrameEnd) }
        lastFrameEnd = time
        guard let key = lastKey else { return false }
        if results.isEmpty, screen != firstRows {
            screen = firstRows
            screenSince = time - key
        }
        guard !searching else { return false }
        results.append(time - key)
        if results.count == 1 { matches = shown }
        typed = 0
        ticks = 0
        lastKey = nil
        return true
    }

    /// The output file's text: ``BenchmarkMode/filterReport(result:screen:warm:matches:frames:)``.
    public var report: String {
        BenchmarkMode.filterReport(
            result: results.first ?? 0, screen: screenSince, warm: results.last ?? 0, matches: matches, frames: frames)
    }
}
