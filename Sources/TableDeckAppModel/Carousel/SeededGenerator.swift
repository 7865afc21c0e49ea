/// A small, fast random number generator whose output depends only on its seed (SplitMix64).
///
/// The standard library's generators and its `random(in:using:)` algorithms may change between
/// Swift versions and platforms; TableDeck's `--seed S` must give the same pages on every run and
/// machine, so both the generator and the bounded draw (``nextInt(in:)``) are our own.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator whose whole sequence is fixed by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits (SplitMix64, Steele, Lea and Flood 2014).
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniformly distributed integer in `range`, by rejection sampling (no modulo bias).
    ///
    /// An empty range has no member; it returns `range.lowerBound` and draws nothing.
    public mutating func nextInt(in range: Range<Int>) -> Int {
        guard !range.isEmpty else { return range.lowerBound }
        let span = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound))
        // The largest multiple of `span` that fits in 2^64: draws at or above it are redrawn.
        let limit = UInt64.max - (UInt64.max % span + 1) % span
        var draw = next()
        while draw > limit {
            draw = next()
        }
        return range.lowerBound &+ Int(truncatingIfNeeded: draw % span)
    }
}
