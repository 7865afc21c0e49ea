/// What one ``OutlineTree`` mutation did to the visible rows, in the form a table animates, and
/// what the caller must do next.
///
/// Like ``RowBatch``, removals and reloads are indexes *before* the mutation, insertions indexes
/// *after* it; removals happen first. Ranges are ascending, disjoint and merged with their
/// neighbours, so expanding an item is one inserted range right after its row and collapsing
/// it one removed range; a `GListModel` splices them as `items-changed` signals (removed ranges
/// from the last, then inserted ranges from the first).
package struct OutlineChange<ID: Hashable & Sendable>: Equatable, Sendable {
    /// Rows removed, by their index before the mutation.
    package var removed: [Range<Int>] = []
    /// Rows inserted, by their index after the mutation.
    package var inserted: [Range<Int>] = []
    /// Rows kept whose content changed, by their index before the mutation, ascending: an
    /// item's disclosure arrow turned, or a "Loading…" row became a failure message.
    package var reloaded: [Int] = []
    /// Items whose children must now be read, in the order to read them (rows first on screen
    /// first): each moved to ``OutlineChildren/loading``. Answer each with
    /// ``OutlineTree/setChildren(_:of:)`` or ``OutlineTree/setFailure(_:of:)``, from any thread's
    /// result, in any order.
    package var childRequests: [ID] = []
    /// Input that was refused (an unknown item, a duplicate child …).
    package var problems: [OutlineProblem<ID>] = []

    /// No change.
    package init() {}

    /// A change with the given fields.
    package init(
        removed: [Range<Int>] = [], inserted: [Range<Int>] = [], reloaded: [Int] = [], childRequests: [ID] = [],
        problems: [OutlineProblem<ID>] = []
    ) {
        self.removed = removed
        self.inserted = inserted
        self.reloaded = reloaded
        self.childRequests = childRequests
        self.problems = problems
    }

    /// Whether the visible rows changed at all.
    package var changesRows: Bool { !removed.isEmpty || !inserted.isEmpty || !reloaded.isEmpty }

    /// How many rows were removed.
    package var removedCount: Int { removed.reduce(0) { $0 + $1.count } }

    /// How many rows were inserted.
    package var insertedCount: Int { inserted.reduce(0) { $0 + $1.count } }

    /// The same change as a table's ``RowBatch`` (one index per row: O(rows changed)).
    package var rowBatch: RowBatch {
        RowBatch(deletions: removed.flatMap { Array($0) }, insertions: inserted.flatMap { Array($0) }, reloads: reloaded)
    }

    /// Adds `range` after the last removed range, merging it with it when they touch.
    mutating func appendRemoved(_ range: Range<Int>) {
        Self.append(range, to: &removed)
    }

    /// Adds `range` after the last inserted range, merging it with it when they touch.
    mutating func appendInserted(_ range: Range<Int>) {
        Self.append(range, to: &inserted)
    }

    private static func append(_ range: Range<Int>, to ranges: inout [Range<Int>]) {
        guard !range.isEmpty else { return }
        if let last = ranges.last, last.upperBound == range.lowerBound {
            ranges[ranges.count - 1] = last.lowerBound..<range.upperBound
        } else {
            ranges.append(range)
        }
    }
}
