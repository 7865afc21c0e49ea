import TableDeckBridge
import TableDeckModel

/// A vertical drag on a stack table's row: pending until it passes GTK's drag
/// threshold, then lifted, following the pointer while the other rows make room.
@MainActor
struct RowDrag {
    /// The row pressed, by its index when the drag began.
    let from: Int
    /// Its widget.
    let row: Widget
    /// Where the press began, in the rows' column's coordinates.
    let startY: Double
    /// The scroll offset when the press began.
    let startScroll: Double
    /// Whether the row is lifted (past the threshold and movable).
    var isLifted = false
    /// The rows at rest, when the row was lifted.
    var spans: [ReorderMath.Span] = []
    /// Where the row would land now (its index after the move).
    var destination: Int
    /// The pointer's last offset from where the press began.
    var offset = (dx: 0.0, dy: 0.0)
    /// The rows drawn out of place to make room, by index.
    var shifted: Set<Int> = []
    /// The autoscroll's tick callback and the last frame time it saw.
    var tickID: UInt32?
    var lastFrameTime: Int64?

    init(from: Int, row: Widget, startY: Double, startScroll: Double) {
        self.from = from
        self.row = row
        self.startY = startY
        self.startScroll = startScroll
        destination = from
    }

    /// How far the row is drawn from its place now, with the scroll offset `scroll`.
    func rowOffset(scroll: Double) -> Double {
        offset.dy + scroll - startScroll
    }
}
