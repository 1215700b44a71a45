import Foundation

/// Relayout after a change, incremental to the node (issue 18, goal 3).
///
/// `invalidate()` clears the changed node's answers and marks its ancestors, without clearing
/// theirs: each ancestor's cached answers are checked before they are used (`revalidate`). A
/// node's answers are a function of its own data, its proposal and inputs, and what its children
/// answer; so the check asks each changed child again every question it had answered (its
/// sizes, explicit guides, spacing and facts, kept as its `previousCache`) and compares. Same
/// answers: the ancestor's cache stands, and everything above it is unaffected (a row whose
/// leaf grew but whose size did not change leaves its list alone). Other answers: the ancestor's
/// cache is cleared in turn, its own previous answers kept for its parent's check.
///
/// Placing follows the same path: a node placed at the same frame and proposal whose answers
/// were kept places again only the children below which something changed
/// (`Extras.changedChildren`), where they were; a node whose answers were cleared computes its
/// placements again, and its children that did not move return at once.
///
/// Answers stay exact: nothing is derived, every kept answer is one the node would compute
/// again. A change to a node's traits (priority, layout values: read by its parent) is a change
/// of its parent's data: invalidate the parent.
extension LayoutNode {
    /// Forgets this node's cached answers (after its own data changed: its behaviour's values,
    /// its children, its scroll position) and marks its ancestors for a check before their
    /// answers are used again.
    package func invalidate() {
        // The answers the parent relied on: the oldest, when invalidated twice before a pass.
        if extras?.previousCache == nil, !cache.isEmpty { withExtras { $0.previousCache = cache } }
        cache.clear()
        placementsChanged = true
        placementIsCurrent = false
        var child = self
        while let p = child.parent {
            p.placementIsCurrent = false
            let marked = p.needsCheck
            p.needsCheck = true
            p.withExtras { e in
                if !e.changedChildren.contains(where: { $0 === child }) { e.changedChildren.append(child) }
            }
            // A marked node's ancestors are marked already.
            if marked { break }
            child = p
        }
    }

    /// Checks this node's cached answers against what changed below (see the type's comment):
    /// keeps them when every changed child answers its questions as before, clears them
    /// otherwise. Called before any cached answer of a node that `needsCheck` is used.
    func revalidate(_ context: LayoutContext) {
        withRoom { revalidateHere(context) }
    }

    private func revalidateHere(_ context: LayoutContext) {
        needsCheck = false
        guard let e = extras else { return }
        // Nothing cached: nothing to keep, and no question of the children's worth asking.
        var same = !cache.isEmpty
        for child in e.changedChildren where child.parent === self {
            if child.needsCheck { child.revalidate(context) }
            guard let old = child.extras?.previousCache else { continue }
            child.extras?.previousCache = nil
            if same { same = child.answers(match: old, context) }
        }
        if !same && !cache.isEmpty {
            if e.previousCache == nil { e.previousCache = cache }
            cache.clear()
            placementsChanged = true
        }
    }

    /// Whether the node answers every question recorded in `old` as it did.
    private func answers(match old: NodeCache, _ context: LayoutContext) -> Bool {
        if let d = old.dependence, sizeDependence(context) != d { return false }
        if let k = old.mayExportFrameGuides, mayExportFrameGuides != k { return false }
        if let s = old.spacing, spacing(context: placedInputsBox.map { context.with(inputsBox: $0) } ?? context) != s { return false }
        var same = true
        old.forEachAnswer { proposal, inputs, size in
            same = sizeThatFits(proposal, context: context.with(inputsBox: inputs)) == size
            return same
        }
        if !same { return false }
        for (key, axis, proposal, inputs, value) in old.guides {
            let now = explicitGuide(key, axis, proposal: proposal, context: context.with(inputsBox: inputs))
            switch (now, value) {
            case (nil, nil): continue
            case let (a?, b?) where a == b || (a.isNaN && b.isNaN): continue
            default: return false
            }
        }
        return true
    }
}
