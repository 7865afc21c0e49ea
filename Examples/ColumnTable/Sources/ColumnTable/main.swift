import TableDeckViews

// AppKit starts the app from its storyboard; on GTK an `Application` makes the window when it is
// activated.
MainActor.assumeIsolated {
    let application = Application(id: "io.github.tabledeck.examples.ColumnTable")
    var viewController: PlanetsViewController?
    application.onActivate {
        let window = Window(application: application)
        window.title = "Column Table"
        let controller = PlanetsViewController()
        window.setChild(controller.tableView)
        window.present()
        _ = controller.tableView.takeKeyboardFocus()
        viewController = controller
    }
    _ = application.run()
    _ = viewController
}
