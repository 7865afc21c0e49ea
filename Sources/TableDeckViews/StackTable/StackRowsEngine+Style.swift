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
    func markSectionEdges() {
        var edges: [ObjectIdentity: Widget] = [:]
        for edge in layout.sectionEdgeRows {
            guard let index = itemIndex(at: edge.indexPath), rows.indices.contains(index) else { continue }
            let row = rows[index]
            TableStyleClasses.mark(row, at: edge.place)
            edges[row.identity] = row
        }
        for (identity, row) in rowsAtSectionEdges where edges[identity] == nil {
            TableStyleClasses.mark(row, at: nil)
        }
        rowsAtSectionEdges = edges
    }
}
