import TableDeckBridge
import TableDeckModel

/// Pinned section headers (the core's ``PinnedHeaderController``, ``pinsSectionHeaders``): where
/// this list's headers are, and the header cells of the pinned copy.
extension RecyclingTableView {
    /// Places (or hides) the pinned header for the rows laid out now.
    package func updatePinnedHeader() {
        core.pinnedHeaders.update()
    }

    /// The section of the item at the top edge of the list, the headers laid out now (content
    /// coordinates) and a header's height; `nil` before layout or with nothing on screen.
    func headersOnScreen() -> HeadersOnScreen? {
        let offset = verticalAdjustment.value
        var top: (section: Int, distance: Double)?
        var headers: [PinnedHeaderLayout.Header] = []
        var headerHeight: Double?
        for cell in boundCells {
            guard let item = cell.item, let extent = verticalExtent(of: cell) else { continue }
            if case .header(let section) = item {
                headers.append(.init(section: section, top: extent.top + offset))
                headerHeight = headerHeight ?? extent.bottom - extent.top
            }
            // The item covering y = 0, or else the nearest one below it.
            if extent.bottom > 0 {
                let distance = max(0, extent.top)
                if let current = top, current.distance <= distance { continue }
                top = (item.section, distance)
            }
        }
        guard let top else { return nil }
        return HeadersOnScreen(sectionAtTop: top.section, headers: headers, headerHeight: headerHeight)
    }

    /// The data source's header cell for `section` (its own, or the table's title cell),
    /// offered the copy's current cell as a row's cell is offered its previous one.
    func pinnedHeaderView(forSection section: Int, reusing old: Widget?) -> Widget? {
        let current = old as? TableViewCell
        bindingCandidate = current
        let cell = sourceCell(for: .header(section: section))
        bindingCandidate = nil
        guard let cell, cell === current || !cell.hasParent else { return nil }
        cell.item = .header(section: section)
        return cell
    }

    /// A header cell the copy no longer shows goes back to the spares.
    func takeBackPinnedHeaderView(_ view: Widget) {
        guard let cell = view as? TableViewCell else { return }
        cell.item = nil
        cell.shownItem = nil
        pool.enqueue(cell, identifier: cell.reuseIdentifier)
    }

    func rowsFrame(in widget: Widget) -> (x: Double, width: Int) {
        let list = listView.bounds(relativeTo: widget)
        return (list?.x ?? 0, list.map { Int($0.width) } ?? listView.allocatedWidth)
    }
}
