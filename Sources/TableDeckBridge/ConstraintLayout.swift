import CGtk

/// A `GtkConstraintLayout`: a layout manager that places a widget's children by constraints,
/// which Visual Format Language lines can describe.
@MainActor
public final class ConstraintLayout: Object {
    /// Creates an empty layout. A layout manager is not floating: the wrapper adopts the
    /// `(transfer full)` reference the constructor returns, its one strong reference until
    /// `deinit` (a widget given the layout with ``Widget/setLayoutManager(_:)`` holds its own).
    public init() {
        guard let manager = gtk_constraint_layout_new() else {
            preconditionFailure("GTK could not create a constraint layout")
        }
        super.init(UnsafeMutableRawPointer(manager), ownership: .adopt)
    }

    /// Adds `constraint`; the layout holds its own reference (the wrapper keeps its own).
    public func add(_ constraint: Constraint) {
        g_object_ref(constraint.gobject)
        gtk_constraint_layout_add_constraint(opaque, constraint.opaque)
    }

    /// Removes `constraint`, which must be attached to this layout.
    public func remove(_ constraint: Constraint) {
        gtk_constraint_layout_remove_constraint(opaque, constraint.opaque)
    }

    /// Adds the constraints that the Visual Format Language `lines` describe, the views named
    /// in them looked up in `views`; `-` means `horizontalSpacing` or `verticalSpacing`.
    ///
    /// GTK adds each line's constraints as it parses, so on an error the lines before the bad
    /// one stay added.
    ///
    /// - Throws: ``GLibError`` in the `gtk-constraint-vfl-parser-error-quark` domain, its
    ///   message `<line index>:<column>: <reason>` and the line.
    public func addConstraints(
        fromVisualFormat lines: [String], views: [String: Widget], horizontalSpacing: Int, verticalSpacing: Int
    ) throws(GLibError) {
        let table = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, nil)
        defer { g_hash_table_unref(table) }
        for (name, view) in views {
            g_hash_table_insert(table, g_strdup(name), view.raw)
        }
        let copies = lines.map { g_strdup($0) }
        defer { copies.forEach { g_free($0) } }
        let pointers: [UnsafePointer<CChar>?] = copies.map { $0.map { UnsafePointer($0) } }
        do {
            let list = try pointers.withUnsafeBufferPointer { buffer in
                try GLibError.check { error in
                    gtk_constraint_layout_add_constraints_from_descriptionv(
                        opaque, buffer.baseAddress, gsize(buffer.count), gint(horizontalSpacing),
                        gint(verticalSpacing), table, error)
                }
            }
            g_list_free(list)
        } catch let error as GLibError {
            throw error
        } catch {
            throw GLibError(domain: "", code: 0, message: "\(error)")
        }
    }
}
