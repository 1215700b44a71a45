import Foundation

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
package struct ViewThatFitsBehaviour: LayoutBehaviour {
    package let axes: Axis.Set
    package let options: [LayoutNode]

    package init(axes: Axis.Set, options: [LayoutNode]) {
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

    package func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        chooseOption(p, context)?.sizeThatFits(p, context: context) ?? .zero
    }

    package func willPlaceChildren(of node: LayoutNode, in frame: CGRect, context: LayoutContext) {
        let p = node.placedProposal ?? ProposedViewSize(frame.size)
        node.setChildren(chooseOption(p, context).map { [$0] } ?? [])
    }

    package func placements(node: LayoutNode, in bounds: CGRect, proposal: ProposedViewSize,
                                    context: LayoutContext) -> [Placement] {
        node.children.map { Placement(origin: bounds.origin, proposal: proposal, size: $0.sizeThatFits(proposal, context: context)) }
    }

    package func explicitGuide(_ key: AlignmentKey, _ axis: Axis, node: LayoutNode, proposal: ProposedViewSize,
                                       size: CGSize, context: LayoutContext) -> CGFloat? {
        chooseOption(proposal, context)?.explicitGuide(key, axis, proposal: proposal, context: context)
    }

    package func spacing(node: LayoutNode, context: LayoutContext) -> ViewSpacing {
        options.first?.spacing(context: context) ?? .zero
    }
}
