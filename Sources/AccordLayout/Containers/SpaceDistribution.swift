import Foundation

/// SwiftUI's stack space distribution, along one axis: how `HStack`/`VStack` share a proposed
/// length among their children, and how `Grid` shares a proposed width among its columns and a
/// height among its rows (one routine for both, so they cannot drift apart).
///
/// ## Algorithm
/// 1. `prioritize`: each item (a child, a column, a row) is probed at 0 and at ∞: its minimum
///    is its length at 0, its flexibility its length at ∞ less the minimum (0 when that is
///    ∞ − ∞: an item infinitely long even at 0 cannot flex). Items are ordered by layout priority
///    (higher first), then flexibility (less flexible first), then — two infinitely flexible
///    items — the larger minimum first; ties keep source order.
/// 2. `distribute`: available = space − the minimums of every item outside the highest priority
///    group; group by group, each group gets its own minimums back, and each item in turn is
///    offered an equal share of what is left (`max(available / itemsLeft, 0)`), which it may
///    take or not. Sums saturate (an infinite length makes a sum infinite) so that no ∞ − ∞
///    becomes NaN: infinite space stays infinite, and an item infinitely long at 0 leaves no
///    space to share; a NaN share is 0.
///
/// Pinned by `seed000-ratio`, `priority-*`, `spacer-*` (stacks) and `grid-*` (grids) fixtures;
/// `AlignedExtentTests` (the NaN cases).
enum SpaceDistribution {
    /// What `prioritize` learns about an item.
    struct Item {
        var index: Int
        var priority: Double
        var minimum: CGFloat
        var flexibility: CGFloat
    }

    /// Step 1: items `0..<count` in the order they are offered space. `length(i, l)` is item i's
    /// length when offered `l`.
    static func prioritize(count: Int, priority: (Int) -> Double, length: (Int, CGFloat) -> CGFloat) -> [Item] {
        var items: [Item] = []
        prioritize(count: count, into: &items, priority: priority, length: length)
        return items
    }

    /// `prioritize` into `items` (emptied first, its storage kept: a stack reuses one array
    /// across its solutions).
    @inline(__always)
    static func prioritize(count: Int, into items: inout [Item], priority: (Int) -> Double, length: (Int, CGFloat) -> CGFloat) {
        items.removeAll(keepingCapacity: true)
        items.reserveCapacity(count)
        var sorted = true
        for i in 0..<count {
            let lo = length(i, 0)
            let flexibility = length(i, .infinity) - lo
            let item = Item(index: i, priority: priority(i), minimum: lo, flexibility: flexibility.isNaN ? 0 : flexibility)
            if let last = items.last, !precedes(last, item) { sorted = false }
            items.append(item)
        }
        if !sorted { items.sort(by: precedes) }
    }

    private static func precedes(_ a: Item, _ b: Item) -> Bool {
        if a.priority != b.priority { return a.priority > b.priority }
        if a.flexibility != b.flexibility { return a.flexibility < b.flexibility }
        if a.flexibility == .infinity, a.minimum != b.minimum { return a.minimum > b.minimum }
        return a.index < b.index
    }

    /// Step 2: offers each item in `order` its share of `space`; `offer(i, share)` sizes item
    /// i for the share and returns the length it takes.
    static func distribute(_ space: CGFloat, _ order: [Item], offer: (Int, CGFloat) -> CGFloat) {
        // What is left for a group: the space, less what earlier groups took, less the minimums
        // kept back for later groups.
        var taken = SaturatingSum(), later = SaturatingSum()
        for item in order where item.priority != order.first?.priority { later.add(item.minimum) }
        var start = 0
        while start < order.count {
            var end = start + 1
            while end < order.count, order[end].priority == order[start].priority { end += 1 }
            if start > 0 { for j in start..<end { later.remove(order[j].minimum) } }
            var remaining = end - start
            for j in start..<end {
                let available = space.isInfinite ? space : space - taken.value - later.value
                let share = available.isNaN ? 0 : max(available / CGFloat(remaining), 0)
                taken.add(offer(order[j].index, share))
                remaining -= 1
            }
            start = end
        }
    }

    /// A sum of lengths that counts infinite terms apart, so terms can be taken out again
    /// exactly and the sum is never NaN.
    private struct SaturatingSum {
        private var finite: CGFloat = 0
        private var infinite = 0
        mutating func add(_ x: CGFloat) { if x.isFinite { finite += x } else if x > 0 { infinite += 1 } }
        mutating func remove(_ x: CGFloat) { if x.isFinite { finite -= x } else if x > 0 { infinite -= 1 } }
        var value: CGFloat { infinite > 0 ? .infinity : finite }
    }
}
