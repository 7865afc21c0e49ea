/// Bookkeeping for recycled cells: spare elements kept per reuse identifier, up to a limit.
///
/// Pure Swift, so the policy (what is kept, what is handed out, when it is dropped) is tested
/// without a display; the recycling table keeps its spare cells in one.
package struct ReusePool<Element> {
    /// The most spare elements kept per identifier; more are dropped.
    package let capacityPerIdentifier: Int
    private var spares: [String: [Element]] = [:]

    /// Creates an empty pool that keeps up to `capacityPerIdentifier` spares per identifier.
    package init(capacityPerIdentifier: Int) {
        self.capacityPerIdentifier = max(0, capacityPerIdentifier)
    }

    /// Keeps `element` for later reuse under `identifier`; returns `false` (and keeps nothing)
    /// when that identifier's spares are full.
    @discardableResult
    package mutating func enqueue(_ element: Element, identifier: String) -> Bool {
        var list = spares[identifier, default: []]
        guard list.count < capacityPerIdentifier else { return false }
        list.append(element)
        spares[identifier] = list
        return true
    }

    /// Takes a spare element kept under `identifier`, most recently kept first; `nil` if none.
    package mutating func dequeue(identifier: String) -> Element? {
        guard var list = spares[identifier], let element = list.popLast() else { return nil }
        spares[identifier] = list
        return element
    }

    /// How many spares are kept under `identifier`.
    package func count(identifier: String) -> Int {
        spares[identifier]?.count ?? 0
    }

    /// How many spares are kept in all.
    package var totalCount: Int {
        spares.values.reduce(0) { $0 + $1.count }
    }

    /// Drops every spare.
    package mutating func removeAll() {
        spares.removeAll()
    }
}
