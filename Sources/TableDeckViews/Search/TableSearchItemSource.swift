/// An owner of a table whose search looks through items of its own rather than the table's
/// rows, and shows a result as rows it makes (an ``OutlineView``: items inside collapsed
/// branches have no row, yet a search finds them and shows them under their ancestors).
///
/// ``TableSearch`` does the searching as for rows, with the same folding, matching, idle
/// slices and narrowing, over the source's items by ordinal; the source only says how many
/// items there are, what each one's text is, and shows what matched. The source tells the
/// search when its items change (``TableSearch/itemsChanged()``); the table's own row changes
/// are then its doing and do not restart the search.
@MainActor
package protocol TableSearchItemSource: AnyObject {
    /// How many items a search looks through (ordinals 0 ..< count). It may change only
    /// together with a call to ``TableSearch/itemsChanged()``.
    var searchItemCount: Int { get }

    /// The text item `ordinal` is matched by.
    func searchText(ofItem ordinal: Int) -> String

    /// Shows the items `matches` (ordinals, ascending) as the table's rows, or with `nil` the
    /// rows shown without a search (a blank query, the bar closed).
    func showSearchResult(_ matches: [Int32]?)
}
