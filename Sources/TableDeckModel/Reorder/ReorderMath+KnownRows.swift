extension ReorderMath {
    /// The index (after the move) the lifted row at `lifted` takes among `count` rows when its
    /// middle is at `middle`, knowing where only some rows are: a recycling list lays out the
    /// rows on screen and a few around them, not the others.
    ///
    /// `known` gives the rows laid out now, by index, at rest (where they are drawn when no row
    /// makes room), in the same coordinates as `middle`; the lifted row need not be among them.
    /// The row takes the place of the first known row below it (by index, the lifted row
    /// aside) whose middle is not above `middle`: past every row before that one, laid out or
    /// not. With no such row it goes after the last known row, so a row held below the last
    /// row on screen lands after that row, not at the end of a long list. As with
    /// ``destination(ofLifted:middle:rows:)``, a row moves past a neighbour once it has
    /// covered half of it, and with every row known both agree.
    ///
    /// No known row (nothing laid out) leaves the row where it is; a `lifted` out of `0..<count`
    /// gives `nil`.
    public static func destination(ofLifted lifted: Int, middle: Double, known: [Int: Span], count: Int) -> Int? {
        guard lifted >= 0, lifted < count else { return nil }
        let others = known.filter { $0.key != lifted && $0.key >= 0 && $0.key < count }
        guard let last = others.keys.max() else { return lifted }
        let below = others.filter { $0.value.middle >= middle }.keys.min() ?? last + 1
        // `below` is the index (before the move) of the row that ends up right after the lifted
        // one; the lifted row's own place, when above it, frees one index.
        let destination = lifted < below ? below - 1 : below
        return min(max(destination, 0), count - 1)
    }
}
