import TableDeckBridge
import TableDeckModel

/// The main window: a header bar with a screen switcher over a stack of screens.
@MainActor
final class MainWindow {
    private let window: Window
    private let stack = Stack()
    /// The screens, kept alive here: tables hold their delegates `weak`.
    private let usersScreen: UsersScreen

    init(application: Application, options: LaunchOptions) {
        window = Window(application: application)
        window.title = "TableDeck"
        window.setDefaultSize(width: 800, height: 600)

        usersScreen = UsersScreen(rowCount: options.rows)
        stack.addChild(usersScreen.root, name: Screen.users.rawValue, title: Screen.users.title)
        stack.visibleChildName = options.screen.rawValue

        let header = HeaderBar()
        header.setTitleWidget(StackSwitcher(stack: stack))
        window.setTitlebar(header)
        window.setChild(stack)
        // Start with the keyboard in the table, so Up/Down/Enter work without a click first.
        if options.screen == .users {
            usersScreen.focusFirstRow()
        }
        window.onFirstFrame {
            let milliseconds = Diagnostics.processAgeMilliseconds() ?? 0
            Diagnostics.printEvent(StdoutEvent.ready(milliseconds: milliseconds).line)
        }
    }

    func present() {
        window.present()
    }
}
