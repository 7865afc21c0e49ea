/// A list of non-negative counts that answers running sums and "which entry holds offset k" in
/// O(log n), and changes one count in O(log n): a Fenwick (binary indexed) tree.
///
/// ``OutlineTree`` keeps one per child list, holding each child's visible rows (its own row and
/// the rows shown below it), so that an item's row and a row's item are found by walking the
/// tree's levels with one logarithmic step per level, whatever the number of visible rows.
/// Only the tree is stored, not the counts themselves: ``value(at:)`` reads one back in O(log n).
package struct PrefixSumTree: Equatable, Sendable {
    /// `storage[i - 1]` holds the sum of the counts `(i - lowbit(i))..<i`, in the 1-based
    /// numbering of the classic presentation.
    private var storage: [Int]
    /// The sum of all counts.
    package private(set) var total: Int

    /// The tree of `values` (each at least zero), built in O(n).
    package init(_ values: [Int] = []) {
        storage = values
        total = 0
        // Each node passes its finished sum on to the next node that covers it.
        for index in values.indices {
            total += values[index]
            let position = index + 1
            let parent = position + (position & -position)
            if parent <= storage.count { storage[parent - 1] += storage[index] }
        }
    }

    /// `count` counts, all equal to `value` (at least zero), in O(n).
    package init(repeating value: Int, count: Int) {
        self.init(Array(repeating: value, count: max(0, count)))
    }

    /// How many counts there are.
    package var count: Int { storage.count }

    /// The sum of the counts before `index` (`0...count`; clamped to it), in O(log n).
    package func sum(before index: Int) -> Int {
        var position = min(max(index, 0), storage.count)
        var sum = 0
        while position > 0 {
            sum += storage[position - 1]
            position -= position & -position
        }
        return sum
    }

    /// The count at `index`, in O(log n); zero out of range.
    package func value(at index: Int) -> Int {
        guard index >= 0, index < storage.count else { return 0 }
        return sum(before: index + 1) - sum(before: index)
    }

    /// Adds `delta` to the count at `index`, in O(log n); nothing out of range. The caller keeps
    /// every count at least zero (``locate(_:)`` relies on it).
    package mutating func add(_ delta: Int, at index: Int) {
        guard delta != 0, index >= 0, index < storage.count else { return }
        total += delta
        var position = index + 1
        while position <= storage.count {
            storage[position - 1] += delta
            position += position & -position
        }
    }

    /// Adds a count `value` (at least zero) after the last, in O(log n).
    package mutating func append(_ value: Int) {
        let position = storage.count + 1
        // The new node covers the counts `(position - lowbit)..<position`: the new one and
        // those before it in its range, already in the tree.
        let covered = sum(before: position - 1) - sum(before: position - (position & -position))
        storage.append(value + covered)
        total += value
    }

    /// The entry that holds `offset` when the counts are laid end to end, and the offset within
    /// it: the `index` with `sum(before: index) <= offset < sum(before: index + 1)`. Entries
    /// whose count is zero hold nothing and are never returned. `nil` when `offset` is below
    /// zero or not below ``total``. O(log n).
    package func locate(_ offset: Int) -> (index: Int, offset: Int)? {
        guard offset >= 0, offset < total else { return nil }
        var position = 0
        var remaining = offset
        var step = 1
        while step * 2 <= storage.count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= storage.count && storage[next - 1] <= remaining {
                position = next
                remaining -= storage[next - 1]
            }
            step /= 2
        }
        return (position, remaining)
    }
}
