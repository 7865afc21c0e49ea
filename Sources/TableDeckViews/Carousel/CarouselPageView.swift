import TableDeckBridge

/// One page of the Carousel screen: a header with the page's title over a table of its numbers,
/// laid out by a GtkBuilder definition (where UIKit code loads a xib), made at run time.
///
/// The definition must hold a widget `page` (the page), a `GtkLabel` `title` and a `GtkListBox`
/// `numbers`, each with that id.
@MainActor
public final class CarouselPageView: Widget {
    /// Why a page could not be built from its definition.
    public enum LoadError: Error, CustomStringConvertible, Equatable {
        /// The definition does not parse (bad XML, unknown class or property).
        case invalidDefinition(String)
        /// The definition lacks an object with this id, or it has the wrong type.
        case missingObject(id: String, type: String)

        /// What went wrong, for a log line: GtkBuilder's own message for a definition that does
        /// not parse, `no TYPE with id 'ID'` for a missing object.
        public var description: String {
            switch self {
            case .invalidDefinition(let message): message
            case .missingObject(let id, let type): "no \(type) with id '\(id)'"
            }
        }
    }

    private let titleLabel: Label
    private let table: ListBox

    /// Builds a page from `definition` (the text of a `.ui` file) showing `title` and `numbers`.
    ///
    /// `listName` is what assistive technologies call the list of numbers ("Numbers on page 2");
    /// by default the title.
    ///
    /// - Throws: ``LoadError`` when the definition does not parse or lacks an object.
    public init(definition: String, title: String, numbers: [Int], listName: String? = nil) throws(LoadError) {
        let builder: Builder
        do {
            builder = try Builder(definition: definition)
        } catch {
            throw .invalidDefinition("\(error)")
        }
        guard let root = builder.widget("page") else { throw .missingObject(id: "page", type: "widget") }
        guard let label = builder.label("title") else { throw .missingObject(id: "title", type: "GtkLabel") }
        guard let list = builder.listBox("numbers") else { throw .missingObject(id: "numbers", type: "GtkListBox") }
        titleLabel = label
        table = list
        builder.widget("scroller")?.hideScrollBarsFromAssistiveTechnologies()
        super.init(sharing: root)
        LibraryStyle.install(for: self)
        addCSSClass("tabledeck-carousel-page")
        titleLabel.text = title
        table.setAccessibleLabel(listName ?? title)
        for number in numbers {
            let cell = Label("\(number)")
            cell.xAlign = 0
            cell.addCSSClass("tabledeck-number")
            table.append(cell, activatable: false)
        }
    }

    /// The title shown in the header.
    public var title: String { titleLabel.text }

    /// The numbers the table lists, read back from its rows.
    public var listedNumbers: [Int] {
        (0..<table.numberOfRows).compactMap { table.rowText(at: $0).flatMap { Int($0) } }
    }
}
