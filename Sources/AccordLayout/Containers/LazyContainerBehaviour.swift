import Foundation

/// The children of a lazy container, built on demand (a `ForEach` builds one element's views
/// only when asked for them).
package protocol LazyNodeSource: AnyObject {
    var count: Int { get }
    /// The node of child `index`, built the first time it is asked for.
    func node(at index: Int) -> LayoutNode
}

/// A node that is nothing: size zero (a lazy child whose element built no view).
package struct ZeroSizeBehaviour: LayoutBehaviour {
    package init() {}
    package func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize { .zero }
    package func spacing(node: LayoutNode, context: LayoutContext) -> ViewSpacing { .zero }
}

/// `LazyVStack` / `LazyHStack` / `LazyVGrid` / `LazyHGrid`: children in *lines* along `axis`
/// (one child per line for a stack, one per track for a grid).
///
/// ## Layout algorithm
/// 1. `resolveCrossLength`: a grid resolves its tracks (`LazyGridColumns`) from the proposal
///    across; a stack takes the proposal across (expanding, seed 004: LazyVStack is h-exp
///    v-hug), or without one the widest child it measured.
/// 2. `measureLines`: each child is proposed (its track's length, or the stack's cross
///    proposal) across and nil along the axis; a line is as long as its longest child. The gap
///    between lines is the spacing, or nil = 8 for grids and the neighbours' preferred distance
///    for stacks.
/// 3. `estimateLength`: outside a ScrollView scrolling along `axis` every line is measured.
///    Inside one, lines are measured in order only until they cover the viewport (the
///    ScrollView's proposal, an input: 1,000 when it has none) plus a margin (`lazyMargin`);
///    the remaining lines are taken to be as long as the mean measured line (exact for uniform
///    rows, SwiftUI also estimates unrealised rows).
/// 4. `placeVisibleLines` (when placed): only the lines that intersect the visible rect (the
///    ScrollView's placed frame, ± the margin) are built and placed; the node's children become
///    those views. A child is aligned
///    in its cell (track × line) by its `GridItem` alignment or the container's alignment.
/// Pinned by `lazyvstack-*`, `lazyhstack-*`, `lazyvgrid-*` fixtures and LazyLayoutTests (counts).
///
/// A value: its tracks are its node's behaviour state (answers, cleared with them); the lines it
/// built when last placed, their placements, its node's `placementState` (kept with the children
/// they are). `@unchecked Sendable`: the source builds views on the layout's thread.
package struct LazyContainerBehaviour: LayoutBehaviour, @unchecked Sendable {
    package enum Kind: Sendable {
        /// A lazy stack with the cross-axis alignment guide.
        case stack(alignment: AlignmentKey)
        /// A lazy grid with its tracks and the alignment of content in a cell when its item has none.
        case grid(items: [GridItem], alignment: Alignment)
    }

    package let axis: Axis
    package let kind: Kind
    package let spacing: CGFloat?
    package let source: LazyNodeSource
    /// Points measured and built beyond the viewport's edges.
    package static let lazyMargin: CGFloat = 100

    package init(axis: Axis, kind: Kind, spacing: CGFloat?, source: LazyNodeSource) {
        self.axis = axis
        self.kind = kind
        self.spacing = spacing.flatMap { $0.isFinite ? $0 : nil }
        self.source = source
    }

    /// Its rows are built while it is sized and placed (`StackRoom`).
    package var buildsViewsWhileLaidOut: Bool { true }

    /// What a lazy container keeps in its node's cache: its tracks per cross proposal.
    final class Tracks {
        var keys: [(CGFloat?, LayoutInputsBox)] = []
        var values: [Layout1D] = []
    }

    /// Lazy: inside a ScrollView that scrolls along the container's axis.
    private func isLazy(_ context: LayoutContext) -> Bool { context.inputs.viewport?.scrolls(axis) ?? false }

    /// Tracks across the container for one cross proposal.
    struct Layout1D {
        var tracks: [LazyGridTrack]
        var cross: CGFloat
        var perLine: Int
        /// A stack with no cross proposal proposes its children nil across.
        var naturalCross = false
    }

    private func resolveCrossLength(_ cross: CGFloat?, _ node: LayoutNode, _ context: LayoutContext) -> Layout1D {
        let known = node.behaviourState { Tracks() }
        for (i, k) in known.keys.enumerated() where k.0 == cross && k.1.matches(context.inputsBox) { return known.values[i] }
        let result: Layout1D
        switch kind {
        case .grid(let items, _):
            let r = LazyGridColumns.resolve(items, length: cross)
            result = Layout1D(tracks: r.tracks, cross: r.total, perLine: r.tracks.count)
        case .stack:
            if let c = cross, c.isFinite {
                result = Layout1D(tracks: [LazyGridTrack(offset: 0, length: c, alignment: nil)], cross: c, perLine: 1)
            } else {
                // Widest measured child (the first screenful when lazy).
                var widest: CGFloat = 0
                let n = sampleCount(context)
                for i in 0..<n {
                    widest = max(widest, source.node(at: i).sizeThatFits(childProposal(nil), context: context)[axis.other])
                }
                result = Layout1D(tracks: [LazyGridTrack(offset: 0, length: widest, alignment: nil)], cross: widest,
                                  perLine: 1, naturalCross: true)
            }
        }
        known.keys.append((cross, context.inputsBox))
        known.values.append(result)
        return result
    }

    /// The length measured when lazy: the viewport's and the margin.
    private func budget(_ context: LayoutContext) -> CGFloat {
        (context.inputs.viewport?.length(axis) ?? 1_000) + LazyContainerBehaviour.lazyMargin
    }

    /// Children measured to find a stack's natural width: all of them, or a screenful of 10 pt rows.
    private func sampleCount(_ context: LayoutContext) -> Int {
        guard isLazy(context) else { return source.count }
        let b = budget(context)
        return b.isFinite && b >= 0 ? min(source.count, Int(b / 10) + 1) : min(source.count, 1_000)
    }

    private func childProposal(_ trackLength: CGFloat?) -> ProposedViewSize {
        ProposedViewSize(axis, major: nil, minor: trackLength)
    }

    private func lineCount(_ l: Layout1D) -> Int {
        l.perLine == 0 ? 0 : (source.count + l.perLine - 1) / l.perLine
    }

    private func proposal(of index: Int, _ l: Layout1D) -> ProposedViewSize {
        l.naturalCross ? childProposal(nil) : childProposal(l.tracks[index % l.perLine].length)
    }

    /// The length of line `r` along the axis (its longest child).
    private func measureLine(_ r: Int, _ l: Layout1D, _ context: LayoutContext) -> CGFloat {
        var longest: CGFloat = 0
        let end = min(source.count, (r + 1) * l.perLine)
        for i in (r * l.perLine)..<end {
            longest = max(longest, source.node(at: i).sizeThatFits(proposal(of: i, l), context: context)[axis])
        }
        return longest
    }

    /// The gap before line `r` (r ≥ 1).
    private func gap(before r: Int, _ l: Layout1D, _ context: LayoutContext) -> CGFloat {
        if let spacing { return spacing }
        switch kind {
        case .grid: return ViewSpacing.defaultValue
        case .stack:
            let a = source.node(at: r - 1).spacing(context: context), b = source.node(at: r).spacing(context: context)
            return a.distance(to: b, along: axis)
        }
    }

    /// Measured lines (lengths, gaps) covering `limit` points, or all lines when not lazy.
    private func measureLines(_ l: Layout1D, upTo limit: CGFloat, _ context: LayoutContext) -> (lengths: [CGFloat], gaps: [CGFloat]) {
        let n = lineCount(l)
        var lengths: [CGFloat] = [], gaps: [CGFloat] = []
        var covered: CGFloat = 0
        let lazy = isLazy(context)
        for r in 0..<n {
            if lazy, covered > limit { break }
            if r > 0 {
                let g = gap(before: r, l, context)
                gaps.append(g)
                covered += g
            }
            let len = measureLine(r, l, context)
            lengths.append(len)
            covered += len
        }
        return (lengths, gaps)
    }

    private func estimateLength(_ l: Layout1D, _ context: LayoutContext) -> CGFloat {
        let n = lineCount(l)
        if n == 0 { return 0 }
        let m = measureLines(l, upTo: budget(context), context)
        var total = m.lengths.reduce(0, +) + m.gaps.reduce(0, +)
        let unmeasured = n - m.lengths.count
        if unmeasured > 0 {
            let meanLine = m.lengths.reduce(0, +) / CGFloat(m.lengths.count)
            let meanGap = m.gaps.isEmpty ? (spacing ?? ViewSpacing.defaultValue) : m.gaps.reduce(0, +) / CGFloat(m.gaps.count)
            total += CGFloat(unmeasured) * (meanLine + meanGap)
        }
        return max(0, total)
    }

    package func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        let l = resolveCrossLength(p[axis.other], node, context)
        return CGSize(axis, major: estimateLength(l, context), minor: l.cross)
    }

    // MARK: Placing

    package func willPlaceChildren(of node: LayoutNode, in frame: CGRect, context: LayoutContext) {
        let proposal = node.placedProposal ?? ProposedViewSize(frame.size)
        let l = resolveCrossLength(proposal[axis.other], node, context)
        var lo = -CGFloat.infinity, hi = CGFloat.infinity
        if isLazy(context) {
            let start = frame.origin[axis]
            if let v = context.visibleRect {
                lo = v.origin[axis] - start - LazyContainerBehaviour.lazyMargin
                hi = v.origin[axis] + v.size[axis] - start + LazyContainerBehaviour.lazyMargin
            } else {
                lo = -LazyContainerBehaviour.lazyMargin
                hi = budget(context)
            }
        }
        var nodes: [LayoutNode] = []
        var placements: [Placement] = []
        var pos: CGFloat = 0
        for r in 0..<lineCount(l) {
            if r > 0 { pos += gap(before: r, l, context) }
            if pos > hi { break }
            let len = measureLine(r, l, context)
            if pos + len >= lo {
                placeLine(r, at: pos, length: len, l, frame, context, &nodes, &placements)
            }
            pos += len
        }
        node.placementState = placements
        node.setChildren(nodes)
    }

    private func placeLine(_ r: Int, at pos: CGFloat, length: CGFloat, _ l: Layout1D, _ frame: CGRect,
                           _ context: LayoutContext, _ nodes: inout [LayoutNode], _ placements: inout [Placement]) {
        let end = min(source.count, (r + 1) * l.perLine)
        for i in (r * l.perLine)..<end {
            let child = source.node(at: i)
            let q = proposal(of: i, l)
            let d = child.dimensions(q, context: context)
            let track = l.tracks[i % l.perLine]
            var origin = CGPoint.zero
            origin[axis] = pos
            origin[axis.other] = track.offset
            let box = CGSize(axis, major: length, minor: track.length)
            switch kind {
            case .stack(let key):
                let boxDims = ViewDimensions(size: box)
                origin[axis.other] += boxDims[key, axis.other] - d[key, axis.other]
            case .grid(_, let alignment):
                let o = d.alignedOrigin(in: box, track.alignment ?? alignment)
                origin.x += o.x
                origin.y += o.y
            }
            nodes.append(child)
            placements.append(Placement(origin: CGPoint(x: frame.minX + origin.x, y: frame.minY + origin.y),
                                        proposal: q, size: d.size))
        }
    }

    package func placements(node: LayoutNode, in bounds: CGRect, proposal: ProposedViewSize,
                                    context: LayoutContext) -> [Placement] {
        let dx = bounds.minX - node.frame.minX, dy = bounds.minY - node.frame.minY
        let planned = node.placementState as? [Placement] ?? []
        return planned.map { p in
            var q = p
            q.origin.x += dx
            q.origin.y += dy
            return q
        }
    }

    package func explicitGuide(_ key: AlignmentKey, _ axis: Axis, node: LayoutNode, proposal: ProposedViewSize,
                                       size: CGSize, context: LayoutContext) -> CGFloat? { nil }
}
