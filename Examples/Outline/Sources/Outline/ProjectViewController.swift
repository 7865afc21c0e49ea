import TableDeckViews

/// A project's files as an outline, the way an `NSOutlineView` data source serves them: a
/// folder's children are read when it is first opened, a moment later (as from a disk), and a
/// folder that cannot be read says why.
@MainActor
final class ProjectViewController: OutlineViewDataSource, OutlineViewDelegate {
    let outlineView = OutlineView(emptyText: "No files")

    /// Each folder's entries, by path ("" for the project itself); folders end in "/".
    private let folders: [String: [String]] = [
        "": ["Sources/", "Tests/", "Private/", "Package.swift", "README.md"],
        "Sources/": ["App/", "Model/"],
        "Sources/App/": ["main.swift", "Window.swift"],
        "Sources/Model/": ["Item.swift"],
        "Tests/": ["ItemTests.swift"],
    ]
    /// Pending reads: kept until they answer.
    private var reads: [Timeout] = []

    init() {
        outlineView.dataSource = self  // held weak: no retain cycle
        outlineView.delegate = self
        outlineView.setAccessibleName("Project")
        outlineView.reloadData()
    }

    func outlineView(_ outlineView: OutlineView, loadChildrenOf item: String?, reply: @escaping @MainActor (OutlineLoadResult) -> Void) {
        let path = item ?? ""
        guard let names = folders[path] else {
            reply(.failure("Permission denied"))
            return
        }
        let entries = names.map { OutlineEntry(id: path + $0, isExpandable: $0.hasSuffix("/")) }
        // The root at once (the window opens full); a folder a moment later, as from a disk.
        if item == nil {
            reply(.children(entries))
        } else {
            reads.append(
                Timeout(milliseconds: 150) {
                    Diagnostics.printEvent("Read \(path): \(entries.count) item\(entries.count == 1 ? "" : "s")")
                    reply(.children(entries))
                })
        }
    }

    func makeRowContent(for outlineView: OutlineView) -> Widget {
        let label = Label("")
        label.xAlign = 0
        return label
    }

    func outlineView(_ outlineView: OutlineView, bind content: Widget, to item: String) {
        (content as? Label)?.text = name(of: item)
    }

    func outlineView(_ outlineView: OutlineView, didPress item: String, atRow row: Int) {
        Diagnostics.printEvent("Pressed \(item)")
    }

    func outlineView(_ outlineView: OutlineView, didExpand item: String) {
        Diagnostics.printEvent("Expanded \(item)")
    }

    func outlineView(_ outlineView: OutlineView, didCollapse item: String) {
        Diagnostics.printEvent("Collapsed \(item)")
    }

    /// The last part of a path, without a folder's slash.
    private func name(of path: String) -> String {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        return trimmed.split(separator: "/").last.map(String.init) ?? trimmed
    }
}
