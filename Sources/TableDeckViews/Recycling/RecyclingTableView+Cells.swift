import TableDeckBridge
import TableDeckModel

extension RecyclingTableView {
    /// Whether the list has a cell bound for each of its positions: GTK 4.8's list view makes
    /// a row widget for every position near those shown (about 200), so until it has that many
    /// each position added gets a cell made, bound and measured at once.
    var bindsEveryPosition: Bool { cellsByListItem.count >= numberOfPositions }

    // MARK: - Registering and dequeuing cells

    /// Registers the cell type that hosts `View`, under `View.identifier`. Registering again
    /// under the same identifier replaces the registration and drops spare cells of the old type.
    public func register<View: CellViewBinder>(_ view: View.Type) where View.ContentView == View {
        register(identifier: View.identifier) { GenericTableViewCell<View>() }
    }

    /// Registers `make` as the way to build cells for `identifier`.
    public func register(identifier: String, make: @escaping @MainActor () -> TableViewCell) {
        if registrations[identifier] != nil {
            while pool.dequeue(identifier: identifier) != nil {}
        }
        registrations[identifier] = make
        warnedIdentifiers.remove(identifier)
    }

    /// A cell hosting `View`: the row's previous cell or a spare one when it hosts `View`, a new
    /// one otherwise. Always of the requested type, also when `View` was not registered (it is
    /// then registered on the spot) or its identifier was registered for another type.
    public func dequeueCell<View: CellViewBinder>(_ view: View.Type) -> GenericTableViewCell<View>
    where View.ContentView == View {
        if registrations[View.identifier] == nil {
            register(view)
        }
        if let cell = dequeueReusableCell(withIdentifier: View.identifier) as? GenericTableViewCell<View> {
            return cell
        }
        Diagnostics.warn(
            "the identifier '\(View.identifier)' is registered for another cell type than "
                + "GenericTableViewCell<\(ReuseIdentifier.name(of: View.self))>; making a new cell")
        return adopt(GenericTableViewCell<View>())
    }

