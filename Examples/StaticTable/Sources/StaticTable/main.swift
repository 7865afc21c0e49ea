import TableDeckViews

// UIKit starts the app from its storyboard; on GTK an `Application` makes the window when it is
// activated.
MainActor.assumeIsolated {
    // `--no-promotion` shows the page of a class without a promotion: the section is left out
    // and the gaps around it stay as designed.
    let item = ClassItem.sample(promotionAvailable: !CommandLine.arguments.contains("--no-promotion"))
    let application = Application(id: "io.github.tabledeck.examples.StaticTable")
    var controller: ItemDetailController?
    application.onActivate {
        do {
            try StyleSheet(ItemDetailController.styleSheet).apply()
        } catch {
            Diagnostics.warn("the page's style sheet does not parse: \(error)")
        }
        let window = Window(application: application)
        window.title = "Static Table"
        // A static table scrolls, so its natural height says nothing about a good window height.
        window.setDefaultSize(width: 480, height: 720)
        let detail = ItemDetailController(item: item)
        window.setChild(detail.tableView)
        window.present()
        controller = detail
    }
    _ = application.run()
    _ = controller
}
