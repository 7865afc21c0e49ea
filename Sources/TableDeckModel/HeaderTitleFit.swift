/// Whether a header bar can give its title widget a width, worked out from GTK's measurements
/// rather than a fixed window width, so it holds in every language and theme (issue 11,
/// finding 10: the screen tabs clipped between about 641 and 700 px, and Turkish or Japanese
/// labels need other widths again).
///
/// A header bar's minimum width is its padding, its start and end children's minimum widths and
/// its title widget's minimum width, added up; so what it can give the title widget is its own
/// width less everything but the title's share of that minimum.
public enum HeaderTitleFit {
    /// The width a header bar `headerWidth` pixels wide can give its title widget, given the
    /// header bar's measured minimum width `headerMinimum` while the title widget's minimum is
    /// `titleMinimum`.
    public static func availableWidth(headerWidth: Int, headerMinimum: Int, titleMinimum: Int) -> Int {
        headerWidth - max(0, headerMinimum - titleMinimum)
    }

    /// Whether a title `width` pixels wide fits, by ``availableWidth(headerWidth:headerMinimum:titleMinimum:)``.
    /// A header bar not yet given a width (0 or less) counts as wide enough: there is nothing to
    /// measure against yet.
    public static func fits(_ width: Int, headerWidth: Int, headerMinimum: Int, titleMinimum: Int) -> Bool {
        guard headerWidth > 0 else { return true }
        return width <= availableWidth(headerWidth: headerWidth, headerMinimum: headerMinimum, titleMinimum: titleMinimum)
    }
}
