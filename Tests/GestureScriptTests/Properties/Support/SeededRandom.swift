@testable import GestureAnalysis
@testable import GestureScript

/// The property tests' random source: the package's `SplitMix64`, whose whole state is one number, so a property
/// test case is named by its seed and replays exactly; with the draws the generators need.
struct SeededRandom: RandomNumberGenerator {
    private var source: SplitMix64

    init(seed: UInt64) { source = SplitMix64(seed: seed) }

    mutating func next() -> UInt64 { source.next() }

    /// A whole number in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    /// True with probability `p` (0…1).
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

    /// One of `items` (not empty).
    mutating func pick<T>(_ items: [T]) -> T { items[int(0...items.count - 1)] }
}
