/// One entry of a folder, as ``FolderReader`` reads it: plain values, safe to hand from the
/// thread that read them to the main thread.
package struct FolderEntry: Equatable, Sendable {
    /// What kind of entry it is.
    package enum Kind: Equatable, Sendable {
        /// A folder.
        case folder
        /// A regular file.
        case file
        /// A symbolic link, not followed: a link is shown, never entered, so a link loop cannot
        /// make the tree endless.
        case symbolicLink
        /// A device, socket or pipe.
        case special
    }

    /// The name as the file system stores it: bytes, not necessarily UTF-8.
    package var name: [UInt8]
    /// The name to show: valid UTF-8 whatever the bytes (GLib's display name).
    package var displayName: String
    /// Folder, file, link or special.
    package var kind: Kind
    /// The size in bytes (of the link itself for a link).
    package var size: Int64
    /// When it was last modified, in seconds since 1970 (UTC); `nil` when unknown.
    package var modified: Int64?
    /// Whether the desktop hides it by default (a name starting with a dot, or listed in the
    /// folder's `.hidden`).
    package var isHidden: Bool
    /// The generic icon of its content type, guessed from its name (`text-x-generic`), `nil`
    /// for folders, links and unknown types.
    package var iconName: String?
    /// Where a link points, as written in it; `nil` for other kinds.
    package var linkTarget: String?
    /// The locale's sort key for the name (filenames: "file10" after "file9"), compared
    /// bytewise.
    package var sortKey: [UInt8]

    /// An entry with all its parts.
    package init(
        name: [UInt8], displayName: String, kind: Kind, size: Int64 = 0, modified: Int64? = nil, isHidden: Bool = false,
        iconName: String? = nil, linkTarget: String? = nil, sortKey: [UInt8] = []
    ) {
        self.name = name
        self.displayName = displayName
        self.kind = kind
        self.size = size
        self.modified = modified
        self.isHidden = isHidden
        self.iconName = iconName
        self.linkTarget = linkTarget
        self.sortKey = sortKey
    }
}

/// What reading a folder gave: its entries, or why it could not be read.
package enum FolderReadResult: Equatable, Sendable {
    /// The entries, in the order the file system gave them.
    case entries([FolderEntry])
    /// It could not be read: why, in the user's language ("Permission denied").
    case failure(FolderReadFailure)
}

/// Why a folder could not be read.
package struct FolderReadFailure: Error, Equatable, Sendable {
    /// The reason, short and in the user's language ("Permission denied").
    package var reason: String

    /// A failure for `reason`.
    package init(reason: String) {
        self.reason = reason
    }
}
