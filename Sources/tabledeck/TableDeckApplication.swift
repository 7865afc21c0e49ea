import TableDeckAppModel
import TableDeckBridge
import TableDeckModel

/// The `tabledeck` application: one main window per launch.
@MainActor
final class TableDeckApplication {
    private let options: LaunchOptions
    private let application = Application(id: BuildInfo.appID)
    private var mainWindow: MainWindow?
    /// Keeps GTK's dark preference in step with the desktop's colour scheme.
    private var appearance: DesktopAppearance?

    /// The exit status when activation found a missing or corrupt resource.
    private var brokenInstallStatus: Int32?

    /// Creates the application for one launch's options.
    init(options: LaunchOptions) {
        self.options = options
        // The bundle's path is the default app id's; a development build's id adds `.Devel`.
        application.resourceBasePath = BuildInfo.resourcePath
        application.onActivate { [weak self] in
            self?.activate()
        }
    }

    /// Runs until the main window closes; returns the exit status.
    /// ``AppResources/brokenInstallExitStatus`` when a resource is missing or corrupt.
    func run() -> Int32 {
        let status = application.run()
        return brokenInstallStatus ?? status
    }

    private func activate() {
        if let mainWindow {
            mainWindow.present()
            return
        }
        // Checked here, after GtkApplication's start-up, not before `run()`: building the
        // carousel page to check it creates GTK's settings and icon theme, and start-up then adds
        // the app's resource icons to that loaded theme, which makes GTK load every icon theme a
        // second time and restyle the first frame twice (about 60 M instructions, a tenth of
        // the time to the first frame). Still before any window: a broken install shows none.
        let resources: AppResources
        do throws(AppResources.Problem) {
            resources = try AppResources.load()
        } catch {
            Diagnostics.printError(error.description)
            brokenInstallStatus = AppResources.brokenInstallExitStatus
            application.quit()
            return
        }
        resources.styleSheets.forEach { $0.apply() }
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
}
