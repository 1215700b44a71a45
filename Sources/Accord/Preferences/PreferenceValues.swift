import Foundation
import AccordLayout

// Preference values are not computed by the engine: the nodes the preference modifiers build
// (transparent wrappers, `preferenceNode`) carry what they write and observe as data
// (`LayoutNode.preferences`), and the DSL layer reads values off the laid-out tree.

/// What a preference modifier does to its key's value on the way up: the value from the
/// subtree (nil when no view below produces one) becomes the result.
final class PreferenceEffect<Key: PreferenceKey>: @unchecked Sendable {
    let apply: (inout Key.Value?, LayoutNode) -> Void
    init(_ apply: @escaping (inout Key.Value?, LayoutNode) -> Void) { self.apply = apply }
}

/// Something read after layout from the values below a node (`onPreferenceChange`).
protocol PreferenceObserving: AnyObject {
    /// Delivers the node's current value when it changed; true when the action ran.
    func deliver(from node: LayoutNode, graph: ViewGraph) -> Bool
}

/// `node` in a transparent wrapper (sized and placed as its content) that carries a preference
/// effect or observer as data on the node.
func preferenceNode(_ node: LayoutNode, effect: AnyObject? = nil, observer: PreferenceObserving? = nil, label: String) -> LayoutNode {
    let w = wrap(node, TransparentBehaviour(), label: label)
    w.preferences = NodePreferences(effects: effect.map { [$0] } ?? [], observer: observer)
    return w
}

/// The value of `Key` produced by the laid-out subtree at `node`: nil when no view in it
/// produces one. Children combine in tree order, `reduce` running only between children that
/// produce a value; a modifier's effect applies to its subtree's result.
func preferenceValue<Key: PreferenceKey>(_ key: Key.Type, in node: LayoutNode) -> Key.Value? {
    guard node.isPlaced else { return nil }
    var value: Key.Value?
    for child in node.children {
        guard let next = preferenceValue(key, in: child) else { continue }
        if value == nil {
            value = next
        } else {
            Key.reduce(value: &value!, nextValue: { next })
        }
    }
    if let p = node.preferences {
        for e in p.effects {
            if let effect = e as? PreferenceEffect<Key> { effect.apply(&value, node) }
        }
    }
    return value
}

/// Delivers changed values to every `onPreferenceChange` in the laid-out trees, in tree order;
/// true when any action ran (the trees are then out of date).
func deliverPreferenceChanges(_ roots: [LayoutNode], graph: ViewGraph) -> Bool {
    var fired = false
    func visit(_ node: LayoutNode) {
        guard node.isPlaced else { return }
        if let o = node.preferences?.observer as? PreferenceObserving {
            if o.deliver(from: node, graph: graph) { fired = true }
        }
        for c in node.children { visit(c) }
    }
    withLargeStack { for r in roots { visit(r) } }
    return fired
}

/// Runs a hosted tree's update rounds: `round` builds the tree (with `graph`) and lays it out;
/// then every `onPreferenceChange` whose value changed runs its action, and if any did, the
/// tree is built and laid out again with the state those actions set, until nothing changes
/// (at most `maximumPreferenceRounds` rounds; then the last round stands, with a diagnostic).
func settlePreferences<R>(graph: ViewGraph, _ round: () -> (R, [LayoutNode]),
                          unsettled: (inout R, String) -> Void) -> R {
    var n = 0
    while true {
        n += 1
        graph.beginBuild()
        var (result, roots) = round()
        guard graph.hasPreferenceObservers, deliverPreferenceChanges(roots, graph: graph) else { return result }
        if n >= maximumPreferenceRounds {
            unsettled(&result, "onPreferenceChange: preference values still changed after \(maximumPreferenceRounds) updates "
                      + "(an action's state changes the value it observes); showing the last update")
            return result
        }
    }
}

/// SwiftUI settles within one frame; Accord allows this many build-and-layout rounds.
let maximumPreferenceRounds = 4
