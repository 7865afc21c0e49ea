extension SectionedRowBatch {
    /// What a user's move of the row at `source` to `destination` (its place after the move, in
    /// the same section or another) does to a table laid out as `layout`: the plan every engine
    /// shows and the selection follows, and the layout after it. `nil` when `source` is not a
    /// row of `layout`, `destination` is no place a row can go (a section it does not have, or
    /// a row beyond the section's end), or the two are the same.
    package static func userMove(from source: TableIndexPath, to destination: TableIndexPath, in layout: SectionLayout)
        -> (plan: Plan, layout: SectionLayout)?
    {
        guard source != destination, let after = layoutAfterUserMove(from: source, to: destination, in: layout) else { return nil }
        let batch = SectionedRowBatch(moves: [Move(from: source, to: destination)])
        let counts = after.sections.map(\.rows)
        guard let plan = batch.plan(oldCounts: layout.sections.map(\.rows), newCounts: counts).plan else { return nil }
        return (plan, after)
    }

    /// The layout after a user's move of the row at `source` to `destination` (as
    /// ``userMove(from:to:in:)``), without its plan (cheap enough for every frame of a drag):
    /// `layout` itself when the two are the same; `nil` when `source` is not a row of `layout`
    /// or `destination` is no place a row can go.
    package static func layoutAfterUserMove(from source: TableIndexPath, to destination: TableIndexPath, in layout: SectionLayout)
        -> SectionLayout?
    {
        guard layout.ordinal(of: source) != nil, layout.sections.indices.contains(destination.section) else { return nil }
        if source == destination { return layout }
        var counts = layout.sections.map(\.rows)
        counts[source.section] -= 1
        counts[destination.section] += 1
        guard (0..<counts[destination.section]).contains(destination.row) else { return nil }
        return layout.withRowCounts(counts)
    }
}
