import TableDeckBridge
import TableDeckModel

/// The `tabledeck` application: one main window per launch.
@MainActor
final class TableDeckApplication {
    private let options: LaunchOptions
    private let application = Application(id: BuildInfo.appID)
    private var mainWindow: MainWindow?

    /// Creates the application for one launch's options.
    init(options: LaunchOptions) {
        self.options = options
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
        loadStyleSheet()
        let window = MainWindow(application: application, options: options)
        mainWindow = window
        window.present()
    }

    /// The style sheets in `Resources/`, applied in this order.
    private static let styleSheets = ["tabledeck.css", "carousel.css", "cells.css", "detail.css"]

    private func loadStyleSheet() {
        for name in Self.styleSheets {
            guard let path = ResourceLocator.path(of: name) else {
                Diagnostics.warn("\(name) not found in \(ResourceLocator.searchPath.joined(separator: ", ")); using the plain theme")
                continue
            }
            do {
                try Display.applyStyleSheet(try TextFile.read(path))
            } catch {
                Diagnostics.warn("cannot use \(path): \(error)")
            }
        }
    }
}
