import TableDeckModel

/// The Carousel screen's pages: how many there are and the numbers each page lists.
///
/// Everything is drawn from one ``SeededGenerator``: the same seed gives the same page count
/// (unless fixed by `--pages`) and the same numbers, on every run and machine.
public struct CarouselDeck: Equatable, Sendable {
    /// One page: its title and its numbers.
    public struct Page: Equatable, Sendable {
        /// The page's title, `"Page K"` (1-based).
        public let title: String
        /// The numbers the page's table lists.
        public let numbers: [Int]
    }

    /// The page count when `--pages` is not given is drawn from this range (3 to 6 pages).
    public static let randomPageCounts = 3..<7
    /// How many numbers each page lists.
    public static let numbersPerPage = 10
    /// The range each number is drawn from (1 to 99).
    public static let numberRange = 1..<100
    /// The largest page count `--pages` accepts: the pager's own limit.
    public static let maximumPages = PagingMath.maximumPages

    /// The random seed the deck was drawn from (`--seed`).
    public let seed: UInt64
    /// The pages, in order.
    public let pages: [Page]

    /// Draws a deck from `seed`; `pageCount` fixes the number of pages (clamped to
    /// 0…``maximumPages``), `nil` draws it from ``randomPageCounts``.
    public init(seed: UInt64, pageCount: Int? = nil) {
        var generator = SeededGenerator(seed: seed)
        let count =
            pageCount.map { min(max(0, $0), Self.maximumPages) }
            ?? generator.nextInt(in: Self.randomPageCounts)
        var pages: [Page] = []
        pages.reserveCapacity(count)
        for index in 0..<count {
            let numbers = (0..<Self.numbersPerPage).map { _ in generator.nextInt(in: Self.numberRange) }
            pages.append(Page(title: "Page \(index + 1)", numbers: numbers))
        }
        self.seed = seed
        self.pages = pages
    }

    /// How many pages there are.
    public var count: Int { pages.count }
}
