import TableDeckBridge
import TableDeckModel

/// A long answer put in place a part at a time: a folder of a hundred thousand entries shows
/// its first rows at once and the rest while the main loop is idle, so no frame waits for it.
extension OutlineView {
    /// How many children an answer may hold and still be put in place at once; each part
    /// holds as many once the list has made its row widgets.
    static let childrenPerPart = 1_000

    /// How many children the first part of a long answer holds, and each part after it while
    /// the list still makes a row widget for every row it gets (GTK 4.8 makes them for about
    /// 200 rows near those shown). Such a row is made, bound and measured at once, about a
    /// third of a millisecond with the Files screen's rows on a 2-core VM: a part of 1,000 made
    /// 200 of them in one go, 60 to 110 ms. Enough for a screenful; one such part per slice.
    static let childrenPerWidgetPart = 25

    /// How long adding parts may take in one idle slice, in microseconds: a quarter of a frame
    /// at 60 Hz, leaving the rest to GTK's layout of the rows added. A slice's first part always
    /// runs; another only if it would end in time at the pace of the last (a part of 1,000 takes
    /// about 4 ms on a 2-core VM: checking the clock alone let slices run two, 8 to 9 ms).
    static let partSliceMicroseconds: Int64 = 4_000

    /// Shows `children` as `item`'s (`nil`: the roots), answering its request: a long list in
    /// parts, the first now and the others once the rows' animation ended, a few each time the
    /// main loop is idle: small ones while the rows added get widgets, then larger.
    func receiveChildren(_ children: [OutlineEntry], of item: String?) {
        cancelParts(of: item)
        guard children.count > Self.childrenPerPart else {
            setChildren(children, of: item)
            return
        }
        tree.reserveCapacity(forMoreItems: children.count)
        var next = Self.childrenPerWidgetPart
        setChildren(Array(children[0..<next]), of: item)
        partsWork[item] = IdleWork { [weak self] in
            guard let self else { return false }
            // Gone meanwhile (its parent read again without it).
            if let item, !self.tree.contains(item) {
                self.partsWork[item] = nil
                return false
            }
            // Rows added now would end the animation of the rows just shown.
            if self.table.rowAnimator.isAnimating { return true }
            let deadline = MonotonicClock.now + Self.partSliceMicroseconds
            var makesWidgets = false
            var partTime: Int64 = 0
            repeat {
                let partStart = MonotonicClock.now
                // GTK measures the widgets a small part made before the next part.
                makesWidgets = self.table.bindsEveryPosition
                let end = min(next + (makesWidgets ? Self.childrenPerWidgetPart : Self.childrenPerPart), children.count)
                let part = children[next..<end].map { OutlineItem($0.id, isExpandable: $0.isExpandable) }
                next = end
                // An open search looks again once every part is in.
                self.apply(self.tree.appendChildren(part, to: item), animated: false, changesItems: next == children.count)
                partTime = MonotonicClock.now - partStart
            } while !makesWidgets && next < children.count && MonotonicClock.now + partTime <= deadline
            guard next < children.count else {
                self.partsWork[item] = nil
                return false
            }
            return true
        }
    }

    /// Stops adding the parts of an earlier answer for `item`: it has new children, or a
    /// failure, or the outline was reloaded.
    func cancelParts(of item: String?) {
        partsWork.removeValue(forKey: item)?.cancel()
    }

    /// Whether some answer is still being put in place a part at a time.
    public var isAddingChildren: Bool { partsWork.values.contains { $0.isRunning } }
}
