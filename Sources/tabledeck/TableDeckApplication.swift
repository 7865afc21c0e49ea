import TableDeckAppModel
import TableDeckBridge
import TableDeckModel

/// The `tabledeck` application: one main window per launch.
@MainActor
final class TableDeckApplication {
    private let options: LaunchOptions
    private let resources: AppResources
    private let application = Application(id: BuildInfo.appID)
    private var mainWindow: MainWindow?
    /// Keeps GTK's dark preference in step with the desktop's colour scheme.
    private var appearance: DesktopAppearance?

    /// Creates the application for one launch's options and its checked resources.
    init(options: LaunchOptions, resources: AppResources) {
        self.options = options
        self.resources = resources
        // The bundle's path is the default app id's; a development build's id adds `.Devel`.
        application.resourceBasePath = BuildInfo.resourcePath
        application.onActivate { [weak self] in
            self?.activate()
        }
    }

    /// Runs until the main window closes; returns the exit status.
    func run() -> Int32 {
        application.run()
    }

    private func activate() {
        if let mainWindow {
            mainWindow.present()
            return
        }
        applyStyleSheets()
        followDesktopAppearance()
        let window = MainWindow(application: application, options: options, pageDefinition: resources.pageDefinition)
        mainWindow = window
        window.present()
    }

    /// Follows the desktop's light/dark preference (before the first frame, so a dark desktop
    /// never sees a light flash). The theme is reloaded only when the preference differs.
    private func followDesktopAppearance() {
        appearance = DesktopAppearance { value in
            DesktopAppearance.prefersDarkTheme = ColorScheme(settingsValue: value).prefersDarkTheme
        }
    }

    private func applyStyleSheets() {
        resources.styleSheets.forEach { $0.apply() }
    }
}
