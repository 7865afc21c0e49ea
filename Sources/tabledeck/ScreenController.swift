import TableDeckBridge
import TableDeckModel

/// One screen of the main window: its top widget and what it does when it is shown.
@MainActor
protocol ScreenController: AnyObject {
    /// The screen's top widget, added to the window's stack.
    var root: Widget { get }

    /// Called when the screen becomes the visible one (also for the first screen shown).
    func didAppear()
}
