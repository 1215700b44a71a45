import Foundation
import AccordLayout

/// `safeAreaInset(edge:alignment:spacing:content:)`'s layout. Subviews: the modified view (the
/// primary) and the inset content (the secondary).
///
/// Layout algorithm (Apple's documentation: "The content view is anchored to the specified
/// edge in the parent view, aligning its [cross] axis to the specified alignment guide. The
/// modified view is inset by the [size] of content, from edge. The safe area is increased by
/// the same amount."):
/// 1. The spacing is `spacing`, or the two views' preferred spacing along the edge's axis (a
///    stack's default between them).
/// 2. The inset content is proposed the proposal less the spacing and less the least the
///    modified view takes along the axis (its size for 0), the cross axis unchanged.
/// 3. The modified view is proposed the proposal less the inset content's size and the spacing.
/// 4. The size: their lengths and the spacing added along the axis, the larger across it.
/// 5. Placing (in the size the parent gave): the modified view at the opposite edge, centred
///    across; the inset content at `edge`, its `alignment` guide on the modified view's.
/// 6. The modified view's safe area loses the inset content and the spacing on `edge`
///    (`SafeAreaBarsKey`): a view inside it that ignores the safe area extends under the inset
///    content (and, when the modifier touches the screen's safe edge, beyond).
struct SafeAreaInsetLayout: Layout {
    let edge: Edge
    let spacing: CGFloat?
    let horizontal: HorizontalAlignment
    let vertical: VerticalAlignment

    var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

    func gap(_ s: Subviews) -> CGFloat {
        if let spacing, spacing.isFinite { return spacing }
        guard s.count == 2 else { return 0 }
        // In reading order: the inset content comes first on the top/leading edge.
        let first = edge == .top || edge == .leading ? s[1] : s[0]
        let second = edge == .top || edge == .leading ? s[0] : s[1]
        return first.spacing.distance(to: second.spacing, along: axis)
    }

    func along(_ p: ProposedViewSize) -> CGFloat? { axis == .vertical ? p.height : p.width }
    func with(_ p: ProposedViewSize, _ v: CGFloat?) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: p.width, height: v) : ProposedViewSize(width: v, height: p.height)
    }
    func length(_ s: CGSize) -> CGFloat { axis == .vertical ? s.height : s.width }

    /// The inset content's proposal, its size, the modified view's proposal and size.
    func sizes(_ p: ProposedViewSize, _ s: Subviews) -> (ProposedViewSize, CGSize, ProposedViewSize, CGSize) {
        let sp = gap(s)
        var secondaryProposal = p
        if let v = along(p) {
            let rest = max(v - sp, 0)
            let minimum = length(s[0].sizeThatFits(with(p, 0)))
            secondaryProposal = with(p, max(rest - minimum, 0))
        }
        let secondary = s[1].sizeThatFits(secondaryProposal)
        let primaryProposal = along(p).map { with(p, max($0 - (length(secondary) + sp), 0)) } ?? p
        return (secondaryProposal, secondary, primaryProposal, s[0].sizeThatFits(primaryProposal))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard subviews.count == 2 else { return subviews.first?.sizeThatFits(proposal) ?? .zero }
        let sp = gap(subviews)
        let (_, secondary, _, primary) = sizes(proposal, subviews)
        return axis == .vertical
            ? CGSize(width: max(secondary.width, primary.width), height: secondary.height + sp + primary.height)
            : CGSize(width: secondary.width + sp + primary.width, height: max(secondary.height, primary.height))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 2 else {
            subviews.first?.place(at: bounds.origin, proposal: proposal)
            return
        }
        // Laid out in the size the parent gave.
        let p = ProposedViewSize(bounds.size)
        let (sProp, sSize, pProp, pSize) = sizes(p, subviews)
        let pDims = subviews[0].dimensions(in: pProp), sDims = subviews[1].dimensions(in: sProp)
        var primary = CGPoint.zero, secondary = CGPoint.zero
        switch edge {
        case .bottom, .top:
            primary.x = bounds.minX + (bounds.width - pSize.width) / 2
            primary.y = edge == .bottom ? bounds.minY : bounds.maxY - pSize.height
            secondary.y = edge == .bottom ? bounds.maxY - sSize.height : bounds.minY
            secondary.x = primary.x + pDims[horizontal] - sDims[horizontal]
        case .leading, .trailing:
            primary.y = bounds.minY + (bounds.height - pSize.height) / 2
            primary.x = edge == .trailing ? bounds.minX : bounds.maxX - pSize.width
            secondary.x = edge == .trailing ? bounds.maxX - sSize.width : bounds.minX
            secondary.y = primary.y + pDims[vertical] - sDims[vertical]
        }
        subviews[0].place(at: primary, proposal: pProp)
        subviews[1].place(at: secondary, proposal: sProp)
    }
}

