import Foundation

/// Where a container puts one child: the origin of the child's frame (in the space of the
/// container's `bounds`), the proposal it is placed with, and the size it answered.
package struct Placement: Sendable {
    package var origin: CGPoint
    package var proposal: ProposedViewSize
    package var size: CGSize
    package init(origin: CGPoint, proposal: ProposedViewSize, size: CGSize) {
        self.origin = origin
        self.proposal = proposal
        self.size = size
    }
}

/// How one kind of node sizes itself and places its children: the engine's one extension
/// protocol. Every leaf (shapes, text, spacers), unary modifier (frame, padding… through
/// `UnaryBehaviour`) and container conforms to it; a public `Layout` (the built-in stacks and
/// grids and yours) conforms through `LayoutAdapter`. Adding a container is implementing
/// `Layout`, or this protocol when the container needs more than `Layout` says (a viewport, a
/// lazy source). Every requirement but `sizeThatFits` has a default.
///
/// Sizing and placing are separate and pure: `sizeThatFits` answers for a proposal and the
/// context's `LayoutInputs` without side effects, and `placements` says where children go
/// without recording anything. Inputs flow down, answers flow up: a behaviour asks its children
/// with the context it was given, or the one `childContext` derives, never with state written
/// while sizing. The engine caches sizes per (node, proposal, inputs) and records frames when it
/// walks the placements.
///
/// A behaviour is an immutable value: what changes for one node after it is made lives on the
/// node (`LayoutNode.behaviourInput`, `placementState`, its `NodeCache`), so the protocol is not
/// class-bound. Every behaviour in the library is a `struct` — leaves, unary modifiers,
/// containers, `LayoutAdapter` (Docs/Architecture.md, "Behaviours as values"); a test double may
/// still be a class.
package protocol LayoutBehaviour: Sendable {
    /// Set by stacks: a Spacer among the children takes space along this axis only.
    var stackOrientation: Axis? { get }
    /// Unary modifiers keep their content in the enclosing stack (a framed Spacer still knows it
    /// is in an HStack).
    var passesStackAxisThrough: Bool { get }
    /// Spacers are sized after everything else in a stack.
    var isSpacer: Bool { get }
    /// Whether a wrapper keeps its content's layout priority. Layout modifiers (padding, frames,
    /// aspect ratio, position) answer for themselves with priority 0, as SwiftUI's do.
    var forwardsPriority: Bool { get }
    /// A translation applied where the node is placed, invisible to its parent's layout
    /// (`.offset`).
    var renderOffset: CGSize { get }

    /// The size the node wants for `proposal` under the context's inputs.
    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize

    /// Where each child goes when the node occupies `bounds`, having been proposed `proposal`.
    func placements(node: LayoutNode, in bounds: CGRect, proposal: ProposedViewSize,
                    context: LayoutContext) -> [Placement]

    /// The node's explicit value for a guide, in its own coordinates. By default the children's
    /// explicit values where they are placed, merged by the guide's rule.
    func explicitGuide(_ key: AlignmentKey, _ axis: Axis, node: LayoutNode, proposal: ProposedViewSize,
                       size: CGSize, context: LayoutContext) -> CGFloat?

    /// The node's spacing preferences. Default: an ordinary view's.
    func spacing(node: LayoutNode, context: LayoutContext) -> ViewSpacing

    /// Whether the node may have an explicit value for an edge or centre guide (leading,
    /// center, trailing, top, bottom). Only `.alignmentGuide` sets one and only unary modifiers
    /// (and custom layouts) pass one on; everything else answers the default at once.
    func mayExportFrameGuides(node: LayoutNode) -> Bool

    /// The context the node's children are sized and placed in: by default the node's own. A
    /// container that changes its subtree's inputs implements it and sizes its children with it
    /// too (`ScrollViewBehaviour` adds its viewport). `frame` is the node's placed frame while
    /// placing, nil while sizing (placement-only data, such as the visible rect, may use it).
    func childContext(_ context: LayoutContext, node: LayoutNode, proposal: ProposedViewSize,
                      frame: CGRect?) -> LayoutContext

    /// How the node's size depends on its proposal (`SizeDependence`): what lets the node's
    /// cache answer a question it was not asked. Default: `.general`. Claim `.separable` only
    /// when it is exact; a container combines its children's (`node.children[i].sizeDependence`).
    func sizeDependence(node: LayoutNode, context: LayoutContext) -> SizeDependence

    /// Called when the node is placed, before its children are (GeometryReader builds its
    /// content here, once its size is known).
    func willPlaceChildren(of node: LayoutNode, in frame: CGRect, context: LayoutContext)

    /// Whether the behaviour builds views while it is sized or placed (GeometryReader's content,
    /// a lazy container's rows): that recursion goes through the view builder, where no node
    /// checks its stack room, so the node's work runs on a large stack (`StackRoom`). Default: false.
    var buildsViewsWhileLaidOut: Bool { get }
}

extension LayoutBehaviour {
    package var stackOrientation: Axis? { nil }
    package var passesStackAxisThrough: Bool { false }
    package var isSpacer: Bool { false }
    package var forwardsPriority: Bool { true }
    package var renderOffset: CGSize { .zero }

    /// Leaves: the proposal, 10 for an unspecified dimension (SwiftUI's default layout).
    package func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    package func placements(node: LayoutNode, in bounds: CGRect, proposal: ProposedViewSize,
                           context: LayoutContext) -> [Placement] {
        []
    }

