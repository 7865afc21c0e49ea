/// The arithmetic of moving one row of a table to another place: where a lifted row
/// lands, how the other rows make room, how fast the list scrolls near its edges, and where the
/// keyboard's Alt+Up/Alt+Down take a row. GTK-free, so it is tested headless.
///
/// Indexes follow UIKit's `moveRowAt:to:`: a move from `from` to `to` removes the row at `from`
/// and inserts it so that its index *after* the move is `to`. Moving row 1 of `[a, b, c, d]` to
/// 3 gives `[a, c, d, b]`.
public enum ReorderMath {
    /// One row's vertical extent, in the coordinates of the column the rows are laid out in.
    public struct Span: Equatable, Sendable {
        /// The row's top.
        public var top: Double
        /// The row's height (padding and border included).
        public var height: Double

        /// A row from `top`, `height` tall.
        public init(top: Double, height: Double) {
            self.top = top
            self.height = height
        }

        /// The row's vertical middle.
        public var middle: Double { top + height / 2 }
    }

    /// The index (after the move) the lifted row at `lifted` takes when its middle is at
    /// `middle`: one past every other row whose middle is above it, so a row moves past a
    /// neighbour once it has covered half of it. `rows` are the rows at rest, in order, with the
    /// lifted row still at its place. A `lifted` out of range gives `nil`.
    public static func destination(ofLifted lifted: Int, middle: Double, rows: [Span]) -> Int? {
        guard rows.indices.contains(lifted) else { return nil }
        var index = 0
        for (position, row) in rows.enumerated() where position != lifted && row.middle < middle {
            index += 1
        }
        return index
    }

    /// How a row at rest makes room while the row at `from` is held over place `to`: -1 moves
    /// it up one lifted row's height (the lifted row came from above and went past it), +1 down,
    /// 0 stays. The lifted row itself gives 0 (it follows the pointer instead).
    public static func shift(ofRow row: Int, from: Int, to: Int) -> Int {
        if row == from { return 0 }
        if from < to && row > from && row <= to { return -1 }
        if to < from && row >= to && row < from { return 1 }
        return 0
    }

    /// `items` with the element at `from` moved so that its index becomes `to` (UIKit's
    /// semantics); indexes out of range leave `items` as they are.
    public static func moved<Element>(_ items: [Element], from: Int, to: Int) -> [Element] {
        guard items.indices.contains(from), items.indices.contains(to) else { return items }
        var result = items
        let element = result.remove(at: from)
        result.insert(element, at: to)
        return result
    }

    /// The index after the move of the row at `row` before it, when the row at `from` moves to
    /// `to` (UIKit's semantics, as ``moved(_:from:to:)``): `to` for the moved row, one less or
    /// one more for a row it passed (``shift(ofRow:from:to:)``), the same for the others.
    public static func index(ofRow row: Int, afterMovingFrom from: Int, to: Int) -> Int {
        row == from ? to : row + shift(ofRow: row, from: from, to: to)
    }

    /// Where the row at `index` goes with Alt+Up (`up`) or Alt+Down among `count` rows: one
    /// place up or down, or `nil` at the ends (and for an index out of range), where the key
    /// does nothing.
    public static func keyboardDestination(of index: Int, up: Bool, count: Int) -> Int? {
        guard index >= 0, index < count else { return nil }
        let target = up ? index - 1 : index + 1
        return target >= 0 && target < count ? target : nil
    }

    /// How far the pointer must be inside the viewport's top or bottom edge for the list to
    /// scroll while a row is held, in pixels.
    public static let autoscrollEdge = 48.0
    /// The fastest autoscroll, in pixels per second: the pointer on the edge or past it.
    public static let autoscrollMaximumSpeed = 900.0

    /// The autoscroll speed in pixels per second while a row is held with the pointer at `y`
    /// in a viewport `height` tall: negative (up) within ``autoscrollEdge`` of the top, positive
    /// (down) near the bottom, growing linearly to ``autoscrollMaximumSpeed`` at the edge and
    /// beyond it; 0 in between. A viewport too short for two edges scrolls by the nearer half.
    public static func autoscrollSpeed(pointerY y: Double, viewportHeight height: Double) -> Double {
        guard height > 0, y.isFinite else { return 0 }
        let edge = min(autoscrollEdge, height / 2)
        if y < edge {
            return -autoscrollMaximumSpeed * min(1, (edge - y) / edge)
        }
        if y > height - edge {
            return autoscrollMaximumSpeed * min(1, (y - (height - edge)) / edge)
        }
        return 0
    }

    /// The scroll offset one autoscroll step takes `value` to: moved at
    /// ``autoscrollSpeed(pointerY:viewportHeight:)`` for `elapsed` seconds (at most 0.1 s, so a
    /// frame that came late does not jump), kept within `lower` … `upper - pageSize`. `value`
    /// itself with the pointer away from the edges or no time elapsed.
    public static func autoscrolledValue(
        _ value: Double, lower: Double, upper: Double, pageSize: Double, pointerY: Double, elapsed: Double
    ) -> Double {
        let speed = autoscrollSpeed(pointerY: pointerY, viewportHeight: pageSize)
        guard speed != 0, elapsed > 0 else { return value }
        let highest = max(lower, upper - pageSize)
        return min(highest, max(lower, value + speed * min(elapsed, 0.1)))
    }

    /// How far a pointer must move vertically, in pixels, before a press on a row becomes a
    /// drag that lifts it: GTK's default `gtk-dnd-drag-threshold`.
    public static let dragThreshold = 8.0

    /// Whether a press moved (`dx`, `dy`) from where it began lifts the row: past the
    /// threshold, and more vertical than horizontal (a horizontal drag is a swipe's).
    public static func liftsRow(dx: Double, dy: Double, threshold: Double = dragThreshold) -> Bool {
        abs(dy) >= threshold && abs(dy) > abs(dx)
    }
}
