import Foundation

// MARK: - GridItem and column resolution

/// A column of a `LazyVGrid` (a row of a `LazyHGrid`), as SwiftUI's `GridItem`.
public struct GridItem: Sendable, Hashable {
    public enum Size: Sendable, Hashable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// One resolved track of a lazy grid: where it starts across the grid, its length, how cells
/// align in it.
public struct LazyGridTrack: Sendable, Equatable {
    public var offset: CGFloat
    public var length: CGFloat
    public var alignment: Alignment?
}

/// SwiftUI's lazy-grid column resolution (objc.io "SwiftUI's Grid Views", 2020; mo4tech
/// "predict LazyVGrid layout"; research notes §8.2).
///
/// ## Layout algorithm
/// 1. `resolveColumns(L)`: the remaining length is L minus every fixed column and every
///    column's spacing but the last's (nil spacing = 8). Fixed columns take their size; the
///    others, in order, each take the remaining length divided by the number of non-fixed
///    columns left — a flexible one clamped to [minimum, maximum], an adaptive one at least its
///    minimum — which is then taken off the remaining length.
/// 2. `subdivideAdaptive`: an adaptive column of width w holds k = ⌊(w + s) / (min + s)⌋ items
///    (at least 1; s = its spacing), each (w − (k − 1)·s) / k wide (at most its maximum).
/// 3. `twoPasses`: resolve with the proposed length, take the total T (columns + spacing), then
///    resolve again with T. The grid is T long across; the columns of the second pass are laid
///    from its leading edge (they may overflow T: the mo4tech example).
/// With no (or an infinite) proposal, flexible columns take their minimum and adaptive ones one
/// item of their minimum (an Accord choice: SwiftUI's answer is not documented).
/// Bad input: negative sizes count as 0, an adaptive minimum below 1 as 1, maximum < minimum as
/// minimum; at most 10,000 adaptive items per column.
/// Pinned by `lazyvgrid-objcio-fixed-adaptive`, `lazyvgrid-mo4tech-*`.
public enum LazyGridColumns {
    public static func resolve(_ items: [GridItem], length: CGFloat?) -> (tracks: [LazyGridTrack], total: CGFloat) {
        let first = resolveColumns(items, length)
        let total = first.reduce(0, +) + spacingTotal(items)
        let second = resolveColumns(items, total)
        return (subdivideAdaptive(items, second), max(0, total))
    }

    private static func spacing(_ item: GridItem) -> CGFloat {
        guard let s = item.spacing, s.isFinite else { return ViewSpacing.defaultValue }
        return s
    }

    private static func spacingTotal(_ items: [GridItem]) -> CGFloat {
        items.dropLast().reduce(0) { $0 + spacing($1) }
    }

    private static func bounds(_ item: GridItem) -> (lo: CGFloat, hi: CGFloat)? {
        func clean(_ v: CGFloat, _ fallback: CGFloat) -> CGFloat { v.isNaN ? fallback : max(0, v) }
        switch item.size {
        case .fixed: return nil
        case .flexible(let lo, let hi):
            let l = clean(lo, 10)
            return (l, max(l, clean(hi, .infinity)))
        case .adaptive(let lo, let hi):
            let l = min(max(1, clean(lo, 1)), 1e9)
            return (l, max(l, clean(hi, .infinity)))
        }
    }

    private static func resolveColumns(_ items: [GridItem], _ length: CGFloat?) -> [CGFloat] {
        let L = length.flatMap { $0.isFinite ? $0 : nil }
        var widths = [CGFloat](repeating: 0, count: items.count)
        var remaining = (L ?? 0) - spacingTotal(items)
        var flexibleLeft = 0
        for (i, item) in items.enumerated() {
            if case .fixed(let s) = item.size {
                widths[i] = s.isFinite ? max(0, s) : 0
                remaining -= widths[i]
            } else {
                flexibleLeft += 1
            }
        }
        for (i, item) in items.enumerated() {
            guard let (lo, hi) = bounds(item) else { continue }
            let share = L == nil ? lo : remaining / CGFloat(flexibleLeft)
            if case .flexible = item.size {
                widths[i] = min(max(share, lo), hi)
            } else {
                widths[i] = max(share, lo)
            }
            remaining -= widths[i]
            flexibleLeft -= 1
        }
        return widths
    }

