import CGtk
import TableDeckBridge

/// One dot per page of a ``PagerView``, the current page's dot distinct, after the seed's
/// `UIPageControl`.
///
/// It follows the pager live, also while the pages are dragged. Each dot is a button that
/// scrolls the pager to its page (click, or Tab to it and press Space). Assistive technologies
/// read the indicator as `Page P of M` and each dot as `Go to page K`. With no pages it hides.
@MainActor
public final class PageIndicatorView: Widget {
    /// The pager the indicator follows and drives. Held `weak`: pagers do not belong to indicators.
    public private(set) weak var pager: PagerView?

    private let row = Box(.horizontal, spacing: 0)
    private var dots: [Button] = []

    /// The page shown as current.
    public private(set) var currentPage = 0

    /// Creates an indicator for `pager`.
    public init(pager: PagerView) {
        super.init(sinking: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0))
        addCSSClass("tabledeck-page-indicator")
        gtk_widget_set_halign(widget, GTK_ALIGN_CENTER)
        gtk_box_append(cast(), row.widget)
        self.pager = pager
        pager.addPageObserver(self) { [weak self] in
            self?.update()
        }
        update()
    }

    /// How many dots the indicator shows.
    public var numberOfPages: Int { dots.count }

    /// The text assistive technologies read for the indicator.
    public private(set) var accessibleText = ""

    /// The dot of page `index`, for tests.
    package func dot(at index: Int) -> Button? {
        dots.indices.contains(index) ? dots[index] : nil
    }

    private func update() {
        let count = pager?.numberOfPages ?? 0
        if count != dots.count { rebuildDots(count: count) }
        let page = pager?.currentPage ?? 0
        for (index, dot) in dots.enumerated() {
            if index == page {
                dot.addCSSClass("tabledeck-page-dot-current")
            } else {
                dot.removeCSSClass("tabledeck-page-dot-current")
            }
        }
        currentPage = page
        accessibleText = count > 0 ? "Page \(page + 1) of \(count)" : "No pages"
        setAccessibleLabel(accessibleText)
        isVisible = count > 0
    }

    private func rebuildDots(count: Int) {
        for dot in dots { row.remove(dot) }
        dots = (0..<count).map { index in
            let dot = Button(label: "")
            // A dot is drawn by CSS alone: an empty label would still be a line of text tall.
            gtk_button_set_child(dot.cast(), nil)
            dot.addCSSClass("tabledeck-page-dot")
            dot.addCSSClass("flat")
            dot.tooltip = "Go to page \(index + 1)"
            dot.setAccessibleLabel("Go to page \(index + 1)")
            dot.onClicked { [weak self] in
                self?.pager?.scroll(toPage: index, animated: true)
            }
            row.append(dot)
            return dot
        }
    }
}
