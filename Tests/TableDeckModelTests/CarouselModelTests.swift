import TableDeckAppModel
import TableDeckModel
import Testing

@Suite("Carousel model")
struct CarouselModelTests {
    // MARK: - Random data

    @Test("the seeded generator gives a fixed sequence for a seed (same on every machine)")
    func generatorIsFixed() {
        var generator = SeededGenerator(seed: 0)
        // SplitMix64's published first outputs for seed 0.
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
        #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
        var again = SeededGenerator(seed: 42)
        var other = SeededGenerator(seed: 42)
        #expect((0..<100).map { _ in again.next() } == (0..<100).map { _ in other.next() })
    }

    @Test("bounded draws stay in range and cover it")
    func boundedDraws() {
        var generator = SeededGenerator(seed: 7)
        let draws = (0..<5000).map { _ in generator.nextInt(in: 1..<100) }
        #expect(draws.allSatisfy { (1..<100).contains($0) })
        #expect(Set(draws).count == 99, "every value of 1..<100 turns up in 5000 draws")
        #expect(generator.nextInt(in: 5..<5) == 5, "an empty range draws nothing and gives its bound")
    }

    @Test("a deck has 3..<7 pages unless fixed, each of 10 numbers in 1..<100")
    func deckRules() {
        var counts = Set<Int>()
        for seed in UInt64(0)..<200 {
            let deck = CarouselDeck(seed: seed)
            counts.insert(deck.count)
            for (index, page) in deck.pages.enumerated() {
                #expect(page.title == "Page \(index + 1)")
                #expect(page.numbers.count == 10)
                #expect(page.numbers.allSatisfy { (1..<100).contains($0) })
            }
        }
        #expect(counts == [3, 4, 5, 6])
    }

    @Test("--pages fixes the count, 0 through 100, clamped beyond")
    func fixedCounts() {
        #expect(CarouselDeck(seed: 1, pageCount: 0).count == 0)
        #expect(CarouselDeck(seed: 1, pageCount: 1).count == 1)
        #expect(CarouselDeck(seed: 1, pageCount: 100).count == 100)
        #expect(CarouselDeck(seed: 1, pageCount: 500).count == 100)
        #expect(CarouselDeck(seed: 1, pageCount: -4).count == 0)
    }

    @Test("the same seed gives the same pages; another seed other pages")
    func seedsAreReproducible() {
        #expect(CarouselDeck(seed: 12345) == CarouselDeck(seed: 12345))
        #expect(CarouselDeck(seed: 12345, pageCount: 8) == CarouselDeck(seed: 12345, pageCount: 8))
        #expect(CarouselDeck(seed: 12345).pages != CarouselDeck(seed: 12346).pages)
        // Pinned: a change of generator or draw would silently change every user's --seed pages.
        let deck = CarouselDeck(seed: 2026, pageCount: 2)
        #expect(deck.pages[0].numbers == CarouselModelTests.pinnedFirstPage)
    }

    static let pinnedFirstPage: [Int] = [38, 18, 36, 37, 49, 13, 10, 38, 3, 24]

    // MARK: - Paging math

    @Test(
        "current page is round(offset / width), clamped",
        arguments: [
            (0.0, 0), (399.0, 0), (400.0, 1), (401.0, 1), (800.0, 1), (1200.0, 2), (-300.0, 0), (5000.0, 3),
        ])
    func currentPage(offset: Double, page: Int) {
        #expect(PagingMath.currentPage(offset: offset, pageWidth: 800, pageCount: 4) == page)
    }

    @Test("current page with no width or no pages is 0")
    func currentPageDegenerate() {
        #expect(PagingMath.currentPage(offset: 500, pageWidth: 0, pageCount: 4) == 0)
        #expect(PagingMath.currentPage(offset: 500, pageWidth: 800, pageCount: 0) == 0)
        #expect(PagingMath.currentPage(position: .nan, pageCount: 3) == 0)
        #expect(PagingMath.currentPage(position: .infinity, pageCount: 3) == 2)
    }

