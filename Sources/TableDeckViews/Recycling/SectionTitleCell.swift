import TableDeckBridge

/// The cell a ``RecyclingTableView`` shows for a section's header or footer title when its data
/// source gives a title and no cell of its own (``SectionTitle``). The table makes and recycles
/// these itself, under ``identifier``.
@MainActor
final class SectionTitleCell: TableViewCell {
    /// The identifier the table keeps its title cells under.
    static let identifier = "TableDeck.sectionTitle"

    private let label = SectionTitle.makeLabel("", at: .header, asHeading: false)

    init() {
        super.init(reuseIdentifier: Self.identifier)
        setContent(label)
    }

    /// Shows `text` at `place`.
    func show(_ text: String, at place: SectionTitle.Place) {
        SectionTitle.show(text, at: place, in: label)
        // The cell's heading (a header's) is named after the label: set it again.
        setContent(label)
    }
}
