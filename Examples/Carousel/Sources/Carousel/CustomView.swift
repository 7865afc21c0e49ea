import TableDeckViews

/// One page: a table of the page's numbers, loaded from a layout definition at run time.
///
/// UIKit loads the page from `CustomView.xib` and fills its `UITableView` through a data source
/// object. GTK's counterpart of a xib is a GtkBuilder definition (the text of a `.ui` file);
/// `CarouselPageView` loads one that names a `page`, a `title` label and a `numbers` list, and
/// lists the numbers itself, so no separate data source class is needed.
@MainActor
enum CustomView {
    /// Makes the page at `index` showing `data`.
    static func make(index: Int, data: DataItem) -> Widget {
        let title = "Page \(index + 1)"
        do {
            return try CarouselPageView(definition: definition, title: title, numbers: data.items)
        } catch {
            // UIKit would trap in `instantiate(withOwner:)`; a page that cannot load says why.
            Diagnostics.warn("cannot load \(title): \(error)")
            return Label(title)
        }
    }

    /// The page's layout, in place of the xib.
    static let definition = """
        <?xml version="1.0" encoding="UTF-8"?>
        <interface>
          <object class="GtkBox" id="page">
            <property name="orientation">vertical</property>
            <child>
              <object class="GtkLabel" id="title">
                <property name="xalign">0</property>
                <style><class name="page-title"/></style>
              </object>
            </child>
            <child>
              <object class="GtkScrolledWindow">
                <property name="hscrollbar-policy">never</property>
                <property name="vexpand">true</property>
                <child>
                  <object class="GtkListBox" id="numbers">
                    <property name="selection-mode">none</property>
                    <property name="valign">start</property>
                    <style><class name="number-table"/></style>
                  </object>
                </child>
              </object>
            </child>
          </object>
        </interface>
        """

    /// The look of the page's title and rows.
    static let styleSheet = """
        .page-title { font-size: 1.4em; font-weight: bold; padding: 14px 20px 10px 20px; }
        .number-table > row { padding: 10px 20px; border-bottom: 1px solid alpha(currentColor, 0.08); }
        """
}
