import TableDeckBridge

/// The bar a table's search types into: a search field and a close button, sliding down above
/// the rows when the search opens (``TableSearch``).
@MainActor
final class SearchBarView {
    /// The field the query is typed into.
    let entry = Entry(placeholder: LibraryLocalization.text("Search"))
    /// Closes the search (as Escape does).
    let closeButton = Button(iconName: "window-close-symbolic")
    /// The bar, revealed while the search is open.
    let revealer: Revealer

    init() {
        let box = Box(.horizontal, spacing: 6)
        box.addCSSClass("tabledeck-search-bar")
        entry.expandsHorizontally = true
        // The magnifier beside the field, not in it: GTK 4.8 names an entry's own icon after its
        // type ("GtkImage") to screen readers. The field's name says what it is for.
        let magnifier = Image(iconName: "system-search-symbolic")
        magnifier.setHiddenFromAssistiveTechnologies(true)
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
}
