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

    /// Nothing kept (the first entry is filled first, and emptied only with the rest).
    var isEmpty: Bool { mutating get { first == nil } }  // mutating: read in place (see below)

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
        read(where: matches, inputs) { $0 }
    }

    /// `body` of the first value whose proposal satisfies `matches`, under `inputs`, read in place.
    @inline(__always) mutating func read<R>(where matches: (ProposedViewSize) -> Bool, _ inputs: LayoutInputsBox? = nil,
                                            _ body: (Value) -> R) -> R? {
        if first != nil, matches(first!.proposal), Self.same(first!.inputs, inputs) { return body(first!.value) }
        for i in entries.indices where matches(entries[i].proposal) && Self.same(entries[i].inputs, inputs) { return body(entries[i].value) }
        return nil
    }

    /// Empties the memo and moves out the value for `p` under `inputs` (`exact`), else the first
    /// whose proposal satisfies `fallback` — one scan, no copy of the memo or of the value: the
    /// caller holds the value's only reference (issue 18: copying the memo out first was ~200
    /// instructions a placed stack, and each lookup a scan of its own).
    mutating func takeAll(for p: ProposedViewSize, orWhere fallback: (ProposedViewSize) -> Bool,
                          _ inputs: LayoutInputsBox? = nil) -> (value: Value, exact: Bool)? {
        // -2: none; -1: `first`; i ≥ 0: `entries[i]`. An exact match anywhere wins; otherwise the
        // first fallback in order (`first`, then the entries), as two lookups would find them.
        var found = -2, exact = false
        if first != nil, Self.same(first!.inputs, inputs) {
            if first!.proposal == p { found = -1; exact = true } else if fallback(first!.proposal) { found = -1 }
        }
        if !exact {
            for i in entries.indices where Self.same(entries[i].inputs, inputs) {
                if entries[i].proposal == p { found = i; exact = true; break }
                if found == -2 && fallback(entries[i].proposal) { found = i }
            }
        }
        var taken: Value?
        if found == -1 {
            taken = first.take()!.value
        } else if found >= 0 {
            let last = entries.count - 1
            if found != last { entries.swapAt(found, last) }
            taken = entries.removeLast().value
        }
        first = nil
        entries = []
        next = 0
        guard let taken else { return nil }
        return (taken, exact)
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
