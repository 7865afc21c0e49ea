import TableDeckBridge
import TableDeckModel

/// A long answer put in place a part at a time: a folder of a hundred thousand entries shows
/// its first rows at once and the rest while the main loop is idle, so no frame waits for it.
extension OutlineView {
    /// How many children the first part of an answer holds, and each part after it.
    static let childrenPerPart = 1_000

    /// How long adding parts may take in one idle slice, in microseconds: a quarter of a frame
    /// at 60 Hz, leaving the rest to GTK's layout of the rows added.
    static let partSliceMicroseconds: Int64 = 4_000

    /// Shows `children` as `item`'s (`nil`: the roots), answering its request: a long list in
    /// parts, the first now and the others once the rows' animation ended, a few each time the
    /// main loop is idle.
    func receiveChildren(_ children: [OutlineEntry], of item: String?) {
        cancelParts(of: item)
        guard children.count > Self.childrenPerPart else {
            setChildren(children, of: item)
            return
        }
        setChildren(Array(children[0..<Self.childrenPerPart]), of: item)
        var next = Self.childrenPerPart
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
            repeat {
                let end = min(next + Self.childrenPerPart, children.count)
                let part = children[next..<end].map { OutlineItem($0.id, isExpandable: $0.isExpandable) }
                next = end
                // An open search looks again once every part is in.
                self.apply(self.tree.appendChildren(part, to: item), animated: false, changesItems: next == children.count)
            } while next < children.count && MonotonicClock.now < deadline
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
