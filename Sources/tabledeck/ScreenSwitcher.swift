import TableDeckAppModel
import TableDeckBridge
import TableDeckModel

/// The header bar's way to switch screens: a row of tabs (`GtkStackSwitcher`) while the header
/// bar has room for them, a drop-down otherwise, so the window can shrink to a phone-like 400 px.
///
/// Whether the tabs fit is measured, not guessed from the window width (a fixed
/// 640 px let them clip up to about 730 px, and translated labels change their width):
/// the tabs' natural width is compared with what the header bar can give its title widget
/// (``HeaderTitleFit``). The tabs sit in a scrolled window without scrollbars, so their width is
/// not the window's minimum: a window manager can shrink the window past them, and the
/// drop-down takes their place.
@MainActor
final class ScreenSwitcher {
    /// The widget to put in the header bar.
    let root: Widget
    private let modes = Stack()
    private let tabs: StackSwitcher
    /// Lets the header bar give the tabs less than they need (they are replaced then).
    private let tabsHolder = ScrolledWindow()
    /// Made the first time the window is narrow: a drop-down is a popover and a list view that
    /// most launches never need.
    private var menu: DropDown?
    private let stack: Stack
    private var isSyncing = false

    init(stack: Stack) {
        self.stack = stack
        tabs = StackSwitcher(stack: stack)
        tabs.addCSSClass("tabledeck-screen-tabs")
        modes.isHorizontallyHomogeneous = false
        modes.interpolatesSize = false
        tabsHolder.setPolicy(horizontal: .external, vertical: .never)
        tabsHolder.propagatesNaturalWidth = true
        tabsHolder.propagatesNaturalHeight = true
        // The tabs themselves take the focus, not the holder.
        tabsHolder.isFocusable = false
        tabsHolder.setChild(tabs)
        modes.addChild(tabsHolder, name: "tabs")
        // GTK 4.8 reads unnamed widgets by their type ("GtkStackSwitcher", "GtkStackPage").
        let screensName = L10n.text("Screens")
        tabs.setAccessibleLabel(screensName)
        modes.setPageAccessibleLabel(screensName, forChildNamed: "tabs")
        root = modes
        stack.onVisibleChildChanged { [weak self] in
            self?.syncMenu()
        }
    }

    /// The drop-down, made and added on first use.
    private func makeMenu() -> DropDown {
        if let menu { return menu }
        let menu = DropDown(items: Screen.allCases.map(\.localizedTitle))
        menu.setAccessibleLabel(L10n.text("Screen"))
        modes.addChild(menu, name: "menu")
        modes.setPageAccessibleLabel(L10n.text("Screens"), forChildNamed: "menu")
        menu.onSelectionChanged { [weak self] in
            guard let self, !self.isSyncing, let index = self.menu?.selectedIndex, Screen.allCases.indices.contains(index) else {
                return
            }
            self.stack.visibleChildName = Screen.allCases[index].rawValue
        }
        self.menu = menu
        syncMenu()
        return menu
    }

    /// Shows the tabs when they fit a header bar `headerWidth` pixels wide, laid out as
    /// `measured` (GTK's measurements of it with the title widget it shows now); the drop-down
    /// otherwise. Without measurements (a header bar built differently), the tabs need the
    /// header bar's whole minimum width besides their own.
    func fit(headerWidth: Int, measured: HeaderTitleFit.Measurements?, headerMinimum: Int) {
        let fits =
            measured.map { HeaderTitleFit.fits(tabsWidth, headerWidth: headerWidth, $0) }
            ?? (headerWidth <= 0 || tabsWidth + headerMinimum <= headerWidth)
        if !fits { _ = makeMenu() }
        modes.visibleChildName = fits ? "tabs" : "menu"
    }

    /// The width the tabs need: their natural width, every label whole.
    var tabsWidth: Int { tabs.measureWidth(forHeight: -1).natural }

    /// Whether the drop-down is showing instead of the tabs.
    var isCompact: Bool { modes.visibleChildName == "menu" }

    private func syncMenu() {
        guard let menu, let name = stack.visibleChildName, let index = Screen.allCases.firstIndex(where: { $0.rawValue == name }) else {
            return
        }
        isSyncing = true
        menu.selectedIndex = index
        isSyncing = false
    }
}
