import TableDeckViews

// UIKit starts the app from its storyboard; on GTK an `Application` makes the window when it is
// activated.
MainActor.assumeIsolated {
    let application = Application(id: "io.github.tabledeck.examples.StackTable")
    var viewController: ViewController?
    application.onActivate {
        let window = Window(application: application)
        window.title = "Stack Table"
        let controller = ViewController()
        window.setChild(controller.tableView)
        window.present()
        viewController = controller
    }
    _ = application.run()
    _ = viewController
}
