import TableDeckViews

// UIKit starts the app from its storyboard; on GTK an `Application` makes the window when it is
// activated.
MainActor.assumeIsolated {
    let application = Application(id: "io.github.tabledeck.examples.Carousel")
    var homeController: HomeController?
    application.onActivate {
        // The look of the page's own content (the xib's fonts and insets in UIKit). The pager and
        // the page indicator bring their own style.
        do {
            try StyleSheet(CustomView.styleSheet).apply()
        } catch {
            Diagnostics.warn("the page style sheet does not parse: \(error)")
        }
        let window = Window(application: application)
        window.title = "Carousel"
        let controller = HomeController()
        window.setChild(controller.view)
        window.present()
        controller.viewDidAppear()
        homeController = controller
    }
    _ = application.run()
    _ = homeController
}
