import TableDeckBridge
import TableDeckViews

/// One custom view for both the Cells screen's section headers and its rows: a round
/// badge, a title and a detail line.
@MainActor
final class PersonView: Box, CellViewBinder {
    private let badge = Label()
    private let title = Label()
    private let detail = Label()

    static func contentView() -> PersonView {
        PersonView()
    }

    init() {
        super.init(.horizontal, spacing: 12)
        addCSSClass("tabledeck-person")
        badge.addCSSClass("tabledeck-person-badge")
        title.addCSSClass("tabledeck-person-title")
        detail.addCSSClass("tabledeck-person-detail")
        title.xAlign = 0
        detail.xAlign = 0
        title.ellipsizesAtEnd = true
        detail.ellipsizesAtEnd = true
        let text = Box(.vertical)
        text.append(title)
        text.append(detail)
        text.expandsHorizontally = true
        text.verticalAlignment = .center
        badge.verticalAlignment = .center
        append(badge)
        append(text)
        // The initial in the badge is decoration: shown to a screen reader, a row reads "A Ada …".
        badge.setHiddenFromAssistiveTechnologies(true)
    }

    /// Shows `title` over `detail` beside a badge reading `badge`.
    func configure(title: String, detail: String, badge: String) {
        self.title.text = title
        self.detail.text = detail
        self.badge.text = badge
        setAccessibleLabel("\(title), \(detail)")
    }

    /// The title shown.
    var titleText: String { title.text }

    /// The detail line shown.
    var detailText: String { detail.text }
}
