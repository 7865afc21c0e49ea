/// Whether a header bar can give its title widget a width, worked out from GTK's measurements
/// rather than a fixed window width, so it holds in every language and theme (a fixed
/// 640 px threshold clipped the tabs between about 641 and 700 px, and Turkish or Japanese
/// labels need other widths again).
///
/// A GTK 4 header bar lays out a centre box of three parts: start, title, end. Its title gets
/// the box's width less two spacings and the start and end parts' minimum widths (GTK 4.8's
/// `gtk_center_layout_distribute`), while the box's measured minimum counts a spacing only
/// between parts that are shown: with an empty start part the two differ by one spacing, so
/// the sums are done here from each part's own measurement.
package enum HeaderTitleFit {
    /// A header bar's layout as GTK measures it (minimum widths, in pixels).
    package struct Measurements: Equatable, Sendable {
        /// The header bar's minimum width (its padding and its centre box's minimum).
        package let headerMinimum: Int
        /// The centre box's minimum width: its shown parts and the spacing between them.
        package let boxMinimum: Int
        /// The start part's minimum width (0 when hidden).
        package let startMinimum: Int
        /// The title widget's minimum width.
        package let titleMinimum: Int
        /// The end part's minimum width (0 when hidden).
        package let endMinimum: Int
        /// How many of the three parts are shown.
        package let shownCount: Int

        /// Measurements in pixels.
        package init(
            headerMinimum: Int, boxMinimum: Int, startMinimum: Int, titleMinimum: Int, endMinimum: Int, shownCount: Int
        ) {
            self.headerMinimum = headerMinimum
            self.boxMinimum = boxMinimum
            self.startMinimum = startMinimum
            self.titleMinimum = titleMinimum
            self.endMinimum = endMinimum
            self.shownCount = shownCount
        }

        /// The spacing between two shown parts, recovered from the box's minimum.
        package var spacing: Int {
            guard shownCount > 1 else { return 0 }
            return max(0, boxMinimum - startMinimum - titleMinimum - endMinimum) / (shownCount - 1)
        }
    }

    /// The header bar's width in a window `windowWidth` pixels wide: the window's width less its
    /// frame (the padding and border GTK draws around a window without a compositor), learned
    /// from the last layout, where the window was `laidOutWindowWidth` and the header bar
    /// `laidOutHeaderWidth` pixels wide (0 before the first layout: no frame known yet).
    package static func headerWidth(windowWidth: Int, laidOutWindowWidth: Int, laidOutHeaderWidth: Int) -> Int {
        guard laidOutHeaderWidth > 0, laidOutWindowWidth >= laidOutHeaderWidth else { return windowWidth }
        return windowWidth - (laidOutWindowWidth - laidOutHeaderWidth)
    }

    /// The width a header bar `headerWidth` pixels wide gives its title widget at most.
    package static func availableWidth(headerWidth: Int, _ measured: Measurements) -> Int {
        let boxWidth = headerWidth - max(0, measured.headerMinimum - measured.boxMinimum)
        return boxWidth - 2 * measured.spacing - measured.startMinimum - measured.endMinimum
    }

    /// Whether a title `width` pixels wide fits. A header bar not yet given a width (0 or less)
    /// counts as wide enough: there is nothing to measure against yet.
    package static func fits(_ width: Int, headerWidth: Int, _ measured: Measurements) -> Bool {
        guard headerWidth > 0 else { return true }
        return width <= availableWidth(headerWidth: headerWidth, measured)
    }
}
