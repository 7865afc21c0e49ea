import TableDeckModel
import Testing

@Suite("The screen tabs give way when they do not fit (issue 11, finding 10)")
struct HeaderTitleFitTests {
    @Test("the title gets the header bar's width less the other children's minimum")
    func available() {
        // A header bar whose sides and padding need 180 px, with a 120 px drop-down as title.
        #expect(HeaderTitleFit.availableWidth(headerWidth: 660, headerMinimum: 300, titleMinimum: 120) == 480)
        // The same sides with a title that may shrink to nothing.
        #expect(HeaderTitleFit.availableWidth(headerWidth: 660, headerMinimum: 180, titleMinimum: 0) == 480)
    }

    @Test("tabs 520 px wide fit from 700 px on, whatever title is showing")
    func threshold() {
        for titleMinimum in [0, 120] {
            let headerMinimum = 180 + titleMinimum
            #expect(HeaderTitleFit.fits(520, headerWidth: 700, headerMinimum: headerMinimum, titleMinimum: titleMinimum))
            #expect(!HeaderTitleFit.fits(520, headerWidth: 699, headerMinimum: headerMinimum, titleMinimum: titleMinimum))
            #expect(!HeaderTitleFit.fits(520, headerWidth: 660, headerMinimum: headerMinimum, titleMinimum: titleMinimum))
        }
    }

    @Test("a header bar without a width yet keeps the tabs")
    func unsized() {
        #expect(HeaderTitleFit.fits(520, headerWidth: 0, headerMinimum: 300, titleMinimum: 120))
    }
}
