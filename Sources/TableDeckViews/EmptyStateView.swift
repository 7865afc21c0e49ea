import TableDeckBridge

/// A view that shows its content, or a message when there is nothing to show.
///
/// The base of the stack table, the recycling table and the pager: a ``Stack`` with the
/// content under "content" and a dimmed label under "empty", so no view shows a blank area
/// (or traps, as `0...count - 1` does for zero items) when its delegate has no items.
@MainActor
open class EmptyStateView: Stack {
    private let emptyLabel: Label

    /// Creates the view showing the empty state with `emptyText`; call ``setContent(_:)`` next.
    package init(emptyStateText emptyText: String) {
        emptyLabel = Label(emptyText)
        super.init()
        LibraryStyle.install(for: self)
        isHorizontallyHomogeneous = false
        isVerticallyHomogeneous = false
        emptyLabel.addCSSClass("tabledeck-empty-state")
        emptyLabel.addCSSClass("dim-label")
        addChild(emptyLabel, name: "empty")
        visibleChildName = "empty"
    }

    /// Puts `content` in place (once, from a subclass's initializer).
    package func setContent(_ content: Widget) {
        addChild(content, name: "content")
    }

    /// Shows the content when `hasContent`, else the empty state.
    package func showContent(_ hasContent: Bool) {
        visibleChildName = hasContent ? "content" : "empty"
    }

    /// The text shown when there is nothing to show.
    public var emptyText: String {
        get { emptyLabel.text }
        set { emptyLabel.text = newValue }
    }

    /// Whether the empty state is showing instead of the content.
    public var isShowingEmptyState: Bool {
        visibleChildName == "empty"
    }
}
