import Foundation

/// The last few answers a container computed, by question (proposal and inputs: a container is
/// asked a handful of distinct proposals per pass: 0, ∞, a share, its placement's). Answers that
/// do not depend on the inputs (text's) are stored without them (nil).
struct ProposalMemo<Value> {
    private var keys: [(ProposedViewSize, LayoutInputsBox?)] = []
    private var values: [Value] = []
    static var capacity: Int { 8 }

    func value(for p: ProposedViewSize, _ inputs: LayoutInputsBox? = nil) -> Value? {
        for i in keys.indices where keys[i].0 == p && Self.same(keys[i].1, inputs) { return values[i] }
        return nil
    }

    mutating func store(_ v: Value, for p: ProposedViewSize, _ inputs: LayoutInputsBox? = nil) {
        if keys.count >= Self.capacity {
            keys.removeFirst()
            values.removeFirst()
        }
        keys.append((p, inputs))
        values.append(v)
    }

    private static func same(_ a: LayoutInputsBox?, _ b: LayoutInputsBox?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case let (a?, b?): a.matches(b)
        default: false
        }
    }
}
