import TableDeckViews

/// The sample's static table view controller: a long item-detail page, one cell per section.
///
/// GTK has no view controllers; a plain class holding the view plays the part. A static
/// `UITableView` becomes `StaticTableView`, its cells `StaticTableCell`s.
@MainActor
final class ItemDetailController {
    /// The table. Its content is at most 640 px wide, centred, with 24 px at either side, so
    /// the cells' lines start at `|` where UIKit's sample leaves 30 px by hand.
    let tableView = StaticTableView(maximumContentWidth: 640, minimumSideMargin: 24)

    private let item: ClassItem
    /// The content of the availability section: it changes with the item, so it is kept.
    /// Labels and buttons that never change are made inside their `make…Cell()` function.
    private let availabilityLabel = Label()

    init(item: ClassItem) {
        self.item = item
        var cells: [StaticTableCell] = []
        cells.append(makeHeaderCell())
        cells.append(makeAvailabilityCell())
        cells.append(makeDescriptionCell())
        if item.promotion.isAvailable {
            cells.append(makePromotionCell())
        }
        cells.append(makeGiftCell())
        cells.append(makeEditorsPicksCell())
        cells.append(makeAddressCell())
        tableView.cells = cells
        // UIKit's `reloadData()`.
        tableView.reload()
    }

    // MARK: - Cells
    //
    // The space between two sections belongs to the lower cell (its `topSpacing`); no cell has
    // space below its content, so a missing section leaves every other gap as designed.

    func makeHeaderCell() -> StaticTableCell {
        let box = Box(.vertical, spacing: 4)
        box.append(makeLabel(item.title, style: "item-title", wraps: true))
        box.append(makeLabel("with \(item.teacher)", style: "dim-label"))
        box.append(makeLabel(item.price, style: "item-price"))
        return StaticTableCell(identifier: "header", topSpacing: 24, content: box)
    }

    func makeAvailabilityCell() -> StaticTableCell {
        let containerView = VisualFormatView(horizontalSpacing: 8, verticalSpacing: 8, minimumWidth: 280)

        let titleLabel = makeHeaderLabel(text: "Availability")

        let seeButton = Button(label: "See availability")
        seeButton.addCSSClass("see-button")
        seeButton.onClicked { [weak self] in self?.seeAvailabilityPressed() }

        availabilityLabel.text = item.availability
        availabilityLabel.xAlign = 0
        availabilityLabel.wraps = true

        // UIKit's sample pins the button with anchors (160 wide, 30 from the right, centred on
        // the title); here every line is Visual Format, the button as tall as the title row.
        let views = [titleLabel, availabilityLabel, seeButton]
        containerView.addConstraints(withFormat: "H:|[v0]-(>=16)-[v2(160)]|", views: views)
        containerView.addConstraints(withFormat: "H:|[v1]-16-[v2]", views: views)
        containerView.addConstraints(withFormat: "V:|-15-[v0]-10-[v1]|", views: views)
        containerView.addConstraints(withFormat: "V:|-15-[v2(==v0)]", views: views)

        // The 15 px above the section are in its own layout, as in UIKit: still this cell's.
        return StaticTableCell(identifier: "availability", topSpacing: 0, content: containerView)
    }

    func makeDescriptionCell() -> StaticTableCell {
        let box = Box(.vertical, spacing: 6)
        box.append(makeHeaderLabel(text: "About this class"))
        box.append(makeLabel(item.description, style: "item-body", wraps: true))
        return StaticTableCell(identifier: "description", topSpacing: 24, content: box)
    }

