import TableDeckAppModel
import TableDeckBridge
import TableDeckModel
import TableDeckViews

/// The `make…Cell()` functions of the Class detail page, one per ``DetailSection``, in page
/// order. Labels and buttons whose content never changes live only inside their function.
extension ClassDetailPage {
    /// Wraps `content` as the cell of `section`, with the spacing the section declares.
    func cell(_ section: DetailSection, _ content: Widget) -> StaticTableCell {
        StaticTableCell(identifier: section.rawValue, topSpacing: section.topSpacing, content: content)
    }

    /// The class at a glance: the page's title heading and what it costs. It is also the
    /// screen's main content for the keyboard: switching to the screen focuses it, so a
    /// screen reader presents the class by its title, with the availability as its
    /// description (which it presents again when the answer arrives).
    func makeHeaderCell() -> StaticTableCell {
        let box = overview
        box.addCSSClass("tabledeck-detail-overview")
        box.isFocusable = true
        box.setAccessibleLabel(detail.title)
        let category = makeLabel(detail.category.uppercased(), style: "tabledeck-detail-category", wraps: true)
        let title = makeHeading(detail.title, level: 1, style: "tabledeck-detail-title", wraps: true)
        let teacher = makeLabel(
            "\(ClassDetailStrings.teacherPrefix) \(detail.teacher)", style: "tabledeck-detail-teacher")
        let ratingRow = Box(.horizontal, spacing: 8)
        let stars = makeLabel(detail.stars, style: "tabledeck-detail-stars")
        stars.setAccessibleLabel("\(detail.rating) / 5")
        let rating = makeLabel(
            "\(detail.rating) · \(detail.ratingCount) \(ClassDetailStrings.reviewsSuffix)", style: "dim-label")
        rating.expandsHorizontally = true
        rating.ellipsizesAtEnd = true
        let price = makeLabel(detail.price, style: "tabledeck-detail-price")
        let per = makeLabel(ClassDetailStrings.perClass, style: "dim-label")
        ratingRow.append(stars)
        ratingRow.append(rating)
        ratingRow.append(price)
        ratingRow.append(per)
        box.append(category)
        box.append(title)
        box.append(teacher)
        box.append(ratingRow)
        return cell(.header, box)
    }

    func makeSummaryCell() -> StaticTableCell {
        cell(.summary, makeTextSection(title: ClassDetailStrings.summaryTitle, text: detail.summary))
    }

    /// Laid out with Visual Format: the title and the status stack on the left,
    /// the button sits on the right, level with the title.
    func makeAvailabilityCell() -> StaticTableCell {
        let container = VisualFormatView(horizontalSpacing: 16, verticalSpacing: 8, minimumWidth: 280)
        let title = makeHeading(ClassDetailStrings.availabilityTitle)
        availabilityLabel.wraps = true
        availabilityLabel.xAlign = 0
        availabilityLabel.addCSSClass("tabledeck-detail-availability")
        seeAvailabilityButton.addCSSClass("tabledeck-gradient-border")
        seeAvailabilityButton.onClicked { [weak self] in self?.seeAvailabilityPressed() }
        container.add(title, named: "title")
        container.add(availabilityLabel, named: "status")
        container.add(seeAvailabilityButton, named: "button")
        // Every width is fixed by the lines: GTK 4.8's solver does not keep soft preferences
        // stable across resizes (the status and the button traded widths).
        let buttonWidth = max(160, seeAvailabilityButton.measureWidth(forHeight: -1).natural)
        layOut(
            container,
            [
                "H:|[title]-(>=16)-[button(\(buttonWidth))]|",
                "H:|[status]-16-[button]",
                "V:|[title]-6-[status]|",
                "V:|[button]",
            ])
        return cell(.availability, container)
    }

    func makeAboutTeacherCell() -> StaticTableCell {
        let row = Box(.horizontal, spacing: 16)
        let initials = String(detail.teacher.split(separator: " ").compactMap(\.first).prefix(2))
        let avatar = makeLabel(initials, style: "tabledeck-detail-avatar")
        avatar.verticalAlignment = .start
        avatar.xAlign = 0.5
        avatar.setAccessibleLabel(detail.teacher)
        let column = Box(.vertical, spacing: 6)
        column.expandsHorizontally = true
        column.append(makeHeading(ClassDetailStrings.aboutTeacherTitle))
        column.append(makeLabel(detail.teacher, style: "tabledeck-detail-strong"))
        column.append(makeLabel(detail.teacherBio, style: "tabledeck-detail-body", wraps: true))
        row.append(avatar)
        row.append(column)
        return cell(.aboutTeacher, row)
    }

    func makeAddressCell() -> StaticTableCell {
        let box = Box(.vertical, spacing: 6)
        box.append(makeHeading(ClassDetailStrings.addressTitle))
        // Plain text like the rest of the page: a selectable label is a tab stop that selects
        // its whole text when reached.
        box.append(makeLabel(detail.address.joined(separator: "\n"), style: "tabledeck-detail-body", wraps: true))
        return cell(.address, box)
    }

