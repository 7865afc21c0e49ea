import TableDeckViews

/// The custom view used both as a section header and as the content of every row.
///
/// UIKit's `CellViewBinder` requires `ContentView: UIView`; here it is `ContentView: Widget`, and
/// the protocol's extension gives `identifier` (`"CustomView"`) as UIKit's does.
@MainActor
final class CustomView: Box, CellViewBinder {
    private let titleLabel = Label()
    private let detailLabel = Label()

    static func contentView() -> CustomView {
        CustomView()
    }

    init() {
        super.init(.horizontal, spacing: 12)
        addCSSClass("custom-view")
        titleLabel.xAlign = 0
        titleLabel.expandsHorizontally = true
        titleLabel.ellipsizesAtEnd = true
        detailLabel.addCSSClass("dim-label")
        append(titleLabel)
        append(detailLabel)
    }

    /// Shows `title`, and `detail` at the end of the line.
    func configure(title: String, detail: String) {
        titleLabel.text = title
        detailLabel.text = detail
    }

    /// The view's insets, and a header's text in bold (the table marks header cells
    /// `tabledeck-cell-header`, so the same view needs no header flag).
    static let styleSheet = """
        .custom-view { padding: 10px 20px; }
        .tabledeck-cell-header .custom-view { font-weight: bold; }
        """
}
