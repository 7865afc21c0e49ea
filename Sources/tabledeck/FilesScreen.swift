import Dispatch
import TableDeckAppModel
import TableDeckBridge
import TableDeckModel
import TableDeckViews

/// The Files screen: a real folder tree under `--root` (the home folder by default) in an
/// ``OutlineView``. Folders come first, names in the locale's order; each row shows an icon,
/// the name, the size (a folder: how many items it holds) and when it was last modified.
/// Hidden files are left out, as the desktop's file manager does by default.
///
/// A folder is read when it is first expanded, off the main thread, and then watched (GLib's
/// file monitors): what is created, renamed or deleted on disk shows up, moves or goes without
/// a reload. Symbolic links are shown, never followed, so a link loop cannot make the tree
/// endless. Names that are not UTF-8 show GLib's display name. Nothing is ever written.
///
/// Stdout: `Expanded PATH` and `Collapsed PATH` (relative to the root) and `Item pressed at
/// index N` (the row's index as shown).
@MainActor
final class FilesScreen: ScreenController, OutlineViewDataSource, OutlineViewDelegate {
    private let box = Box(.vertical)
    var root: Widget { box }
    /// The tree (tests reach it).
    let outline = OutlineView(emptyText: L10n.text("This folder is empty"))
    var search: TableSearch? { outline.search }
    /// The folder shown, as the file system names it.
    let rootPath: [UInt8]
    /// Each folder's listing as last read, by the folder's identifier ("" for the root).
    private var listings: [String: FolderListing] = [:]
    /// How many items each folder holds, by identifier, as counted when its parent was read.
    private var itemCounts: [String: Int] = [:]
    /// One monitor per folder read, by identifier ("" for the root).
    private var monitors: [String: FileMonitor] = [:]
    /// Re-reads due after a change on disk, by folder: a burst of changes reads once.
    private var refreshes: [String: Timeout] = [:]
    /// Counts each folder's reads: reads run side by side and may end in any order, and only
    /// the newest one's listing is shown.
    private var reads: [String: Int] = [:]

    /// How long after a change on disk its folder is read again: a burst (a whole folder
    /// copied in) is read once.
    static let refreshDelayMilliseconds = 100

    init(root: [UInt8]) {
        rootPath = root
        // Which folder this is: the rows below are its entries.
        let place = Label(FolderReader.displayPath(of: root))
        place.xAlign = 0
        place.ellipsizesAtEnd = true
        place.addCSSClass("dim-label")
        place.setMargins(top: 6, bottom: 6, start: 12, end: 12)
        box.append(place)
        outline.expandsVertically = true
        outline.setAccessibleName(L10n.text("Files"))
        box.append(outline)
        outline.dataSource = self
        outline.delegate = self
        outline.reloadData()
    }

    /// Set when the screen appeared before its rows were read: the first row takes the
    /// keyboard focus as soon as they are.
    private var focusWhenRead = false

    func didAppear() {
        focusWhenRead = outline.numberOfRows == 0
        outline.takeKeyboardFocus()
    }

    // MARK: - Reading

    /// Reads `folder` (`nil`: the root) off the main thread and calls `done` with its listing
    /// and, for a folder not watched yet, its monitor, started there before the folder was read
    /// (``StartedFileMonitor``: the kernel's walk over a large folder's entries stays off the
    /// main thread); then counts the items of its subfolders, and shows the counts when they
    /// come. A read that a newer read of the same folder overtook calls nothing.
    private func read(
        _ folder: String?, then done: @escaping @MainActor (Result<FolderListing, FolderReadFailure>, StartedFileMonitor?) -> Void
    ) {
        let root = rootPath
        let path = FileItemID.path(of: folder, under: root)
        let key = folder ?? ""
        let startsWatching = monitors[key] == nil
        let number = reads[key, default: 0] + 1
        reads[key] = number
        DispatchQueue.global(qos: .userInitiated).async {
            let started = startsWatching ? StartedFileMonitor(folder: path) : nil
            let result = FolderListing.read(path, in: folder)
            MainLoop.post { [weak self] in
                guard let self, self.reads[key] == number else { return }
                done(result, started)
            }
            guard case .success(let listing) = result else { return }
            let counts = listing.countSubfolderItems(under: root)
            MainLoop.post { [weak self] in self?.show(counts) }
        }
    }

    /// Puts `listing` in place as `folder`'s children: forgets what it no longer holds, and
    /// watches the folder for changes (through `started`, if it was started with the read).
    private func accept(_ listing: FolderListing, in folder: String?, watching started: StartedFileMonitor? = nil) -> [OutlineEntry] {
        let key = folder ?? ""
        if let old = listings[key] {
            // Gone, or no longer a folder: what was read below it goes.
            for (index, id) in old.ids.enumerated() where listing.entry(id)?.kind != old.entries[index].kind {
                forgetBelow(id)
                if listing.index[id] == nil { itemCounts[id] = nil }
            }
        }
        listings[key] = listing
        watch(folder, with: started)
        return listing.outlineEntries
    }

