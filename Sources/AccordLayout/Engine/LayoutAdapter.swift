import Foundation

/// Runs a public `Layout` (built-in stacks and grids included) as a node's behaviour: owns the
/// layout's cache for the node, hands it `LayoutSubviews` over the node's children, and turns its
/// `place(at:)` calls into placements. It knows no layout by type: what differs between layouts
/// is asked of the layout (`_stackOrientation`, `_mayExportFrameGuides`, `_placements`,
/// `_stackEngine`).
///
/// The built-in stacks (`_stackEngine`) run directly: their algorithm is asked once, here, and
/// sizes and places the node's children with the node's context and its `StackCache` (kept as
/// the node's behaviour state itself), without `LayoutSubviews`, a cache box or a copy of the
/// cache per question (issue 18: that wrapping was a fifth of a chain's layout instructions).
///
/// A value, as every behaviour: the layout and its algorithm, fixed when the node is made; the
/// cache is the node's. `@unchecked Sendable`: a user's `Layout` need not be `Sendable`.
package struct LayoutAdapter<L: Layout>: LayoutBehaviour, @unchecked Sendable {
    /// The stack algorithm `layout` runs, for the direct entry (nil: the `Layout` path). First:
    /// at a fixed offset, whatever `L` is (the direct entry reads it without `L`'s metadata).
    private let stack: StackAlgorithm?
    package let layout: L

    package init(_ layout: L) {
        self.layout = layout
        stack = layout._stackEngine?.algorithm
    }

    package var stackOrientation: Axis? { layout._stackOrientation }


    /// Built-in stacks never export edge or centre guides; a custom layout might (its
    /// `explicitAlignment` is its own).
    package func mayExportFrameGuides(node: LayoutNode) -> Bool { L._mayExportFrameGuides }

    /// A layout whose size is separable when its subviews' are (the stacks) is separable when
    /// every child is; constant along an axis when every child is.
    @_specialize(where L == HStackLayout)
    @_specialize(where L == VStackLayout)
    @_specialize(where L == ZStackLayout)
    package func sizeDependence(node: LayoutNode, context: LayoutContext) -> SizeDependence {
        guard L._isSeparableWhenSubviewsAre else { return .general }
        var constant: Axis.Set = [.horizontal, .vertical]
        let children = node.children
        for i in 0..<children.count {
            // Borrowed (no retain and release per child).
            guard case .separable(let c) = children.withNode(i, { $0.sizeDependence(context) }) else { return .general }
            constant.formIntersection(c)
        }
        return .separable(constant: constant)
    }

    /// A stack's cache for `node`: its behaviour state (the built-in stacks' `makeCache` ignores
    /// the subviews).
    @inline(__always) private func stackCache(_ node: LayoutNode) -> StackCache {
        if let s = node.cache.behaviourState { return unsafeDowncast(s, to: StackCache.self) }
        let c = StackCache()
        node.cache.behaviourState = c
        return c
    }

    /// The layout's cache for `node`: its behaviour state (made from the subviews on first use).
    /// No closure and no generic helper: the specialised callers below see the box's type.
    @inline(__always) private func cacheBox(_ node: LayoutNode, _ subviews: LayoutSubviews) -> LayoutCacheBox<L.Cache> {
        if let s = node.cache.behaviourState { return unsafeDowncast(s, to: LayoutCacheBox<L.Cache>.self) }
        let box = LayoutCacheBox(layout.makeCache(subviews: subviews))
        node.cache.behaviourState = box
        return box
    }

    /// Runs `body` on the layout's cache for `node` (a copy, written back: a layout that asks its
    /// own node again sees a consistent cache). A stack's cache is a class kept unboxed.
    @inline(__always) private func withCache<R>(_ node: LayoutNode, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        if stack != nil {
            var c = stackCache(node) as! L.Cache
            return body(&c)
        }
        let box = cacheBox(node, subviews)
        var c = box.value
        let r = body(&c)
        box.value = c
        return r
    }

    /// Not specialised: a stack's question needs nothing of `L` (its algorithm is at a fixed
    /// offset), so it skips the specialisations' type checks (~60 instructions a question, issue
    /// 18); any other layout goes on to `layoutSize`, specialised for ZStack.
    package func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        let size: CGSize
        if let stack {
            size = stack.size(proposal, node.children, context, stackCache(node))
        } else {
            size = layoutSize(proposal, node: node, context: context)
        }
        // An infinite answer is legitimate for an infinite proposal only.
        func unwarranted(_ answer: CGFloat, _ proposed: CGFloat?) -> Bool { answer == .infinity && proposed != .infinity }
        if unwarranted(size.width, proposal.width) || unwarranted(size.height, proposal.height) {
            context.diagnose("\(node.label) answered an infinite size \(size) to the proposal \(proposal)")
        }
        return size
    }

    @_specialize(where L == ZStackLayout)
    private func layoutSize(_ proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        let subviews = LayoutSubviews(nodes: node.children, context: context, recorder: nil)
        return withCache(node, subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    /// Not specialised, as `sizeThatFits`: a stack's placements need nothing of `L`.
    package func placements(node: LayoutNode, in bounds: CGRect, proposal: ProposedViewSize,
                                    context: LayoutContext) -> [Placement] {
        if let stack { return stack.placements(in: bounds, proposal, node.children, context, stackCache(node)) }
        return layoutPlacements(node: node, in: bounds, proposal: proposal, context: context)
    }

    @_specialize(where L == ZStackLayout)
    private func layoutPlacements(node: LayoutNode, in bounds: CGRect, proposal: ProposedViewSize,
                                  context: LayoutContext) -> [Placement] {
        // A layout that can say where its subviews go skips the recorder.
        let direct = LayoutSubviews(nodes: node.children, context: context, recorder: nil)
        if let known = withCache(node, direct, { layout._placements(in: bounds, proposal: proposal, subviews: direct, cache: &$0) }) {
            return known.placements
        }
        let rec = PlacementRecorder(count: node.children.count)
        let subviews = LayoutSubviews(nodes: node.children, context: context, recorder: rec)
        withCache(node, subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
        if rec.placedTwice { context.diagnose("\(node.label) placed a subview more than once; the last placement wins") }
        var result: [Placement] = []
        result.reserveCapacity(node.children.count)
        var unplaced = 0
        for (i, child) in node.children.enumerated() {
            if let p = rec.placements[i] {
                result.append(p)
            } else {
                // SwiftUI centres a subview its layout never placed, at its size for the proposal.
                unplaced += 1
                let size = child.sizeThatFits(proposal, context: context)
                result.append(Placement(origin: CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2),
                                        proposal: proposal, size: size))
            }
        }
        if unplaced > 0 { context.diagnose("\(node.label) did not place \(unplaced) subview(s); they are centred") }
        return result
    }

    package func explicitGuide(_ key: AlignmentKey, _ axis: Axis, node: LayoutNode, proposal: ProposedViewSize,
                                       size: CGSize, context: LayoutContext) -> CGFloat? {
        guard size.width.isFinite, size.height.isFinite else { return nil }
        let subviews = LayoutSubviews(nodes: node.children, context: context, recorder: nil)
        let bounds = CGRect(origin: .zero, size: size)
        return withCache(node, subviews) { cache in
            axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key.type), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
                : layout.explicitAlignment(of: VerticalAlignment(key.type), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    @_specialize(where L == HStackLayout)
    @_specialize(where L == VStackLayout)
    @_specialize(where L == ZStackLayout)
    package func spacing(node: LayoutNode, context: LayoutContext) -> ViewSpacing {
        let subviews = LayoutSubviews(nodes: node.children, context: context, recorder: nil)
        if subviews.isEmpty { return .zero }
        return withCache(node, subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }
}

/// A layout's cache, kept as its node's behaviour state.
private final class LayoutCacheBox<Cache> {
    var value: Cache
    init(_ value: Cache) { self.value = value }
}
