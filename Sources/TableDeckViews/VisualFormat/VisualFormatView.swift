import TableDeckBridge

/// A container laid out by Visual Format Language lines, such as `V:|-15-[title]-10-[status]|`,
/// over a `GtkConstraintLayout` (the `addConstraints(withFormat:views:)` helper UIKit code often writes).
///
/// Add the views under names with ``add(_:named:)``, then describe the layout with
/// ``addConstraints(_:)``. `|` is the container; a `-` without a number is the standard spacing
/// given at creation.
///
/// GTK's constraint layout measures every child at its preferred size; for a wrapping label that
/// is the height of its text at its *minimum* width (a word per line), far taller than the text
/// needs. This view puts each wrapping label in a ``WrapBin`` (a small C widget) that reports the
/// label's height at the width the label actually got, so wrapped text gets exactly its height.
/// It also keeps every child at its natural size where the lines leave the size open (GTK 4.8
/// forgets those sizes when it allocates), and, as Auto Layout does, stretches a child that
/// the lines pin to both edges: `V:|[panel]|` makes the panel as tall as the view, however
/// tall its parent makes the view (see `ChildSizeConstraints`). Where a line pins several
/// views between both edges, give all but one a height (`[title(24)]`) or a flexible spacing
/// (`-(>=8)-`), as Auto Layout asks: otherwise which one stretches is up to GTK's solver.
@MainActor
public final class VisualFormatView: WrapBin {
    /// The widget whose layout manager is the constraint layout; this view's own widget is a
    /// ``WrapBin`` around it (see ``init(horizontalSpacing:verticalSpacing:minimumWidth:)``).
    private let host: Box
    /// The layout manager, also held by `host`.
    let layout: ConstraintLayout
    private let horizontalSpacing: Int
    private let verticalSpacing: Int
    /// The children, in the order they were added: the view given, and the child that lines
    /// place (the view itself, or the bin around a wrapping label).
    private(set) var children: [(view: Widget, placed: Widget)] = []
    /// What each name refers to now: an index into `children`.
    private var names: [String: Int] = [:]
    private let sizeConstraints: ChildSizeConstraints
    private var frameClockHandler: (clock: FrameClock, id: SignalHandlerID)?
    /// The width the view's height was last measured at; `nil` when it must be measured again.
    private var heightMeasuredAtWidth: Int?

    /// Creates an empty container; `-` in a line means `horizontalSpacing` or `verticalSpacing`.
    ///
    /// GTK 4.8's constraint solver reports the last allocated width as the layout's minimum
    /// width, which would keep a window from ever getting narrower. The view therefore asks for
    /// `minimumWidth` (the narrowest its lines still make sense at) and measures its height at
    /// the width it is given.
    public init(horizontalSpacing: Int = 8, verticalSpacing: Int = 8, minimumWidth: Int = 0) {
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        layout = ConstraintLayout()
        sizeConstraints = ChildSizeConstraints(layout: layout)
        host = Box(.vertical)
        // The host holds the layout manager; the box's own layout goes away.
        host.setLayoutManager(layout)
        super.init(child: host)
        LibraryStyle.install(for: self)
        setMinimumWidth(max(0, minimumWidth))
        addCSSClass("tabledeck-vfl")
        onMap { [weak self] in self?.watchFrameClock() }
        onUnmap { [weak self] in self?.unwatchFrameClock() }
    }

    /// Adds `view` as a child that lines refer to as `name` (letters, digits and `_`, not
    /// starting with a digit).
    ///
    /// A name given again refers to the new view from then on, and a view of this container
    /// may be given again under any name: as in UIKit, where each
    /// `constraints(withVisualFormat:views:)` call names its views afresh, lines that follow
    /// use the names as they are now, and constraints already added keep their views. A view
    /// with another parent is refused with a warning.
    public func add(_ view: Widget, named name: String) {
        if let index = children.firstIndex(where: { $0.view === view }) {
            names[name] = index
            return
        }
        guard !view.hasParent else {
            Diagnostics.warn("Visual Format view '\(name)' already has a parent; not added")
            return
        }
        var placed = view
        if let label = view as? Label, label.wraps {
            placed = WrapBin(child: label)
        }
        host.append(placed)
        children.append((view, placed))
        names[name] = children.count - 1
    }

    /// The view that `name` refers to now, if any.
    public func view(named name: String) -> Widget? {
        names[name].map { children[$0].view }
    }

    /// Adds the constraints that `lines` describe, all or none.
    ///
    /// - Throws: ``VisualFormatError`` naming the first line GTK cannot parse (an unknown view,
    ///   a missing bracket…); no line is then applied, so the layout is as it was.
    public func addConstraints(_ lines: [String]) throws(VisualFormatError) {
        let table = names.mapValues { children[$0].placed }
        // GTK adds each line's constraints as it parses and cannot take back constraints of a
        // layout that is not attached yet, so every line is first parsed into a scratch layout.
        let scratch = ConstraintLayout()
        try Self.parse(lines, into: scratch, views: table, spacing: (horizontalSpacing, verticalSpacing))
        try Self.parse(lines, into: layout, views: table, spacing: (horizontalSpacing, verticalSpacing))
        constraintsChanged()
    }

    /// New constraints may need another height: it is measured again after the next layout.
    func constraintsChanged() {
        heightMeasuredAtWidth = nil
        host.queueResize()
    }

    /// Parses `lines` one at a time into `layout`, so an error names its line.
    private static func parse(
        _ lines: [String], into layout: ConstraintLayout, views: [String: Widget], spacing: (Int, Int)
    ) throws(VisualFormatError) {
        for (index, line) in lines.enumerated() {
            do {
                try layout.addConstraints(
                    fromVisualFormat: [line], views: views, horizontalSpacing: spacing.0, verticalSpacing: spacing.1)
            } catch {
                throw VisualFormatError(lineNumber: index + 1, line: line, error: error)
            }
        }
    }

    // MARK: - Child sizes

    /// While mapped, refreshes the children's size constraints after each frame's layout phase
    /// (the frame clock's `layout` signal runs only on frames that lay out; a tick callback would
    /// keep the clock running).
    private func watchFrameClock() {
        unwatchFrameClock()
        guard let clock = frameClock else { return }
        let id = clock.onLayout { [weak self] in self?.refreshChildSizes() }
        frameClockHandler = (clock, id)
        refreshChildSizes()
    }

    private func unwatchFrameClock() {
        if let (clock, id) = frameClockHandler {
            clock.disconnect(id)
        }
        frameClockHandler = nil
    }

    /// Refreshes the children's size constraints and, when they or the width changed, the
    /// height the view reports (see `ChildSizeConstraints`: GTK 4.8 measures a layout whose
    /// children may stretch at its last allocated height).
    private func refreshChildSizes() {
        let changed = sizeConstraints.update(children.map(\.placed))
        let width = host.allocatedWidth
        if changed || width != heightMeasuredAtWidth {
            heightMeasuredAtWidth = width
            setMeasuredHeight(width > 0 ? sizeConstraints.naturalHeight(of: host, forWidth: width) : nil)
        }
        if changed {
            host.queueResize()
        }
    }

    isolated deinit {
        if let (clock, id) = frameClockHandler {
            clock.disconnect(id)
        }
    }
}
