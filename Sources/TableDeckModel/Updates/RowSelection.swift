/// Which rows of a table are selected, and how clicks and keys change that, as in file
/// managers and UIKit: a click selects one row, Ctrl+click toggles one, Shift+click selects the
/// range from the anchor, Shift+Up/Down extend it, Ctrl+A selects all and Escape clears.
///
/// Rows are kept as ranges (`RangeSet`), so selecting all of a hundred thousand rows stores one
/// range. Every change returns a ``Change`` that names the rows selected and deselected by it,
/// which the table restyles and tells its delegate about.
package struct RowSelection: Equatable, Sendable {
    /// How many rows may be selected.
    package enum Mode: Equatable, Sendable {
        /// None: clicks and keys only press and move the cursor.
        case none
        /// At most one row.
        case single
        /// Any number of rows.
        case multiple
    }

    /// What a change did.
    package struct Change: Equatable, Sendable {
        /// Rows that became selected.
        package var selected = RangeSet<Int>()
        /// Rows that stopped being selected.
        package var deselected = RangeSet<Int>()

        /// Whether nothing changed.
        package var isEmpty: Bool { selected.isEmpty && deselected.isEmpty }

        /// A change selecting `selected` and deselecting `deselected`.
        package init(selected: RangeSet<Int> = RangeSet(), deselected: RangeSet<Int> = RangeSet()) {
            self.selected = selected
            self.deselected = deselected
        }
    }

    /// How many rows may be selected now.
    package private(set) var mode: Mode
    /// The selected rows.
    package private(set) var rows = RangeSet<Int>()
    /// The row a Shift+click or Shift+arrow range starts from: the last row clicked or toggled.
    package private(set) var anchor: Int?

    /// An empty selection in `mode`.
    package init(mode: Mode = .single) {
        self.mode = mode
    }

    /// Whether the row at `index` is selected.
    package func contains(_ index: Int) -> Bool { rows.contains(index) }

    /// How many rows are selected.
    package var count: Int { rows.ranges.reduce(0) { $0 + $1.count } }

    /// The selected indexes, ascending.
    package var indexes: [Int] { rows.ranges.flatMap { Array($0) } }

    /// Changes the mode; rows beyond what it allows are deselected (single keeps the anchor's row
    /// or the first selected one).
    @discardableResult
    package mutating func setMode(_ newMode: Mode) -> Change {
        mode = newMode
        switch newMode {
        case .none:
            anchor = nil
            return replace(with: RangeSet())
        case .single:
            guard let keep = anchor.flatMap({ rows.contains($0) ? $0 : nil }) ?? rows.ranges.first?.lowerBound else {
                return Change()
            }
            return replace(with: RangeSet(keep..<(keep + 1)))
        case .multiple:
            return Change()
        }
    }

    /// A click on the row at `index`, with Ctrl (`toggling`) and Shift (`extending`) as held.
    @discardableResult
    package mutating func click(_ index: Int, toggling: Bool, extending: Bool) -> Change {
        switch mode {
        case .none:
            return Change()
        case .single:
            anchor = index
            if toggling && rows.contains(index) { return replace(with: RangeSet()) }
            return replace(with: RangeSet(index..<(index + 1)))
        case .multiple:
            if extending, let anchor {
                var range = RangeSet(min(anchor, index)..<(max(anchor, index) + 1))
                // Ctrl+Shift adds the range to what is selected; Shift alone replaces it.
                if toggling { range.formUnion(rows) }
                return replace(with: range)
            }
            anchor = index
            if toggling {
                var toggled = rows
                if toggled.contains(index) {
                    toggled.remove(index, within: index..<(index + 1))
                } else {
                    toggled.insert(index, within: index..<(index + 1))
                }
                return replace(with: toggled)
            }
            return replace(with: RangeSet(index..<(index + 1)))
        }
    }

    /// Shift+Up or Shift+Down moved the cursor from `from` to `to`: the selection becomes the
    /// range from the anchor (set to `from` when there is none) to `to`.
    @discardableResult
    package mutating func extend(from: Int, to: Int) -> Change {
        switch mode {
        case .none:
            return Change()
        case .single:
            return click(to, toggling: false, extending: false)
        case .multiple:
            if anchor == nil { anchor = from }
            return click(to, toggling: false, extending: true)
        }
    }

    /// Ctrl+Space: toggles the row at `index` (the cursor row).
    @discardableResult
    package mutating func toggle(_ index: Int) -> Change {
        click(index, toggling: true, extending: false)
    }

    /// Ctrl+A: every one of `count` rows (multiple selection only).
    @discardableResult
    package mutating func selectAll(count: Int) -> Change {
        guard mode == .multiple, count > 0 else { return Change() }
        return replace(with: RangeSet(0..<count))
    }

    /// Escape: nothing selected.
    @discardableResult
    package mutating func clear() -> Change {
        replace(with: RangeSet())
    }

    /// Selects exactly `newRows` (trimmed to the mode), as a program does.
    @discardableResult
    package mutating func select(_ newRows: RangeSet<Int>) -> Change {
        switch mode {
        case .none:
            return replace(with: RangeSet())
        case .single:
            guard let last = newRows.ranges.last?.upperBound else { return replace(with: RangeSet()) }
            return replace(with: RangeSet((last - 1)..<last))
        case .multiple:
            return replace(with: newRows)
        }
    }

    /// Makes the change `proposal` makes, but selects only those of the rows it would newly
    /// select that `allowed` keeps (the delegate's `shouldSelect` / `willSelect`, asked only for
    /// the rows that would become selected); deselecting alone is always allowed. When every
    /// row it would newly select is refused, nothing changes (a click on a row that may not be
    /// selected keeps the selection, as in UIKit). The anchor moves as `proposal` moves it.
    @discardableResult
    package mutating func change(
        _ proposal: (inout RowSelection) -> Change, allowing allowed: (RangeSet<Int>) -> RangeSet<Int>
    ) -> Change {
        var proposed = self
        _ = proposal(&proposed)
        let newlySelected = proposed.rows.subtracting(rows)
        guard !newlySelected.isEmpty else {
            anchor = proposed.anchor
            return replace(with: proposed.rows)
        }
        let granted = allowed(newlySelected).intersection(newlySelected)
        guard !granted.isEmpty else { return Change() }
        anchor = proposed.anchor
        return replace(with: proposed.rows.intersection(rows).union(granted))
    }

    /// Follows the rows through a batch of updates: deleted rows leave the selection (without a
    /// ``Change``: they are gone, not deselected), the others move with their rows.
    package mutating func apply(_ plan: RowBatchPlan) {
        rows = plan.mapping(rows)
        anchor = anchor.flatMap(plan.newIndex(ofOld:))
    }

    /// Keeps only rows below `count` (after a full reload).
    package mutating func trim(toCount count: Int) {
        rows = rows.intersection(RangeSet(0..<max(0, count)))
        if let anchor, anchor >= count { self.anchor = nil }
    }

    private mutating func replace(with newRows: RangeSet<Int>) -> Change {
        var change = Change()
        change.selected = newRows.subtracting(rows)
        change.deselected = rows.subtracting(newRows)
        rows = newRows
        return change
    }
}
