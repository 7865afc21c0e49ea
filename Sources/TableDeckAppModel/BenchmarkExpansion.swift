/// One frame as the expand mode records it (``BenchmarkMode/expand``), in microseconds.
public struct BenchmarkFrame: Sendable, Equatable {
    /// The frame's own time: from its frame clock's `before-paint` to `after-paint` (its update,
    /// layout and paint, as the scroll mode records it).
    public var paint: Int64
    /// The longest main-loop iteration since the previous frame ended, not counting that frame:
    /// work a frame falling due meanwhile had to wait for (a reply from a worker thread, a slice
    /// of idle work).
    public var waited: Int64
    /// From the previous frame's end to this one's (what the filter mode calls a frame).
    public var interval: Int64

    /// A frame of `paint` microseconds' own work that waited for at most `waited`, `interval`
    /// after the previous one ended.
    public init(paint: Int64, waited: Int64, interval: Int64) {
        self.paint = paint
        self.waited = waited
        self.interval = interval
    }

    /// The frame's work: its own time and the longest it may have waited for.
    public var work: Int64 { paint + waited }
}

/// The expand mode's record (``BenchmarkMode/expand``): from the request to expand a folder,
/// every frame, when its first children show and when the last part of them is in.
public struct BenchmarkExpansion: Sendable {
    /// When the expansion was asked for.
    private var requested: Int64?
    /// When the last frame ended.
    private var lastFrameEnd: Int64?
    /// From the request to the end of the first frame showing children.
    private var firstRows: Int64?
    /// From the request to the end of the first frame after the last part is in.
    private var allRows: Int64?
    /// The rows shown then.
    private var rows = 0
    /// The frames from the request on.
    private var frames: [BenchmarkFrame] = []

    /// A record with nothing asked for yet.
    public init() {}

    /// Whether the expansion was asked for.
    public var hasBegun: Bool { requested != nil }

    /// Whether every part is in.
    public var isDone: Bool { allRows != nil }

    /// The expansion is asked for at `time`.
    public mutating func begin(at time: Int64) {
        requested = time
    }

    /// A frame ended at `time` after `paint` microseconds of its own, having waited for at most
    /// `waited`; it showed the folder's children (`childrenShown`) or its "Loading…" row, with
    /// parts still coming (`addingChildren`) or not, `rows` rows in all. Returns whether the
    /// record just became complete.
    public mutating func frameEnded(
        at time: Int64, paint: Int64, waited: Int64, childrenShown: Bool, addingChildren: Bool, rows: Int
    ) -> Bool {
        defer { lastFrameEnd = time }
        guard let requested, !isDone else { return false }
        frames.append(BenchmarkFrame(paint: paint, waited: waited, interval: time - (lastFrameEnd ?? requested)))
        guard childrenShown else { return false }
        if firstRows == nil { firstRows = time - requested }
        guard !addingChildren else { return false }
        allRows = time - requested
        self.rows = rows
        return true
    }

    /// The output file's text: ``BenchmarkMode/expandReport(firstRows:allRows:rows:frames:)``.
    public var report: String {
        BenchmarkMode.expandReport(firstRows: firstRows ?? 0, allRows: allRows ?? 0, rows: rows, frames: frames)
    }
}
