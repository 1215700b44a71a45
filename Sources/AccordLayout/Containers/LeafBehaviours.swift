import Foundation

/// Shapes and colours: take the proposal, 10 for an unspecified dimension.
package struct ShapeBehaviour: LayoutBehaviour {
    /// `Circle` answers the largest square that fits (iOS 16+ shapes size themselves).
    let square: Bool
    package init(square: Bool = false) { self.square = square }

    /// A rectangle's width is the proposed width's (10 when unspecified), its height the
    /// proposed height's; a circle's side depends on both.
    package func sizeDependence(node: LayoutNode, context: LayoutContext) -> SizeDependence {
        square ? .general : .separable(constant: [])
    }

    package func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        let s = p.replacingUnspecifiedDimensions()
        guard square else { return s }
        let side: CGFloat
        switch (p.width, p.height) {
        case let (w?, h?): side = min(w, h)
        case let (w?, nil): side = w
        case let (nil, h?): side = h
        default: side = 10
        }
        return CGSize(width: side, height: side)
    }
}

/// `Spacer(minLength:)`: along its stack's axis, the proposal but at least `minLength`
/// (8 by default); across it, zero; outside a stack, both axes like that.
/// Sized last in a stack (priority −∞); nothing is inserted next to it.
package struct SpacerBehaviour: LayoutBehaviour {
    let minLength: CGFloat?
    package init(minLength: CGFloat?) {
        self.minLength = minLength.flatMap { $0.isFinite ? max(0, $0) : nil }
    }
    package var isSpacer: Bool { true }

    /// Each axis from its own proposal.
    package func sizeDependence(node: LayoutNode, context: LayoutContext) -> SizeDependence { .separable(constant: []) }

    package func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        let l = minLength ?? ViewSpacing.defaultValue
        func along(_ v: CGFloat?) -> CGFloat { max(v ?? -.infinity, l) }
        switch node.stackAxis {
        case .horizontal?: return CGSize(width: along(p.width), height: 0)
        case .vertical?: return CGSize(width: 0, height: along(p.height))
        case nil: return CGSize(width: along(p.width), height: along(p.height))
        }
    }

    package func spacing(node: LayoutNode, context: LayoutContext) -> ViewSpacing {
        .spacer(axis: node.stackAxis)
    }
}

/// A view with an intrinsic (ideal) size that, per axis, either hugs it or expands to the
/// proposal: images, controls (seed 004's taxonomy).
package struct IntrinsicBehaviour: LayoutBehaviour {
    package enum Sizing: Sendable { case hug, expand }
    let ideal: CGSize
    let horizontal: Sizing
    let vertical: Sizing

    package init(ideal: CGSize, horizontal: Sizing, vertical: Sizing) {
        self.ideal = ideal
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// A hugging axis is its ideal whatever is proposed; an expanding one the proposal's.
    package func sizeDependence(node: LayoutNode, context: LayoutContext) -> SizeDependence {
        var constant: Axis.Set = []
        if horizontal == .hug { constant.insert(.horizontal) }
        if vertical == .hug { constant.insert(.vertical) }
        return .separable(constant: constant)
    }

    package func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        CGSize(width: horizontal == .hug ? ideal.width : (p.width ?? ideal.width),
               height: vertical == .hug ? ideal.height : (p.height ?? ideal.height))
    }
}

/// `GeometryReader`: takes the whole proposal (0 for an unspecified dimension); its content is
/// built once its frame is known, each view proposed the reader's size at its top-leading corner.
/// The frame it last built its content for is its node's `placementState` (built again only
/// when the frame changes). `@unchecked Sendable`: SwiftUI's content closure is not `@Sendable`.
package struct GeometryReaderBehaviour: LayoutBehaviour, @unchecked Sendable {
    /// Builds the content from the reader's size, its frame in the root's space, and the reader's
    /// node (to find named coordinate spaces among its ancestors, already placed).
    let build: (CGSize, CGRect, LayoutNode) -> [LayoutNode]

    package init(build: @escaping (CGSize, CGRect, LayoutNode) -> [LayoutNode]) { self.build = build }

    package func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        p.replacingUnspecifiedDimensions(by: .zero)
    }

    package func willPlaceChildren(of node: LayoutNode, in frame: CGRect, context: LayoutContext) {
        if node.placementState as? CGRect == frame { return }
        node.placementState = frame
        // Through the view builder, where no node checks its stack room (`StackRoom`).
        node.setChildren(StackRoom.withBuildRoom { build(frame.size, frame, node) })
    }

    package func placements(node: LayoutNode, in bounds: CGRect, proposal: ProposedViewSize,
                                    context: LayoutContext) -> [Placement] {
        let p = ProposedViewSize(bounds.size)
        return node.children.map { Placement(origin: bounds.origin, proposal: p, size: $0.sizeThatFits(p, context: context)) }
    }

    package func explicitGuide(_ key: AlignmentKey, _ axis: Axis, node: LayoutNode, proposal: ProposedViewSize,
                                       size: CGSize, context: LayoutContext) -> CGFloat? { nil }
}
