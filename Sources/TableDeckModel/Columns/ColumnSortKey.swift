/// The value a row shows in a column, as the sorter compares it.
///
/// The order, ascending (``ColumnSortDirection/descending`` is its exact reverse):
/// - numbers first, ``integer(_:)`` and ``number(_:)`` together and compared by value, exactly
///   (an `Int64` beyond 2⁵³ is not rounded to a `Double` to be compared); `-0.0` equals `0.0`;
/// - then text, in the current locale's collation order (`LC_COLLATE`, as `strcoll` compares;
///   the sorter compares `strxfrm` collation keys, computed once per row); text is compared up
///   to its first NUL character, if it has one;
/// - then ``missing`` values, and a ``number(_:)`` that is NaN, all equal to one another.
///
/// Rows whose keys are equal keep their data order (see ``RowSorter``).
public enum ColumnSortKey: Sendable, Equatable {
    /// Text, compared by the locale's collation.
    case text(String)
    /// A whole number, compared by value with the other numbers.
    case integer(Int64)
    /// A number, compared by value with the other numbers; NaN counts as ``missing``.
    case number(Double)
    /// No value: sorts after everything else in ascending order, before it in descending.
    case missing
}
