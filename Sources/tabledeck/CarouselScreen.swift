import TableDeckAppModel
import TableDeckBridge
import TableDeckModel
import TableDeckViews

/// The Carousel screen: 3..<7 pages (or `--pages N`) side by side, each a page laid
/// out by `Resources/carousel-page.ui` listing 10 random numbers, with a page indicator below.
/// Every page the carousel settles on, and the first page shown, prints `Page P of M` once
/// (the pager reports settled pages only, not those passed during an animation), whoever
/// turned it: a key, a drag, a dot, a scrub of the indicator or autoplay (`--autoplay SECONDS`).
/// `--loop` makes the pages go round.
@MainActor
final class CarouselScreen: ScreenController, PagerViewDelegate {
    private let box = Box(.vertical)
    var root: Widget { box }
    private let pager = PagerView(emptyText: L10n.text("No pages"))
    /// The pager (the benchmark animates it).
    var pagerView: PagerView { pager }
    private let indicator: PageIndicatorView
    private let deck: CarouselDeck
    /// The page layout's text, checked at launch (``AppResources``). The pages are built when
    /// the screen first appears: launches that open another screen do not pay for them.
    private let pageDefinition: String
    private var hasAppeared = false

    init(options: LaunchOptions, pageDefinition: String) {
        self.pageDefinition = pageDefinition
        let seed = options.seed ?? UInt64.random(in: 0...LaunchOptions.maximumSeed)
        deck = CarouselDeck(seed: seed, pageCount: options.pages)
        indicator = PageIndicatorView(pager: pager)
        pager.expandsVertically = true
        pager.expandsHorizontally = true
        box.append(pager)
        box.append(indicator)
        pager.delegate = self
        pager.wrapsAround = options.loops
        if let seconds = options.autoplaySeconds {
            pager.autoplayInterval = .seconds(seconds)
        }
    }

    /// The first time: builds the pages and prints the first page shown.
    /// Every time: puts the keyboard on the pager.
    func didAppear() {
        if !hasAppeared {
            pager.reloadData()
            hasAppeared = true
            if pager.numberOfPages > 0 {
                printPage(pager.currentPage)
            }
        }
        pager.grabFocus()
    }

    func numberOfPages(in pagerView: PagerView) -> Int {
        deck.count
    }

    func pagerView(_ pagerView: PagerView, viewForPageAt index: Int) -> Widget {
        let page = deck.pages[index]
        // The deck's English title ("Page 3") translated for the user.
        let title = L10n.text("Page %d", index + 1)
        do {
            let listName = L10n.text("Numbers on page %d", index + 1)
            return try CarouselPageView(definition: pageDefinition, title: title, numbers: page.numbers, listName: listName)
        } catch {
            Diagnostics.warn("cannot build \(page.title): \(error)")
            return Label(title)
        }
    }

    func pagerView(_ pagerView: PagerView, didChangeCurrentPage page: Int) {
        if hasAppeared { printPage(page) }
    }

    private func printPage(_ page: Int) {
        Diagnostics.printEvent(StdoutEvent.page(page + 1, of: pager.numberOfPages).line)
    }
}
