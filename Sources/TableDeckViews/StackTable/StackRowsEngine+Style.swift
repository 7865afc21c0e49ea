import TableDeckBridge
import TableDeckModel

/// The `.stack` engine's rows in a ``TableStyle``: the column of rows carries the style's
/// classes, and each row its place in its section.
extension StackRowsEngine {
    func showStyle(_ style: TableStyle) {
        if let rowsBox { TableStyleClasses.apply(style, to: rowsBox) }
    }

    /// Marks the rows at their sections' edges with their places, and unmarks the rows that no
    /// longer are at one, after a reload or a batch: one or two rows per section, however many
    /// rows there are (every other row is a middle row, unmarked).
    /// Marks `row`, and its editing lanes (part of its card), with its place in its section.
    private func markRowAndLanes(_ row: Widget, at place: RowPlaceInSection?) {
        TableStyleClasses.mark(row, at: place)
        guard let controls = editingControls[row.identity] else { return }
        TableStyleClasses.mark(controls.leading, at: place)
        TableStyleClasses.mark(controls.trailing, at: place)
    }

    func markSectionEdges() {
        var edges: [ObjectIdentity: Widget] = [:]
        for edge in layout.sectionEdgeRows {
            guard let index = itemIndex(at: edge.indexPath), rows.indices.contains(index) else { continue }
            let row = rows[index]
            markRowAndLanes(row, at: edge.place)
            edges[row.identity] = row
        }
        for (identity, row) in rowsAtSectionEdges where edges[identity] == nil {
            markRowAndLanes(row, at: nil)
        }
        rowsAtSectionEdges = edges
    }
}