    /// Forgets the listings, counts and monitors below `id` (gone, or no longer a folder).
    private func forgetBelow(_ id: String) {
        guard let listing = listings.removeValue(forKey: id) else { return }
        monitors.removeValue(forKey: id)?.cancel()
        refreshes.removeValue(forKey: id)?.cancel()
        for child in listing.ids {
            itemCounts[child] = nil
            forgetBelow(child)
        }
    }

    /// Shows the item counts of folders read in the background.
    private func show(_ counts: [(id: String, count: Int?)]) {
        var changed: [String] = []
        for (id, count) in counts where itemCounts[id] != count {
            itemCounts[id] = count
            changed.append(id)
        }
        outline.reloadItems(changed)
    }

    // MARK: - Watching

    /// Watches `folder` (once) and reads it again when it changes; with `started`, through that
    /// monitor, started off the main thread.
    private func watch(_ folder: String?, with started: StartedFileMonitor? = nil) {
        let key = folder ?? ""
        guard monitors[key] == nil else { return }
        let changed: @MainActor () -> Void = { [weak self] in self?.scheduleRefresh(of: folder) }
        monitors[key] =
            started.map { FileMonitor($0, changed: changed) }
            ?? FileMonitor(folder: FileItemID.path(of: folder, under: rootPath), changed: changed)
    }

    private func scheduleRefresh(of folder: String?) {
        let key = folder ?? ""
        guard refreshes[key]?.isPending != true else { return }
        refreshes[key] = Timeout(milliseconds: Self.refreshDelayMilliseconds) { [weak self] in
            self?.refresh(folder)
        }
    }

    /// Reads `folder` again and shows what changed.
    private func refresh(_ folder: String?) {
        // Gone from the tree meanwhile (its parent was refreshed without it).
        guard listings[folder ?? ""] != nil else { return }
        read(folder) { [weak self] result, started in
            guard let self, self.listings[folder ?? ""] != nil else { return }
            switch result {
            case .success(let listing):
                self.outline.setChildren(self.accept(listing, in: folder, watching: started), of: folder)
            case .failure(let failure):
                self.forgetBelow(folder ?? "")
                if let folder {
                    // Its parent's monitor removes the row soon when the folder was deleted.
                    self.outline.setFailure(failure.reason, of: folder)
                } else {
                    self.outline.setChildren([], of: nil)
                    self.outline.emptyText = failure.reason
                }
            }
        }
    }

    // MARK: - Paths

    /// What `item` is, as last read.
    private func entry(_ item: String) -> FolderEntry? {
        listings[FileItemID.parent(of: item) ?? ""]?.entry(item)
    }

    /// The path of `item` relative to the root, in display names.
    func displayPath(of item: String) -> String {
        let name = entry(item)?.displayName ?? item
        guard let parent = FileItemID.parent(of: item) else { return name }
        return displayPath(of: parent) + "/" + name
    }

    // MARK: - OutlineViewDataSource

    func outlineView(_ outlineView: OutlineView, loadChildrenOf item: String?, reply: @escaping @MainActor (OutlineLoadResult) -> Void) {
        read(item) { [weak self] result, started in
            guard let self else { return }
            switch result {
            case .success(let listing): reply(.children(self.accept(listing, in: item, watching: started)))
            case .failure(let failure): reply(.failure(failure.reason))
            }
            if item == nil, self.focusWhenRead {
                self.focusWhenRead = false
                self.outline.takeKeyboardFocus()
            }
        }
    }

    func makeRowContent(for outlineView: OutlineView) -> Widget { FileRowView() }

    func outlineView(_ outlineView: OutlineView, bind content: Widget, to item: String) {
        guard let view = content as? FileRowView, let entry = entry(item) else { return }
        view.show(entry, count: itemCounts[item])
    }

    func outlineView(_ outlineView: OutlineView, textFor item: String) -> String? {
        entry(item)?.displayName
    }

    // MARK: - OutlineViewDelegate

    func outlineView(_ outlineView: OutlineView, didPress item: String, atRow row: Int) {
        Diagnostics.printEvent(StdoutEvent.itemPressed(index: row).line)
    }

    func outlineView(_ outlineView: OutlineView, didExpand item: String) {
        Diagnostics.printEvent(StdoutEvent.expanded(path: displayPath(of: item)).line)
    }

    func outlineView(_ outlineView: OutlineView, didCollapse item: String) {
        Diagnostics.printEvent(StdoutEvent.collapsed(path: displayPath(of: item)).line)
    }
}
