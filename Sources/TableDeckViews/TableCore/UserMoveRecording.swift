import TableDeckModel

/// A diffable data source that keeps its snapshot equal to what its table shows when the user
/// moves a row (by a drag, Alt+Up/Down or the editing handle), as UIKit's does: the table tells
/// it of the move first, so that a snapshot the app applies in its move callback (UIKit code's
/// usual answer to `moveRowAt`) finds the move already made and moves nothing twice. A snapshot
/// applied during the callback is shown once the move is on screen.
@MainActor
protocol UserMoveRecording: AnyObject {
    /// The user moved the row at ordinal `from` (sections flattened) to ordinal `to`, in the
    /// table's section `section`; the app hears of it next, then the table shows it.
    func userWillMoveRow(fromOrdinal from: Int, toOrdinal to: Int, inSection section: Int)
    /// The move is on screen.
    func userMoveShown()
}
