import Foundation

/// The last few answers a container computed, by question (proposal and inputs: a container is
/// asked a handful of distinct proposals per pass: 0, ∞, a share, its placement's). Answers that
/// do not depend on the inputs (text's) are stored without them (nil).
///
/// The first entry inline, then one array of entries, used as a ring once full (the oldest of
/// them is overwritten, never shifted out): with two arrays and `removeFirst`, storing was ~10 % of a chain's layout
/// instructions; now ~6 % (callgrind, `accord-bench --only chain`: 72.0 M → 68.7 M in the pass).
struct ProposalMemo<Value> {
    private struct Entry {
        var proposal: ProposedViewSize
        var inputs: LayoutInputsBox?
        var value: Value
    }
    /// The first entry, inline: most containers are asked one question that is kept (a row of a
    /// list: its width), so they allocate no array (issue 18: an allocation per container).
    private var first: Entry?
    /// The entries after the first.
    private var entries: [Entry] = []
    /// Where the next store goes once the ring is full.
    private var next = 0
    static var capacity: Int { 8 }

    // The lookups are `mutating` only so that a memo kept in a class is read in place: a
    // non-mutating call copies the memo first (its inline entry through generic value
    // witnesses, ~50 instructions and a retain per lookup).

    mutating func value(for p: ProposedViewSize, _ inputs: LayoutInputsBox? = nil) -> Value? {
        read(for: p, inputs) { $0 }
    }

    /// `body` of the value for `p` under `inputs`, read in place (a value holding references is
    /// not retained to be read).
    @inline(__always) mutating func read<R>(for p: ProposedViewSize, _ inputs: LayoutInputsBox? = nil, _ body: (Value) -> R) -> R? {
        // Read in place (no copy of the entry, whose value may hold references).
        if first != nil, first!.proposal == p, Self.same(first!.inputs, inputs) { return body(first!.value) }
        for i in entries.indices where entries[i].proposal == p && Self.same(entries[i].inputs, inputs) { return body(entries[i].value) }
        return nil
    }

    /// The first value whose proposal satisfies `matches`, under `inputs`.
    mutating func value(where matches: (ProposedViewSize) -> Bool, _ inputs: LayoutInputsBox? = nil) -> Value? {
        if first != nil, matches(first!.proposal), Self.same(first!.inputs, inputs) { return first!.value }
        for i in entries.indices where matches(entries[i].proposal) && Self.same(entries[i].inputs, inputs) { return entries[i].value }
        return nil
    }

    mutating func store(_ v: Value, for p: ProposedViewSize, _ inputs: LayoutInputsBox? = nil) {
        let entry = Entry(proposal: p, inputs: inputs, value: v)
        if first == nil {
            first = entry
        } else if entries.count < Self.capacity - 1 {
            // Room for the usual few more (a container is asked 0, ∞ and a share), not a
            // doubling from one; not all seven (most containers keep one or two).
            if entries.isEmpty { entries.reserveCapacity(2) }
            entries.append(entry)
        } else {
            // Full: the ring over the later entries (the first stays; any kept answer is exact).
            entries[next] = entry
            next = (next + 1) % (Self.capacity - 1)
        }
    }

    @inline(__always) private static func same(_ a: LayoutInputsBox?, _ b: LayoutInputsBox?) -> Bool {
        if a === b { return true }
        guard let a, let b else { return false }
        return a.value == b.value
    }
}
