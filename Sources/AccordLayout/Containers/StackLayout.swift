import Foundation

// (Longer than ~400 lines: the stack algorithm and the three stack layouts that run it are one
// container family; the seam for a split is ZStackLayout, which shares none of the algorithm.)

/// The algorithm shared by `HStackLayout` and `VStackLayout` (SwiftUI's `StackLayout`), along a
/// *major* axis (the stacking axis) with a *minor* axis across it.
///
/// ## Layout algorithm
/// 1. `resolveSpacing`: the distance before each child is the stack's `spacing`, or when nil the
///    distance the two neighbours' `ViewSpacing` prefer (8 between ordinary views, 0 next to a
///    Spacer, font-derived next to text). Their sum is the internal spacing.
/// 2. With no major proposal, `sizeChildrenIdeally`: every child is proposed (nil, minor) and
///    takes its ideal size.
/// 3. With a major proposal, `prioritize` then `distributeSpace`: `SpaceDistribution` (shared
///    with `Grid`) over the children along the major axis, the space being the proposal less
///    the internal spacing:
///    a. `prioritize`: order children by layout priority (higher first; a Spacer is −∞, so last),
///       then by flexibility (size at ∞ minus size at 0 along the major axis; less flexible first;
///       two infinitely flexible children: the larger minimum first).
///    b. `distributeSpace`: available = proposal − internal spacing − minimums of every child
///       outside the highest priority group; group by group, each group gets its own minimums
///       back, and each child in turn is offered an equal share of what is left
///       (`max(available / childrenLeft, 0)`), which it may take or not.
/// 4. `alignChildren`: each child's minor origin puts its alignment guide (explicit or default)
///    on one line; the stack's minor size is the union of the aligned children and 0.
/// 5. The stack's major size is the sum of what children took plus spacing (never the proposal).
/// 6. Placing re-runs 1–4 with the minor proposal replaced by the bounds' (when it was nil) and
///    puts children one after another from the leading (top) edge.
///
/// What is not computed twice (issue 18; exact, so a traced pass, which asks every question,
/// gives the same frames): a stack keeps its last solutions by proposal; with no space to share
/// (≤ 0) or infinite space, every child is offered the same share (0 or ∞), so step 3a and its
/// probes are skipped; and when every child's size is separable (`SizeDependence`), a solution
/// for the same major proposal under another minor one (the placement's re-proposal, a parent's
/// probes) gives the shares: only the children's minor lengths are asked again.
///
/// Pinned by fixtures: `seed003-hstack-*` (alignment), `seed000-ratio` (flexible shares),
/// `priority-*`, `spacer-*`, `spacing-*` in Tests/AccordTests/Fixtures.
package struct StackAlgorithm: Sendable {
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: CGFloat?
    /// An edge or centre alignment's default guide as a share of a child's minor length (0, ½
    /// or 1: what `alignment.defaultValue` answers, without a `ViewDimensions` per child); NaN
    /// for any other alignment.
    private let frameGuideShare: CGFloat

    init(axis: Axis, alignment: AlignmentKey, spacing: CGFloat?) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        var share = CGFloat.nan
        if alignment.isFrameAlignment {
            // Checked, not assumed: the guide is that share of the minor length, whatever the major one.
            let one = alignment.defaultValue(in: ViewDimensions(size: CGSize(axis, major: 3, minor: 1)))
            let two = alignment.defaultValue(in: ViewDimensions(size: CGSize(axis, major: 5, minor: 2)))
            if one == 0 || one == 0.5 || one == 1, two == 2 * one { share = one }
        }
        frameGuideShare = share
    }

    /// One child's part of a solution: where it goes in the stack's own space, the proposal it
    /// is placed with and the size it answered — a `Placement`, moved into the bounds when placed.
    typealias Child = Placement

    struct Solution {
        var children: [Child]
        var size: CGSize
    }

    // The hot path reads the subviews' nodes directly (no `LayoutSubview` values, no retain
    // traffic); answers still go through each node's per-proposal cache.

    func solve(_ p: ProposedViewSize, _ nodes: [LayoutNode], _ context: LayoutContext, _ cache: StackCache) -> Solution {
        if nodes.isEmpty { return Solution(children: [], size: .zero) }
        if let hit = cache.solution(for: p, context.inputsBox) { return hit }
        return solveAnew(p, nodes, context, cache)
    }

    /// The stack's size for `p` (`solve(p).size`). When the space to share is ≤ 0 or ∞ every
    /// child is offered the same share, so the size is summed as the children answer, without a
    /// solution (an array per solve) kept for it: those are a parent's probes at 0 and ∞ (3 of a
    /// chain stack's 5 questions), which placing never asks again (it solves its own proposal).
    /// Same arithmetic in the same order as `solveAnew`, so the same size.
    /// The engine's entry (`Layout._stackEngine`): the node's children and context as they are.
    func size(_ p: ProposedViewSize, _ nodes: [LayoutNode], _ context: LayoutContext, _ cache: StackCache) -> CGSize {
        if nodes.isEmpty { return .zero }
        if let hit = cache.size(for: p, context.inputsBox) { return hit }
        if !context.isTracing, let major = p[axis] {
            resolveSpacing(nodes, context, cache)
            let space = major - cache.internalSpacing
            if space <= 0 || space == .infinity {
                let q = ProposedViewSize(axis, major: space == .infinity ? .infinity : 0, minor: p[axis.other])
                return summedSize(nodes, context, cache) { _ in q }
            }
            if cache.keepsSolutions, childrenAreSeparable(nodes, context, cache),
               let size = sizeFromSameMajor(p, major, nodes, context, cache) {
                return size
            }
        }
        return solveAnew(p, nodes, context, cache).size
    }

    /// The size for `p` from a kept solution for its major proposal under another minor one
    /// (separable children: the same shares; only their minor lengths are asked), summed as the
    /// children answer — no array and nothing kept: placing rewrites that kept solution for its
    /// own proposal (`StackCache.takeSolutions`, `.sameMajor`). Same arithmetic in the same order
    /// as `solveAnew`'s separable path (`alignChildren`, then the cursor), so the same size.
    /// On a chain, 2 of every other stack's 3 solves (a parent's probes of its width at 0 and ∞
    /// under the stack's own major proposal): each kept a copy of the solution's array before.
    private func sizeFromSameMajor(_ p: ProposedViewSize, _ major: CGFloat, _ nodes: [LayoutNode], _ context: LayoutContext,
                                   _ cache: StackCache) -> CGSize? {
        let minor = p[axis.other]
        return cache.withSolution(major: major, axis, context.inputsBox) { known -> CGSize? in
            guard known.count == nodes.count else { return nil }
            return summedSize(nodes, context, cache) { i in ProposedViewSize(axis, major: known[i].proposal[axis], minor: minor) }
        } ?? nil
    }

    /// The stack's size with child `i` proposed `proposal(i)`, summed as the children answer
    /// (no array): the union of the aligned children and 0 across, what they take plus spacing
    /// along — `alignChildren` then the cursor, in `solveAnew`'s order, so the same size. Shared
    /// by `size`'s probes at 0 and ∞ and `sizeFromSameMajor` (inlined: the chain's hot path).
    @inline(__always)
    private func summedSize(_ nodes: [LayoutNode], _ context: LayoutContext, _ cache: StackCache,
                            _ proposal: (Int) -> ProposedViewSize) -> CGSize {
        var extent = AlignedExtent(including: 0)
        var cursor: CGFloat = 0
        for i in 0..<nodes.count {
            let q = proposal(i)
            nodes.withNode(i) { node in
                let size = node.sizeThatFits(q, context: context)
                extent.add(length: size[axis.other], guide: guide(node, q, size, context))
                cursor += gap(i, cache)
                cursor += size[axis]
            }
        }
        let (low, high) = extent.bounds
        return CGSize(axis, major: cursor, minor: high - low)
    }

    /// `n` children to be filled in. Built by appending: `Array(repeating:count:)` of a package
    /// type allocates through the runtime's unspecialised path (a generic-metadata lookup per
    /// array, ~740 instructions; appending into reserved storage is specialised here, ~240).
    @inline(__always) private func blankChildren(_ n: Int) -> [Child] {
        var children: [Child] = []
        children.reserveCapacity(n)
        for _ in 0..<n { children.append(Child(origin: .zero, proposal: .unspecified, size: .zero)) }
        return children
    }

    /// Steps 1–5 for `p` (not in the cache), kept in the cache unless `keep` is false.
    /// `sameMajor`: the children of a solution for `p`'s major proposal under another minor one
    /// that the cache no longer keeps (placing took it, `StackCache.takeSolutions`): used as the
    /// separable path's known shares and rewritten in place (no array of its own).
    private func solveAnew(_ p: ProposedViewSize, _ nodes: [LayoutNode], _ context: LayoutContext, _ cache: StackCache,
                           keep: Bool = true, sameMajor: consuming [Child]? = nil) -> Solution {
        let n = nodes.count
        resolveSpacing(nodes, context, cache)
        var children: [Child]
        let minor = p[axis.other]
        if let major = p[axis] {
            let space = major - cache.internalSpacing
            if !context.isTracing, space <= 0 || space == .infinity {
                // Every child is offered the same share (0, or ∞), whatever the order: step 3a
                // is skipped, and its probes with it (a traced pass still asks them all).
                let share: CGFloat = space == .infinity ? .infinity : 0
                let q = ProposedViewSize(axis, major: share, minor: minor)
                children = blankChildren(n)
                for i in 0..<n {
                    children[i].proposal = q
                    children[i].size = nodes.withNode(i) { $0.sizeThatFits(q, context: context) }
                }
            } else if !context.isTracing, childrenAreSeparable(nodes, context, cache),
                      var known = (consume sameMajor) ?? cache.solution(major: major, axis, context.inputsBox)?.children,
                      known.count == n {
                // Solved before for this major proposal under another minor one: separable
                // children's major lengths ignore the minor proposal, so the order, the shares
                // and what each child takes are the same; only their minor lengths are asked.
                // Each child's proposal, size and origin are written over (in place when the
                // cache let the solution go; a copy of the one it keeps otherwise).
                for i in 0..<n {
                    let q = ProposedViewSize(axis, major: known[i].proposal[axis], minor: minor)
                    known[i].proposal = q
                    known[i].size = nodes.withNode(i) { $0.sizeThatFits(q, context: context) }
                }
                children = known
            } else {
                // A scratch array from the pass's pool (no allocation per solve; returned after).
                children = blankChildren(n)
                var order = context.state.scratchOrders.popLast() ?? []
                prioritize(nodes, context, minor: minor, into: &order)
                distributeSpace(space, order, nodes, context, minor: minor, &children)
                context.state.scratchOrders.append(order)
            }
        } else {
            children = blankChildren(n)
            sizeChildrenIdeally(nodes, context, minor: minor, &children)
        }
        let (low, high) = alignChildren(nodes, context, &children)
        var cursor: CGFloat = 0
        for i in 0..<n {
            cursor += gap(i, cache)
            children[i].origin[axis] = cursor
            children[i].origin[axis.other] -= low
            cursor += children[i].size[axis]
        }
        let solution = Solution(children: children, size: CGSize(axis, major: cursor, minor: high - low))
        if keep { cache.store(solution, for: p, context.inputsBox) }
        return solution
    }

    /// Step 1, once per stack: the gaps and their sum (`internalSpacing`) in the cache. A stack
    /// with its own spacing keeps no array (`gap`: 0 before the first child, `spacing` after).
    @inline(__always) private func resolveSpacing(_ nodes: [LayoutNode], _ context: LayoutContext, _ cache: StackCache) {
        if !cache.spacingResolved { resolveSpacingAnew(nodes, context, cache) }
    }

    /// The distance before child `i` (`resolveSpacing` ran).
    @inline(__always) private func gap(_ i: Int, _ cache: StackCache) -> CGFloat {
        if let spacing { return i == 0 ? 0 : spacing }
        return cache.gaps[i]
    }

    private func resolveSpacingAnew(_ nodes: [LayoutNode], _ context: LayoutContext, _ cache: StackCache) {
        cache.spacingResolved = true
        if let spacing {
            // The sum as the gaps' would be added up: 0, then `spacing` for each later child.
            var sum: CGFloat = 0
            sum += 0
            for _ in nodes.indices.dropFirst() { sum += spacing }
            cache.internalSpacing = sum
            return
        }
        var gaps = [CGFloat](repeating: 0, count: nodes.count)
        do {
            var previous = nodes.first?.spacing(context: context)
            for i in nodes.indices.dropFirst() {
                let s = nodes[i].spacing(context: context)
                gaps[i] = previous!.distance(to: s, along: axis)
                previous = s
            }
        }
        cache.gaps = gaps
        cache.internalSpacing = gaps.reduce(0, +)
    }

    private func sizeChildrenIdeally(_ nodes: [LayoutNode], _ context: LayoutContext, minor: CGFloat?, _ children: inout [Child]) {
        let p = ProposedViewSize(axis, major: nil, minor: minor)
        for i in nodes.indices {
            children[i].proposal = p
            children[i].size = nodes.withNode(i) { $0.sizeThatFits(p, context: context) }
        }
    }

    private func priority(_ node: LayoutNode) -> Double {
        node.behaviour.isSpacer ? -.infinity : node.layoutPriority
    }

    /// Whether every child's size is separable (`SizeDependence`; computed once per stack).
    private func childrenAreSeparable(_ nodes: [LayoutNode], _ context: LayoutContext, _ cache: StackCache) -> Bool {
        if let known = cache.childrenAreSeparable { return known }
        var separable = true
        for i in 0..<nodes.count {
            if case .general = nodes.withNode(i, { $0.sizeDependence(context) }) { separable = false; break }
        }
        cache.childrenAreSeparable = separable
        return separable
    }

    /// Step 3a (`SpaceDistribution.prioritize` over the children's major lengths).
    private func prioritize(_ nodes: [LayoutNode], _ context: LayoutContext, minor: CGFloat?, into order: inout [SpaceDistribution.Item]) {
        let zero = ProposedViewSize(axis, major: 0, minor: minor), infinite = ProposedViewSize(axis, major: .infinity, minor: minor)
        SpaceDistribution.prioritize(count: nodes.count, into: &order, priority: { nodes.withNode($0, priority) }) { i, l in
            nodes.withNode(i) { $0.sizeThatFits(l == 0 ? zero : infinite, context: context)[axis] }
        }
    }

    /// Step 3b (`SpaceDistribution.distribute`): each child is proposed its share.
    private func distributeSpace(_ space: CGFloat, _ order: [SpaceDistribution.Item], _ nodes: [LayoutNode],
                                 _ context: LayoutContext, minor: CGFloat?, _ children: inout [Child]) {
        SpaceDistribution.distribute(space, order) { i, share in
            let p = ProposedViewSize(axis, major: share, minor: minor)
            children[i].proposal = p
            children[i].size = nodes.withNode(i) { $0.sizeThatFits(p, context: context) }
            return children[i].size[axis]
        }
    }

    /// Minor origins that put every child's guide at 0; returns the union's extent (with 0).
    private func alignChildren(_ nodes: [LayoutNode], _ context: LayoutContext, _ children: inout [Child]) -> (CGFloat, CGFloat) {
        var extent = AlignedExtent(including: 0)
        let minorAxis = axis.other
        for i in nodes.indices {
            let size = children[i].size
            let g = nodes.withNode(i) { guide($0, children[i].proposal, size, context) }
            children[i].origin[minorAxis] = -g
            extent.add(length: size[minorAxis], guide: g)
        }
        return extent.bounds
    }

    /// A child's alignment guide (explicit or default) when it answered `size` to `proposal`;
    /// NaN counts as ∞.
    @inline(__always) private func guide(_ node: LayoutNode, _ proposal: ProposedViewSize, _ size: CGSize, _ context: LayoutContext) -> CGFloat {
        let g: CGFloat
        if alignment.isFrameAlignment && !node.mayExportFrameGuides {
            switch frameGuideShare {
            case 0: g = 0
            case 0.5: g = size[axis.other] / 2
            case 1: g = size[axis.other]
            default: g = alignment.defaultValue(in: ViewDimensions(size: size))
            }
        } else {
            g = node.dimensions(proposal, context: context)[alignment, axis.other]
        }
        return g.isNaN ? .infinity : g
    }

    func place(in bounds: CGRect, _ p: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: StackCache) {
        for (i, placement) in placements(in: bounds, p, subviews.nodes, subviews.context, cache).enumerated() {
            subviews[i].place(at: placement.origin, anchor: .topLeading, proposal: placement.proposal)
        }
    }

    /// Where `place` puts the children, computed without going through `LayoutSubview.place`
    /// (the engine's entry, `Layout._stackEngine`).
    func placements(in bounds: CGRect, _ p: ProposedViewSize, _ nodes: [LayoutNode], _ context: LayoutContext,
                    _ cache: StackCache) -> [Placement] {
        var q = p
        if q[axis.other] == nil { q[axis.other] = bounds.size[axis.other] }
        if nodes.isEmpty { return [] }
        // Placing is a stack's last question of a pass: the solutions it kept are let go here
        // (the node's answers stay in its cache; a later question solves again). One kept for
        // this proposal becomes the placements in place; one for its major proposal (the
        // separable path: a row sized at (390, nil), placed at (390, 20)) is rewritten in
        // place; one solved here is not kept. No array of its own, none kept after the pass
        // (issue 18: ~75 bytes per node of `wide`, a copy of the root's solution).
        var children: [Child]
        switch cache.takeSolutions(for: q, axis, context.inputsBox) {
        case .exact(let kept): children = consume kept
        case .sameMajor(let kept): children = solveAnew(q, nodes, context, cache, keep: false, sameMajor: consume kept).children
        case .nothing: children = solveAnew(q, nodes, context, cache, keep: false).children
        }
        let x = bounds.minX, y = bounds.minY
        for i in children.indices {
            children[i].origin = CGPoint(x: x + children[i].origin.x, y: y + children[i].origin.y)
        }
        return children
    }

    /// A stack's own spacing: every child's minor-axis edges, the first child's leading edge,
    /// the last child's trailing edge.
    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        guard !subviews.isEmpty else { return .zero }
        var s = ViewSpacing()
        let minorEdges: Edge.Set = axis == .horizontal ? .vertical : .horizontal
        let leadingEdge: Edge.Set = axis == .horizontal ? .leading : .top
        let trailingEdge: Edge.Set = axis == .horizontal ? .trailing : .bottom
        for (i, sub) in subviews.enumerated() {
            var edges = minorEdges
            if i == subviews.startIndex { edges.formUnion(leadingEdge) }
            if i == subviews.endIndex - 1 { edges.formUnion(trailingEdge) }
            s.formUnion(sub.spacing, edges: edges)
        }
        return s
    }
}

