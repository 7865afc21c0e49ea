import TableDeckBridge
import TableDeckModel
import TableDeckViews

/// One screen of the main window: its top widget and what it does when it is shown.
@MainActor
protocol ScreenController: AnyObject {
    /// The screen's top widget, added to the window's stack.
    var root: Widget { get }

    /// Called when the screen becomes the visible one (also for the first screen shown).
    func didAppear()

    /// The search of the screen's table, for Ctrl+F; `nil` for a screen without one.
    var search: TableSearch? { get }
}

extension ScreenController {
    /// The search of the screen's table, for Ctrl+F; `nil` for a screen without one.
    var search: TableSearch? { nil }
}