    private static func subdivideAdaptive(_ items: [GridItem], _ widths: [CGFloat]) -> [LazyGridTrack] {
        var tracks: [LazyGridTrack] = []
        var cursor: CGFloat = 0
        for (i, item) in items.enumerated() {
            let s = spacing(item)
            if case .adaptive = item.size, let (lo, hi) = bounds(item) {
                let w = widths[i]
                let k = Int(min(10_000, max(1, ((w + s) / max(lo + s, 1)).rounded(.down))))
                let itemWidth = min(hi, max(0, (w - CGFloat(k - 1) * s) / CGFloat(k)))
                for j in 0..<k {
                    tracks.append(LazyGridTrack(offset: cursor + CGFloat(j) * (itemWidth + s), length: itemWidth,
                                                alignment: item.alignment))
                }
            } else {
                tracks.append(LazyGridTrack(offset: cursor, length: widths[i], alignment: item.alignment))
            }
            cursor += widths[i] + s
        }
        return tracks
    }
}

// MARK: - ScrollView

/// `ScrollView`: along a scrolled axis exactly as long as proposed (its content's length when
/// unspecified); across, as long as its content (swiftuifieldguide.com/layout/scrollview: "a
/// vertical scroll view always becomes exactly as tall as proposed … it only becomes as wide as
/// the width of its contents").
///
/// ## Layout algorithm
/// 1. `contentProposal`: nil on scrolled axes, the proposal elsewhere.
/// 2. `sizeThatFits`: on a scrolled axis the proposal (the content's size when nil); on the
///    others the content's size for (1).
/// 3. `placements`: the content, proposed (1) for the ScrollView's size, at the top-leading
///    corner (unscrolled: offset 0).
/// The content is sized and placed with the ScrollView's viewport (its axes and proposal) among
/// its inputs (`childContext`): what `containerRelativeFrame` and lazy stacks inside read.
/// Pinned by `scrollview-*` fixtures.
public final class ScrollViewBehaviour: LayoutBehaviour, @unchecked Sendable {
    public let axes: Axis.Set

    public init(axes: Axis.Set) { self.axes = axes }

    private func scrolls(_ axis: Axis) -> Bool { axes.contains(axis == .horizontal ? .horizontal : .vertical) }

    private func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: scrolls(.horizontal) ? nil : p.width,
                         height: scrolls(.vertical) ? nil : p.height)
    }

    /// The content's inputs: this ScrollView as its viewport; while placing, its frame is what
    /// is visible.
    public override func childContext(_ context: LayoutContext, node: LayoutNode, proposal: ProposedViewSize,
                                      frame: CGRect?) -> LayoutContext {
        let inner = context.with { $0.viewport = ScrollViewport(axes: axes, proposal: proposal) }
        return frame.map { inner.with(visibleRect: $0) } ?? inner
    }

    public override func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        var size = CGSize.zero
        var content: CGSize?
        for a in Axis.allCases {
            if scrolls(a), let v = p[a] {
                size[a] = v
            } else {
                if content == nil {
                    content = node.children.first?.sizeThatFits(contentProposal(p), context: childContext(context, node: node, proposal: p, frame: nil)) ?? .zero
                }
                size[a] = content![a]
            }
        }
        return size
    }

    public override func placements(node: LayoutNode, in bounds: CGRect, proposal: ProposedViewSize,
                                    context: LayoutContext) -> [Placement] {
        let q = contentProposal(proposal)
        let inner = childContext(context, node: node, proposal: proposal, frame: nil)
        return node.children.map { Placement(origin: bounds.origin, proposal: q, size: $0.sizeThatFits(q, context: inner)) }
    }

    public override func explicitGuide(_ key: AlignmentKey, _ axis: Axis, node: LayoutNode, proposal: ProposedViewSize,
                                       size: CGSize, context: LayoutContext) -> CGFloat? { nil }
}

// MARK: - Lazy stacks and grids

/// The children of a lazy container, built on demand (a `ForEach` builds one element's views
/// only when asked for them).
public protocol LazyNodeSource: AnyObject {
    var count: Int { get }
    /// The node of child `index`, built the first time it is asked for.
    func node(at index: Int) -> LayoutNode
}