    /// Only for classes with a promotion. Its Apply button ends flush with the cell: the gap
    /// below belongs to the next section.
    func makePromotionCell() -> StaticTableCell {
        let containerView = VisualFormatView(horizontalSpacing: 8, verticalSpacing: 8, minimumWidth: 260)
        let titleLabel = makeHeaderLabel(text: "Promotion code")
        let offerLabel = makeLabel(item.promotion.offer, style: "item-body", wraps: true)
        let codeEntry = Entry(placeholder: "Code")
        codeEntry.setAccessibleLabel("Promotion code")
        let applyButton = Button(label: "Apply")
        applyButton.addCSSClass("suggested-action")
        let views = [titleLabel, offerLabel, codeEntry, applyButton]
        containerView.addConstraints(withFormat: "H:|[v0]|", views: views)
        containerView.addConstraints(withFormat: "H:|[v1]|", views: views)
        containerView.addConstraints(withFormat: "H:|[v2]-8-[v3(100)]|", views: views)
        containerView.addConstraints(withFormat: "V:|[v0]-4-[v1]-12-[v2]|", views: views)
        containerView.addConstraints(withFormat: "V:[v1]-12-[v3(==v2)]|", views: views)
        return StaticTableCell(identifier: "promotion", topSpacing: 24, content: containerView)
    }

    /// "Is that a gift?" owns the 54 px above it, whether the promotion is shown or not.
    func makeGiftCell() -> StaticTableCell {
        let row = Box(.horizontal, spacing: 16)
        let titleLabel = makeHeaderLabel(text: "Is that a gift?")
        titleLabel.expandsHorizontally = true
        let giftSwitch = Switch()
        giftSwitch.verticalAlignment = .center
        giftSwitch.setAccessibleLabel("Is that a gift?")
        row.append(titleLabel)
        row.append(giftSwitch)
        return StaticTableCell(identifier: "gift", topSpacing: 54, content: row)
    }

    /// The editor's picks: UIKit embeds a horizontal `UICollectionView`; a short row of cards
    /// needs no recycling, so a box that scrolls sideways does.
    func makeEditorsPicksCell() -> StaticTableCell {
        let box = Box(.vertical, spacing: 10)
        box.append(makeHeaderLabel(text: "Editor's picks"))
        let cards = Box(.horizontal, spacing: 12)
        for pick in item.picks {
            let card = Box(.vertical, spacing: 4)
            card.addCSSClass("pick-card")
            card.setSizeRequest(width: 140)
            card.append(makeLabel(pick.title, style: "pick-title", wraps: true))
            card.append(makeLabel(pick.price, style: "dim-label"))
            cards.append(card)
        }
        let scroller = ScrolledWindow()
        scroller.setPolicy(horizontal: .automatic, vertical: .never)
        scroller.propagatesNaturalHeight = true
        scroller.setChild(cards)
        box.append(scroller)
        return StaticTableCell(identifier: "editorsPicks", topSpacing: 32, content: box)
    }

    func makeAddressCell() -> StaticTableCell {
        let box = Box(.vertical, spacing: 6)
        box.append(makeHeaderLabel(text: "Address"))
        box.append(makeLabel(item.address, style: "item-body", wraps: true))
        return StaticTableCell(identifier: "address", topSpacing: 32, content: box)
    }

    // MARK: - Actions

    private func seeAvailabilityPressed() {
        // Not `print`: stdout is a pipe in scripts, and a line must arrive when it is pressed.
        Diagnostics.printEvent("Availability requested")
        // Where UIKit's sample updates the kept label when its request completes.
        availabilityLabel.text = "\(item.availability) · 3 seats left"
    }

    // MARK: - Helpers

    func makeHeaderLabel(text: String) -> Label {
        makeLabel(text, style: "item-heading")
    }

    func makeLabel(_ text: String, style: String, wraps: Bool = false) -> Label {
        let label = Label(text)
        label.xAlign = 0
        label.wraps = wraps
        label.addCSSClass(style)
        return label
    }

    /// The page's fonts and the cards' look.
    static let styleSheet = """
        .item-title { font-size: 1.6em; font-weight: 800; }
        .item-price { font-size: 1.1em; font-weight: bold; margin-top: 6px; }
        .item-heading { font-size: 1.1em; font-weight: bold; }
        .item-body { line-height: 1.4; }
        .pick-card { padding: 12px; border-radius: 8px; background-color: alpha(currentColor, 0.06); }
        .pick-title { font-weight: bold; }
        """
}