/// A stack's cache: spacing between neighbours and the last few solutions by proposal (opaque
/// outside the package: `HStackLayout.Cache`).
public final class StackCache: @unchecked Sendable {
    /// The distance before each child (a stack without its own spacing), once resolved.
    var gaps: [CGFloat] = []
    var internalSpacing: CGFloat = 0
    var spacingResolved = false
    private var memo = ProposalMemo<StackAlgorithm.Solution>()
    /// Whether every child's size is separable (its major length then ignores the minor proposal).
    var childrenAreSeparable: Bool?

    init() {}

    func solution(for p: ProposedViewSize, _ i: LayoutInputsBox) -> StackAlgorithm.Solution? { memo.value(for: p, i) }
    /// Whether any solution is kept.
    var keepsSolutions: Bool { !memo.isEmpty }
    /// A solution's size (its children's array not retained).
    @inline(__always) func size(for p: ProposedViewSize, _ i: LayoutInputsBox) -> CGSize? { memo.read(for: p, i) { $0.size } }
    /// A solution for this major proposal (under any minor one).
    func solution(major: CGFloat, _ axis: Axis, _ i: LayoutInputsBox) -> StackAlgorithm.Solution? {
        memo.value(where: { $0[axis] == major }, i)
    }
    /// `body` of the children of a solution for this major proposal (under any minor one), read
    /// in place (the array not retained).
    @inline(__always) func withSolution<R>(major: CGFloat, _ axis: Axis, _ i: LayoutInputsBox, _ body: ([StackAlgorithm.Child]) -> R) -> R? {
        memo.read(where: { $0[axis] == major }, i) { body($0.children) }
    }
    func store(_ s: StackAlgorithm.Solution, for p: ProposedViewSize, _ i: LayoutInputsBox) { memo.store(s, for: p, i) }

