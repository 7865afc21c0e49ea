import TableDeckAppModel
import TableDeckBridge
import TableDeckViews

/// A folder's entries as the Files screen shows them: hidden ones left out, in the screen's
/// order, each with its row identifier. Made off the main thread, so the main thread only
/// stores it, whatever the folder's size.
struct FolderListing: Sendable {
    /// The entries, folders first, names in the locale's order.
    let entries: [FolderEntry]
    /// Each entry's identifier (``FileItemID``), in the same order.
    let ids: [String]
    /// Each identifier's position.
    let index: [String: Int]
    /// The entries as the outline takes them.
    let outlineEntries: [OutlineEntry]

    /// The listing of `entries` read from the folder with identifier `folder` (`nil`: the
    /// root).
    init(_ entries: [FolderEntry], in folder: String?) {
        let shown = FileOrder.sorted(entries.filter { !$0.isHidden }, isFolder: { $0.kind == .folder }, key: \.sortKey, name: \.name)
        self.entries = shown
        ids = shown.map { FileItemID.child($0.name, of: folder) }
        index = Dictionary(ids.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        outlineEntries = zip(ids, shown).map { OutlineEntry(id: $0, isExpandable: $1.kind == .folder) }
    }

    /// Reads the folder at `path`, whose identifier is `folder`. Any thread.
    static func read(_ path: [UInt8], in folder: String?) -> Result<FolderListing, FolderReadFailure> {
        switch FolderReader.read(path) {
        case .entries(let entries): .success(FolderListing(entries, in: folder))
        case .failure(let failure): .failure(failure)
        }
    }

    /// The entry with identifier `id`, if this folder holds it.
    func entry(_ id: String) -> FolderEntry? {
        index[id].map { entries[$0] }
    }

    /// How many shown items each subfolder holds, read from the disk (the root folder is at
    /// `root`); `nil` for one that cannot be read. Any thread.
    func countSubfolderItems(under root: [UInt8]) -> [(id: String, count: Int?)] {
        zip(ids, entries).compactMap { id, entry in
            entry.kind == .folder ? (id, FolderReader.countShownEntries(FileItemID.path(of: id, under: root))) : nil
        }
    }
}
