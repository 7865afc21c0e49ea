import TableDeckBridge

/// What a table shows over its rows when a search finds none: "No results for “zz”", and a
/// button that clears the query.
@MainActor
final class NoResultsView {
    /// The message.
    private let label = Label("")
    /// Clears the query (every row shows again; the bar stays open).
    let clearButton = Button(label: LibraryLocalization.text("Clear Search"))
    /// The message and the button, centred over the rows; hidden while there are results.
    let view = Box(.vertical, spacing: 12)

    init() {
        view.addCSSClass("tabledeck-no-results")
        view.horizontalAlignment = .center
        view.verticalAlignment = .center
        label.addCSSClass("dim-label")
        label.wraps = true
        label.maximumWidthInCharacters = 40
        clearButton.horizontalAlignment = .center
        view.append(label)
        view.append(clearButton)
        view.isVisible = false
    }

    /// Shows that nothing matches `query`, or hides the view (`nil`).
    func show(query: String?) {
        guard let query else {
            view.isVisible = false
            return
        }
        // A long query is cut in the message, not in the search.
        let shown = query.count > Self.longestQuoted ? String(query.prefix(Self.longestQuoted)) + "…" : query
        // TRANSLATORS: shown when a search of a table finds no row; %@ is what the user typed.
        label.text = L10n.substitute(LibraryLocalization.text("No results for “%@”"), text: shown)
        view.isVisible = true
    }

    /// The message's text (tests).
    var text: String { label.text }

    /// The most characters of the query the message quotes.
    static let longestQuoted = 60
}
