/// Names for kinds of reusable cells.
package enum ReuseIdentifier {
    /// The default identifier of a cell type: the type's name as Swift prints it, generic
    /// arguments included (`PersonView`, `Box<PersonView>`): `String(describing: self)`, as
    /// UIKit code derives it.
    package static func name(of type: Any.Type) -> String {
        String(describing: type)
    }
}
