import TableDeckBridge

/// The views' own look: one style sheet, compiled into the library (no resource file to find or
/// read at start-up), installed once per display the first time a TableDeck view is created
/// there.
///
/// It sits at ``StyleSheet/Priority/library``: above the theme, so rows, headers and the page
/// indicator look right in any app, and below the application, so an app's own sheet (added
/// with ``StyleSheet/apply()``) overrides any rule here. Every colour is one of the theme's named
/// colours, `currentColor`, or an `alpha()` or `mix()` of them, so dark and high-contrast themes
/// follow.
@MainActor
package enum LibraryStyle {
    /// The CSS class of a stack table's rows: the delegate's view itself on the `.stack`
    /// engine, the cell around it on the `.recycling` backend.
    package static let rowClass = "tabledeck-row"

    /// The class of a recycling list whose cells are a stack table's rows (its `.recycling`
    /// backend): the cells draw the selection bar, not the list's rows.
    package static let rowCellsListClass = "tabledeck-row-cells"

    /// A row's separator: the bottom pixel of its box.
    private static let separator = "linear-gradient(to top, alpha(currentColor, 0.08) 1px, transparent 1px)"

    /// The bar at a selected row's leading edge.
    private static let selectionBarColor = "alpha(@theme_selected_bg_color, 0.9)"

    /// The declaration that insets a row's content by `insets`: a transparent border (one
    /// pixel more at the bottom, for the separator), so the row view's own padding adds to it.
    /// `border-width` is physical: leading and trailing swap in a right-to-left row.
    package static func rowInsetsDeclaration(_ insets: EdgeInsets, rightToLeft: Bool) -> String {
        let left = rightToLeft ? insets.trailing : insets.leading
        let right = rightToLeft ? insets.leading : insets.trailing
        return "border-width: \(insets.top)px \(right)px \(insets.bottom + 1)px \(left)px;"
    }

    /// The code style slot of a row's insets.
    package static let rowInsetsSlot = "row-insets"

    /// The style that gives a row `insets` in place of ``StackTableView/defaultRowInsets``,
    /// in either reading direction.
    package static func rowInsetsStyle(_ insets: EdgeInsets) -> CodeStyle {
        CodeStyle(
            slot: rowInsetsSlot, value: insets.description,
            blocks: [
                .init(selectorSuffix: ":dir(ltr)", rowInsetsDeclaration(insets, rightToLeft: false)),
                .init(selectorSuffix: ":dir(rtl)", rowInsetsDeclaration(insets, rightToLeft: true)),
            ])
    }

    /// The library's CSS. A rule that does not parse fails `LibraryStyleTests`.
    package static let css = """
        /* TableDeckViews' own look (LibraryStyle.swift). Installed above the theme and below the
         * application, so an app's style sheet overrides any of these rules. */

        /* The stack table's column of rows: a view's background and text colour, as GTK's list
         * view (the recycling engine) has them, so both engines look alike. */
        .tabledeck-rows {
            background-color: @theme_base_color;
            color: @theme_text_color;
        }

        /* Stack table rows (.tabledeck-row: the delegate's view itself on the stack engine, the
         * cell around it on the recycling backend): an inset, a separator, hover and pressed.
         * The inset is a transparent border, not padding, so a row view's own padding adds to
         * it instead of replacing it (StackTableView.rowInsets); the separator is the bottom
         * pixel of the row's box, drawn as a background image, under the inset. */
        .tabledeck-row {
            min-height: 24px;
            border-style: solid;
            border-color: transparent;
            \(rowInsetsDeclaration(StackTableView.defaultRowInsets, rightToLeft: false))
            background-image: \(separator);
            background-origin: border-box;
            background-repeat: no-repeat;
        }

        /* With the recycling backend the row is the cell around the delegate's view: the
         * minimum height is the view's, as on the stack engine, where the view is the row. */
        .tabledeck-cell.tabledeck-row {
            min-height: 0;
        }

        .tabledeck-cell.tabledeck-row > * {
            min-height: 24px;
        }

        .tabledeck-row:hover {
            background-color: alpha(@theme_selected_bg_color, 0.12);
        }

        .tabledeck-row:active {
            background-color: alpha(@theme_selected_bg_color, 0.30);
        }

        /* A recycling table's row the delegate does not let be highlighted, while pressed. */
        .tabledeck-recycling-list > row.tabledeck-no-highlight:active,
        .tabledeck-recycling-list > row.tabledeck-no-highlight:active .tabledeck-row {
            background-color: transparent;
        }

        /* Selected rows: the stack table's .tabledeck-selected rows and the recycling
         * list's :selected ones, tinted and marked with a bar at the leading edge, so the state
         * does not rest on colour alone. A stack table row draws its bar as a background image
         * at the edge of its box (a box shadow would sit inside its inset), which a row view's
         * backgroundColor keeps. */
        .tabledeck-row.tabledeck-selected,
        .tabledeck-recycling-list > row:selected {
            background-color: alpha(@theme_selected_bg_color, 0.25);
            color: inherit;
        }

        .tabledeck-recycling-list > row:selected {
            box-shadow: inset 4px 0 \(selectionBarColor);
        }

        /* Right to left, the leading edge is the right one. */
        .tabledeck-recycling-list > row:selected:dir(rtl) {
            box-shadow: inset -4px 0 \(selectionBarColor);
        }

        .tabledeck-row.tabledeck-selected,
        .tabledeck-recycling-list.\(rowCellsListClass) > row:selected > .tabledeck-row {
            background-image: linear-gradient(to right, \(selectionBarColor) 4px, transparent 4px), \(separator);
        }

        .tabledeck-row.tabledeck-selected:dir(rtl),
        .tabledeck-recycling-list.\(rowCellsListClass) > row:selected > .tabledeck-row:dir(rtl) {
            background-image: linear-gradient(to left, \(selectionBarColor) 4px, transparent 4px), \(separator);
        }

        /* A stack table's recycling backend: the cell is the row and draws the bar above. */
        .tabledeck-recycling-list.\(rowCellsListClass) > row:selected {
            box-shadow: none;
        }

        .tabledeck-row.tabledeck-selected:hover,
        .tabledeck-recycling-list > row:selected:hover {
            background-color: alpha(@theme_selected_bg_color, 0.32);
        }

        /* The keyboard cursor row, outlined while the table has the focus. */
        .tabledeck-stack-table:focus .tabledeck-cursor {
            outline: 2px solid alpha(@theme_selected_bg_color, 0.8);
            outline-offset: -2px;
            background-color: alpha(@theme_selected_bg_color, 0.08);
        }

        /* A row lifted by a drag: raised above the rows it passes, with a shadow and
         * the window's background so the rows under it do not show through. A recycling table
         * draws a copy of the row's cell so, on a layer over its list. */
        .tabledeck-row.tabledeck-lifted,
        .tabledeck-cell.tabledeck-lifted {
            background-color: @theme_base_color;
            box-shadow: 0 2px 8px alpha(black, 0.35);
            outline: 1px solid alpha(@theme_selected_bg_color, 0.6);
            outline-offset: -1px;
            border-radius: 6px;
        }

        /* The recycling table's copy of a lifted row lies over the list, not in it: it takes the
         * list's text colour, as the row it copies. */
        .tabledeck-lifted-row-layer .tabledeck-lifted {
            color: @theme_text_color;
        }

        /* A destructive item of a row's context menu (RowAction.Style.destructive): the theme's
         * error colour, as GNOME's destructive buttons, drawn a little towards the text colour so
         * it keeps its contrast on a dark menu too. */
        .tabledeck-row-menu modelbutton.tabledeck-destructive {
            color: mix(@error_color, @theme_fg_color, 0.3);
        }

        /* Editing mode's controls (EditingController): a round delete (red, a white minus) or
         * insert (green, a white plus) control in the row's leading lane, a flat reorder handle
         * in its trailing lane, each with room at its sides. A lane reaches into the row's
         * padding above and below (the default row insets' 8 px), so a control taller than a
         * line of text leaves the row as tall in editing mode as out of it: a recycled cell
         * holds its lanes in its own box, and a lane clips what it shows to its box. */
        .tabledeck-cell > .tabledeck-edit-lane {
            margin-top: -8px;
            margin-bottom: -8px;
        }
        .tabledeck-edit-lane > button {
            margin: 0 8px;
        }
        button.tabledeck-edit-control {
            min-width: 24px;
            min-height: 24px;
            padding: 0;
            color: white;
            background: @error_color;
            box-shadow: none;
            border-color: transparent;
        }
        /* The handle as compact as the control: a hidden lane is still as tall as its button. */
        button.tabledeck-reorder-handle {
            min-width: 24px;
            min-height: 24px;
            padding: 0 4px;
        }
        button.tabledeck-edit-control.tabledeck-edit-insert {
            background: @success_color;
        }
        button.tabledeck-edit-control:hover {
            filter: brightness(1.1);
        }
        button.tabledeck-edit-control:active {
            filter: brightness(0.9);
        }

        /* What a table or pager shows when it has nothing to show. */
        .tabledeck-empty-state {
            font-size: 1.4em;
            padding: 48px;
        }

        /* Dimmed, but readable: Adwaita's .dim-label (55 %) reads at about 3.3:1; 72 % at 4.5:1
         * or more in light and dark. */
        .tabledeck-empty-state.dim-label {
            opacity: 0.72;
        }

        /* The recycling table: the cell fills its list row edge to edge; rows highlight on hover,
         * section headers (.tabledeck-cell-header cells in .tabledeck-header-row rows) do not,
         * and stand apart with a tint and a rule below. */
        .tabledeck-recycling-list > row {
            padding: 0;
        }

        .tabledeck-recycling-list > row:hover {
            background-color: alpha(@theme_selected_bg_color, 0.12);
        }

        .tabledeck-recycling-list > row.tabledeck-header-row:hover,
        .tabledeck-recycling-list > row.tabledeck-footer-row:hover {
            background-color: transparent;
        }

        /* While a row is lifted the list's row widgets stay put and only their cells
         * make room, and GTK does not follow the pointer over them during the drag's grab: no
         * row or cell is drawn hovered or pressed then. */
        .tabledeck-recycling-list.tabledeck-dragging > row:hover,
        .tabledeck-recycling-list.tabledeck-dragging > row:active,
        .tabledeck-recycling-list.tabledeck-dragging .tabledeck-row:hover,
        .tabledeck-recycling-list.tabledeck-dragging .tabledeck-row:active {
            background-color: transparent;
        }

        /* A section header: a recycling table's header cell, or a stack table's header title,
         * which sits in its column of rows. */
        .tabledeck-cell.tabledeck-cell-header,
        .tabledeck-rows > .tabledeck-section-title {
            background-color: alpha(currentColor, 0.07);
            border-bottom: 1px solid alpha(currentColor, 0.15);
        }

        /* Section titles (SectionTitle.swift), the same on both engines: a header's title in
         * bold, a footer's text smaller and dimmed (72 %, 4.5:1 or more) below its rows. */
        .tabledeck-section-title {
            font-weight: bold;
            padding: 10px 16px 6px 16px;
        }

        .tabledeck-section-footer {
            font-size: 0.9em;
            opacity: 0.72;
            padding: 6px 16px 14px 16px;
        }

        /* The pinned copy of the top section's header: the list's own background under
         * the header's tint, so the rows scrolling under it do not show through. */
        .tabledeck-pinned-header {
            background-color: @theme_base_color;
        }

        .tabledeck-pinned-header > .tabledeck-cell.tabledeck-cell-header,
        .tabledeck-pinned-header > .tabledeck-section-title {
            background-color: @theme_base_color;
            background-image: image(alpha(currentColor, 0.07));
        }

        /* The grouped styles (TableStyle .grouped and .insetGrouped, TableStyleClasses.swift):
         * each section's rows one card, as a GTK frame is drawn (the view colour, the theme's
         * border, 8 px corners), on the window's background. The rows' container carries
         * .tabledeck-grouped (and .tabledeck-inset-grouped); each row's whole box (a stack
         * table's row, a recycling list's row widget) its place in its section:
         * .tabledeck-first-in-section, .tabledeck-last-in-section (both on a section's only row)
         * and .tabledeck-opens-section (a first row with no header above it). Headers and
         * footers are no card: a section with no rows draws none. */
        .tabledeck-rows.tabledeck-grouped,
        .tabledeck-recycling-list.tabledeck-grouped {
            background-color: @theme_bg_color;
            color: @theme_fg_color;
        }

        .tabledeck-rows.tabledeck-grouped,
        .tabledeck-recycling-list.tabledeck-grouped {
            padding-bottom: 18px;
        }

        /* A card's colour, and its edges. On the stack engine the row is the delegate's view,
         * whose border is its inset (rowInsets): each row draws a 1 px ring just outside its
         * box (a spread shadow, rounded with the row's corners), and the next row covers the
         * part of it below: the rings are the card's edges and the rules between its rows.
         * A recycling list's row widget holds a cell with the inset: the card's edges and the
         * rules between its rows are the row widget's border. */
        .tabledeck-rows.tabledeck-grouped > .tabledeck-row,
        .tabledeck-recycling-list.tabledeck-grouped > row:not(.tabledeck-header-row):not(.tabledeck-footer-row) {
            background-color: @theme_base_color;
            color: @theme_text_color;
        }

        .tabledeck-rows.tabledeck-grouped > .tabledeck-row {
            box-shadow: 0 0 0 1px @borders;
        }

        .tabledeck-rows.tabledeck-grouped > .tabledeck-row:not(.tabledeck-selected) {
            background-image: none;
        }

        .tabledeck-recycling-list.tabledeck-grouped > row:not(.tabledeck-header-row):not(.tabledeck-footer-row) {
            border-style: solid;
            border-color: @borders;
            border-width: 0 1px 1px 1px;
        }

        .tabledeck-recycling-list.tabledeck-grouped > row:not(.tabledeck-header-row):not(.tabledeck-footer-row).tabledeck-first-in-section {
            border-top-width: 1px;
        }

        /* The row widget's bottom border is the rule between rows, as on the stack engine: the
         * cell draws no separator of its own above it. */
        .tabledeck-recycling-list.tabledeck-grouped > row:not(:selected) > .tabledeck-row {
            background-image: none;
        }

        .tabledeck-rows.tabledeck-grouped > .tabledeck-row.tabledeck-first-in-section,
        .tabledeck-recycling-list.tabledeck-grouped > row:not(.tabledeck-header-row):not(.tabledeck-footer-row).tabledeck-first-in-section {
            border-top-left-radius: 8px;
            border-top-right-radius: 8px;
            margin-top: 6px;
        }

        .tabledeck-rows.tabledeck-grouped > .tabledeck-row.tabledeck-last-in-section,
        .tabledeck-recycling-list.tabledeck-grouped > row:not(.tabledeck-header-row):not(.tabledeck-footer-row).tabledeck-last-in-section {
            border-bottom-left-radius: 8px;
            border-bottom-right-radius: 8px;
        }

        /* The space between sections: above a section's header, or its first row when it has
         * none. (A list's card rules name rows as the card's base rule does, so that they win
         * over it.) */
        .tabledeck-rows.tabledeck-grouped > .tabledeck-row.tabledeck-opens-section,
        .tabledeck-recycling-list.tabledeck-grouped > row:not(.tabledeck-header-row):not(.tabledeck-footer-row).tabledeck-opens-section {
            margin-top: 18px;
        }

        .tabledeck-rows.tabledeck-grouped > .tabledeck-section-title,
        .tabledeck-recycling-list.tabledeck-grouped > row.tabledeck-header-row {
            margin-top: 12px;
        }

        /* While a row is lifted, a grouped list's cards are drawn by the cells, which make room,
         * not by the row widgets, which stay put: a title making room across sections carries
         * no card with it, and a section's last cell keeps its corners where it is drawn. A
         * cell fills its row widget's box within its 1 px border, so a 1 px ring around the
         * cell (a spread shadow: nothing moves) falls where that border was drawn. */
        .tabledeck-recycling-list.tabledeck-grouped.tabledeck-dragging > row:not(.tabledeck-header-row):not(.tabledeck-footer-row) {
            background-color: transparent;
            border-color: transparent;
        }

        .tabledeck-recycling-list.tabledeck-grouped.tabledeck-dragging > row:not(.tabledeck-header-row):not(.tabledeck-footer-row) > .tabledeck-cell {
            background-color: @theme_base_color;
            box-shadow: 0 0 0 1px @borders;
        }

        .tabledeck-recycling-list.tabledeck-grouped.tabledeck-dragging > row.tabledeck-first-in-section > .tabledeck-cell {
            border-top-left-radius: 8px;
            border-top-right-radius: 8px;
        }

        .tabledeck-recycling-list.tabledeck-grouped.tabledeck-dragging > row.tabledeck-last-in-section > .tabledeck-cell {
            border-bottom-left-radius: 8px;
            border-bottom-right-radius: 8px;
        }

        /* Editing lanes beside a stack table's row (the column's children, the row between
         * them) are part of its card: the card's colour, its rules above and below and its outer
         * edge, its corners and the space above it; the row has square corners where a lane
         * shows and the lane covers the row's edge there. */
        .tabledeck-rows.tabledeck-grouped > .tabledeck-edit-lane-shown {
            background-color: @theme_base_color;
        }
        .tabledeck-rows.tabledeck-grouped > .tabledeck-edit-lane-shown.tabledeck-edit-leading:dir(ltr),
        .tabledeck-rows.tabledeck-grouped > .tabledeck-edit-lane-shown.tabledeck-edit-trailing:dir(rtl) {
            box-shadow: 0 -1px 0 0 @borders, 0 1px 0 0 @borders, -1px 0 0 0 @borders;
        }
        .tabledeck-rows.tabledeck-grouped > .tabledeck-edit-lane-shown.tabledeck-edit-trailing:dir(ltr),
        .tabledeck-rows.tabledeck-grouped > .tabledeck-edit-lane-shown.tabledeck-edit-leading:dir(rtl) {
            box-shadow: 0 -1px 0 0 @borders, 0 1px 0 0 @borders, 1px 0 0 0 @borders;
        }
        .tabledeck-rows.tabledeck-grouped > .tabledeck-edit-lane.tabledeck-first-in-section {
            margin-top: 6px;
        }
        .tabledeck-rows.tabledeck-grouped > .tabledeck-edit-lane.tabledeck-opens-section {
            margin-top: 18px;
        }
        .tabledeck-rows.tabledeck-grouped > .tabledeck-edit-leading.tabledeck-first-in-section:dir(ltr),
        .tabledeck-rows.tabledeck-grouped > .tabledeck-edit-trailing.tabledeck-first-in-section:dir(rtl) {
            border-top-left-radius: 8px;
        }
        .tabledeck-rows.tabledeck-grouped > .tabledeck-edit-leading.tabledeck-last-in-section:dir(ltr),
        .tabledeck-rows.tabledeck-grouped > .tabledeck-edit-trailing.tabledeck-last-in-section:dir(rtl) {
            border-bottom-left-radius: 8px;
        }
        .tabledeck-rows.tabledeck-grouped > .tabledeck-edit-trailing.tabledeck-first-in-section:dir(ltr),
        .tabledeck-rows.tabledeck-grouped > .tabledeck-edit-leading.tabledeck-first-in-section:dir(rtl) {
            border-top-right-radius: 8px;
        }
        .tabledeck-rows.tabledeck-grouped > .tabledeck-edit-trailing.tabledeck-last-in-section:dir(ltr),
        .tabledeck-rows.tabledeck-grouped > .tabledeck-edit-leading.tabledeck-last-in-section:dir(rtl) {
            border-bottom-right-radius: 8px;
        }
        .tabledeck-rows.tabledeck-grouped > .tabledeck-row.tabledeck-with-leading-lane:dir(ltr),
        .tabledeck-rows.tabledeck-grouped > .tabledeck-row.tabledeck-with-trailing-lane:dir(rtl) {
            border-top-left-radius: 0;
            border-bottom-left-radius: 0;
        }
        .tabledeck-rows.tabledeck-grouped > .tabledeck-row.tabledeck-with-trailing-lane:dir(ltr),
        .tabledeck-rows.tabledeck-grouped > .tabledeck-row.tabledeck-with-leading-lane:dir(rtl) {
            border-top-right-radius: 0;
            border-bottom-right-radius: 0;
        }

        /* A row's cell draws inside its card's corners (its pressed tint, a recycled stack
         * table row's). */
        .tabledeck-recycling-list.tabledeck-grouped > row > .tabledeck-cell {
            border-radius: inherit;
        }

        /* Hover, pressed, selected and the cursor: the plain style's tints, laid on the card's
         * colour. */
        .tabledeck-rows.tabledeck-grouped > .tabledeck-row:hover,
        .tabledeck-recycling-list.tabledeck-grouped > row:not(.tabledeck-header-row):not(.tabledeck-footer-row):hover {
            background-color: mix(@theme_base_color, @theme_selected_bg_color, 0.12);
        }

        .tabledeck-rows.tabledeck-grouped > .tabledeck-row:active {
            background-color: mix(@theme_base_color, @theme_selected_bg_color, 0.30);
        }

        .tabledeck-rows.tabledeck-grouped > .tabledeck-row.tabledeck-selected,
        .tabledeck-recycling-list.tabledeck-grouped > row:not(.tabledeck-header-row):not(.tabledeck-footer-row):selected {
            background-color: mix(@theme_base_color, @theme_selected_bg_color, 0.25);
        }

        .tabledeck-rows.tabledeck-grouped > .tabledeck-row.tabledeck-selected:hover,
        .tabledeck-recycling-list.tabledeck-grouped > row:not(.tabledeck-header-row):not(.tabledeck-footer-row):selected:hover {
            background-color: mix(@theme_base_color, @theme_selected_bg_color, 0.32);
        }

        .tabledeck-stack-table:focus .tabledeck-rows.tabledeck-grouped > .tabledeck-row.tabledeck-cursor {
            background-color: mix(@theme_base_color, @theme_selected_bg_color, 0.08);
        }

        .tabledeck-recycling-list.tabledeck-grouped.tabledeck-dragging > row:not(.tabledeck-header-row):not(.tabledeck-footer-row):hover,
        .tabledeck-recycling-list.tabledeck-grouped.tabledeck-dragging > row:not(.tabledeck-header-row):not(.tabledeck-footer-row):active {
            background-color: @theme_base_color;
        }

        /* Titles stand on the window's background, above and below their card: no tint, no
         * rule. */
        .tabledeck-rows.tabledeck-grouped > .tabledeck-section-title,
        .tabledeck-recycling-list.tabledeck-grouped > row > .tabledeck-cell.tabledeck-cell-header {
            background-color: transparent;
            border-bottom-width: 0;
        }

        .tabledeck-rows.tabledeck-grouped > .tabledeck-section-title,
        .tabledeck-recycling-list.tabledeck-grouped > row > .tabledeck-cell-header .tabledeck-section-title {
            padding: 6px 16px 0 16px;
        }

        .tabledeck-rows.tabledeck-grouped > .tabledeck-section-footer,
        .tabledeck-recycling-list.tabledeck-grouped > row > .tabledeck-cell-footer .tabledeck-section-footer {
            padding: 6px 16px 0 16px;
        }

        /* Inset grouped: the cards, and their titles, 12 px in from the sides. */
        .tabledeck-rows.tabledeck-inset-grouped > *,
        .tabledeck-recycling-list.tabledeck-inset-grouped > row,
        .tabledeck-pinned-header.tabledeck-inset-grouped > * {
            margin-left: 12px;
            margin-right: 12px;
        }

        /* A stack table row's editing lanes are the card's sides: a shown lane takes the card's
         * margin at its outer side, the row none where a lane is; a hidden lane takes none. */
        .tabledeck-rows.tabledeck-inset-grouped > .tabledeck-edit-lane {
            margin-left: 0;
            margin-right: 0;
        }
        .tabledeck-rows.tabledeck-inset-grouped > .tabledeck-edit-lane-shown.tabledeck-edit-leading:dir(ltr),
        .tabledeck-rows.tabledeck-inset-grouped > .tabledeck-edit-lane-shown.tabledeck-edit-trailing:dir(rtl) {
            margin-left: 12px;
        }
        .tabledeck-rows.tabledeck-inset-grouped > .tabledeck-edit-lane-shown.tabledeck-edit-trailing:dir(ltr),
        .tabledeck-rows.tabledeck-inset-grouped > .tabledeck-edit-lane-shown.tabledeck-edit-leading:dir(rtl) {
            margin-right: 12px;
        }
        .tabledeck-rows.tabledeck-inset-grouped > .tabledeck-row.tabledeck-with-leading-lane:dir(ltr),
        .tabledeck-rows.tabledeck-inset-grouped > .tabledeck-row.tabledeck-with-trailing-lane:dir(rtl) {
            margin-left: 0;
        }
        .tabledeck-rows.tabledeck-inset-grouped > .tabledeck-row.tabledeck-with-trailing-lane:dir(ltr),
        .tabledeck-rows.tabledeck-inset-grouped > .tabledeck-row.tabledeck-with-leading-lane:dir(rtl) {
            margin-right: 0;
        }

        /* The pinned copy of a grouped table's header: on the window's background too, with
         * the plain style's rule under it, over the cards scrolling under it. */
        .tabledeck-pinned-header.tabledeck-grouped,
        .tabledeck-pinned-header.tabledeck-grouped > .tabledeck-cell.tabledeck-cell-header,
        .tabledeck-pinned-header.tabledeck-grouped > .tabledeck-section-title {
            background-color: @theme_bg_color;
            background-image: none;
            color: @theme_fg_color;
        }

        /* The section index at the trailing edge: each title a target at least 24 px wide and
         * (by the strip's folding) tall, in the accent colour darkened to read at 4.5:1. */
        .tabledeck-section-index {
            padding: 2px 2px;
        }

        button.tabledeck-section-index-title {
            min-height: 0;
            min-width: 24px;
            padding: 0 2px;
            border-radius: 6px;
            font-size: 0.8em;
            font-weight: bold;
            color: mix(@theme_selected_bg_color, currentColor, 0.35);
        }

        /* The pager shows it has the keyboard. */
        .tabledeck-pager:focus-visible {
            outline: 2px solid alpha(@theme_selected_bg_color, 0.6);
            outline-offset: -2px;
        }

        .tabledeck-page-indicator {
            padding: 4px 6px;
        }

        /* The indicator is one keyboard stop (a slider): its ring goes round all the dots. */
        .tabledeck-page-indicator-stop {
            border-radius: 8px;
        }

        .tabledeck-page-indicator-stop:focus-visible {
            outline: 2px solid mix(@theme_selected_bg_color, currentColor, 0.35);
            outline-offset: -2px;
        }

        button.tabledeck-page-play-pause {
            min-width: 28px;
            min-height: 28px;
            padding: 0;
        }

        /* A dot is a 28 x 28 px target (WCAG 2.2 asks for 24 x 24), side by side with its
         * neighbours: no dead gaps. Every dot keeps its box whichever page is current; only the
         * mark inside it changes. */
        button.tabledeck-page-dot {
            min-width: 28px;
            min-height: 28px;
            padding: 0;
            margin: 0;
            /* Not a circle: GTK picks by the rounded border box, and the corners must stay in the
             * target. */
            border-radius: 8px;
            border: none;
            box-shadow: none;
            background-color: transparent;
            transition: background-color 150ms ease-out;
        }

        button.tabledeck-page-dot:hover {
            background-color: alpha(currentColor, 0.12);
        }

        button.tabledeck-page-dot:active {
            background-color: alpha(currentColor, 0.22);
        }

        button.tabledeck-page-dot:focus-visible {
            outline: 2px solid mix(@theme_selected_bg_color, currentColor, 0.35);
            outline-offset: -2px;
        }

        .tabledeck-page-dot-mark {
            min-width: 8px;
            min-height: 8px;
            border-radius: 9999px;
            background-color: alpha(currentColor, 0.55);
            transition: background-color 150ms ease-out;
        }

        button.tabledeck-page-dot:hover .tabledeck-page-dot-mark {
            background-color: alpha(currentColor, 0.80);
        }

        /* The current page: a larger mark (not colour alone) in the selection colour, centred in
         * the same box. Mixed with the text colour, the selection colour keeps 3:1 against the
         * background in the light and the dark style (so does the focus ring). */
        button.tabledeck-page-dot.tabledeck-page-dot-current .tabledeck-page-dot-mark {
            min-width: 12px;
            min-height: 12px;
            background-color: mix(@theme_selected_bg_color, currentColor, 0.35);
        }

        /* Autoplay: the current mark is a ring of the selection colour that fills (from the
         * reading direction's start) as the interval passes. */
        .tabledeck-page-indicator-timed button.tabledeck-page-dot.tabledeck-page-dot-current .tabledeck-page-dot-mark {
            background-color: alpha(mix(@theme_selected_bg_color, currentColor, 0.35), 0.35);
        }

        .tabledeck-page-dot-progress {
            min-height: 12px;
            border-radius: 9999px;
            background-color: mix(@theme_selected_bg_color, currentColor, 0.35);
        }

        /* The compact form, when the dots do not fit: previous, "P / M", next. */
        button.tabledeck-page-step {
            min-width: 28px;
            min-height: 28px;
            padding: 0;
        }

        button.tabledeck-page-step:focus-visible {
            outline: 2px solid mix(@theme_selected_bg_color, currentColor, 0.35);
            outline-offset: -2px;
        }

        .tabledeck-page-position {
            font-feature-settings: "tnum";
        }


        /* The column table (ColumnTableView): a header row that stays on top, headers
         * separated by a line where a drag resizes them, and cells with room on both sides. */
        .tabledeck-column-header-row {
            background-color: @theme_base_color;
            border-bottom: 1px solid alpha(currentColor, 0.2);
        }

        .tabledeck-column-header {
            padding: 6px 8px;
            font-weight: bold;
            border-right: 1px solid alpha(currentColor, 0.15);
        }

        .tabledeck-column-header:dir(rtl) {
            border-right: none;
            border-left: 1px solid alpha(currentColor, 0.15);
        }

        .tabledeck-column-header:hover {
            background-color: alpha(currentColor, 0.06);
        }

        .tabledeck-column-header:focus-visible {
            outline: 2px solid alpha(@theme_selected_bg_color, 0.8);
            outline-offset: -2px;
        }

        /* The header being dragged to another place. */
        .tabledeck-column-header.tabledeck-column-dragged {
            background-color: alpha(@theme_selected_bg_color, 0.25);
        }

        .tabledeck-columns > * {
            padding: 4px 8px;
        }

        /* A table's search bar (TableSearch): the magnifier, the field and the close button on a
         * strip with a line under it, as GTK's search bars. */
        .tabledeck-search-bar {
            padding: 6px 6px 6px 12px;
            border-bottom: 1px solid alpha(currentColor, 0.15);
            background-color: @theme_bg_color;
        }

        /* What a table shows when a search finds no row: the message above its button. */
        .tabledeck-no-results {
            margin: 24px;
        }
        """

    /// The parsed sheet, made on first use; `nil` (and one warning) if ``css`` does not parse,
    /// so a broken rule never stops an app (the library's tests fail on it instead).
    package static let sheet: StyleSheet? = {
        do {
            return try StyleSheet(css)
        } catch {
            Diagnostics.warn("TableDeckViews' style sheet does not parse; the views are unstyled: \(error)")
            return nil
        }
    }()

    /// How many times the sheet was added to a display (once per display, however many views).
    package private(set) static var installations = 0

    /// Installs the sheet on `view`'s display unless it is already there. Called by every
    /// TableDeck view's initializer; cheap after the first call on a display (one lookup).
    package static func install(for view: Widget) {
        guard let sheet, let display = view.display else { return }
        if sheet.install(on: display, priority: .library) {
            installations += 1
        }
    }
}
