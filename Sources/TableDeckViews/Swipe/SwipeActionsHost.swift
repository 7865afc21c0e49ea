import TableDeckBridge
import TableDeckModel

/// A row a swipe can move aside: which row it is, the widget that shows it, and how to slide it.
@MainActor
struct SwipeRow {
    /// The row's place when the swipe began; its actions were made for it.
    let indexPath: TableIndexPath
    /// The widget whose box is the row on screen (and moves with it).
    let widget: Widget
    /// Whether ``widget``'s own box moves with the slide (a stack table's row), or only what it
    /// draws inside (a recycled row, whose cell slides in it).
    let widgetSlides: Bool
    /// Draws the row's content `offset` pixels to the right (left when negative).
    let slide: @MainActor (_ offset: Double) -> Void
}

/// A table that has swipe actions: it finds its rows and their actions for a
/// ``SwipeActionsController``. Held `weak` by the controller.
@MainActor
protocol SwipeActionsHost: AnyObject {
    /// The row at (`x`, `y`) of the swipe layer, if any.
    func swipeRow(atX x: Double, y: Double) -> SwipeRow?
    /// The row at `indexPath`, when it is built now (on screen, or near it).
    func swipeRow(for indexPath: TableIndexPath) -> SwipeRow?
    /// Whether `row`'s widget still shows the row at its index path (it was not recycled, moved
    /// or deleted).
    func isShowing(_ row: SwipeRow) -> Bool
    /// Gives the keyboard focus back to `row` (the focus was on a button that goes).
    func focusSwipedRow(_ row: SwipeRow)
    /// A swipe took the press under way: the row must not be pressed on its release, nor look
    /// pressed.
    func swipeTookPress()
}
