import Foundation

/// `.containerRelativeFrame(axes, alignment:) { length, axis in … }`: on the given axes a fixed
/// frame whose length is computed from the container's (the nearest ScrollView's size, else
/// the root's); other axes are left to the content, as `.frame(width:height:alignment:)` does.
///
/// ## Layout algorithm
/// 1. `containerLength`: the nearest container's proposal among the modifier's inputs
///    (`LayoutInputs.container`: a ScrollView's proposal, or the content area a NavigationStack
///    leaves under its bars), else the root container size (the host's proposal); when neither
///    is known, the proposal this modifier receives (reported).
/// 2. `length(L, axis)` from the closure (the count/span form passes
///    `(L − spacing·(count − 1)) / count · span + spacing·(span − 1)`); NaN is ignored, negatives
///    are 0.
/// 3. Sizing and placing are then `FrameBehaviour`'s: the content is proposed those lengths and
///    aligned in the frame by `alignment`.
/// Pinned by `containerrelative-*` fixtures. `@unchecked Sendable`: SwiftUI's `length` closure is
/// not `@Sendable` (it is called where the tree is laid out, as `AlignmentGuideBehaviour`'s).
package struct ContainerRelativeFrameBehaviour: UnaryBehaviour, @unchecked Sendable {
    package var forwardsPriority: Bool { false }
    let axes: Axis.Set
    let alignment: Alignment
    let rootSize: CGSize?
    let length: (CGFloat, Axis) -> CGFloat

    package init(axes: Axis.Set, alignment: Alignment, rootSize: CGSize?,
                length: @escaping (CGFloat, Axis) -> CGFloat) {
        self.axes = axes
        self.alignment = alignment
        self.rootSize = rootSize
        self.length = length
    }

    private func frame(_ p: ProposedViewSize, _ context: LayoutContext) -> FrameBehaviour {
        let container = context.inputs.container
        if container == nil, rootSize == nil {
            context.diagnose("containerRelativeFrame: the root container size is unknown; using the proposal the view receives")
        }
        func value(_ a: Axis, _ flag: Axis.Set) -> CGFloat? {
            guard axes.contains(flag) else { return nil }
            let known = container != nil ? container![a].flatMap { $0.isFinite ? $0 : nil } : rootSize?[a]
            guard let L = known ?? p[a], L.isFinite else { return nil }
            let v = length(L, a)
            if v.isNaN { return nil }
            return v.isFinite ? max(0, v) : nil
        }
        return FrameBehaviour(width: value(.horizontal, .horizontal), height: value(.vertical, .vertical), alignment: alignment)
    }

    package func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        frame(p, context).sizeThatFits(p, node: node, context: context)
    }

    package func placements(node: LayoutNode, in bounds: CGRect, proposal: ProposedViewSize,
                                    context: LayoutContext) -> [Placement] {
        frame(proposal, context).placements(node: node, in: bounds, proposal: proposal, context: context)
    }

    /// SwiftUI's grid form: the length of `span` cells of `count` equal cells separated by `spacing`.
    package static func gridLength(_ L: CGFloat, count: Int, span: Int, spacing: CGFloat) -> CGFloat {
        let c = CGFloat(max(1, count)), s = CGFloat(max(1, span))
        return (L - spacing * (c - 1)) / c * s + spacing * (s - 1)
    }
}

/// A container for `containerRelativeFrame`: its subtree measures against the proposal this
/// node is given (`LayoutInputs.container`), set in `childContext` like every input — never
/// written while sizing. A `NavigationStack` puts one around its content, so a
/// `containerRelativeFrame` inside measures the content area under the bars, not the screen.
/// Sizing and placing are its content's.
package struct ContainerBehaviour: UnaryBehaviour {
    package init() {}

    package func childContext(_ context: LayoutContext, node: LayoutNode, proposal: ProposedViewSize,
                              frame: CGRect?) -> LayoutContext {
        context.with { $0.container = proposal }
    }

    package func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        childSize(node, p, childContext(context, node: node, proposal: p, frame: nil))
    }

    package func placements(node: LayoutNode, in bounds: CGRect, proposal: ProposedViewSize,
                            context: LayoutContext) -> [Placement] {
        guard let child = node.children.first else { return [] }
        let inner = childContext(context, node: node, proposal: proposal, frame: nil)
        return [Placement(origin: bounds.origin, proposal: proposal, size: child.sizeThatFits(proposal, context: inner))]
    }

    /// The content's answer depends on the whole proposal (it is the container), so no answer
    /// is reused from another question's lengths.
    package func sizeDependence(node: LayoutNode, context: LayoutContext) -> SizeDependence { .general }
}
