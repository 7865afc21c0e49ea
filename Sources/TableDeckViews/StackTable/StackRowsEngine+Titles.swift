import TableDeckBridge
import TableDeckModel

/// The section titles in the `.stack` engine's column: labels between the rows, no rows (no
/// gesture, no index).
extension StackRowsEngine {
    /// A title label at `place` in the column (a header is a heading to assistive
    /// technologies); no row: no gesture, no index.
    func makeTitle(_ text: String, at place: SectionTitle.Place, in box: RowsBox) -> Widget {
        let label = SectionTitle.makeLabel(text, at: place, asHeading: place == .header)
        box.append(label)
        return label
    }

    /// Puts every title of the column right after what comes before it in ``layout`` (after a
    /// batch changed the rows around them), in order.
    func placeTitles() {
        guard let box = rowsBox, !titleViews.isEmpty else { return }
        let layout = self.layout
        for section in 0..<layout.numberOfSections {
            for item in [TableItem.header(section: section), .footer(section: section)] {
                guard let title = titleViews[item], let position = layout.position(of: item) else { continue }
                box.reorder(title, after: widget(atPosition: position - 1))
            }
        }
    }

    /// The widget of the column at `position` of ``layout`` (a row or a title).
    func widget(atPosition position: Int) -> Widget? {
        switch layout.item(at: position) {
        case .row(let indexPath): layout.ordinal(of: indexPath).flatMap { rows.indices.contains($0) ? rows[$0] : nil }
        case .some(let item): titleViews[item]
        case nil: nil
        }
    }
}
