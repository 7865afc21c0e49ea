import TableDeckBridge
import TableDeckModel

/// A vertical drag on a recycling table's row: pending until it passes GTK's drag
/// threshold, then lifted. The row itself stays in the list, drawn empty (its cell hidden),
/// while a copy of it follows the pointer over the list and the rows between its place and
/// where it would land are drawn one row further to make room.
///
/// Coordinates are the list view's: 0 is the top of the visible part, and it does not move
/// when the list scrolls, so the pointer's place needs no scroll offset.
@MainActor
struct RecyclingRowDrag {
    /// The row pressed, by its index path when the drag began.
    let from: TableIndexPath
    /// Where the press began.
    let startY: Double
    /// How far below the row's top the press began (the copy keeps the pointer there).
    let grabOffset: Double
    /// Whether the row is lifted (past the threshold and movable).
    var isLifted = false
    /// The row's left edge, width and height when it was lifted.
    var rowX = 0.0
    var rowWidth = 0.0
    var rowHeight = 0.0
    /// The copy drawn under the pointer (the data source's cell for the row), if one was made.
    var image: TableViewCell?
    /// Where the row would land now (its row index, in its section, after the move).
    var destination: Int
    /// The pointer's last offset from where the press began.
    var offset = (dx: 0.0, dy: 0.0)
    /// The autoscroll's tick callback and the last frame time it saw.
    var tickID: UInt32?
    var lastFrameTime: Int64?
    /// The move waiting to be made once GTK has handled the release that dropped the row.
    var drop: Timeout?

    init(from: TableIndexPath, startY: Double, grabOffset: Double) {
        self.from = from
        self.startY = startY
        self.grabOffset = grabOffset
        destination = from.row
    }

    /// The pointer's height in the list now.
    var pointerY: Double { startY + offset.dy }

    /// The top of the lifted row's copy in the list now.
    var imageTop: Double { pointerY - grabOffset }
}
