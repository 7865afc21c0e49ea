import TableDeckModel

/// The keys of a row's open swipe buttons: Escape closes them, Tab goes to the first of them
/// (a recycling list keeps Tab among its rows), and while a button has the focus the other
/// keys are the button's (Enter and Space press it), not the cursor row's.
@MainActor
final class SwipeKeysController: TableBehavior {
    private unowned let core: TableCore

    init(core: TableCore) {
        self.core = core
    }

    func perform(_ command: TableCommand) -> Bool {
        core.engine?.swipeActions?.handle(command) ?? false
    }

    /// Whether a swipe button has the focus: its keys are its own.
    var buttonsHaveFocus: Bool { core.engine?.swipeActions?.focusIsOnButtons ?? false }
}
