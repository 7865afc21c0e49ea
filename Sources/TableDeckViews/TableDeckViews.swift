// One import for a client: `import TableDeckViews` brings the views, their delegates, the widget
// vocabulary they take and return (`Widget`, `Label`, `Box`, `Button`, `Image`, `Window`,
// `Application`, `ScrolledWindow` …, from the bridge) and the value types their public API uses
// (`TableIndexPath`, `TableBackend`, `KeyCommand` …, from the model). The app's own options and
// sample data live in `TableDeckAppModel`, which a client never sees. The bridge is no product of
// its own, so without these re-exports a client could not name the `Widget` a delegate returns.
// GTK's C API (`CGtk`) stays behind the bridge: a client never imports it.
@_exported import TableDeckBridge
@_exported import TableDeckModel
