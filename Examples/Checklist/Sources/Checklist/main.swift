import TableDeckViews

// The original starts from its storyboard: a navigation controller holding the checklist's
// table view controller, with the Edit button on the left of the navigation bar. On GTK an
// `Application` makes the window when it is activated, and a header bar plays the navigation bar.
MainActor.assumeIsolated {
    let application = Application(id: "io.github.tabledeck.examples.Checklist")
    var checklistViewController: ChecklistViewController?
    application.onActivate {
        let window = Window(application: application)
        window.title = "Checklist"
        window.setDefaultSize(width: 480, height: 720)
        let controller = ChecklistViewController()
        window.setTitlebar(controller.navigationBar)
        window.setChild(controller.tableView)
        window.present()
        checklistViewController = controller
    }
    _ = application.run()
    _ = checklistViewController
}
