import TableDeckAppModel
import TableDeckModel
import Testing

@Suite("Class detail")
struct ClassDetailTests {
    private let withPromotion = ClassDetail.sample(withPromotion: true)
    private let withoutPromotion = ClassDetail.sample(withPromotion: false)

    @Test("a class with a promotion shows every section, in screen order")
    func sectionsWithPromotion() {
        #expect(
            withPromotion.sections == [
                .header, .summary, .availability, .aboutTeacher, .address, .promotion, .gift, .shipping,
                .editorsPicks, .reviews,
            ])
    }

    @Test("a class without a promotion leaves out exactly the promotion section")
    func sectionsWithoutPromotion() {
        #expect(withoutPromotion.sections == withPromotion.sections.filter { $0 != .promotion })
        #expect(withoutPromotion.sections.count == withPromotion.sections.count - 1)
    }

    @Test("only the promotion section is optional")
    func optionalSections() {
        #expect(DetailSection.allCases.filter(\.isOptional) == [.promotion])
    }

    @Test("each cell has its declared top spacing and no bottom spacing")
    func marginsRule() {
        let margins = StaticTableSpacing.margins(forTopSpacings: [24, 16, 54, -3])
        #expect(margins.map(\.top) == [24, 16, 54, 0])
        #expect(margins.allSatisfy { $0.bottom == 0 })
    }

    @Test(
        "removing any section keeps every remaining gap the one the lower section declares",
        arguments: DetailSection.allCases)
    func removingASectionKeepsGaps(removed: DetailSection) {
        let remaining = DetailSection.allCases.filter { $0 != removed }
        let gaps = StaticTableSpacing.gaps(forTopSpacings: remaining.map(\.topSpacing))
        #expect(gaps.count == remaining.count - 1)
        #expect(gaps == remaining.dropFirst().map(\.topSpacing))
    }

    @Test("the gap below the promotion belongs to the gift section, with or without the promotion")
    func giftOwnsItsGap() throws {
        for detail in [withPromotion, withoutPromotion] {
            let sections = detail.sections
            let gaps = StaticTableSpacing.gaps(forTopSpacings: sections.map(\.topSpacing))
            let giftIndex = try #require(sections.firstIndex(of: .gift))
            #expect(gaps[giftIndex - 1] == DetailSection.gift.topSpacing)
        }
        #expect(DetailSection.gift.topSpacing == 54)
    }

    @Test("the sample class has what the screen needs")
    func sampleData() {
        #expect(withPromotion.promotion != nil)
        #expect(withoutPromotion.promotion == nil)
        #expect(withPromotion.picks.count >= 8)
        #expect(!withPromotion.reviews.isEmpty)
        #expect(withPromotion.reviews.allSatisfy { (1...5).contains($0.stars) })
        #expect(!withPromotion.availabilityAnswer.isEmpty)
        #expect(withPromotion.stars == "★★★★★")
        #expect(withPromotion.title == withoutPromotion.title)
    }

    @Test("promotion codes are trimmed and upper-cased; empty or odd codes are refused")
    func promotionCodes() {
        #expect(PromotionCode.validate("  spring20 ") == .success("SPRING20"))
        #expect(PromotionCode.validate("ART-2025") == .success("ART-2025"))
        #expect(PromotionCode.validate("") == .failure(.empty))
        #expect(PromotionCode.validate("   ") == .failure(.empty))
        #expect(PromotionCode.validate("20% OFF") == .failure(.invalidCharacters))
        #expect(PromotionCode.validate(String(repeating: "A", count: 33)) == .failure(.tooLong))
    }

    @Test("the detail screen's stdout lines are exact")
    func stdoutLines() {
        #expect(StdoutEvent.availabilityRequested.line == "Availability requested")
        #expect(StdoutEvent.promotionApplied(code: "SPRING20").line == "Promotion applied: SPRING20")
        #expect(StdoutEvent.gift(on: true).line == "Gift: on")
        #expect(StdoutEvent.gift(on: false).line == "Gift: off")
    }

    @Test("the detail screen is listed, titled and selectable on the command line")
    func detailScreen() {
        #expect(Screen.allCases.contains(.detail))
        #expect(Screen.detail.title == "Class")
        #expect(CommandLineParser.parse(["--screen", "detail"]) == .success(.run(LaunchOptions(screen: .detail))))
    }
}
