import Foundation

/// The last few answers a container computed, by proposal (a container is asked a handful of
/// distinct proposals per pass: 0, ∞, a share, its placement's).
struct ProposalMemo<Value> {
    private var keys: [ProposedViewSize] = []
    private var values: [Value] = []
    static var capacity: Int { 8 }

    func value(for p: ProposedViewSize) -> Value? {
        for i in keys.indices where keys[i] == p { return values[i] }
        return nil
    }

    mutating func store(_ v: Value, for p: ProposedViewSize) {
        if keys.count >= Self.capacity {
            keys.removeFirst()
            values.removeFirst()
        }
        keys.append(p)
        values.append(v)
    }
}