/// Builds `content`'s nodes with `inset` beside each on `edge`, the content's safe area reduced.
func safeAreaInsetNodes(_ content: [LayoutNode], inset: (BuildContext) -> [LayoutNode], edge: Edge, spacing: CGFloat?,
                        horizontal: HorizontalAlignment, vertical: VerticalAlignment, ctx: BuildContext) -> [LayoutNode] {
    content.map { n in
        let built = inset(ctx)
        let secondary = stacked(built)
        // Drawn over the modified view, which may run under it.
        secondary.traits[ZIndexKey.self] = 1
        let layout = SafeAreaInsetLayout(edge: edge, spacing: spacing, horizontal: horizontal, vertical: vertical)
        // The inset content's length and the spacing are known once laid out: what the
        // modified view's proposal lacks.
        n.traits[SafeAreaBarsKey.self] = SafeAreaBars(edges: Edge.Set(edge), lengths: EdgeInsets(), fromProposal: true)
        let node = makeNode(LayoutAdapter(layout), children: [n, secondary], label: ".safeAreaInset(edge: .\(edge))")
        node.traits = n.traits
        node.traits[SafeAreaBarsKey.self] = nil
        return node
    }
}

extension View {
    /// Shows `content` beside the view on `edge` (at the edge of the space the view is given)
    /// and insets the view by it: the view is laid out in what is left, and its safe area loses
    /// the content and `spacing` on that edge (so a background that ignores the safe area runs
    /// under the inset content). Nested insets add up.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content inset: () -> V) -> some View {
        let insetView = inset()
        return nodeModifier { content, ctx in
            safeAreaInsetNodes(content(ctx), inset: { Accord.makeNodes(insetView, $0.child(.part(1))) },
                               edge: edge == .top ? .top : .bottom, spacing: spacing, horizontal: alignment, vertical: .center, ctx: ctx)
        }
    }
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content inset: () -> V) -> some View {
        let insetView = inset()
        return nodeModifier { content, ctx in
            safeAreaInsetNodes(content(ctx), inset: { Accord.makeNodes(insetView, $0.child(.part(1))) },
                               edge: edge == .leading ? .leading : .trailing, spacing: spacing, horizontal: .center, vertical: alignment, ctx: ctx)
        }
    }

    /// Adds `length` (16 points when nil, the default padding) to the view's safe area on
    /// `edges`: the view is inset by it as by `padding`, and its safe area shrinks by it (a view
    /// inside that ignores the safe area still reaches the edge).
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        safeAreaPadding(EdgeInsets(edges, length ?? 16))
    }
    public func safeAreaPadding(_ length: CGFloat) -> some View { safeAreaPadding(.all, length) }
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        func f(_ v: CGFloat) -> CGFloat { v.isFinite ? max(0, v) : 0 }
        let i = EdgeInsets(top: f(insets.top), leading: f(insets.leading), bottom: f(insets.bottom), trailing: f(insets.trailing))
        var edges: Edge.Set = []
        if i.top > 0 { edges.insert(.top) }
        if i.leading > 0 { edges.insert(.leading) }
        if i.bottom > 0 { edges.insert(.bottom) }
        if i.trailing > 0 { edges.insert(.trailing) }
        return nodeModifier { content, ctx in
            content(ctx).map { n in
                let w = wrap(n, PaddingBehaviour(i), label: ".safeAreaPadding(top: \(formatPoints(i.top)), leading: \(formatPoints(i.leading)), bottom: \(formatPoints(i.bottom)), trailing: \(formatPoints(i.trailing)))")
                n.traits[SafeAreaBarsKey.self] = SafeAreaBars(edges: edges, lengths: i)
                return w
            }
        }
    }
}
