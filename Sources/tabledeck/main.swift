import Glibc
import TableDeckAppModel
import TableDeckBridge
import TableDeckModel
import TableDeckViews

// Parse first: --help, --version and bad options need no display.
switch CommandLineParser.parse(Array(CommandLine.arguments.dropFirst())) {
case .failure(let error):
    Diagnostics.printError(error.description)
    exit(UsageError.exitStatus)
case .success(.help):
    Diagnostics.printEvent(CommandLineParser.usage)
    exit(0)
case .success(.version):
    Diagnostics.printEvent("\(BuildInfo.programName) \(BuildInfo.version)")
    exit(0)
case .success(.run(let options)):
    // A root that cannot be shown is a bad command line: checked before a window opens.
    if let root = options.root {
        switch FolderReader.kind(of: Array(root.utf8)) {
        case .folder?: break
        case nil:
            Diagnostics.printError(UsageError("--root '\(root)' does not exist").description)
            exit(UsageError.exitStatus)
        default:
            Diagnostics.printError(UsageError("--root '\(root)' is not a folder").description)
            exit(UsageError.exitStatus)
        }
    }
    let status = MainActor.assumeIsolated { () -> Int32 in
        // Before GTK starts: it reads icons from the bundle, and the locale is set only here.
        ResourceLocator.registerInstalledBundle()
        L10n.setUp(domain: BuildInfo.gettextDomain, localeFolder: ResourceLocator.localeFolder)
        if let folder = ResourceLocator.libraryLocaleFolder {
            LibraryLocalization.useCatalogue(in: folder)
        }
        if let problem = DisplayCheck.problem() {
            Diagnostics.printError(problem)
            return 1
        }
        let app = TableDeckApplication(options: options)
        return app.run()
    }
    exit(status)
}
