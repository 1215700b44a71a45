import Foundation

/// A layout whose properties depend on its value (`AnyLayout` wrapping a stack).
public protocol _DynamicLayoutProperties {
    var _stackOrientation: Axis? { get }
}

/// Runs a public `Layout` (built-in stacks and grids included) as a node's behaviour: owns the
/// layout's cache for the node, hands it `LayoutSubviews` over the node's children, and turns its
/// `place(at:)` calls into placements.
public final class LayoutAdapter<L: Layout>: LayoutBehaviour, @unchecked Sendable {
    public let layout: L
    private var cache: L.Cache?

    public init(_ layout: L) { self.layout = layout }

    public override var stackOrientation: Axis? {
        (layout as? any _DynamicLayoutProperties)?._stackOrientation ?? L.layoutProperties.stackOrientation
    }

    public override func invalidateCache() { cache = nil }

    /// Built-in containers never export edge or centre guides; a custom layout might (its
    /// `explicitAlignment` is its own).
    public override func mayExportFrameGuides(node: LayoutNode) -> Bool {
        !(layout is any _StackLayout || layout is ZStackLayout)
    }

    private func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var c = cache ?? layout.makeCache(subviews: subviews)
        let r = body(&c)
        cache = c
        return r
    }

    public override func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        let subviews = LayoutSubviews(nodes: node.children, context: context, recorder: nil)
        let size = withCache(subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
        // An infinite answer is legitimate for an infinite proposal only.
        func unwarranted(_ answer: CGFloat, _ proposed: CGFloat?) -> Bool { answer == .infinity && proposed != .infinity }
        if unwarranted(size.width, proposal.width) || unwarranted(size.height, proposal.height) {
            context.diagnose("\(node.label) answered an infinite size \(size) to the proposal \(proposal)")
        }
        return size
    }

    public override func placements(node: LayoutNode, in bounds: CGRect, proposal: ProposedViewSize,
                                    context: LayoutContext) -> [Placement] {
        // The built-in stacks place every child exactly once: skip the recorder.
        if L.self == HStackLayout.self || L.self == VStackLayout.self, let stack = layout as? any _StackLayout {
            let algorithm = stack._algorithm
            let subviews = LayoutSubviews(nodes: node.children, context: context, recorder: nil)
            return withCache(subviews) { algorithm.placements(in: bounds, proposal, subviews, $0 as! StackCache) }
        }
        let rec = PlacementRecorder(count: node.children.count)
        let subviews = LayoutSubviews(nodes: node.children, context: context, recorder: rec)
        withCache(subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
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

    public override func explicitGuide(_ key: AlignmentKey, _ axis: Axis, node: LayoutNode, proposal: ProposedViewSize,
                                       size: CGSize, context: LayoutContext) -> CGFloat? {
        guard size.width.isFinite, size.height.isFinite else { return nil }
        let subviews = LayoutSubviews(nodes: node.children, context: context, recorder: nil)
        let bounds = CGRect(origin: .zero, size: size)
        return withCache(subviews) { cache in
            axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key.type), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
                : layout.explicitAlignment(of: VerticalAlignment(key.type), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    public override func spacing(node: LayoutNode, context: LayoutContext) -> ViewSpacing {
        let subviews = LayoutSubviews(nodes: node.children, context: context, recorder: nil)
        if subviews.isEmpty { return .zero }
        return withCache(subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }
}