/// A node that is nothing: size zero (a lazy child whose element built no view).
public final class ZeroSizeBehaviour: LayoutBehaviour, @unchecked Sendable {
    public override func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize { .zero }
    public override func spacing(node: LayoutNode, context: LayoutContext) -> ViewSpacing { .zero }
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
public final class LazyContainerBehaviour: LayoutBehaviour, @unchecked Sendable {
    public enum Kind: Sendable {
        /// A lazy stack with the cross-axis alignment guide.
        case stack(alignment: AlignmentKey)
        /// A lazy grid with its tracks and the alignment of content in a cell when its item has none.
        case grid(items: [GridItem], alignment: Alignment)
    }

    public let axis: Axis
    public let kind: Kind
    public let spacing: CGFloat?
    public let source: LazyNodeSource
    /// Points measured and built beyond the viewport's edges.
    public static let lazyMargin: CGFloat = 100

    private var crossKeys: [(CGFloat?, LayoutInputsBox)] = []
    private var crossValues: [Layout1D] = []

    public init(axis: Axis, kind: Kind, spacing: CGFloat?, source: LazyNodeSource) {
        self.axis = axis
        self.kind = kind
        self.spacing = spacing.flatMap { $0.isFinite ? $0 : nil }
        self.source = source
    }

    public override func invalidateCache() {
        crossKeys = []
        crossValues = []
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

    private func resolveCrossLength(_ cross: CGFloat?, _ context: LayoutContext) -> Layout1D {
        for (i, k) in crossKeys.enumerated() where k.0 == cross && k.1.matches(context.inputsBox) { return crossValues[i] }
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
        crossKeys.append((cross, context.inputsBox))
        crossValues.append(result)
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

    public override func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        let l = resolveCrossLength(p[axis.other], context)
        return CGSize(axis, major: estimateLength(l, context), minor: l.cross)
    }

    // MARK: Placing

    private var planned: [Placement] = []

    public override func willPlaceChildren(of node: LayoutNode, in frame: CGRect, context: LayoutContext) {
        let proposal = node.placedProposal ?? ProposedViewSize(frame.size)
        let l = resolveCrossLength(proposal[axis.other], context)
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
        planned = placements
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

    public override func placements(node: LayoutNode, in bounds: CGRect, proposal: ProposedViewSize,
                                    context: LayoutContext) -> [Placement] {
        let dx = bounds.minX - node.frame.minX, dy = bounds.minY - node.frame.minY
        return planned.map { p in
            var q = p
            q.origin.x += dx
            q.origin.y += dy
            return q
        }
    }

    public override func explicitGuide(_ key: AlignmentKey, _ axis: Axis, node: LayoutNode, proposal: ProposedViewSize,
                                       size: CGSize, context: LayoutContext) -> CGFloat? { nil }
}

// MARK: - ViewThatFits

/// `ViewThatFits(in: axes)`: the first option whose ideal size on the constrained axes fits the
/// proposal, else the last.
///
/// ## Layout algorithm
/// 1. `chooseOption`: each option but the last is probed with nil on the constrained axes and
///    the proposal on the others; it fits when, on every constrained axis, that size is at most
///    the proposal (an unspecified proposal fits anything). Apple's documentation: "selects the
///    first child whose ideal size on the constrained axes fits within the proposed size".
/// 2. The container answers the chosen option's size for the proposal; only that option is
///    placed (the node's children become just it), at the container's origin.
/// 3. No options: size zero.
/// Pinned by `viewthatfits-*` fixtures.
public final class ViewThatFitsBehaviour: LayoutBehaviour, @unchecked Sendable {
    public let axes: Axis.Set
    public let options: [LayoutNode]

    public init(axes: Axis.Set, options: [LayoutNode]) {
        self.axes = axes
        self.options = options
    }

    private func chooseOption(_ p: ProposedViewSize, _ context: LayoutContext) -> LayoutNode? {
        guard let last = options.last else { return nil }
        let constrained = Axis.allCases.filter { axes.contains($0 == .horizontal ? .horizontal : .vertical) }
        for option in options.dropLast() {
            var probe = p
            for a in constrained { probe[a] = nil }
            let ideal = option.sizeThatFits(probe, context: context)
            if constrained.allSatisfy({ ideal[$0] <= (p[$0] ?? .infinity) + 0.0001 }) { return option }
        }
        return last
    }

    public override func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        chooseOption(p, context)?.sizeThatFits(p, context: context) ?? .zero
    }

    public override func willPlaceChildren(of node: LayoutNode, in frame: CGRect, context: LayoutContext) {
        let p = node.placedProposal ?? ProposedViewSize(frame.size)
        node.setChildren(chooseOption(p, context).map { [$0] } ?? [])
    }

    public override func placements(node: LayoutNode, in bounds: CGRect, proposal: ProposedViewSize,
                                    context: LayoutContext) -> [Placement] {
        node.children.map { Placement(origin: bounds.origin, proposal: proposal, size: $0.sizeThatFits(proposal, context: context)) }
    }

    public override func explicitGuide(_ key: AlignmentKey, _ axis: Axis, node: LayoutNode, proposal: ProposedViewSize,
                                       size: CGSize, context: LayoutContext) -> CGFloat? {
        chooseOption(proposal, context)?.explicitGuide(key, axis, proposal: proposal, context: context)
    }

    public override func spacing(node: LayoutNode, context: LayoutContext) -> ViewSpacing {
        options.first?.spacing(context: context) ?? .zero
    }
}

// MARK: - containerRelativeFrame

/// `.containerRelativeFrame(axes, alignment:) { length, axis in … }`: on the given axes a fixed
/// frame whose length is computed from the container's (the nearest ScrollView's size, else
/// the root's); other axes are left to the content, as `.frame(width:height:alignment:)` does.
///
/// ## Layout algorithm
/// 1. `containerLength`: inside a ScrollView its proposal's length (the viewport among the
///    modifier's inputs), else the root container size (the host's proposal); when neither is
///    known, the proposal this modifier receives (reported).
/// 2. `length(L, axis)` from the closure (the count/span form passes
///    `(L − spacing·(count − 1)) / count · span + spacing·(span − 1)`); NaN is ignored, negatives
///    are 0.
/// 3. Sizing and placing are then `FrameBehaviour`'s: the content is proposed those lengths and
///    aligned in the frame by `alignment`.
/// Pinned by `containerrelative-*` fixtures.
public final class ContainerRelativeFrameBehaviour: UnaryBehaviour, @unchecked Sendable {
    public override var forwardsPriority: Bool { false }
    let axes: Axis.Set
    let alignment: Alignment
    let rootSize: CGSize?
    let length: (CGFloat, Axis) -> CGFloat

