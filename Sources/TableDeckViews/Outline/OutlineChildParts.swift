import TableDeckBridge
import TableDeckModel

/// A long answer for one item put in place a part at a time (``OutlineView/receiveChildren(_:of:)``),
/// paced by the outline's frames: GTK measures the row widgets a part made in the frame after
/// it, so while the list still makes a widget for every row it gets, a frame gets one small
/// part; after that, parts of 1,000 fill the main loop's idle time.
@MainActor
final class OutlineChildParts {
    private weak var outline: OutlineView?
    /// Whose children these are (`nil`: the roots).
    private let item: String?
    private let children: [OutlineEntry]
    /// How many of `children` are in the tree.
    private var next: Int
    /// The tick callback waiting for the next frame, while there is one.
    private var tickID: UInt32?
    /// The idle slices adding parts, while they run.
    private var idle: IdleWork?

    /// Puts `children[added...]` under `item` in `outline`, the first part after the next frame
    /// in which no row animates (rows added meanwhile would end the animation).
    init(_ children: [OutlineEntry], added: Int, of item: String?, in outline: OutlineView) {
        self.outline = outline
        self.item = item
        self.children = children
        next = added
        waitForFrame()
    }

    /// Whether parts remain to be added.
    var isRunning: Bool { tickID != nil || idle != nil }

    /// Stops adding parts.
    func cancel() {
        if let tickID { outline?.table.removeTickCallback(tickID) }
        tickID = nil
        idle?.cancel()
        idle = nil
    }

    /// Waits for the next frame that animates no row, then adds parts once it is drawn.
    private func waitForFrame() {
        idle = nil
        guard let table = outline?.table else { return }
        tickID = table.addTickCallback { [weak self] _ in
            guard let self else { return false }
            if self.outline?.table.rowAnimator.isAnimating ?? false { return true }
            self.tickID = nil
            // An idle source added in a frame's update phase runs once the frame is drawn.
            self.idle = IdleWork { [weak self] in self?.addParts() ?? false }
            return false
        }
    }

    /// One idle slice: one small part if the list makes a widget for each row added (then the
    /// next frame), else parts of 1,000 while they end within ``OutlineView/partSliceMicroseconds``.
    private func addParts() -> Bool {
        guard let outline else { return false }
        // Gone meanwhile (its parent read again without it).
        if let item, !outline.tree.contains(item) {
            idle = nil
            return false
        }
        let deadline = MonotonicClock.now + OutlineView.partSliceMicroseconds
        var partTime: Int64 = 0
        repeat {
            let partStart = MonotonicClock.now
            let makesWidgets = outline.table.bindsEveryPosition
            let end = min(next + (makesWidgets ? OutlineView.childrenPerWidgetPart : OutlineView.childrenPerPart), children.count)
            let part = children[next..<end].map { OutlineItem($0.id, isExpandable: $0.isExpandable) }
            next = end
            // An open search looks again once every part is in.
            outline.apply(outline.tree.appendChildren(part, to: item), animated: false, changesItems: next == children.count)
            partTime = MonotonicClock.now - partStart
            if makesWidgets && next < children.count {
                // GTK measures the widgets this part made in the next frame.
                waitForFrame()
                return false
            }
        } while next < children.count && MonotonicClock.now + partTime <= deadline
        if next < children.count { return true }
        idle = nil
        return false
    }
}
