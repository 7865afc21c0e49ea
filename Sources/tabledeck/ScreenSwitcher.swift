import CGtk
import TableDeckBridge
import TableDeckModel

/// The header bar's way to switch screens: a row of tabs (`GtkStackSwitcher`) while the window
/// is wide enough for them, a drop-down below that, so the window can shrink to a phone-like
/// 400 px (the tabs alone need about 550).
@MainActor
final class ScreenSwitcher {
    /// The widget to put in the header bar.
    let root: Widget
    private let modes = Stack()
    private let tabs: StackSwitcher
    /// Made the first time the window is narrow: a drop-down is a popover and a list view that
    /// most launches never need.
    private var menu: DropDown?
    private let stack: Stack
    private var isSyncing = false

    /// Below this window width the drop-down replaces the tabs.
    static let narrowWidth = 640

    init(stack: Stack) {
        self.stack = stack
        tabs = StackSwitcher(stack: stack)
        gtk_stack_set_hhomogeneous(modes.opaque, 0)
        gtk_stack_set_interpolate_size(modes.opaque, 0)
        modes.addChild(tabs, name: "tabs")
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

    /// Shows the tabs or the drop-down for a window `width` pixels wide.
    func fit(width: Int) {
        let narrow = width > 0 && width < Self.narrowWidth
        if narrow { _ = makeMenu() }
        modes.visibleChildName = narrow ? "menu" : "tabs"
    }

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
