import Foundation

/// The last few answers a container computed, by question (proposal and inputs: a container is
/// asked a handful of distinct proposals per pass: 0, ∞, a share, its placement's). Answers that
/// do not depend on the inputs (text's) are stored without them (nil).
///
/// One array of entries, used as a ring once full (the oldest entry is overwritten, never
/// shifted out): with two arrays and `removeFirst`, storing was ~10 % of a chain's layout
/// instructions; now ~6 % (callgrind, `accord-bench --only chain`: 72.0 M → 68.7 M in the pass).
struct ProposalMemo<Value> {
    private struct Entry {
        var proposal: ProposedViewSize
        var inputs: LayoutInputsBox?
        var value: Value
    }
    private var entries: [Entry] = []
    /// Where the next store goes once the ring is full.
    private var next = 0
    static var capacity: Int { 8 }

    func value(for p: ProposedViewSize, _ inputs: LayoutInputsBox? = nil) -> Value? {
        for i in entries.indices where entries[i].proposal == p && Self.same(entries[i].inputs, inputs) { return entries[i].value }
        return nil
    }

    /// `body` of the value for `p` under `inputs`, read in place (a value holding references is
    /// not retained to be read).
    @inline(__always) func read<R>(for p: ProposedViewSize, _ inputs: LayoutInputsBox? = nil, _ body: (Value) -> R) -> R? {
        for i in entries.indices where entries[i].proposal == p && Self.same(entries[i].inputs, inputs) { return body(entries[i].value) }
        return nil
    }

    /// The first value whose proposal satisfies `matches`, under `inputs`.
    func value(where matches: (ProposedViewSize) -> Bool, _ inputs: LayoutInputsBox? = nil) -> Value? {
        for i in entries.indices where matches(entries[i].proposal) && Self.same(entries[i].inputs, inputs) { return entries[i].value }
        return nil
    }

    mutating func store(_ v: Value, for p: ProposedViewSize, _ inputs: LayoutInputsBox? = nil) {
        let entry = Entry(proposal: p, inputs: inputs, value: v)
        if entries.count < Self.capacity {
            // Room for the usual few (a container is asked 0, ∞ and a share), not a doubling
            // from one; not all eight (a row of a long list is asked one or two).
            if entries.isEmpty { entries.reserveCapacity(3) }
            entries.append(entry)
        } else {
            entries[next] = entry
            next = (next + 1) % Self.capacity
        }
    }

    @inline(__always) private static func same(_ a: LayoutInputsBox?, _ b: LayoutInputsBox?) -> Bool {
        if a === b { return true }
        guard let a, let b else { return false }
        return a.value == b.value
    }
}
