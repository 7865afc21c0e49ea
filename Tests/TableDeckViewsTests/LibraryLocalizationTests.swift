import Foundation
import TableDeckBridge
import TableDeckViews
import TestSupport
import XCTest

/// The library's own strings come from its own catalogue, `tabledeck-views`, in the user's
/// language, with no help from the app's translations; English without a catalogue.
final class LibraryLocalizationTests: GTKTestCase {
    func testTheViewsSpeakTurkishAndJapaneseFromTheirOwnCatalogue() throws {
        let folder = try CompiledCatalogues.folder(named: "tabledeck-views-locale", catalogues: [CompiledCatalogues.library])
        defer {
            unsetenv("LANGUAGE")
            MainActor.assumeIsolated { L10n.setUp(domain: "tabledeck-none", localeFolder: nil) }
        }
        MainActor.assumeIsolated {
            // The app's default domain has no catalogue at all: what follows is the library's.
            setenv("LANGUAGE", "tr", 1)
            L10n.setUp(domain: "tabledeck-none", localeFolder: nil)
            LibraryLocalization.useCatalogue(in: folder)
            Self.assertTexts(empty: "Öğe yok", noPages: "Sayfa yok", page: "Sayfa 1 / 3", dot: "2. sayfaya git")

            setenv("LANGUAGE", "ja", 1)
            L10n.setUp(domain: "tabledeck-none", localeFolder: nil)
            Self.assertTexts(empty: "項目がありません", noPages: "ページがありません", page: "1 / 3 ページ", dot: "2 ページへ移動")

            // A language with no catalogue reads English.
            setenv("LANGUAGE", "de", 1)
            L10n.setUp(domain: "tabledeck-none", localeFolder: nil)
            Self.assertTexts(empty: "No items", noPages: "No pages", page: "Page 1 of 3", dot: "Go to page 2")
        }
    }

    /// Checks the empty states, the indicator's name and a dot's name of new views.
    @MainActor
    private static func assertTexts(empty: String, noPages: String, page: String, dot: String) {
        XCTAssertEqual(StackTableView().emptyText, empty)
        XCTAssertEqual(StackTableView(backend: .recycling).emptyText, empty)
        XCTAssertEqual(RecyclingTableView().emptyText, empty)
        XCTAssertEqual(PagerView().emptyText, noPages)
        // An app's own text still wins.
        XCTAssertEqual(StackTableView(emptyText: "Nobody here").emptyText, "Nobody here")
        let (_, indicator, _, window, _) = makeCarousel(count: 3)
        defer { window.destroy() }
        XCTAssertEqual(indicator.accessibleText, page)
        XCTAssertTrue(indicator.dot(at: 1)?.hasAccessibleLabel(dot) ?? false, "dot 2 is named '\(dot)'")
    }
}