    public init(axes: Axis.Set, alignment: Alignment, rootSize: CGSize?,
                length: @escaping (CGFloat, Axis) -> CGFloat) {
        self.axes = axes
        self.alignment = alignment
        self.rootSize = rootSize
        self.length = length
    }

    private func frame(_ p: ProposedViewSize, _ context: LayoutContext) -> FrameBehaviour {
        let viewport = context.inputs.viewport
        if viewport == nil, rootSize == nil {
            context.diagnose("containerRelativeFrame: the root container size is unknown; using the proposal the view receives")
        }
        func value(_ a: Axis, _ flag: Axis.Set) -> CGFloat? {
            guard axes.contains(flag) else { return nil }
            let container = viewport != nil ? viewport!.length(a) : rootSize?[a]
            guard let L = container ?? p[a], L.isFinite else { return nil }
            let v = length(L, a)
            if v.isNaN { return nil }
            return v.isFinite ? max(0, v) : nil
        }
        return FrameBehaviour(width: value(.horizontal, .horizontal), height: value(.vertical, .vertical), alignment: alignment)
    }

    public override func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        frame(p, context).sizeThatFits(p, node: node, context: context)
    }

    public override func placements(node: LayoutNode, in bounds: CGRect, proposal: ProposedViewSize,
                                    context: LayoutContext) -> [Placement] {
        frame(proposal, context).placements(node: node, in: bounds, proposal: proposal, context: context)
    }

    /// SwiftUI's grid form: the length of `span` cells of `count` equal cells separated by `spacing`.
    public static func gridLength(_ L: CGFloat, count: Int, span: Int, spacing: CGFloat) -> CGFloat {
        let c = CGFloat(max(1, count)), s = CGFloat(max(1, span))
        return (L - spacing * (c - 1)) / c * s + spacing * (s - 1)
    }
}
