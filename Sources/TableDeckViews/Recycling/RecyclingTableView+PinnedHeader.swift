import TableDeckBridge
import TableDeckModel

/// Pinned section headers: UIKit's plain style, where the header of the section at
/// the top of the list stays there while its rows scroll under it and the next header pushes
/// it up (``PinnedSectionHeader``, ``pinsSectionHeaders``).
extension RecyclingTableView {
    /// Follows the list's layout while the table is mapped: the pinned header is placed after
    /// each layout, when the rows' places are those on screen.
    func installPinnedHeader() {
        onMap { [weak self] in
            guard let self, let clock = self.frameClock else { return }
            self.pinnedHeader.clock = clock
            self.pinnedHeader.layoutHandler = clock.onLayout { [weak self] in self?.updatePinnedHeader() }
            self.updatePinnedHeader()
        }
        onUnmap { [weak self] in
            guard let self, let clock = self.pinnedHeader.clock, let handler = self.pinnedHeader.layoutHandler else { return }
            clock.disconnect(handler)
            self.pinnedHeader.clock = nil
            self.pinnedHeader.layoutHandler = nil
        }
    }

    /// Places (or hides) the pinned header for the rows laid out now.
    package func updatePinnedHeader() {
        guard pinsSectionHeaders, pinnedHeader.tableHasHeaders, dataSource != nil, let measured = measureHeadersOnScreen() else {
            pinnedHeader.hide()
            return
        }
        let offset = verticalAdjustment.value
        let section = measured.sectionAtTop
        let hasHeader = layout.sections.indices.contains(section) && layout.sections[section].hasHeader
        let height = measured.headerHeight ?? Double(pinnedHeader.frame.allocatedHeight)
        guard
            let pin = PinnedHeaderLayout.pin(
                scrollOffset: offset, sectionAtTop: section, hasHeader: hasHeader, headers: measured.headers,
                headerHeight: height)
        else {
            pinnedHeader.hide()
            return
        }
        if pinnedHeader.shownSection != section || pinnedHeader.cell == nil {
            bindingCandidate = pinnedHeader.cell
            let cell = sourceCell(for: .header(section: section))
            bindingCandidate = nil
            guard let cell, cell === pinnedHeader.cell || !cell.hasParent else {
                pinnedHeader.hide()
                return
            }
            if let old = pinnedHeader.show(cell) {
                old.item = nil
                old.shownItem = nil
                pool.enqueue(old, identifier: old.reuseIdentifier)
            }
            cell.item = .header(section: section)
            pinnedHeader.shownSection = section
        }
        let list = listView.bounds(relativeTo: pinnedHeader.layer)
        pinnedHeader.place(pin, x: list?.x ?? 0, width: list.map { Int($0.width) } ?? listView.allocatedWidth)
    }

    /// The section of the item at the top edge of the list, the headers laid out now (content
    /// coordinates) and a header's height; `nil` before layout or with nothing on screen.
    private func measureHeadersOnScreen() -> (sectionAtTop: Int, headers: [PinnedHeaderLayout.Header], headerHeight: Double?)? {
        let offset = verticalAdjustment.value
        var top: (section: Int, distance: Double)?
        var headers: [PinnedHeaderLayout.Header] = []
        var headerHeight: Double?
        for cell in boundCells {
            guard let item = cell.item, let extent = verticalExtent(of: cell) else { continue }
            let section: Int
            switch item {
            case .header(let headerSection):
                section = headerSection
                headers.append(.init(section: section, top: extent.top + offset))
                headerHeight = headerHeight ?? extent.bottom - extent.top
            case .row, .footer:
                section = item.section
            }
            // The item covering y = 0, or else the nearest one below it.
            if extent.bottom > 0 {
                let distance = max(0, extent.top)
                if let current = top, current.distance <= distance { continue }
                top = (section, distance)
            }
        }
        guard let top else { return nil }
        return (top.section, headers, headerHeight)
    }
}
