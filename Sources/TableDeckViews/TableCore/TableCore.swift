import TableDeckBridge
import TableDeckModel

/// The one implementation of every row behaviour, for every table engine: a list of
/// controllers (``TableBehavior``), each one behaviour, over the engine's rows and geometry
/// (``TableEngine``) and the table's delegate (``TableCoreSource``).
///
/// Data flows one way: the engine reports input (a key, a click, a secondary click, a drop),
/// the core asks the source and tells the engine what to show. Keys are decoded once, into
/// ``TableCommand``s, and offered to the controllers in order until one takes them.
@MainActor
final class TableCore {
    /// The engine that shows the rows. `weak`: the table owns both.
    private(set) weak var engine: (any TableEngine)?
    /// The table's delegate, as the core sees it. `weak`: the table owns both. (The stack
    /// table's `.recycling` backend makes itself its recycling table's source.)
    weak var source: (any TableCoreSource)?
    /// What warnings call the table ("the stack table", "the recycling table").
    let tableName: String

    /// Moves the keyboard cursor (arrows, Page Up/Down, Home, End) and presses its row.
    private(set) lazy var cursor = CursorController(core: self)
    /// Which rows are selected.
    private(set) lazy var selection = SelectionController(core: self)
    /// Typed letters go to the row that starts with them.
    private(set) lazy var typeAhead = TypeAheadController(core: self)
    /// The rows' context menus.
    private(set) lazy var contextMenu = ContextMenuController(core: self)
    /// Moves rows for the user: Alt+Up/Down, a drop.
    private(set) lazy var reorder = ReorderController(core: self)
    /// Drag to reorder.
    private(set) lazy var rowDrag = RowDragController(core: self)
    /// The keys of open swipe buttons (Escape, Tab).
    private(set) lazy var swipeKeys = SwipeKeysController(core: self)
    /// The header of the section at the top, pinned there.
    private(set) lazy var pinnedHeaders = PinnedHeaderController(core: self)
    /// The strip of section titles at the trailing edge.
    private(set) lazy var sectionIndex = SectionIndexController(core: self)
    /// The search bar and the rows it shows.
    private(set) lazy var search = TableSearch(core: self)
    /// Editing mode: delete and insert controls, reorder handles.
    private(set) lazy var editing = EditingController(core: self)

    /// How the rows are drawn (the table's `style`), for every engine: the engine marks the
    /// widget that holds its rows and the core the pinned header's frame
    /// (``TableStyleClasses``); the rows' own marks do not depend on it. A change shows at once,
    /// also while a batch animates (the animation runs on, with the rows in the new style).
    var style = TableStyle.plain {
        didSet {
            guard style != oldValue else { return }
            TableStyleClasses.apply(style, to: pinnedHeaders.header.frame)
            engine?.showStyle(style)
        }
    }

    /// How many times the rows were read anew (a reload): tells whether a callback reloaded.
    private(set) var reloadCount = 0

    /// The behaviours a command is offered to, in order, after the swipe buttons' keys and
    /// editing mode's: the first that takes it wins.
    private(set) lazy var behaviors: [any TableBehavior] = [rowDrag, reorder, contextMenu, search, selection, typeAhead, cursor]

    /// A core for `engine`, asking `source` (which an engine made before its table may set later).
    init(engine: any TableEngine, source: (any TableCoreSource)?, tableName: String) {
        self.engine = engine
        self.source = source
        self.tableName = tableName
    }

    /// Handles a key press the engine saw; returns whether a behaviour took it.
    func handleKey(_ press: TableKeyPress) -> Bool {
        // A row's menu is a popover inside the table: its keys are its own.
        guard !contextMenu.isOpen,
            let command = TableCommand.decode(press, typeAheadActive: typeAhead.isActive)
        else { return false }
        return perform(command)
    }

    /// Handles `press` only if it types text for type-ahead; returns whether it did (tests).
    func handleTypeAheadKey(_ press: TableKeyPress) -> Bool {
        let command = TableCommand.decode(press, typeAheadActive: typeAhead.isActive)
        guard case .type = command, let command, !contextMenu.isOpen else { return false }
        return typeAhead.perform(command)
    }

    /// Does `command`; returns whether a behaviour took it.
    func perform(_ command: TableCommand) -> Bool {
        if swipeKeys.perform(command) { return true }
        // A focused swipe button takes its own keys (Enter, Space), not the cursor row.
        if swipeKeys.buttonsHaveFocus { return false }
        // Editing mode's keys: Tab among a row's controls, Up and Down on a focused handle. A
        // focused control presses itself (Enter, Space); the other arrows still move the cursor.
        if editing.perform(command) { return true }
        if editing.controlsHaveFocus {
            switch command {
            case .move, .extendSelection, .escape: break
            default: return false
            }
        }
        return behaviors.contains { $0.perform(command) }
    }

    /// The engine saw a click (a release on the row the press began on) with `modifiers` held.
    func rowClicked(_ indexPath: TableIndexPath, modifiers: KeyModifiers) {
        selection.click(indexPath, toggling: modifiers.contains(.control), extending: modifiers.contains(.shift))
    }

    /// The rows are about to change: every behaviour lets go of what it held on to them. A
    /// table without rows has nothing held (its first reload wakes no behaviour: the app's
    /// first frame stays as light as before the core).
    func rowsWillChange(deleting isDeleted: (TableIndexPath) -> Bool) {
        guard layout.totalRows > 0 else { return }
        for behavior in behaviors { behavior.rowsWillChange(deleting: isDeleted) }
    }

    /// The rows were read anew (a reload): `count` rows in all now. The selection follows, and
    /// the pinned header and the section index are made for the sections as they are now.
    func rowsReloaded(count: Int) {
        reloadCount &+= 1
        search.rowsChanged()
        pinnedHeaders.reloaded()
        sectionIndex.reload()
        editing.rowsChanged()
        guard selection.state.count > 0 else { return }
        selection.trim(toCount: count)
    }

    /// A checked batch changed the rows (`plan`: by ordinal, across sections).
    func rowsChanged(by plan: RowBatchPlan) {
        search.rowsChanged()
        pinnedHeaders.rowsChanged()
        editing.rowsChanged()
        selection.follow(plan)
    }

    /// Puts the behaviours' gestures on the engine's widgets; the engine calls it once its
    /// widgets exist.
    func install() {
        contextMenu.install()
        rowDrag.install()
        pinnedHeaders.install()
        sectionIndex.install()
    }

    /// The engine's layout, or an empty one when the engine is gone.
    var layout: SectionLayout { engine?.layout ?? .empty }
}
