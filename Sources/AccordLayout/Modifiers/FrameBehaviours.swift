import Foundation

/// `.frame(width:height:alignment:)` — SwiftUI's `_FrameLayout`.
///
/// ## Layout algorithm
/// 1. Given both dimensions, the frame is that size and the content is not consulted.
/// 2. Otherwise the content is proposed the fixed dimensions and the incoming proposal on the
///    others, and the frame takes the content's size on the axes it does not fix.
/// 3. Placing: the content (proposed as in 2) is put so that its alignment guides meet the
///    frame's.
/// Pinned by `frame-alignment-leading`, `seed003-*` fixtures.
package struct FrameBehaviour: UnaryBehaviour {
    package var forwardsPriority: Bool { false }
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    package init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? p.width, height: height ?? p.height)
    }

    /// A fixed axis is constant; the others follow the content's (proposed the fixed lengths,
    /// the proposal's on the others).
    package func sizeDependence(node: LayoutNode, context: LayoutContext) -> SizeDependence {
        var fixed: Axis.Set = []
        if width != nil { fixed.insert(.horizontal) }
        if height != nil { fixed.insert(.vertical) }
        if fixed == [.horizontal, .vertical] { return .separable(constant: fixed) }
        guard let content = node.children.first else { return .separable(constant: fixed) }
        guard case .separable(let c) = content.sizeDependence(context) else { return .general }
        return .separable(constant: c.union(fixed))
    }

    package func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let s = childSize(node, childProposal(p), context)
        return CGSize(width: width ?? s.width, height: height ?? s.height)
    }

    package func placements(node: LayoutNode, in bounds: CGRect, proposal: ProposedViewSize,
                                    context: LayoutContext) -> [Placement] {
        alignedContent(node, proposal: childProposal(proposal), in: bounds, alignment: alignment, context: context)
    }

    package func spacing(node: LayoutNode, context: LayoutContext) -> ViewSpacing {
        frameSpacing(node, context, setsWidth: width != nil, setsHeight: height != nil)
    }
}

/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)` —
/// SwiftUI's `_FlexFrameLayout`.
///
/// ## Layout algorithm (per axis)
/// 1. Normalise: min ≥ 0; ideal ≥ min; max ≥ ideal (not raised to min when ideal is absent).
/// 2. With a proposal and both min and max (min ≤ max) the frame is the proposal clamped to
///    [min, max]; with no proposal and an ideal, the frame is the ideal. When both axes are
///    settled this way the content is not consulted.
/// 3. Otherwise the content is proposed the proposal (or the ideal) clamped to [min, max], and
///    the frame takes its answer: clamped to [min, max] when both are given; with only a min,
///    max(min(proposal, answer), min); with only a max, min(max(proposal, answer), max).
/// 4. Placing: the content is proposed the frame's size — except along an axis with no ideal,
///    no proposal and a size strictly between min and max, where it is asked for its ideal —
///    and aligned by guides.
/// Pinned by `flexframe-*`, `seed000-ratio`, `seed000-spacers-share` fixtures.
package struct FlexFrameBehaviour: UnaryBehaviour {
    package var forwardsPriority: Bool { false }
    struct Axis1D {
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?

        init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
            let mn = min.map { Swift.max($0, 0) }
            let id = ideal.map { Swift.max(mn ?? 0, $0) }
            self.min = mn
            self.ideal = id
            self.max = max.map { Swift.max(id ?? 0, $0) }
        }

        func settled(_ p: CGFloat?) -> CGFloat? {
            if let p {
                if let mn = min, let mx = max, mn <= mx { return Swift.min(Swift.max(p, mn), mx) }
                return nil
            }
            return ideal
        }

        func childProposal(_ p: CGFloat?) -> CGFloat? {
            (p ?? ideal).map { Swift.min(Swift.max($0, min ?? -.infinity), max ?? .infinity) }
        }

        func size(_ answer: CGFloat, childProposal cp: CGFloat?) -> CGFloat {
            switch (min, max) {
            case let (mn?, mx?) where mn <= mx: return Swift.min(Swift.max(answer, mn), mx)
            case let (mn?, _): return Swift.max(Swift.min(cp ?? .infinity, answer), mn)
            case let (nil, mx?): return Swift.min(Swift.max(cp ?? -.infinity, answer), mx)
            default: return answer
            }
        }

        var isConstrained: Bool { min != nil || ideal != nil || max != nil }
    }

    let h: Axis1D
    let v: Axis1D
    let alignment: Alignment

    package init(minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?,
                minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment) {
        h = Axis1D(min: minWidth, ideal: idealWidth, max: maxWidth)
        v = Axis1D(min: minHeight, ideal: idealHeight, max: maxHeight)
        self.alignment = alignment
    }

    package func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        let w = h.settled(p.width), hh = v.settled(p.height)
        if let w, let hh { return CGSize(width: w, height: hh) }
        let cp = ProposedViewSize(width: h.childProposal(p.width), height: v.childProposal(p.height))
        let s = childSize(node, cp, context)
        return CGSize(width: w ?? h.size(s.width, childProposal: cp.width),
                      height: hh ?? v.size(s.height, childProposal: cp.height))
    }

    package func placements(node: LayoutNode, in bounds: CGRect, proposal: ProposedViewSize,
                                    context: LayoutContext) -> [Placement] {
        func axisProposal(_ a: Axis1D, _ p: CGFloat?, _ s: CGFloat) -> CGFloat? {
            if a.ideal == nil, p == nil, (a.min ?? -.infinity) < s, s < (a.max ?? .infinity) { return nil }
            return s
        }
        let cp = ProposedViewSize(width: axisProposal(h, proposal.width, bounds.width),
                                  height: axisProposal(v, proposal.height, bounds.height))
        return alignedContent(node, proposal: cp, in: bounds, alignment: alignment, context: context)
    }

    package func spacing(node: LayoutNode, context: LayoutContext) -> ViewSpacing {
        frameSpacing(node, context, setsWidth: h.isConstrained, setsHeight: v.isConstrained)
    }
}

/// What both frames do once they know the content's proposal (one copy, issue 19).
extension UnaryBehaviour {
    /// The content, proposed `proposal`, placed so that its `alignment` guides meet the frame's.
    func alignedContent(_ node: LayoutNode, proposal: ProposedViewSize, in bounds: CGRect, alignment: Alignment,
                        context: LayoutContext) -> [Placement] {
        let d = childDimensions(node, proposal, context)
        let o = d.alignedOrigin(in: bounds.size, alignment)
        return [Placement(origin: CGPoint(x: bounds.minX + o.x, y: bounds.minY + o.y), proposal: proposal, size: d.size)]
    }

    /// The content's spacing preferences, except along the axes the frame sets: there the
    /// frame's own edges count.
    func frameSpacing(_ node: LayoutNode, _ context: LayoutContext, setsWidth: Bool, setsHeight: Bool) -> ViewSpacing {
        var edges: Edge.Set = []
        if setsWidth { edges.formUnion(.horizontal) }
        if setsHeight { edges.formUnion(.vertical) }
        return contentSpacing(node: node, context: context).reset(edges)
    }
}
