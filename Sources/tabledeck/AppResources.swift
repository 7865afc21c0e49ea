import TableDeckBridge
import TableDeckModel
import TableDeckViews

/// The files of `Resources/` the app cannot work without, read and checked once at launch.
///
/// A missing or corrupt resource (a broken install) is found before any window exists, so the
/// app says so in one line and exits with ``brokenInstallExitStatus`` instead of showing a
/// half-built window.
@MainActor
struct AppResources {
    /// The parsed style sheets, in the order they are applied.
    let styleSheets: [StyleSheet]
    /// The carousel page's GtkBuilder layout, known to build a page.
    let pageDefinition: String

    /// The style sheets' file names, applied in this order.
    static let styleSheetNames = ["tabledeck.css", "carousel.css", "cells.css", "detail.css"]
    /// The carousel page layout's file name.
    static let pageDefinitionName = "carousel-page.ui"
    /// The exit status for a missing or corrupt resource.
    static let brokenInstallExitStatus: Int32 = 3

    /// A resource that is missing or does not parse.
    struct Problem: Error, CustomStringConvertible {
        /// The resource's file name.
        let name: String
        /// What is wrong with it.
        let reason: String
        var description: String {
            "\(BuildInfo.programName): cannot load the resource \(name): \(reason); reinstall TableDeck"
        }
    }

    /// Reads every resource and checks that it parses (GTK must be initialized).
    ///
    /// - Throws: ``Problem`` for the first resource that is missing or broken.
    static func load() throws(Problem) -> AppResources {
        var sheets: [StyleSheet] = []
        for name in styleSheetNames {
            let text = try read(name)
            do {
                sheets.append(try StyleSheet(text))
            } catch {
                throw Problem(name: name, reason: "\(error)")
            }
        }
        let page = try read(pageDefinitionName)
        do {
            // Build one page now: a broken layout is reported here, once, not per page.
            _ = try CarouselPageView(definition: page, title: "", numbers: [])
        } catch {
            throw Problem(name: pageDefinitionName, reason: "\(error)")
        }
        return AppResources(styleSheets: sheets, pageDefinition: page)
    }

    private static func read(_ name: String) throws(Problem) -> String {
        do {
            return try ResourceLocator.text(of: name)
        } catch {
            throw Problem(name: name, reason: "\(error)")
        }
    }
}
