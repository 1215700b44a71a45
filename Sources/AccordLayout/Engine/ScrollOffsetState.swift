import Foundation

/// Where a scrolled container (a `ScrollView`, a `List`) is scrolled to, in the live preview:
/// its children are placed moved by the offset, clamped so that no space shows past either end of
/// the content (a `UIScrollView` at rest: the bounce is not modelled). Set on the node by the view
/// layer (`LayoutNode.scroll`); the engine applies it when placing the node's children and keeps
/// the content's extent and the viewport of that placement, for events to clamp against.
package final class ScrollOffsetState: @unchecked Sendable {
    /// The axes it scrolls along.
    package let axes: Axis.Set
    /// The offset asked for (clamped when applied).
    package var offset: CGPoint = .zero
    /// The offset applied at the last placement.
    package private(set) var applied: CGPoint = .zero
    /// The children's extent, unscrolled, relative to the node's top-leading corner.
    package private(set) var extent: CGRect = .zero
    /// The node's size at the last placement.
    package private(set) var viewport: CGSize = .zero
    /// The node it was last set on (the view layer updates it at every build).
    package weak var node: LayoutNode?

    package init(axes: Axis.Set) { self.axes = axes }

    /// `p` clamped to the content: from the content's leading edge to its trailing edge less the
    /// viewport, along each scrolled axis (zero along the others).
    package func clamped(_ p: CGPoint) -> CGPoint {
        func clamp(_ v: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> CGFloat { v.isFinite ? min(max(v, lo), hi) : 0 }
        let x = axes.contains(.horizontal) ? clamp(p.x, min(0, extent.minX), max(0, extent.maxX - viewport.width)) : 0
        let y = axes.contains(.vertical) ? clamp(p.y, min(0, extent.minY), max(0, extent.maxY - viewport.height)) : 0
        return CGPoint(x: x, y: y)
    }

    /// Moves `placements` (made in `bounds`) by the offset, clamped to their extent.
    func apply(_ placements: inout [Placement], in bounds: CGRect) {
        var e: CGRect?
        for p in placements {
            let r = CGRect(origin: CGPoint(x: p.origin.x - bounds.minX, y: p.origin.y - bounds.minY), size: p.size)
            e = e.map { $0.union(r) } ?? r
        }
        extent = e ?? .zero
        viewport = bounds.size
        applied = clamped(offset)
        guard applied != .zero else { return }
        for i in placements.indices {
            placements[i].origin.x -= applied.x
            placements[i].origin.y -= applied.y
        }
    }
}
