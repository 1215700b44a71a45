import Foundation

/// How a node's size depends on its proposal: what lets one answer serve many questions.
package enum SizeDependence: Equatable, Sendable {
    /// Anything: one answer per proposal (the default).
    case general
    /// The width answered depends on the proposed width only and the height on the proposed
    /// height only — and so do the node's explicit guides, if it has any; along the `constant`
    /// axes the answer depends on nothing at all. Shapes, fixed-size leaves, padding and fixed
    /// frames around such content, and stacks of such children are separable.
    case separable(constant: Axis.Set)
}

/// Everything a node remembers between questions, in one value on the node, cleared in one call
/// (`clear()`, from `LayoutNode.invalidate()`). The seam a flat node store would keep per node id.
///
/// Slots:
/// - **sizes**: the answer to each question (proposal, inputs), the first four inline. A
///   separable node (`SizeDependence`) answers from them a question it was never asked: each
///   stored answer is also a width for its proposed width and a height for its proposed height,
///   so a chain asked three widths × three heights computes about five answers, not nine; a
///   constant axis takes any stored answer's length.
/// - **guides**: explicit alignment-guide values per (guide, axis, proposal, inputs).
/// - **spacing**: the node's spacing preferences.
/// - **facts** about the subtree, computed once: whether it may export an edge or centre guide,
///   how its size depends on its proposal.
/// - **behaviourState**: the behaviour's own typed extension (a `Layout`'s `Cache` through
///   `LayoutAdapter`, a stack's solutions by proposal, text's measured lines, a lazy
///   container's tracks) — created by the behaviour on first use, dropped with the rest.
package struct NodeCache {
    /// One answered question: the proposal, the inputs it came with, the answer.
    struct Answer {
        var proposal: ProposedViewSize
        var inputs: LayoutInputsBox
        var size: CGSize
    }

    private var size0: Answer?
    private var size1: Answer?
    private var size2: Answer?
    private var size3: Answer?
    private var moreSizes: [Answer] = []
    var guides: [(AlignmentKey, Axis, ProposedViewSize, LayoutInputsBox, CGFloat?)] = []
    var spacing: ViewSpacing?
    var mayExportFrameGuides: Bool?
    var dependence: SizeDependence?
    var behaviourState: AnyObject?

    /// Forgets everything.
    mutating func clear() { self = NodeCache() }

    /// The answer to `proposal` under `inputs`, if it is known: asked before, or (separable)
    /// made of the lengths of answers to other questions.
    func size(for proposal: ProposedViewSize, _ inputs: LayoutInputsBox, _ dependence: SizeDependence) -> CGSize? {
        guard case .separable(let constant) = dependence else {
            if let a = size0, a.proposal == proposal, a.inputs.matches(inputs) { return a.size }
            if let a = size1, a.proposal == proposal, a.inputs.matches(inputs) { return a.size }
            if let a = size2, a.proposal == proposal, a.inputs.matches(inputs) { return a.size }
            if let a = size3, a.proposal == proposal, a.inputs.matches(inputs) { return a.size }
            for a in moreSizes where a.proposal == proposal && a.inputs.matches(inputs) { return a.size }
            return nil
        }
        let anyWidth = constant.contains(.horizontal), anyHeight = constant.contains(.vertical)
        var width: CGFloat?, height: CGFloat?
        @inline(__always) func take(_ a: Answer?) -> Bool {
            guard let a, a.inputs.matches(inputs) else { return false }
            if width == nil, anyWidth || a.proposal.width == proposal.width { width = a.size.width }
            if height == nil, anyHeight || a.proposal.height == proposal.height { height = a.size.height }
            return width != nil && height != nil
        }
        if take(size0) || take(size1) || take(size2) || take(size3) {
            return CGSize(width: width!, height: height!)
        }
        for a in moreSizes where take(a) { return CGSize(width: width!, height: height!) }
        return nil
    }

    /// Records the answer to a question.
    mutating func store(_ size: CGSize, for proposal: ProposedViewSize, _ inputs: LayoutInputsBox) {
        let a = Answer(proposal: proposal, inputs: inputs, size: size)
        if size0 == nil { size0 = a }
        else if size1 == nil { size1 = a }
        else if size2 == nil { size2 = a }
        else if size3 == nil { size3 = a }
        else { moreSizes.append(a) }
    }
}