    /// Laid out with Visual Format: the offer above an entry with its Apply button, and a
    /// message line that shows only when there is something to say.
    func makePromotionCell() -> StaticTableCell {
        let container = VisualFormatView(horizontalSpacing: 8, verticalSpacing: 8, minimumWidth: 260)
        let title = makeHeading(ClassDetailStrings.promotionTitle)
        let offer = makeLabel(detail.promotion?.offer ?? "", style: "tabledeck-detail-body", wraps: true)
        promotionMessage.wraps = true
        promotionMessage.xAlign = 0
        promotionMessage.addCSSClass("tabledeck-detail-message")
        promotionMessage.isVisible = !promotionMessage.text.isEmpty
        promotionEntry.expandsHorizontally = true
        promotionEntry.setAccessibleLabel(ClassDetailStrings.promotionTitle)
        applyButton.addCSSClass("suggested-action")
        if !promotionEntryConnected {
            promotionEntryConnected = true
            promotionEntry.onActivate { [weak self] in self?.applyPromotion() }
            applyButton.onClicked { [weak self] in self?.applyPromotion() }
        }
        container.add(title, named: "title")
        container.add(offer, named: "offer")
        container.add(promotionEntry, named: "entry")
        container.add(applyButton, named: "apply")
        container.add(promotionMessage, named: "message")
        let applyWidth = max(120, applyButton.measureWidth(forHeight: -1).natural)
        layOut(
            container,
            [
                "H:|[title]|",
                "H:|[offer]|",
                "H:|[entry]-8-[apply(\(applyWidth))]|",
                "H:|[message]|",
                "V:|[title]-4-[offer]-12-[entry]-8-[message]|",
                "V:[offer]-12-[apply(==entry)]",
            ])
        return cell(.promotion, container)
    }

    func makeGiftCell() -> StaticTableCell {
        let row = Box(.horizontal, spacing: 16)
        let column = Box(.vertical, spacing: 4)
        column.expandsHorizontally = true
        column.append(makeHeading(ClassDetailStrings.giftTitle))
        column.append(makeLabel(ClassDetailStrings.giftHint, style: "dim-label", wraps: true))
        giftSwitch.verticalAlignment = .center
        giftSwitch.setAccessibleLabel(ClassDetailStrings.giftTitle)
        giftSwitch.setAccessibleDescription(ClassDetailStrings.giftHint)
        giftSwitch.onToggled { [weak self] in self?.giftToggled() }
        row.append(column)
        row.append(giftSwitch)
        return cell(.gift, row)
    }

    func makeShippingCell() -> StaticTableCell {
        cell(.shipping, makeTextSection(title: ClassDetailStrings.shippingTitle, text: detail.shipping))
    }

    func makeEditorsPicksCell() -> StaticTableCell {
        let box = Box(.vertical, spacing: 10)
        let titleRow = Box(.horizontal, spacing: 8)
        let title = makeHeading(ClassDetailStrings.picksTitle)
        title.expandsHorizontally = true
        titleRow.append(title)
        let hint = makeLabel(ClassDetailStrings.picksHint, style: "dim-label")
        hint.ellipsizesAtEnd = true
        titleRow.append(hint)
        box.append(titleRow)
        let strip = EditorsPicksStrip(picks: detail.picks)
        picksStrip = strip
        box.append(strip)
        return cell(.editorsPicks, box)
    }

    func makeReviewsCell() -> StaticTableCell {
        let box = Box(.vertical, spacing: 12)
        let heading = "\(ClassDetailStrings.reviewsTitle) (\(detail.ratingCount))"
        box.append(makeHeading(heading))
        for review in detail.reviews {
            let item = Box(.vertical, spacing: 4)
            item.addCSSClass("tabledeck-detail-review")
            let top = Box(.horizontal, spacing: 8)
            let author = makeLabel(review.author, style: "tabledeck-detail-strong")
            author.expandsHorizontally = true
            let stars = max(1, min(5, review.stars))
            let starsLabel = makeLabel(
                String(repeating: "★", count: stars) + String(repeating: "☆", count: 5 - stars),
                style: "tabledeck-detail-stars")
            starsLabel.setAccessibleLabel("\(stars) / 5")
            top.append(author)
            top.append(starsLabel)
            item.append(top)
            item.append(makeLabel(review.text, style: "tabledeck-detail-body", wraps: true))
            box.append(item)
        }
        return cell(.reviews, box)
    }

    // MARK: - Helpers

    /// A left-aligned label with a style class.
    func makeLabel(_ text: String, style: String, wraps: Bool = false) -> Label {
        let label = Label(text)
        label.xAlign = 0
        label.wraps = wraps
        label.addCSSClass(style)
        return label
    }

    /// A left-aligned heading at `level` (1: the class's title; 2: a section's), which a screen
    /// reader presents as a heading.
    func makeHeading(
        _ text: String, level: Int = 2, style: String = "tabledeck-detail-heading", wraps: Bool = false
    ) -> Label {
        let label = Label(text, headingLevel: level)
        label.xAlign = 0
        label.wraps = wraps
        label.addCSSClass(style)
        return label
    }

    /// A heading over a wrapping paragraph.
    func makeTextSection(title: String, text: String) -> Box {
        let box = Box(.vertical, spacing: 6)
        box.append(makeHeading(title))
        box.append(makeLabel(text, style: "tabledeck-detail-body", wraps: true))
        return box
    }

    /// Applies constant Visual Format lines; they are fixed in code, so a parse error is a
    /// programming mistake, reported rather than trapped.
    func layOut(_ container: VisualFormatView, _ lines: [String]) {
        do {
            try container.addConstraints(lines)
        } catch {
            Diagnostics.warn("Class detail layout: \(error)")
        }
    }
}
