import TableDeckBridge
import TableDeckModel

/// A long answer put in place a part at a time: a folder of a hundred thousand entries shows
/// its first rows at once and the rest while the main loop is idle, so no frame waits for it.
extension OutlineView {
    /// How many children an answer may hold and still be put in place at once; each part
    /// holds as many once the list has made its row widgets.
    static let childrenPerPart = 1_000

    /// How many children the first part of a long answer holds: a screenful (`screenful`
    /// rows, ``RecyclingTableView/positionsPerPage``) and two, shown at once, at least a
    /// widget part and at most 50. Each gets a row widget at once (GTK 4.8 makes them for
    /// about 200 rows near those shown), measured before the next frame: no more than show.
    static func childrenInFirstPart(screenful: Int) -> Int {
        min(max(screenful + 2, childrenPerWidgetPart), 50)
    }

    /// How many children each part holds while the list still makes a row widget for every
    /// row it gets. Such a row is made and bound at once, about a third of a millisecond with
    /// the Files screen's rows on a 2-core VM, and measured in the next frame, a fifth of one
    /// more: one such part a frame, so a frame waits for no more than 12 rows (parts of 25
    /// once ran three times between two frames, which then measured 75 rows for 15 ms: 24 to
    /// 29 ms with the slice it waited for).
    static let childrenPerWidgetPart = 12

    /// How long adding parts may take in one idle slice, in microseconds: a quarter of a frame
    /// at 60 Hz, leaving the rest to GTK's layout of the rows added. A slice's first part always
    /// runs; another only if it would end in time at the pace of the last (a part of 1,000 takes
    /// about 4 ms on a 2-core VM: checking the clock alone let slices run two, 8 to 9 ms).
    static let partSliceMicroseconds: Int64 = 4_000

    /// Shows `children` as `item`'s (`nil`: the roots), answering its request: a long list in
    /// parts (``OutlineChildParts``), the first now and the others once the rows' animation
    /// ended: one small part a frame while the rows added get widgets, then larger ones while
    /// the main loop is idle.
    func receiveChildren(_ children: [OutlineEntry], of item: String?) {
        cancelParts(of: item)
        guard children.count > Self.childrenPerPart else {
            setChildren(children, of: item)
            return
        }
        tree.reserveCapacity(forMoreItems: children.count)
        let first = Self.childrenInFirstPart(screenful: table.positionsPerPage)
        setChildren(Array(children[0..<first]), of: item)
        partsWork[item] = OutlineChildParts(children, added: first, of: item, in: self)
    }

    /// Stops adding the parts of an earlier answer for `item`: it has new children, or a
    /// failure, or the outline was reloaded.
    func cancelParts(of item: String?) {
        partsWork.removeValue(forKey: item)?.cancel()
    }

    /// Whether some answer is still being put in place a part at a time.
    public var isAddingChildren: Bool { partsWork.values.contains { $0.isRunning } }
}
