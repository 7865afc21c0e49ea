import TableDeckBridge
import TableDeckModel

/// Changes a batch of row updates is made of: a record that the updates of one
/// `performBatchUpdates` are added to.
protocol RecordedRowChanges {
    /// No changes.
    init()
    /// Whether there are no changes.
    var isEmpty: Bool { get }
    /// Adds `other`'s changes.
    mutating func append(_ other: Self)
}

/// A problem a checked batch reports (``RowBatch/Problem``, ``SectionedRowBatch/Problem``).
protocol BatchProblem: CustomStringConvertible {
    /// Whether the table can still apply the batch.
    var isRecoverable: Bool { get }
}

extension RowBatch.Problem: BatchProblem {}
extension SectionedRowBatch.Problem: BatchProblem {}

/// Warns about a checked batch's problems in the words every table uses, naming `table` ("the
/// stack table"); returns whether the batch can be applied (`planned`). When it cannot, the
/// table reloads every row: never a crash, never a stale row.
@MainActor
func reportBatchProblems(_ problems: [some BatchProblem], planned: Bool, of table: String) -> Bool {
    guard planned else {
        let reasons = problems.filter { !$0.isRecoverable }.map(\.description).joined(separator: "; ")
        Diagnostics.warn("invalid batch update of \(table): \(reasons); reloading every row")
        return false
    }
    for problem in problems {
        Diagnostics.warn("batch update of \(table): \(problem)")
    }
    return true
}

extension RowBatch: RecordedRowChanges {
    init() { self.init(deletions: []) }
}

extension SectionedRowBatch: RecordedRowChanges {
    init() { self.init(deletions: []) }
}

extension TableRowChanges: RecordedRowChanges {}

/// UIKit's batch updates, for every table: the changes made inside ``perform(_:)`` are applied
/// together when it returns; a change made outside it is applied at once; a batch opened inside
/// a batch joins the outer one, with a warning. The table applies what this hands it.
@MainActor
final class BatchRecorder<Changes: RecordedRowChanges> {
    /// The changes recorded inside ``perform(_:)``, applied when it returns.
    private var pending: Changes?
    /// Applies a finished batch, animated or not (the table checks it against its data and
    /// shows it).
    private let apply: @MainActor (Changes, _ animated: Bool) -> Void

    /// A recorder that hands each finished batch to `apply`.
    init(apply: @escaping @MainActor (Changes, _ animated: Bool) -> Void) {
        self.apply = apply
    }

    /// Whether a batch is open (inside ``perform(_:)``).
    var isRecording: Bool { pending != nil }

    /// Records `changes` in the open batch, or applies them now.
    func record(_ changes: Changes) {
        if pending != nil {
            pending?.append(changes)
        } else {
            apply(changes, true)
        }
    }

    /// Runs `updates`, which records changes, and applies them as one batch when it returns
    /// (`animated`, where the table animates).
    func perform(animated: Bool = true, _ updates: () -> Void) {
        if pending != nil {
            Diagnostics.warn("performBatchUpdates was called inside performBatchUpdates; its updates join the outer batch")
            updates()
            return
        }
        pending = Changes()
        updates()
        let batch = pending ?? Changes()
        pending = nil
        if !batch.isEmpty { apply(batch, animated) }
    }
}
