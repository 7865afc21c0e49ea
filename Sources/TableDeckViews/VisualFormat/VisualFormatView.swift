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
@MainActor
public final class VisualFormatView: Widget {
    /// The layout manager, owned by the widget.
    private let layout: OpaquePointer
    private let horizontalSpacing: Int
    private let verticalSpacing: Int
    /// Named children, in the order they were added: the view given, and the child that lines
    /// place (the view itself, or the bin around a wrapping label).
    private var views: [(name: String, view: Widget, placed: Widget)] = []

    /// Creates an empty container; `-` in a line means `horizontalSpacing` or `verticalSpacing`.
    public init(horizontalSpacing: Int = 8, verticalSpacing: Int = 8) {
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        guard let manager = gtk_constraint_layout_new() else {
            preconditionFailure("GTK could not create a constraint layout")
        }
        layout = OpaquePointer(manager)
        super.init(sinking: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        // The widget takes the (transfer full) layout manager; the box's own layout goes away.
        gtk_widget_set_layout_manager(widget, manager)
        addCSSClass("tabledeck-vfl")
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
        gtk_box_append(cast(), placed.widget)
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

    /// Centres the view added as `name` vertically in the container (VFL has no centring; the
    /// seed's `centerY(toView:)`). Returns `false` when no view has that name.
    @discardableResult
    public func centerVertically(_ name: String) -> Bool {
        guard let placed = views.last(where: { $0.name == name })?.placed else { return false }
        let constraint = gtk_constraint_new(
            placed.raw, GTK_CONSTRAINT_ATTRIBUTE_CENTER_Y, GTK_CONSTRAINT_RELATION_EQ, nil,
            GTK_CONSTRAINT_ATTRIBUTE_CENTER_Y, 1, 0, Int32(GTK_CONSTRAINT_STRENGTH_REQUIRED.rawValue))
        gtk_constraint_layout_add_constraint(layout, constraint)
        return true
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
}
