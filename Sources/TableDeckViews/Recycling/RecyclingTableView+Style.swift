import TableDeckBridge
import TableDeckModel

/// The recycling table in a ``TableStyle``: its list carries the style's classes, and each
/// list row showing a table row its place in its section, set again whenever the row is bound
/// and whenever the sections change under rows GTK keeps bound.
extension RecyclingTableView {
    /// How the table draws its sections: ``TableStyle/plain`` (the default), or each section a
    /// card, full width (``TableStyle/grouped``) or inset from the sides
    /// (``TableStyle/insetGrouped``). Set it when making the table (``init(emptyText:style:)``)
    /// or at any time: the rows on screen change at once, also during a batch's animation.
    public var style: TableStyle {
        get { core.style }
        set { core.style = newValue }
    }

    func showStyle(_ style: TableStyle) {
        TableStyleClasses.apply(style, to: listView)
    }

    /// Marks the list row showing `cell` with its row's place in its section; a header's, a
    /// footer's or an unbound row's with none.
    func markPlaceInSection(of cell: TableViewCell) {
        guard let row = cell.parent else { return }
        TableStyleClasses.mark(row, at: cell.indexPath.flatMap { layout.placeInSection(of: $0) })
    }

    /// Marks every bound row anew, after the sections changed: GTK does not rebind a row whose
    /// item stays (the last row of a section keeps its list row when a row is added after it,
    /// but is no longer the last).
    func markPlacesInSections() {
        for cell in cellsByListItem.values { markPlaceInSection(of: cell) }
    }
}