    @Test("a slow release snaps to the nearest page")
    func slowSnap() {
        #expect(PagingMath.snapTarget(position: 0.4, velocity: 0, pageCount: 5) == 0)
        #expect(PagingMath.snapTarget(position: 0.6, velocity: 0.3, pageCount: 5) == 1)
        #expect(PagingMath.snapTarget(position: 2.49, velocity: -0.5, pageCount: 5) == 2)
        #expect(PagingMath.snapTarget(position: -0.2, velocity: 0, pageCount: 5) == 0)
        #expect(PagingMath.snapTarget(position: 4.2, velocity: 0, pageCount: 5) == 4)
    }

    @Test("a flick goes on to the next page in its direction, one page at most")
    func flickSnap() {
        #expect(PagingMath.snapTarget(position: 0.1, velocity: 2, pageCount: 5) == 1)
        #expect(PagingMath.snapTarget(position: 1.9, velocity: -2, pageCount: 5) == 1)
        #expect(PagingMath.snapTarget(position: 1.0, velocity: 50, pageCount: 5) == 2, "a fast flick: still one page")
        #expect(PagingMath.snapTarget(position: 2.0, velocity: -50, pageCount: 5) == 1)
        #expect(PagingMath.snapTarget(position: 2.3, velocity: 1, pageCount: 5) == 3, "the drag crossed two pages")
        #expect(PagingMath.snapTarget(position: 0.3, velocity: -1, pageCount: 5) == 0, "never against the flick")
        #expect(PagingMath.snapTarget(position: 4.1, velocity: 5, pageCount: 5) == 4, "clamped at the end")
        #expect(PagingMath.snapTarget(position: -0.1, velocity: -5, pageCount: 5) == 0)
        #expect(PagingMath.snapTarget(position: 0.4, velocity: 5, pageCount: 0) == 0)
    }

    @Test("the flick threshold separates a flick from a slow release")
    func flickThreshold() {
        let below = PagingMath.flickVelocity * 0.9
        #expect(PagingMath.snapTarget(position: 0.2, velocity: below, pageCount: 3) == 0)
        #expect(PagingMath.snapTarget(position: 0.2, velocity: PagingMath.flickVelocity, pageCount: 3) == 1)
    }

    @Test("dragging follows the pointer, with resistance past the ends")
    func dragging() {
        #expect(PagingMath.draggedPosition(start: 1, translation: 0.5, pageCount: 4) == 0.5)
        #expect(PagingMath.draggedPosition(start: 1, translation: -1.5, pageCount: 4) == 2.5)
        #expect(abs(PagingMath.draggedPosition(start: 0, translation: 0.3, pageCount: 4) + 0.1) < 1e-12)
        #expect(PagingMath.draggedPosition(start: 0, translation: 9, pageCount: 4) == -PagingMath.overscrollLimit)
        #expect(PagingMath.draggedPosition(start: 3, translation: -9, pageCount: 4) == 3 + PagingMath.overscrollLimit)
    }

    @Test("key and wheel steps move one page, clamped")
    func steps() {
        #expect(PagingMath.page(from: 0, step: 1, pageCount: 3) == 1)
        #expect(PagingMath.page(from: 2, step: 1, pageCount: 3) == 2)
        #expect(PagingMath.page(from: 0, step: -1, pageCount: 3) == 0)
        #expect(PagingMath.page(from: 0, step: 1, pageCount: 0) == 0)
    }

    // MARK: - Velocity

    @Test("release velocity comes from the last 100 ms of movement")
    func velocity() {
        var tracker = DragVelocityTracker()
        tracker.add(position: 0, time: 1000)
        tracker.add(position: 0.1, time: 1050)
        tracker.add(position: 0.2, time: 1100)
        #expect(abs(tracker.velocity(at: 1100) - 2) < 1e-9)
        tracker.add(position: 0.2, time: 1400)
        #expect(tracker.velocity(at: 1400) == 0, "a drag that stopped before release has no speed")
        tracker.reset()
        tracker.add(position: 5, time: 0)
        #expect(tracker.velocity(at: 10) == 0, "events without a time are ignored")
    }

    // MARK: - Animation

