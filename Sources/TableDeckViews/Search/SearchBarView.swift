import TableDeckBridge

/// The bar a table's search types into: a search field and a close button, sliding down above
/// the rows when the search opens (``TableSearch``).
@MainActor
final class SearchBarView {
    /// The field the query is typed into.
    let entry = Entry(placeholder: LibraryLocalization.text("Search"))
    /// Closes the search (as Escape does). Its icon is its own child, hidden from screen
    /// readers: GTK 4.8 names a button's icon after its type, and Orca 43 read "GtkImage Close
    /// Search push button".
    let closeButton = Button(child: SearchBarView.decoration("window-close-symbolic"))
    /// The bar, revealed while the search is open.
    let revealer: Revealer

    init() {
        let box = Box(.horizontal, spacing: 6)
        box.addCSSClass("tabledeck-search-bar")
        entry.expandsHorizontally = true
        // The magnifier beside the field, not in it: GTK 4.8 names an entry's own icon after its
        // type ("GtkImage") to screen readers. The field's name says what it is for.
        let magnifier = Self.decoration("system-search-symbolic")
        magnifier.addCSSClass("dim-label")
        box.append(magnifier)
        entry.setAccessibleLabel(LibraryLocalization.text("Search"))
        closeButton.addCSSClass("flat")
        closeButton.tooltip = LibraryLocalization.text("Close Search")
        closeButton.setAccessibleLabel(LibraryLocalization.text("Close Search"))
        box.append(entry)
        box.append(closeButton)
        revealer = Revealer(child: box, duration: 0.15, slidesDown: true)
        revealer.setRevealed(false, animated: false)
    }

    /// The themed icon `name`, hidden from screen readers (it decorates what has a name).
    private static func decoration(_ name: String) -> Image {
        let icon = Image(iconName: name)
        icon.setHiddenFromAssistiveTechnologies(true)
        return icon
    }
}
