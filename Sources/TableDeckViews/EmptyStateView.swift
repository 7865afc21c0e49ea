import TableDeckBridge

/// A view that shows its content, or a message when there is nothing to show.
///
/// The base of the stack table, the recycling table and the pager: a ``Stack`` with the
/// content under "content" and a dimmed label under "empty", so no view shows a blank area
/// (or traps, as `0...count - 1` does for zero items) when its delegate has no items.
@MainActor
open class EmptyStateView: Stack {
    private let emptyLabel: Label
    /// The empty state's page: hidden while the content shows, so screen readers do not list
    /// it (GTK 4.8 lists a stack's pages that are not shown).
    private let emptyPage: Widget

    /// Creates the view showing the empty state with `emptyText`; call ``setContent(_:)`` next.
    package init(emptyStateText emptyText: String) {
        emptyLabel = Label(emptyText)
        emptyPage = NaturalSize(child: emptyLabel, width: Self.naturalSize.width, height: Self.naturalSize.height)
        super.init()
        LibraryStyle.install(for: self)
        isHorizontallyHomogeneous = false
        isVerticallyHomogeneous = false
        emptyLabel.addCSSClass("tabledeck-empty-state")
        emptyLabel.addCSSClass("dim-label")
        addChild(emptyPage, name: "empty")
        visibleChildName = "empty"
        setPageAccessibleLabel(emptyText, forChildNamed: "empty")
    }

    /// Names the view for assistive technologies. The name is presented once, by the list a
    /// subclass holds (the recycling table's list: "People. List with 84 items"): the view and
    /// the page holding its content are containers a screen reader passes through, and naming
    /// them too made Orca read the name three times on entry ("Users panel. Users panel. Users
    /// panel."). The content page is given an empty name instead, so GTK 4.8 does not read it by
    /// its type ("GtkStackPage") either.
    open func setAccessibleName(_ name: String) {
        setPageAccessibleLabel("", forChildNamed: "content")
    }

    /// The natural size a view asks for: alone in a window with no default size it opens at about
    /// a phone's portrait size. Its minimum stays its content's (a scrolled list needs almost none),
    /// so a window still shrinks as far as before.
    public static let naturalSize = (width: 360, height: 480)

    /// Puts `content` in place (once, from a subclass's initializer), asking for at least
    /// ``naturalSize`` as natural size; a scrolled window alone asks for about 60 × 50.
    package func setContent(_ content: Widget) {
        let sized = NaturalSize(child: content, width: Self.naturalSize.width, height: Self.naturalSize.height)
        addChild(sized, name: "content")
        // A container only: not presented, and not read as "GtkStackPage".
        setPageAccessibleLabel("", forChildNamed: "content")
    }

    /// Shows the content when `hasContent`, else the empty state.
    package func showContent(_ hasContent: Bool) {
        if !hasContent { emptyPage.isVisible = true }
        visibleChildName = hasContent ? "content" : "empty"
        if hasContent { emptyPage.isVisible = false }
    }

    /// The text shown when there is nothing to show.
    public var emptyText: String {
        get { emptyLabel.text }
        set {
            emptyLabel.text = newValue
            setPageAccessibleLabel(newValue, forChildNamed: "empty")
        }
    }

    /// Whether the empty state is showing instead of the content.
    public var isShowingEmptyState: Bool {
        visibleChildName == "empty"
    }
}
