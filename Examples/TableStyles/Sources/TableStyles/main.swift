import TableDeckViews

// `TableStyles [plain|grouped|inset-grouped] [stack|recycling]`: the style and the engine the
// window opens with (inset grouped on the stack engine by default); both can be changed in the
// window. UIKit starts the app from its storyboard; on GTK an `Application` makes the window when
// it is activated.
MainActor.assumeIsolated {
    let arguments = CommandLine.arguments.dropFirst()
    let style = arguments.first.flatMap { TableStyle(rawValue: $0) } ?? .insetGrouped
    let backend = arguments.dropFirst().first.flatMap { TableBackend(rawValue: $0) } ?? .stack
    let application = Application(id: "io.github.tabledeck.examples.TableStyles")
    var viewController: ViewController?
    application.onActivate {
        let window = Window(application: application)
        window.title = "Table Styles"
        window.setDefaultSize(width: 480, height: 720)
        let controller = ViewController(style: style, backend: backend)
        window.setChild(controller.view)
        window.present()
        viewController = controller
    }
    _ = application.run()
    _ = viewController
}
