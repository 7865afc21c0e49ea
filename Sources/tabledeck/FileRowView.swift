import TableDeckAppModel
import TableDeckBridge

/// A row of the Files screen: the entry's icon, its name, its size (a folder: how many items it
/// holds; a link: where it points) and when it was last modified.
@MainActor
final class FileRowView: Box {
    private let icon = Image(iconName: "text-x-generic-symbolic")
    private let name = Label("")
    private let detail = Label("")
    private let date = Label("")

    init() {
        super.init(.horizontal, spacing: 8)
        setMargins(top: 0, bottom: 0, start: 0, end: 12)
        icon.setHiddenFromAssistiveTechnologies(true)
        name.xAlign = 0
        name.ellipsizesAtEnd = true
        name.expandsHorizontally = true
        detail.xAlign = 1
        detail.ellipsizesAtEnd = true
        detail.minimumWidthInCharacters = 9
        detail.maximumWidthInCharacters = 24
        detail.addCSSClass("dim-label")
        date.xAlign = 1
        date.addCSSClass("dim-label")
        date.addCSSClass("numeric")
        append(icon)
        append(name)
        append(detail)
        append(date)
    }

    /// Shows `entry`; `count` is how many items a folder holds (`nil`: not known yet).
    func show(_ entry: FolderEntry, count: Int?) {
        icon.setIconName(Self.iconName(of: entry))
        name.text = entry.displayName
        detail.text = Self.detailText(of: entry, count: count)
        date.text = entry.modified.map { LocaleFormat.modificationTime(unixSeconds: $0) } ?? ""
    }

    /// What the row says after the name, for screen readers too.
    static func detailText(of entry: FolderEntry, count: Int?) -> String {
        switch entry.kind {
        case .folder:
            // TRANSLATORS: how many files and folders a folder holds, in the Files screen.
            count.map { L10n.plural("%d item", "%d items", count: $0) } ?? ""
        case .file: LocaleFormat.fileSize(entry.size)
        // A link is not followed: the row says where it points.
        case .symbolicLink: "→ " + (entry.linkTarget ?? "")
        case .special: ""
        }
    }

    /// The icon names found in the theme so far.
    private static var knownIcons: [String: Bool] = [:]

    /// The entry's symbolic icon: a folder's, a link's, or its content type's when the theme
    /// has it, else a plain document's.
    private static func iconName(of entry: FolderEntry) -> String {
        let wanted: String =
            switch entry.kind {
            case .folder: "folder-symbolic"
            case .symbolicLink: "insert-link-symbolic"
            case .file, .special: (entry.iconName ?? "text-x-generic") + "-symbolic"
            }
        if let known = knownIcons[wanted] { return known ? wanted : "text-x-generic-symbolic" }
        let found = IconTheme.hasIcon(wanted)
        knownIcons[wanted] = found
        return found ? wanted : "text-x-generic-symbolic"
    }
}
