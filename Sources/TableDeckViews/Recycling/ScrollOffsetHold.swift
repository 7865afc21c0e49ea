/// A recycling table's hold on its scroll offset across a change of its rows
/// (``RecyclingTableView/holdScrollOffset(_:)``), and the reveal that waits for it.
///
/// GTK 4.8's list may lay itself out at another offset after its model changes (it loses its
/// place, or scrolls to a row it was asked to show), and the table puts the held offset back
/// after that layout. Until the rows are laid out again at the held offset, their allocations
/// are the list's, not the held offset's: a reveal measured then scrolls by the wrong amount,
/// and one made before the hold's correction is undone by it. So a reveal asked for while a
/// hold is pending waits for the rows laid out at the held offset.
struct ScrollOffsetHold {
    /// Counts the holds: a hold acts only while it is the latest.
    private(set) var latest = 0
    /// Whether the latest hold's offset has yet to be laid out.
    private(set) var isPending = false
    /// What waits for the rows laid out at the held offset (the latest reveal asked for).
    private var waiting: (@MainActor () -> Void)?

    /// Starts a hold, replacing any pending one; returns its number.
    mutating func begin() -> Int {
        latest += 1
        isPending = true
        return latest
    }

    /// Keeps `work` for when the rows are laid out at the held offset, in place of any work
    /// kept before (a later reveal supersedes an earlier one).
    mutating func wait(_ work: @escaping @MainActor () -> Void) {
        waiting = work
    }

    /// Ends the hold numbered `hold`, if it is the latest: returns the work that waited for it.
    mutating func end(_ hold: Int) -> (@MainActor () -> Void)? {
        guard hold == latest, isPending else { return nil }
        isPending = false
        defer { waiting = nil }
        return waiting
    }
}
