import CGtk
import CGtkShims
import TableDeckBridge

/// A container laid out by Visual Format Language lines, such as `V:|-15-[title]-10-[status]|`,
/// over a `GtkConstraintLayout` (the seed's `addConstraints(withFormat:views:)`).
///
/// Add the views under names with ``add(_:named:)``, then describe the layout with
/// ``addConstraints(_:)``. `|` is the container; a `-` without a number is the standard spacing
/// given at creation.
///
/// GTK's constraint layout measures every child at its preferred size; for a wrapping label that
/// is the height of its text at its *minimum* width (a word per line), far taller than the text
/// needs. This view puts each wrapping label in a small C widget (`TdkWrapBin`) that reports the
/// label's height at the width the label actually got, so wrapped text gets exactly its height.
/// It also keeps every child at its measured size where the lines leave the size open
/// (see `ChildSizeConstraints`): GTK 4.8 forgets those sizes when it allocates.
@MainActor
public final class VisualFormatView: Widget {
    /// The widget whose layout manager is the constraint layout; this view's own widget is a
    /// `TdkWrapBin` around it (see ``init(horizontalSpacing:verticalSpacing:minimumWidth:)``).
    private let host: Widget
    /// The layout manager, owned by `host`.
    private let layout: OpaquePointer
    private let horizontalSpacing: Int
    private let verticalSpacing: Int
    /// Named children, in the order they were added: the view given, and the child that lines
    /// place (the view itself, or the bin around a wrapping label).
    private var views: [(name: String, view: Widget, placed: Widget)] = []
    private let sizeConstraints: ChildSizeConstraints
    private var frameClockHandler: (clock: Object, id: UInt)?

    /// Creates an empty container; `-` in a line means `horizontalSpacing` or `verticalSpacing`.
    ///
    /// GTK 4.8's constraint solver reports the last allocated width as the layout's minimum
    /// width, which would keep a window from ever getting narrower. The view therefore asks for
    /// `minimumWidth` (the narrowest its lines still make sense at) and measures its height at
    /// the width it is given.
    public init(horizontalSpacing: Int = 8, verticalSpacing: Int = 8, minimumWidth: Int = 0) {
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        guard let manager = gtk_constraint_layout_new() else {
            preconditionFailure("GTK could not create a constraint layout")
        }
        layout = OpaquePointer(manager)
        sizeConstraints = ChildSizeConstraints(layout: layout)
        host = Widget(sinking: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        // The host takes the (transfer full) layout manager; the box's own layout goes away.
        gtk_widget_set_layout_manager(host.widget, manager)
        super.init(sinking: tdk_wrap_bin_new(host.widget))
        tdk_wrap_bin_set_minimum_width(OpaquePointer(widget), gint(max(0, minimumWidth)))
        addCSSClass("tabledeck-vfl")
        connect("map") { [weak self] in self?.watchFrameClock() }
        connect("unmap") { [weak self] in self?.unwatchFrameClock() }
    }

    /// Adds `view` as a child that lines refer to as `name` (letters, digits and `_`, not
    /// starting with a digit). A name given again refers to the new view from then on.
    /// A view that already has a parent is refused with a warning.
    public func add(_ view: Widget, named name: String) {
        if let existing = views.first(where: { $0.view === view }) {
            views.append((name, view, existing.placed))
            return
        }
        guard !view.hasParent else {
            Diagnostics.warn("Visual Format view '\(name)' already has a parent; not added")
            return
        }
        var placed = view
        if let label = view as? Label, label.wraps {
            placed = Widget(sinking: tdk_wrap_bin_new(label.widget))
        }
        gtk_box_append(host.cast(), placed.widget)
        views.removeAll { $0.name == name }
        views.append((name, view, placed))
    }

    /// The view added under `name`, if any.
    public func view(named name: String) -> Widget? {
        views.last { $0.name == name }?.view
    }

    /// Adds the constraints that `lines` describe, all or none.
    ///
    /// - Throws: ``VisualFormatError`` naming the first line GTK cannot parse (an unknown view,
    ///   a missing bracket…); no line is then applied, so the layout is as it was.
    public func addConstraints(_ lines: [String]) throws(VisualFormatError) {
        let table = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, nil)
        defer { g_hash_table_unref(table) }
        for (name, _, placed) in views {
            g_hash_table_insert(table, g_strdup(name), placed.raw)
        }
        // GTK adds each line's constraints as it parses and cannot take back constraints of a
        // layout that is not attached yet, so every line is first parsed into a scratch layout.
        guard let scratch = gtk_constraint_layout_new() else {
            preconditionFailure("GTK could not create a constraint layout")
        }
        defer { g_object_unref(scratch) }
        try Self.parse(lines, into: OpaquePointer(scratch), views: table, spacing: (horizontalSpacing, verticalSpacing))
        try Self.parse(lines, into: layout, views: table, spacing: (horizontalSpacing, verticalSpacing))
    }

    /// Parses `lines` one at a time into `layout`, so an error names its line.
    private static func parse(
        _ lines: [String], into layout: OpaquePointer, views: OpaquePointer?, spacing: (Int, Int)
    ) throws(VisualFormatError) {
        for (index, line) in lines.enumerated() {
            do {
                let list = try GLibError.check { error in
                    line.withCString { text in
                        var pointer: UnsafePointer<CChar>? = text
                        return withUnsafePointer(to: &pointer) { lines in
                            gtk_constraint_layout_add_constraints_from_descriptionv(
                                layout, lines, 1, gint(spacing.0), gint(spacing.1), views, error)
                        }
                    }
                }
                g_list_free(list)
            } catch {
                let glibError = (error as? GLibError) ?? GLibError(domain: "", code: 0, message: "\(error)")
                throw VisualFormatError(lineNumber: index + 1, line: line, error: glibError)
            }
        }
    }

    // MARK: - Child sizes

    /// While mapped, refreshes the children's size constraints after each frame's layout phase
    /// (the frame clock's `layout` signal runs only on frames that lay out; a tick callback would
    /// keep the clock running).
    private func watchFrameClock() {
        unwatchFrameClock()
        guard let clock = gtk_widget_get_frame_clock(widget) else { return }
        let object = Object(UnsafeMutableRawPointer(clock), ownership: .retain)
        let id = object.connect("layout", after: true) { [weak self] in self?.refreshChildSizes() }
        frameClockHandler = (object, UInt(id))
        refreshChildSizes()
    }

    private func unwatchFrameClock() {
        if let (clock, id) = frameClockHandler {
            clock.disconnect(gulong(id))
        }
        frameClockHandler = nil
    }

    private func refreshChildSizes() {
        var seen = Set<ObjectIdentifier>()
        let children = views.map(\.placed).filter { seen.insert(ObjectIdentifier($0)).inserted }
        if sizeConstraints.update(children) {
            gtk_widget_queue_resize(host.widget)
        }
    }

    isolated deinit {
        if let (clock, id) = frameClockHandler {
            clock.disconnect(gulong(id))
        }
    }
}
