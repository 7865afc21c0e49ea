import TableDeckAppModel
import TableDeckBridge
import TableDeckModel

/// The main window: a header bar with a screen switcher over a stack of screens.
@MainActor
final class MainWindow {
    private let window: Window
    private let header = HeaderBar()
    private let stack = Stack()
    /// The screens built so far, kept alive here: views hold their delegates `weak`.
    private var screens: [Screen: any ScreenController] = [:]
    /// One empty box per screen in the stack; a screen is built into its box the first time it
    /// is shown, so start-up pays only for the screen the window opens on.
    private var hosts: [Screen: Box] = [:]
    private let options: LaunchOptions
    /// The carousel page's checked layout.
    private let pageDefinition: String

    init(application: Application, options: LaunchOptions, pageDefinition: String) {
        self.options = options
        self.pageDefinition = pageDefinition
        window = Window(application: application)
        window.title = "TableDeck"
        // GTK's theme stripes the header bar of a window with `devel`: a development build is
        // told apart at a glance.
        if BuildInfo.isDevelopmentBuild { window.addCSSClass("devel") }
        window.setDefaultSize(width: 800, height: 600)

        for screen in Screen.allCases {
            let host = Box(.vertical)
            hosts[screen] = host
            stack.addChild(host, name: screen.rawValue, title: screen.localizedTitle)
        }
        // Build the first screen before the stack shows it (no flash of an empty host).
        buildScreen(options.screen)
        stack.visibleChildName = options.screen.rawValue
        stack.onVisibleChildChanged { [weak self] in
            self?.visibleScreenChanged()
        }

        let switcher = ScreenSwitcher(stack: stack)
        header.setTitleWidget(switcher.root)
        self.switcher = switcher
        window.onWidthChanged { [weak self] in
            self?.fitSwitcher()
        }
        let actions = MainWindowActions(
            application: application, window: window,
            showScreen: { [weak self] screen in self?.stack.visibleChildName = screen.rawValue },
            find: { [weak self] in self?.findInVisibleScreen() })
        header.packEnd(actions.menuButton)
        self.actions = actions
        window.setTitlebar(header)
        window.setChild(stack)
        // At the default width too: translated tabs may not fit it.
        fitSwitcher()
        // Now in the window, the first screen can take the keyboard focus.
        showScreen(options.screen)
        window.onFirstFrame { [weak self] in
            let milliseconds = Diagnostics.processAgeMilliseconds() ?? 0
            Diagnostics.printEvent(StdoutEvent.ready(milliseconds: milliseconds).line)
            self?.startBenchmarkIfAsked()
        }
    }

    /// Builds the controller of `screen`. Add a case here when a screen is added to ``Screen``.
    private func makeController(for screen: Screen) -> any ScreenController {
        switch screen {
        case .users: UsersScreen(rowCount: options.rows, backend: options.table, style: options.style)
        case .carousel: CarouselScreen(options: options, pageDefinition: pageDefinition)
        case .cells: CellsScreen(style: options.style)
        case .detail: DetailScreen(promotion: options.promotion)
        case .table: TableScreen(rowCount: options.tableRows, seed: options.seed ?? TableScreen.defaultSeed)
        case .files: FilesScreen(root: options.root.map { Array($0.utf8) } ?? FolderReader.homeFolder)
        }
    }

    /// Tabs or a drop-down for the screens, by the room in the header bar.
    private var switcher: ScreenSwitcher?

    /// Shows the tabs if the header bar has room for them at the window's new width.
    private func fitSwitcher() {
        let measured = header.measurements
        let headerWidth = HeaderTitleFit.headerWidth(
            windowWidth: window.currentWidth, laidOutWindowWidth: window.allocatedWidth,
            laidOutHeaderWidth: header.allocatedWidth)
        switcher?.fit(
            headerWidth: headerWidth, measured: measured, headerMinimum: header.measureWidth(forHeight: -1).minimum)
    }

    /// The window's commands, menu and shortcuts (Ctrl+Q, Ctrl+1…, F10, About).
    private(set) var actions: MainWindowActions?

    /// The benchmark command's driver, when `TABLEDECK_BENCH` is set.
    private var benchmark: BenchmarkDriver?

    private func startBenchmarkIfAsked() {
        benchmark = BenchmarkDriver(window: window)
        let targets = BenchmarkDriver.Targets(
            usersScroll: (screens[.users] as? UsersScreen)?.scrollAdjustment,
            pager: (screens[.carousel] as? CarouselScreen)?.pagerView,
            users: screens[.users] as? UsersScreen,
            table: screens[.table] as? TableScreen,
            files: screens[.files] as? FilesScreen)
        benchmark?.start(targets)
    }

    private func visibleScreenChanged() {
        guard let name = stack.visibleChildName, let screen = Screen(rawValue: name) else { return }
        showScreen(screen)
    }

    /// Builds `screen` into its host on first use, then tells it that it appeared.
    private func showScreen(_ screen: Screen) {
        buildScreen(screen)
        screens[screen]?.didAppear()
    }

    /// Builds `screen`'s controller into its host, once.
    private func buildScreen(_ screen: Screen) {
        guard screens[screen] == nil, let host = hosts[screen] else { return }
        let controller = makeController(for: screen)
        controller.root.expandsVertically = true
        host.append(controller.root)
        screens[screen] = controller
        controller.search?.onChange = { result in
            let event: StdoutEvent =
                result.isCleared
                ? .filterCleared : .filtered(query: result.query, shown: result.shownRows, total: result.totalRows)
            Diagnostics.printEvent(event.line)
        }
    }

    /// Ctrl+F: opens the visible screen's search, if it has one.
    private func findInVisibleScreen() {
        guard let name = stack.visibleChildName, let screen = Screen(rawValue: name) else { return }
        screens[screen]?.search?.begin()
    }

    func present() {
        window.present()
    }
}
