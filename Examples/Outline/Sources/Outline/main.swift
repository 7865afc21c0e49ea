import TableDeckViews

// AppKit starts the app from its storyboard; on GTK an `Application` makes the window when it is
// activated.
MainActor.assumeIsolated {
    let application = Application(id: "io.github.tabledeck.examples.Outline")
    var viewController: ProjectViewController?
    application.onActivate {
        let window = Window(application: application)
        window.title = "Outline"
        window.setDefaultSize(width: 360, height: 420)
        let controller = ProjectViewController()
        window.setChild(controller.outlineView)
        window.present()
        _ = controller.outlineView.takeKeyboardFocus()
        viewController = controller
    }
    _ = application.run()
    _ = viewController
}