    package func explicitGuide(_ key: AlignmentKey, _ axis: Axis, node: LayoutNode, proposal: ProposedViewSize,
                              size: CGSize, context: LayoutContext) -> CGFloat? {
        mergedChildGuide(key, axis, node: node, proposal: proposal, size: size, context: context)
    }

    /// The children's explicit values for a guide where they are placed, merged by the guide's
    /// rule (the default `explicitGuide`).
    package func mergedChildGuide(_ key: AlignmentKey, _ axis: Axis, node: LayoutNode, proposal: ProposedViewSize,
                                 size: CGSize, context: LayoutContext) -> CGFloat? {
        if node.children.isEmpty || key.isFrameAlignment { return nil }
        let bounds = CGRect(origin: .zero, size: size)
        let ps = node.childPlacements(in: bounds, proposal: proposal, context: context)
        let inner = childContext(context, node: node, proposal: proposal)
        var result: CGFloat?
        var n = 0
        for (child, p) in zip(node.children, ps) {
            guard let v = child.explicitGuide(key, axis, proposal: p.proposal, context: inner) else { continue }
            key.combine(v + p.origin[axis], n, into: &result)
            n += 1
        }
        return result
    }

    package func spacing(node: LayoutNode, context: LayoutContext) -> ViewSpacing {
        .standard
    }

    package func mayExportFrameGuides(node: LayoutNode) -> Bool { false }

    package func childContext(_ context: LayoutContext, node: LayoutNode, proposal: ProposedViewSize,
                             frame: CGRect?) -> LayoutContext {
        context
    }

    /// The children's context while sizing (no frame yet).
    package func childContext(_ context: LayoutContext, node: LayoutNode, proposal: ProposedViewSize) -> LayoutContext {
        childContext(context, node: node, proposal: proposal, frame: nil)
    }

    package func sizeDependence(node: LayoutNode, context: LayoutContext) -> SizeDependence { .general }

    package func willPlaceChildren(of node: LayoutNode, in frame: CGRect, context: LayoutContext) {}

    package var buildsViewsWhileLaidOut: Bool { false }
}

/// A modifier with one child (`node.children[0]`): the content. Its defaults are a pass-through
/// (what a modifier that changes drawing, identity or guides but not layout needs): the content's
/// size for the same proposal, the content at the modifier's origin, its guides and spacing.
/// A layout modifier implements `sizeThatFits` and `placements` (padding, frames…).
package protocol UnaryBehaviour: LayoutBehaviour {}

extension UnaryBehaviour {
    package var passesStackAxisThrough: Bool { true }

    /// Pass-through: the content's answer.
    package func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        childSize(node, p, context)
    }

    /// Pass-through: the content at the origin, proposed the same.
    package func placements(node: LayoutNode, in bounds: CGRect, proposal: ProposedViewSize,
                           context: LayoutContext) -> [Placement] {
        guard let child = node.children.first else { return [] }
        return [Placement(origin: bounds.origin, proposal: proposal, size: child.sizeThatFits(proposal, context: context))]
    }

    package func explicitGuide(_ key: AlignmentKey, _ axis: Axis, node: LayoutNode, proposal: ProposedViewSize,
                              size: CGSize, context: LayoutContext) -> CGFloat? {
        contentGuide(key, axis, node: node, proposal: proposal, size: size, context: context)
    }

    /// The content's explicit guides, shifted by where the content sits (for every guide: a
    /// padded Text keeps its baseline, moved down by the padding).
    package func contentGuide(_ key: AlignmentKey, _ axis: Axis, node: LayoutNode, proposal: ProposedViewSize,
                             size: CGSize, context: LayoutContext) -> CGFloat? {
        guard let child = node.children.first else { return nil }
        let ps = node.childPlacements(in: CGRect(origin: .zero, size: size), proposal: proposal, context: context)
        guard let p = ps.first, let v = child.explicitGuide(key, axis, proposal: p.proposal, context: context) else { return nil }
        return v + p.origin[axis]
    }

    package func spacing(node: LayoutNode, context: LayoutContext) -> ViewSpacing {
        contentSpacing(node: node, context: context)
    }

    /// The content's spacing preferences.
    package func contentSpacing(node: LayoutNode, context: LayoutContext) -> ViewSpacing {
        node.children.first?.spacing(context: context) ?? .standard
    }

    package func mayExportFrameGuides(node: LayoutNode) -> Bool {
        contentMayExportFrameGuides(node: node)
    }

    /// Whether the content may export an edge or centre guide.
    package func contentMayExportFrameGuides(node: LayoutNode) -> Bool {
        node.children.first?.mayExportFrameGuides ?? false
    }

    /// Sizes the content for `proposal`.
    package func childSize(_ node: LayoutNode, _ proposal: ProposedViewSize, _ context: LayoutContext) -> CGSize {
        guard let child = node.children.first else { return .zero }
        return child.sizeThatFits(proposal, context: context)
    }

    package func childDimensions(_ node: LayoutNode, _ proposal: ProposedViewSize, _ context: LayoutContext) -> ViewDimensions {
        guard let child = node.children.first else { return ViewDimensions(size: .zero) }
        return child.dimensions(proposal, context: context)
    }
}

extension ViewDimensions {
    /// The offset that puts this view's `alignment` guides on a box's own guides of `size`
    /// (how frames, overlays and ZStacks align content).
    func alignedOrigin(in size: CGSize, _ alignment: Alignment) -> CGPoint {
        let box = ViewDimensions(size: size)
        return CGPoint(x: box[alignment.horizontal] - self[alignment.horizontal],
                       y: box[alignment.vertical] - self[alignment.vertical])
    }
}
