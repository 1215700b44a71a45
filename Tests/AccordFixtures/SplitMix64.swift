/// SplitMix64: small, fast, and the same sequence on every platform — the seeded generator of
/// both test targets' random trees (`AccordLayoutTests`' engine trees, `AccordTests`' view trees),
/// so a seed means the same tree on every machine.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// A whole number in 0..<n (0 when n ≤ 1).
    public mutating func int(_ n: Int) -> Int { n <= 1 ? 0 : Int(next() % UInt64(n)) }
    /// True with probability p.
    public mutating func chance(_ p: Double) -> Bool { Double(next() >> 11) / Double(1 << 53) < p }
    public mutating func pick<T>(_ xs: [T]) -> T { xs[int(xs.count)] }
}