    /// A cell registered under `identifier`, recycled when possible: the row's previous cell if
    /// it has the same identifier, else a spare, else a new one.
    ///
    /// An identifier nobody registered is a programmer error: it is reported once on stderr and
    /// answered with an empty cell, so the app keeps running.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell {
        if let candidate = bindingCandidate, candidate.reuseIdentifier == identifier {
            bindingCandidate = nil
            return candidate
        }
        if let spare = pool.dequeue(identifier: identifier) {
            return spare
        }
        guard let make = registrations[identifier] else {
            if warnedIdentifiers.insert(identifier).inserted {
                Diagnostics.warn(
                    "no cell type is registered for the identifier '\(identifier)'; register it with "
                        + "register(_:) before reloadData(). Showing empty cells for it")
            }
            return adopt(TableViewCell(reuseIdentifier: identifier))
        }
        return adopt(make())
    }

    /// Counts a new cell and points it at this table.
    private func adopt<Cell: TableViewCell>(_ cell: Cell) -> Cell {
        createdCellCount += 1
        return cell
    }

    // MARK: - The list item factory

    /// Connects the factory's `bind` and `teardown`. Cells are made lazily on the first bind
    /// (the row's type is known only then); `unbind` only marks the cell unbound.
    func connectFactory() {
        factory.onSetup { listItem in
            // Rows are pressed through the table's gesture and Enter through its key controller;
            // the list's own activation would report double clicks twice. Selectable stays on:
            // GTK 4.8 gives a click focus only on selectable or activatable items (the model is a
            // GtkNoSelection, so nothing is ever selected).
            listItem.isActivatable = false
        }
        factory.onBind { [weak self] listItem in
            guard let self else { return }
            // While the model is spliced the layout is already the new one: a row bound now
            // would be asked for by a position that means another row. It is bound after.
            if self.bindsAfterSplicing != nil {
                self.bindsAfterSplicing?[listItem.identity] = listItem
                return
            }
            self.bind(listItem)
        }
        factory.onUnbind { [weak self] listItem in
            self?.forgetStale(listItem)
            self?.bindsAfterSplicing?[listItem.identity] = nil
            self?.cellsByListItem[listItem.identity]?.item = nil
        }
        factory.onTeardown { [weak self] listItem in
            self?.bindsAfterSplicing?[listItem.identity] = nil
            self?.tearDown(listItem)
        }
    }

    /// Splices the list model with `splice`, binding the rows GTK binds meanwhile only once it
    /// is done, at their final positions: a row that only moved keeps its cell and content.
    func splicingModel(_ splice: () -> Void) {
        bindsAfterSplicing = [:]
        splice()
        let pending = bindsAfterSplicing ?? [:]
        bindsAfterSplicing = nil
        for listItem in pending.values { bind(listItem) }
        markPlacesInSections()
    }

    /// Fills `listItem` with the data source's cell for its position.
    func bind(_ listItem: ListItem) {
        let position = listItem.position
        forgetStale(listItem)
        listItemsWithCells[listItem.identity] = listItem
        // A row bound while a row is lifted is drawn where the drag needs it; every row bound,
        // also one that only moved, is marked with its place in its section now.
        defer {
            if let cell = cellsByListItem[listItem.identity] {
                styleForDrag(cell)
                markPlaceInSection(of: cell)
                bindEditingControls(of: cell, animated: false)
            }
        }
        let previous = cellsByListItem[listItem.identity]
        previous?.item = nil
        let tableItem = layout.item(at: position)
        // A row that only moved (its cell already holds it) keeps its content.
        if let previous, let tableItem, previous.shownItem == tableItem {
            previous.item = tableItem
            return
        }
        bindingCandidate = previous
        var cell = tableItem.flatMap { sourceCell(for: $0) }
        bindingCandidate = nil
        if let given = cell, given !== previous, given.hasParent {
            Diagnostics.warn("the recycling table's data source returned a cell that is already in use; showing an empty row")
            cell = nil
        }
        // No data source, no header cell or a refused cell: a blank placeholder keeps the row's place.
        let shown =
            cell ?? previous.flatMap { $0.reuseIdentifier == Self.blankIdentifier ? $0 : nil }
            ?? dequeueBlank()
        if shown !== previous {
            listItem.setChild(shown)
            if let previous {
                pool.enqueue(previous, identifier: previous.reuseIdentifier)
            }
            cellsByListItem[listItem.identity] = shown
        }
        shown.item = tableItem
        shown.shownItem = tableItem
        // Headers and footers take no click focus and no hover highlight (the row widget is the
        // cell's parent).
        var isRow = false
        var rowClass: String?
        switch tableItem {
        case .header: rowClass = "tabledeck-header-row"
        case .footer: rowClass = "tabledeck-footer-row"
        case .row, nil: isRow = true
        }
        listItem.isSelectable = isRow
        if let rowWidget = shown.parent {
            for styleClass in ["tabledeck-header-row", "tabledeck-footer-row"] where styleClass != rowClass {
                rowWidget.removeCSSClass(styleClass)
            }
            if let rowClass { rowWidget.addCSSClass(rowClass) }
        }
        rowAnimator.rowBound(shown)
        if isRow { core.search.emphasizeMatches(in: shown) }
    }

    /// The data source's cell for `item`: a row's, or a header's or footer's (its own cell, else
    /// the table's cell showing its title); `nil` when it gives none.
    func sourceCell(for item: TableItem) -> TableViewCell? {
        guard let dataSource else { return nil }
        switch item {
        case .header(let section):
            return dataSource.tableView(self, headerCellForSection: section)
                ?? titleCell(dataSource.tableView(self, titleForHeaderInSection: section), at: .header)
        case .row(let indexPath):
            return dataSource.tableView(self, cellForRowAt: indexPath)
        case .footer(let section):
            return dataSource.tableView(self, footerCellForSection: section)
                ?? titleCell(dataSource.tableView(self, titleForFooterInSection: section), at: .footer)
        }
    }

    /// The table's own cell showing `title` at `place` in its section, recycled like any cell;
    /// `nil` without a title.
    private func titleCell(_ title: String?, at place: SectionTitle.Place) -> TableViewCell? {
        guard let title else { return nil }
        guard let cell = dequeueReusableCell(withIdentifier: SectionTitleCell.identifier) as? SectionTitleCell else { return nil }
        cell.show(title, at: place)
        return cell
    }

    /// Detaches `listItem`'s cell and keeps it as a spare.
    private func tearDown(_ listItem: ListItem) {
        forgetStale(listItem)
        listItemsWithCells[listItem.identity] = nil
        guard let cell = cellsByListItem.removeValue(forKey: listItem.identity) else { return }
        cell.item = nil
        cell.shownItem = nil
        // A cell hidden while its row was lifted is shown again where it is bound next.
        cell.opacity = 1
        rowAnimator.rowUnbound(cell)
        listItem.setChild(nil)
        pool.enqueue(cell, identifier: cell.reuseIdentifier)
    }

    /// The cell showing the row at `indexPath` now (UIKit's `cellForRow(at:)`), to change what it
    /// shows in place; `nil` when the row is not on screen (or near it), as in UIKit: its cell is
    /// asked for again when it comes.
    public func cellForRow(at indexPath: TableIndexPath) -> TableViewCell? {
        boundCell(for: .row(indexPath))
    }

    /// The identifier of the empty cells shown where the data source gave none.
    static let blankIdentifier = "TableDeck.blank"

    /// An empty cell, for a row the data source gave no cell.
    func dequeueBlank() -> TableViewCell {
        pool.dequeue(identifier: Self.blankIdentifier) ?? adopt(TableViewCell(reuseIdentifier: Self.blankIdentifier))
    }
}
