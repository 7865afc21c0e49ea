import TableDeckModel
import Testing

@Suite("The screen tabs give way when they do not fit")
struct HeaderTitleFitTests {
    // A GTK 4.8 header bar as measured: 6 px spacing in its centre box, an empty start part, a
    // 166 px end part (menu button and window controls), 12 px of padding, and a title that may
    // shrink to nothing (the tabs in their scrolled window).
    let measured = HeaderTitleFit.Measurements(
        headerMinimum: 184, boxMinimum: 172, startMinimum: 0, titleMinimum: 0, endMinimum: 166, shownCount: 2)

    @Test("the spacing comes back from the box's minimum")
    func spacing() {
        #expect(measured.spacing == 6)
        let three = HeaderTitleFit.Measurements(
            headerMinimum: 320, boxMinimum: 308, startMinimum: 40, titleMinimum: 90, endMinimum: 166, shownCount: 3)
        #expect(three.spacing == 6)
    }

    @Test("the title gets the box less two spacings and the sides, as GTK 4.8 distributes it")
    func available() {
        // 720 - 12 padding - 12 spacing - 166 end part.
        #expect(HeaderTitleFit.availableWidth(headerWidth: 720, measured) == 530)
        #expect(HeaderTitleFit.fits(530, headerWidth: 720, measured))
        #expect(!HeaderTitleFit.fits(533, headerWidth: 720, measured))
        #expect(HeaderTitleFit.fits(533, headerWidth: 723, measured))
    }

    @Test("a header bar without a width yet keeps the tabs")
    func unsized() {
        #expect(HeaderTitleFit.fits(520, headerWidth: 0, measured))
    }

    @Test("the header bar is the window less the frame seen at the last layout")
    func frame() {
        // Without a compositor GTK draws a 5 px frame on each side (Adwaita's solid-csd).
        #expect(HeaderTitleFit.headerWidth(windowWidth: 720, laidOutWindowWidth: 760, laidOutHeaderWidth: 750) == 710)
        #expect(HeaderTitleFit.headerWidth(windowWidth: 720, laidOutWindowWidth: 0, laidOutHeaderWidth: 0) == 720)
        #expect(HeaderTitleFit.headerWidth(windowWidth: 720, laidOutWindowWidth: 700, laidOutHeaderWidth: 700) == 720)
    }
}