    /// What `takeSolutions` found.
    enum Taken {
        /// The children of the solution kept for the proposal.
        case exact([StackAlgorithm.Child])
        /// The children of a solution kept for the proposal's major length under another minor one.
        case sameMajor([StackAlgorithm.Child])
        case nothing
    }

    /// Lets go of every kept solution, and returns the children of the one for `p` (else of
    /// one for `p`'s major proposal): the cache no longer holds them, so the caller's array is
    /// its only reference and is changed in place.
    /// Moved out of the memo in one scan (`ProposalMemo.takeAll`), not copied out of a copy.
    func takeSolutions(for p: ProposedViewSize, _ axis: Axis, _ i: LayoutInputsBox) -> Taken {
        let major = p[axis]
        guard let (s, exact) = memo.takeAll(for: p, orWhere: { major != nil && $0[axis] == major }, i) else { return .nothing }
        return exact ? .exact(s.children) : .sameMajor(s.children)
    }
}

/// What `HStackLayout` and `VStackLayout` share: the stack algorithm along their axis. Each
/// says only its algorithm (`_algorithm`); `Layout`'s requirements are met once, here, by
/// forwarding to it (a package protocol's extension may supply a public protocol's witnesses:
/// the members stay public on both structs, and `Cache` is `StackCache`).
package protocol _StackLayout: Layout where Cache == StackCache {
    var _algorithm: StackAlgorithm { get }
}

