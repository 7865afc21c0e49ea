import TableDeckBridge
import TableDeckModel

/// The editor's picks: a row of class cards that scrolls sideways inside the vertical page.
///
/// A vertical wheel over the strip scrolls the page (the strip takes no vertical scrolling);
/// a horizontal wheel or touchpad swipe, or Shift with the wheel, scrolls the cards.
@MainActor
final class EditorsPicksStrip: Widget {
    private let scroller = ScrolledWindow()

    /// The number of cards.
    let cardCount: Int

    init(picks: [ClassDetail.Pick]) {
        cardCount = picks.count
        let row = Box(.horizontal, spacing: 12)
        row.addCSSClass("tabledeck-picks-row")
        for (index, pick) in picks.enumerated() {
            row.append(Self.makeCard(pick, index: index))
        }
        scroller.setPolicy(horizontal: .automatic, vertical: .never)
        scroller.propagatesNaturalHeight = true
        scroller.setChild(row)
        scroller.addCSSClass("tabledeck-picks")
        super.init(retaining: scroller.widget)
    }

    /// The horizontal scroll position and range of the cards.
    var horizontalAdjustment: Adjustment { scroller.horizontalAdjustment }

    private static func makeCard(_ pick: ClassDetail.Pick, index: Int) -> Widget {
        let card = Box(.vertical, spacing: 4)
        card.addCSSClass("tabledeck-pick-card")
        card.setSizeRequest(width: 168)
        let cover = Label(String(pick.title.prefix(1)))
        cover.addCSSClass("tabledeck-pick-cover")
        cover.addCSSClass("tabledeck-pick-cover-\(index % 5)")
        let title = Label(pick.title)
        title.addCSSClass("tabledeck-pick-title")
        title.xAlign = 0
        title.wraps = true
        title.maximumLines = 2
        title.ellipsizesAtEnd = true
        let teacher = Label(pick.teacher)
        teacher.addCSSClass("dim-label")
        teacher.xAlign = 0
        teacher.ellipsizesAtEnd = true
        let price = Label(pick.price)
        price.addCSSClass("tabledeck-pick-price")
        price.xAlign = 0
        card.append(cover)
        card.append(title)
        card.append(teacher)
        card.append(price)
        card.setAccessibleLabel("\(pick.title), \(pick.teacher), \(pick.price)")
        return card
    }
}
