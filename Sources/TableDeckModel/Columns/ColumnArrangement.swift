/// Which columns a column table shows, in which order, and where each is: GTK-free, so
/// resizing, reordering and hiding are tested headless.
///
/// Columns are named by their index in the table's list of columns; ``order`` is every column
/// in the order shown from the leading edge, hidden ones included (a column shown again comes
/// back where it was). Positions are measured from the leading edge (the left in English): a
/// right-to-left view mirrors them.
package struct ColumnArrangement: Equatable, Sendable {
    /// Every column, in the order shown from the leading edge.
    package private(set) var order: [Int]
    /// The columns the user hid.
    package private(set) var hidden: Set<Int> = []

    /// `count` columns in their own order, all shown; a negative count is none.
    package init(count: Int) {
        order = Array(0..<max(0, count))
    }

    /// The shown columns, from the leading edge.
    package var shown: [Int] { order.filter { !hidden.contains($0) } }

    /// Each column's offset from the leading edge and width, by column index (a hidden column
    /// is 0 wide), for `widths` by column index (a missing width is 0).
    package func frames(widths: [Int]) -> [(offset: Int, width: Int)] {
        var frames = Array(repeating: (offset: 0, width: 0), count: order.count)
        var offset = 0
        for column in shown {
            let width = widths.indices.contains(column) ? max(0, widths[column]) : 0
            frames[column] = (offset, width)
            offset += width
        }
        return frames
    }

    /// The shown column at `x` (from the leading edge), `nil` past the last or before the first.
    package func column(atX x: Double, widths: [Int]) -> Int? {
        guard x >= 0 else { return nil }
        let frames = frames(widths: widths)
        return shown.first { Double(frames[$0].offset) <= x && x < Double(frames[$0].offset + frames[$0].width) }
    }

    /// The shown column whose trailing edge is within `tolerance` of `x`: a press there
    /// resizes it. The nearest edge wins.
    package func resizableEdge(atX x: Double, widths: [Int], tolerance: Double) -> Int? {
        let frames = frames(widths: widths)
        var best: (column: Int, distance: Double)?
        for column in shown {
            let distance = abs(Double(frames[column].offset + frames[column].width) - x)
            if distance <= tolerance, distance < best?.distance ?? .infinity { best = (column, distance) }
        }
        return best?.column
    }

    /// The place among the shown columns (0 … shown count - 1) where a header dragged to `x`
    /// goes: the place of the column under `x`, or the first or last beyond the edges.
    package func dropPlace(forX x: Double, widths: [Int]) -> Int {
        let shown = shown
        guard !shown.isEmpty else { return 0 }
        let frames = frames(widths: widths)
        for (place, column) in shown.enumerated() where x < Double(frames[column].offset + frames[column].width) {
            return place
        }
        return shown.count - 1
    }

    /// Moves `column` to `place` among the shown columns (clamped); hidden columns keep their
    /// places relative to the shown ones before them. Returns whether anything moved.
    @discardableResult
    package mutating func move(_ column: Int, toShownPlace place: Int) -> Bool {
        var shown = shown
        guard let from = shown.firstIndex(of: column) else { return false }
        let to = min(max(0, place), shown.count - 1)
        guard from != to else { return false }
        shown.remove(at: from)
        shown.insert(column, at: to)
        // Hidden columns stay right after the shown column they followed.
        var rebuilt: [Int] = []
        var hiddenAfter: [Int: [Int]] = [:]
        var leadingHidden: [Int] = []
        var previous: Int?
        for index in order {
            if hidden.contains(index) {
                if let previous { hiddenAfter[previous, default: []].append(index) } else { leadingHidden.append(index) }
            } else {
                previous = index
            }
        }
        rebuilt.append(contentsOf: leadingHidden)
        for index in shown {
            rebuilt.append(index)
            rebuilt.append(contentsOf: hiddenAfter[index] ?? [])
        }
        order = rebuilt
        return true
    }

    /// Hides (`true`) or shows `column`. The last shown column is never hidden: returns
    /// whether anything changed.
    @discardableResult
    package mutating func setHidden(_ column: Int, _ isHidden: Bool) -> Bool {
        guard order.contains(column) else { return false }
        if isHidden {
            guard !hidden.contains(column), shown.count > 1 else { return false }
            hidden.insert(column)
        } else {
            guard hidden.remove(column) != nil else { return false }
        }
        return true
    }
}