extension _StackLayout {
    public func makeCache(subviews: Subviews) -> StackCache { StackCache() }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) -> CGSize {
        _algorithm.size(proposal, subviews.nodes, subviews.context, cache)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) {
        _algorithm.place(in: bounds, proposal, subviews, cache)
    }
    public func spacing(subviews: Subviews, cache: inout StackCache) -> ViewSpacing { _algorithm.spacing(subviews) }
    public static var _mayExportFrameGuides: Bool { false }
    public static var _isSeparableWhenSubviewsAre: Bool { true }
    /// Every child placed exactly once: the engine takes the placements directly.
    public func _placements(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                            cache: inout StackCache) -> _SubviewPlacements? {
        _SubviewPlacements(_algorithm.placements(in: bounds, proposal, subviews.nodes, subviews.context, cache))
    }
    public var _stackEngine: _StackEngine? { _StackEngine(_algorithm) }
}

/// A horizontal stack as a `Layout` (what `HStack` uses).
public struct HStackLayout: _StackLayout, Sendable {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing.map { $0.isNaN ? 0 : $0 }
    }

    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .horizontal
        return p
    }

    package var _algorithm: StackAlgorithm { StackAlgorithm(axis: .horizontal, alignment: alignment.key, spacing: spacing) }
}

/// A vertical stack as a `Layout` (what `VStack` uses).
public struct VStackLayout: _StackLayout, Sendable {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing.map { $0.isNaN ? 0 : $0 }
    }

    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .vertical
        return p
    }

    package var _algorithm: StackAlgorithm { StackAlgorithm(axis: .vertical, alignment: alignment.key, spacing: spacing) }
}

