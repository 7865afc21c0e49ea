// swift-tools-version:6.0
// TableDeck: UIKit's table and carousel patterns, brought to GTK 4 in Swift.

import PackageDescription

let package = Package(
    name: "TableDeck",
    products: [
        .executable(name: "tabledeck", targets: ["tabledeck"]),
        .library(name: "TableDeckViews", targets: ["TableDeckViews"]),
    ],
    targets: [
        // GTK 4 itself, found through pkg-config: the only way SwiftPM hands GTK's include paths
        // to every target that imports it, a client's included. SwiftPM drops the .pc flags it
        // does not allow (Debian's -pthread, graphene's -msse …) with a harmless warning; see
        // docs/architecture.md ("GTK through pkg-config").
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        // What Swift cannot call directly: variadic functions, macros, C-side GObject types.
        .target(name: "CGtkShims", dependencies: ["CGtk"]),
        // Object ownership, signals, GError: the only Swift code that touches raw GTK pointers.
        .target(name: "TableDeckBridge", dependencies: ["CGtk", "CGtkShims", "TableDeckModel"]),
        // Pure Swift, no GTK: what the views compute (paging math, sections, reuse, keys, counts).
        // Re-exported by TableDeckViews for its public value types (`TableIndexPath`, `TableItem`,
        // `SectionLayout`, `TableBackend`, `PagingMath`); the rest is `package`, for the views and
        // the tests. Tested headless.
        .target(name: "TableDeckModel"),
        // Pure Swift, no GTK: the app's own options, screens, stdout events and sample data.
        // Kept out of the library so a client's namespace holds only what it needs.
        .target(name: "TableDeckAppModel", dependencies: ["TableDeckModel"]),
        // The table, carousel and static-table widgets built on the bridge.
        .target(name: "TableDeckViews", dependencies: ["TableDeckBridge", "TableDeckModel"]),
        // The desktop application.
        .executableTarget(
            name: "tabledeck",
            dependencies: ["TableDeckViews", "TableDeckAppModel", "TableDeckModel", "TableDeckBridge"]
        ),
        // What the widget and end-to-end tests share: skip on a developer's machine, fail in CI.
        .target(name: "TestSupport", dependencies: ["TableDeckBridge"], path: "Tests/TestSupport"),
        .testTarget(name: "TableDeckModelTests", dependencies: ["TableDeckModel", "TableDeckAppModel"]),
        .testTarget(
            name: "TableDeckViewsTests",
            dependencies: ["TableDeckViews", "TableDeckBridge", "TableDeckModel", "TestSupport"]
        ),
        .testTarget(name: "EndToEndTests", dependencies: ["tabledeck", "TableDeckAppModel", "TestSupport"]),
    ]
)
