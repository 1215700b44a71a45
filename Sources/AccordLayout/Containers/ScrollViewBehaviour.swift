import Foundation

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
///    corner (unscrolled: offset 0) — unless a default scroll anchor is set (SwiftUI's
///    `defaultScrollAnchor`, iOS 17): along each scrolled axis the content's origin is then
///    (viewport − content) × anchor, so content longer than the viewport starts scrolled to the
///    anchor (`initialOffset`: `.bottom` shows its end) and shorter content is aligned to it
///    (`alignment`: `.bottom` sits it at the bottom), as ScrollAnchorRole documents.
/// The content is sized and placed with the ScrollView's viewport (its axes and proposal) among
/// its inputs (`childContext`): what `containerRelativeFrame` and lazy stacks inside read.
/// Pinned by `scrollview-*` fixtures.
package struct ScrollViewBehaviour: LayoutBehaviour {
    package let axes: Axis.Set
    /// Where content longer than the viewport starts (`ScrollAnchorRole.initialOffset`).
    package let initialAnchor: UnitPoint?
    /// Where content shorter than the viewport sits (`ScrollAnchorRole.alignment`).
    package let alignmentAnchor: UnitPoint?

    package init(axes: Axis.Set, initialAnchor: UnitPoint? = nil, alignmentAnchor: UnitPoint? = nil) {
        self.axes = axes
        self.initialAnchor = initialAnchor
        self.alignmentAnchor = alignmentAnchor
    }

    private func scrolls(_ axis: Axis) -> Bool { axes.contains(axis == .horizontal ? .horizontal : .vertical) }

    private func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: scrolls(.horizontal) ? nil : p.width,
                         height: scrolls(.vertical) ? nil : p.height)
    }

    /// The content's inputs: this ScrollView as its viewport; while placing, its frame is what
    /// is visible.
    package func childContext(_ context: LayoutContext, node: LayoutNode, proposal: ProposedViewSize,
                                      frame: CGRect?) -> LayoutContext {
        let inner = context.with {
            $0.viewport = ScrollViewport(axes: axes, proposal: proposal)
            $0.container = proposal
        }
        return frame.map { inner.with(visibleRect: $0) } ?? inner
    }

    package func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
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

    package func placements(node: LayoutNode, in bounds: CGRect, proposal: ProposedViewSize,
                                    context: LayoutContext) -> [Placement] {
        let q = contentProposal(proposal)
        let inner = childContext(context, node: node, proposal: proposal, frame: nil)
        return node.children.map { child in
            let size = child.sizeThatFits(q, context: inner)
            var origin = bounds.origin
            for a in Axis.allCases where scrolls(a) {
                let room = bounds.size[a] - size[a]
                guard let anchor = room < 0 ? initialAnchor : alignmentAnchor else { continue }
                let unit = a == .horizontal ? anchor.x : anchor.y
                if a == .horizontal { origin.x += room * unit } else { origin.y += room * unit }
            }
            return Placement(origin: origin, proposal: q, size: size)
        }
    }

    package func explicitGuide(_ key: AlignmentKey, _ axis: Axis, node: LayoutNode, proposal: ProposedViewSize,
                                       size: CGSize, context: LayoutContext) -> CGFloat? { nil }
}