    @Test("the animation eases from start to end in 250 ms")
    func animation() {
        let animation = PageAnimation(from: 1, to: 3, startTime: 1_000_000)
        #expect(PageAnimation.defaultDuration == 250_000)
        #expect(animation.position(at: 1_000_000) == 1)
        #expect(animation.position(at: 1_250_000) == 3)
        #expect(animation.position(at: 9_000_000) == 3)
        #expect(animation.position(at: 0) == 1)
        #expect(!animation.isFinished(at: 1_249_999))
        #expect(animation.isFinished(at: 1_250_000))
        let half = animation.position(at: 1_125_000)
        #expect(half > 2, "ease-out: past half-way at half time")
        #expect(half < 3)
        var previous = 1.0
        for step in 0...25 {
            let value = animation.position(at: 1_000_000 + Int64(step) * 10_000)
            #expect(value >= previous)
            previous = value
        }
        #expect(PageAnimation.easeOutCubic(0) == 0)
        #expect(PageAnimation.easeOutCubic(1) == 1)
        #expect(
            PageAnimation(from: 0, to: 1, startTime: 0, duration: 0).position(at: 0) == 1, "no duration: at the end")
        #expect(PageAnimation(from: 0, to: 1, startTime: 0, duration: -5).isFinished(at: 0))
    }

    // MARK: - Options and events

    @Test("--pages and --seed parse into the options")
    func options() {
        var expected = LaunchOptions(screen: .carousel)
        expected.pages = 5
        expected.seed = 99
        #expect(
            CommandLineParser.parse(["--screen", "carousel", "--pages", "5", "--seed=99"]) == .success(.run(expected)))
        var edges = LaunchOptions()
        edges.pages = 0
        edges.seed = 9_223_372_036_854_775_807
        #expect(CommandLineParser.parse(["--pages", "0", "--seed", "9223372036854775807"]) == .success(.run(edges)))
        #expect(CommandLineParser.parse(["--pages=100"]).map { _ in true } == .success(true))
    }

    @Test(
        "bad --pages values are one line naming the range",
        arguments: ["-1", "101", "x", "", "3.0", "+3", "99999999999999999999"])
    func badPages(value: String) throws {
        guard case .failure(let error) = CommandLineParser.parse(["--pages", value]) else {
            Issue.record("--pages \(value) accepted")
            return
        }
        #expect(error.description.hasPrefix("tabledeck: --pages"))
        #expect(error.description.contains("0 to 100"))
        #expect(!error.description.contains("\n"))
    }

    @Test(
        "bad --seed values are one line naming the range",
        arguments: ["-1", "9223372036854775808", "18446744073709551616", "abc", "", "0x10", "1e3"])
    func badSeeds(value: String) throws {
        guard case .failure(let error) = CommandLineParser.parse(["--seed", value]) else {
            Issue.record("--seed \(value) accepted")
            return
        }
        #expect(error.description.hasPrefix("tabledeck: --seed"))
        #expect(error.description.contains("0 to 9223372036854775807"))
        #expect(!error.description.contains("\n"))
        #expect(UsageError.exitStatus == 2)
    }

    @Test("--pages and --seed are refused twice or without a value")
    func repeatedOrMissing() {
        #expect(
            CommandLineParser.parse(["--seed", "1", "--seed", "2"])
                == .failure(UsageError("--seed given more than once")))
        guard case .failure(let error) = CommandLineParser.parse(["--pages"]) else {
            Issue.record("--pages without a value accepted")
            return
        }
        #expect(error.message.contains("--pages needs a value"))
    }

    @Test("the carousel screen and its page line")
    func screenAndLine() {
        #expect(Screen(rawValue: "carousel") == .carousel)
        #expect(Screen.carousel.title == "Carousel")
        #expect(StdoutEvent.page(2, of: 5).line == "Page 2 of 5")
    }

    // MARK: - Visible pages

    @Test(
        "only the pages overlapping the viewport are visible: one when settled, two in between",
        arguments: [
            (0.0, 5, 0..<1), (3.0, 5, 3..<4), (2.3, 5, 2..<4), (2.999, 5, 2..<4), (-0.2, 5, 0..<1),
            (4.25, 5, 4..<5), (0.0, 1, 0..<1), (1.5, 0, 0..<0), (Double.nan, 3, 0..<0), (Double.infinity, 3, 0..<0),
            (-Double.infinity, 3, 0..<0),
        ] as [(Double, Int, Range<Int>)])
    func visiblePages(position: Double, count: Int, expected: Range<Int>) {
        #expect(PagingMath.visiblePages(position: position, pageCount: count) == expected)
    }
}
