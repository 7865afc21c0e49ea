import TableDeckViews

// UIKit starts the app from its storyboard; on GTK an `Application` makes the window when it is
// activated.
MainActor.assumeIsolated {
    let application = Application(id: "io.github.tabledeck.examples.GenericCells")
    var viewController: ViewController?
    application.onActivate {
        // The custom view's insets and fonts (a xib or the view's own code in UIKit). The table,
        // its rows and its section headers bring their own style.
        do {
            try StyleSheet(CustomView.styleSheet).apply()
        } catch {
            Diagnostics.warn("the custom view's style sheet does not parse: \(error)")
        }
        let window = Window(application: application)
        window.title = "Generic Cells"
        let controller = ViewController()
        window.setChild(controller.tableView)
        window.present()
        viewController = controller
    }
    _ = application.run()
    _ = viewController
}