/// An overlaying stack as a `Layout` (what `ZStack` uses).
///
/// ## Layout algorithm
/// 1. `sizeThatFits`: propose the ZStack's proposal to every child; the size is the union of
///    the highest-priority children aligned on the alignment guides (lower-priority children do
///    not count).
/// 2. `placeSubviews`: propose the bounds' size to every child and put each child's guides on
///    the line where the highest-priority children's guides are furthest from the origin.
/// Pinned by `seed003-zstack`.
public struct ZStackLayout: Layout, Sendable {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) { self.alignment = alignment }

    public static var _mayExportFrameGuides: Bool { false }
    /// Separable when its children are: every child is proposed the ZStack's own proposal, and
    /// its width is the union of the children's widths on their horizontal guides (its height
    /// likewise), so each axis' answer depends on that axis' proposal only (answer reuse, issue 19;
    /// `ZStackAnswerReuseTests`).
    public static var _isSeparableWhenSubviewsAre: Bool { true }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard let top = subviews.map(\.priority).max() else { return .zero }
        var x = AlignedExtent(), y = AlignedExtent()
        for sub in subviews where sub.priority == top {
            let d = sub.dimensions(in: proposal)
            x.add(length: d.width, guide: d[alignment.horizontal])
            y.add(length: d.height, guide: d[alignment.vertical])
        }
        return CGSize(width: x.length, height: y.length)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let top = subviews.map(\.priority).max() else { return }
        let p = ProposedViewSize(bounds.size)
        var guide = CGPoint(x: -CGFloat.infinity, y: -CGFloat.infinity)
        var low = CGPoint(x: CGFloat.infinity, y: CGFloat.infinity)
        for sub in subviews where sub.priority == top {
            let d = sub.dimensions(in: p)
            guide = CGPoint(x: max(guide.x, d[alignment.horizontal]), y: max(guide.y, d[alignment.vertical]))
            low = CGPoint(x: min(low.x, d[alignment.horizontal] - d.width), y: min(low.y, d[alignment.vertical] - d.height))
        }
        // The union of the aligned children starts at the largest guide; align that to the
        // bounds' own guide when the bounds differ from the union.
        let unionSize = CGSize(width: guide.x - low.x, height: guide.y - low.y)
        let box = ViewDimensions(size: bounds.size)
        let unionBox = ViewDimensions(size: unionSize)
        let shift = CGPoint(x: box[alignment.horizontal] - unionBox[alignment.horizontal],
                            y: box[alignment.vertical] - unionBox[alignment.vertical])
        for sub in subviews {
            let d = sub.dimensions(in: p)
            sub.place(at: CGPoint(x: bounds.minX + shift.x + guide.x - d[alignment.horizontal],
                                  y: bounds.minY + shift.y + guide.y - d[alignment.vertical]),
                      proposal: p)
        }
    }
}
