/// The widths of a column table's columns, from their sizing, their natural widths, the
/// widths the user gave them and the width the table has.
public enum ColumnWidthSolver {
    /// How many pixels one key press (Ctrl+Left or Ctrl+Right on a header, say) narrows or
    /// widens a column by.
    public static let keyboardStep = 10

    /// Each column's width, in the columns' order.
    ///
    /// A width the user set (by dragging the header's edge) wins over the sizing; otherwise
    /// ``ColumnSizing/fixed(_:)`` gives its width and ``ColumnSizing/natural`` and
    /// ``ColumnSizing/expanding`` give the natural width; all within the column's bounds
    /// (``ColumnWidth/clamped(_:)``). Then the room left over, `available` minus the sum of the
    /// widths, if there is any, is shared equally among the expanding columns the user has not
    /// sized: none grows past its maximum, what a capped column cannot take goes to the others,
    /// and the pixels that do not divide evenly go to the first ones, one each. So the widths
    /// add up to `available` exactly whenever an expanding column can grow. When the widths
    /// add up to more than `available`, none shrinks: the table scrolls sideways.
    public static func widths(
        for columns: [(width: ColumnWidth, natural: Int, userWidth: Int?)], available: Int
    ) -> [Int] {
        var widths = columns.map { column -> Int in
            if let userWidth = column.userWidth { return column.width.clamped(userWidth) }
            switch column.width.sizing {
            case .fixed(let fixed): return column.width.clamped(fixed)
            case .natural, .expanding: return column.width.clamped(column.natural)
            }
        }
        let total = widths.reduce(0) { sum, width in sum.addingSaturating(width) }
        var room = available.subtractingSaturating(total)
        guard room > 0 else { return widths }
        // The expanding columns the user left alone, with how much more each can take.
        var open = columns.indices.compactMap { index -> (index: Int, capacity: Int)? in
            let column = columns[index]
            guard column.width.sizing == .expanding, column.userWidth == nil else { return nil }
            let upper = column.width.clamped(Int.max)
            return (index, upper.subtractingSaturating(widths[index]))
        }
        // Water-filling: the columns that cannot take an equal share take all they can, and
        // the share is worked out again for the others, until every remaining one can take it.
        while !open.isEmpty, room > 0 {
            let share = room / open.count
            let full = open.filter { $0.capacity <= share }
            if full.isEmpty {
                let extra = room % open.count
                for (place, column) in open.enumerated() {
                    widths[column.index] += share + (place < extra ? 1 : 0)
                }
                room = 0
            } else {
                for column in full {
                    widths[column.index] += column.capacity
                    room -= column.capacity
                }
                open.removeAll { $0.capacity <= share }
            }
        }
        return widths
    }

    /// The width a column gets when a drag or a key press changes `width` by `delta` pixels
    /// (negative narrows it), within the column's bounds.
    public static func resized(_ width: Int, by delta: Int, column: ColumnWidth) -> Int {
        column.clamped(width.addingSaturating(delta))
    }
}

extension Int {
    /// `self + other`, or the nearest bound of `Int` when that overflows: widths from a client
    /// may be anything, and a sum must not trap.
    fileprivate func addingSaturating(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        guard overflow else { return sum }
        return other > 0 ? Int.max : Int.min
    }

    /// `self - other`, or the nearest bound of `Int` when that overflows.
    fileprivate func subtractingSaturating(_ other: Int) -> Int {
        let (difference, overflow) = subtractingReportingOverflow(other)
        guard overflow else { return difference }
        return other < 0 ? Int.max : Int.min
    }
}
