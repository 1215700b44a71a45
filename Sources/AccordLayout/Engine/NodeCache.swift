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
/// (`clear()`, from `LayoutNode.invalidate()` and `revalidate`). The seam a flat node store would keep per node id.
///
/// Slots:
/// - **sizes**: the answer to each question (proposal, inputs): the first inline, the next ones
///   under the same inputs in one contiguous array of 32-byte slots, answers under other inputs
///   apart (a leaf answers once: a node keeps one slot, not four; issue 18, bytes per node). A
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

    /// An answer kept as a slot: the proposal's two lengths and the size, no reference (every
    /// slot was given `inlineInputs`). 32 bytes where an `Answer?` takes 64: an unspecified
    /// length is stored as NaN (a proposal holding a real NaN is kept in `others` instead, so NaN
    /// in a slot means nil), and compared as plain numbers.
    private struct Slot {
        var proposedWidth: CGFloat = 0, proposedHeight: CGFloat = 0
        var width: CGFloat = 0, height: CGFloat = 0

        init() {}
        init(_ p: ProposedViewSize, _ size: CGSize) {
            proposedWidth = p.width ?? .nan
            proposedHeight = p.height ?? .nan
            width = size.width
            height = size.height
        }
        /// Whether a proposal can be kept as a slot (no NaN length: NaN there stands for nil).
        static func holds(_ p: ProposedViewSize) -> Bool {
            !(p.width?.isNaN ?? false) && !(p.height?.isNaN ?? false)
        }
        /// Optional equality of the proposed width (nil only equals nil; NaN equals nothing).
        @inline(__always) func sameWidth(_ w: CGFloat?) -> Bool {
            if let w { return proposedWidth == w }
            return proposedWidth.isNaN
        }
        @inline(__always) func sameHeight(_ h: CGFloat?) -> Bool {
            if let h { return proposedHeight == h }
            return proposedHeight.isNaN
        }
        var proposal: ProposedViewSize {
            ProposedViewSize(width: proposedWidth.isNaN ? nil : proposedWidth, height: proposedHeight.isNaN ? nil : proposedHeight)
        }
        var size: CGSize { CGSize(width: width, height: height) }
    }

    /// The inputs every slot was given (nil until the first answer).
    private var inlineInputs: LayoutInputsBox?
    /// The first answer (valid when `hasFirst`): a leaf's only one, usually.
    private var first = Slot()
    /// The answers after the first under `inlineInputs`, in the order given (a stack's two to
    /// four more; empty, no allocation, for a node that answered once).
    private var more: [Slot] = []
    /// What few nodes keep, out of line: answers under other inputs than the slots' (or to a
    /// proposal holding NaN), explicit guides asked. Made when the first is kept, never emptied
    /// (`clear()` drops it): nil when both are empty.
    private final class Rare {
        var others: [Answer] = []
        var guides: [(AlignmentKey, Axis, ProposedViewSize, LayoutInputsBox, CGFloat?)] = []
    }
    private var rare: Rare?
    var spacing: ViewSpacing?
    var behaviourState: AnyObject?
    // The one-byte fields last (the node's own small fields follow in their tail).
    private var hasFirst = false
    var mayExportFrameGuides: Bool?
    var dependence: SizeDependence?

    /// Explicit guide values asked: (guide, axis, proposal, inputs, value).
    var guides: [(AlignmentKey, Axis, ProposedViewSize, LayoutInputsBox, CGFloat?)] { rare?.guides ?? [] }
    mutating func appendGuide(_ guide: (AlignmentKey, Axis, ProposedViewSize, LayoutInputsBox, CGFloat?)) {
        if rare == nil { rare = Rare() }
        rare!.guides.append(guide)
    }
    /// Answers under other inputs than the slots', or to a proposal holding NaN.
    private var others: [Answer] { rare?.others ?? [] }

    /// Forgets everything.
    mutating func clear() { self = NodeCache() }

    /// Nothing remembered.
    var isEmpty: Bool {
        !hasFirst && rare == nil && spacing == nil && mayExportFrameGuides == nil
            && dependence == nil && behaviourState == nil
    }

    /// Every answered question and its answer, until `body` returns false (a parent's check of
    /// its changed child, `LayoutNode.revalidate`).
    func forEachAnswer(_ body: (ProposedViewSize, LayoutInputsBox, CGSize) -> Bool) {
        if hasFirst, let inputs = inlineInputs {
            if !body(first.proposal, inputs, first.size) { return }
            for s in more where !body(s.proposal, inputs, s.size) { return }
        }
        for a in others where !body(a.proposal, a.inputs, a.size) { return }
    }

    /// The answer to `proposal` under `inputs`, if it is known: asked before, or (separable)
    /// made of the lengths of answers to other questions.
    /// `mutating` only so that the node reads its cache in place: a non-mutating call on the
    /// node's stored struct copies all of it first (memcpy and a retain of every reference in
    /// it, ~12 % of a chain's layout instructions).
    ///
    /// Inlined into the node's question: a node with one answer is checked here (no call, no
    /// closure); a node with more takes `sizeFromSlots`, one with answers under other inputs
    /// `sizeFromAll` (the same answer: both start from the first).
    @inline(__always)
    mutating func size(for proposal: ProposedViewSize, _ inputs: LayoutInputsBox, _ dependence: SizeDependence) -> CGSize? {
        if let r = rare, !r.others.isEmpty { return sizeFromAll(for: proposal, inputs, dependence) }
        guard hasFirst, let box = inlineInputs, box === inputs || box.value == inputs.value else { return nil }
        if !more.isEmpty { return sizeFromSlots(proposal, dependence) }
        let pw = proposal.width, ph = proposal.height
        guard case .separable(let constant) = dependence else {
            return first.sameWidth(pw) && first.sameHeight(ph) ? first.size : nil
        }
        // Any answer's length along a constant axis.
        guard constant.contains(.horizontal) || first.sameWidth(pw), constant.contains(.vertical) || first.sameHeight(ph)
        else { return nil }
        return first.size
    }

    /// `size(for:)` over the slots (the first and `more`), their inputs matching: the exact
    /// question, or (separable) the first answer for the width and the first for the height.
    @inline(never)
    private func sizeFromSlots(_ proposal: ProposedViewSize, _ dependence: SizeDependence) -> CGSize? {
        let pw = proposal.width, ph = proposal.height
        guard case .separable(let constant) = dependence else {
            if first.sameWidth(pw) && first.sameHeight(ph) { return first.size }
            return more.withUnsafeBufferPointer { s -> CGSize? in
                for slot in s where slot.sameWidth(pw) && slot.sameHeight(ph) { return slot.size }
                return nil
            }
        }
        let anyWidth = constant.contains(.horizontal), anyHeight = constant.contains(.vertical)
        var width: CGFloat?, height: CGFloat?
        if anyWidth || first.sameWidth(pw) { width = first.width }
        if anyHeight || first.sameHeight(ph) { height = first.height }
        if let width, let height { return CGSize(width: width, height: height) }
        return more.withUnsafeBufferPointer { s -> CGSize? in
            for slot in s {
                if width == nil, slot.sameWidth(pw) { width = slot.width }
                if height == nil, slot.sameHeight(ph) { height = slot.height }
                if let width, let height { return CGSize(width: width, height: height) }
            }
            return nil
        }
    }

    /// `size(for:)` over the slots and the answers under other inputs.
    @inline(never)
    private func sizeFromAll(for proposal: ProposedViewSize, _ inputs: LayoutInputsBox, _ dependence: SizeDependence) -> CGSize? {
        let slotsMatch = hasFirst && inlineInputs!.matches(inputs)
        let pw = proposal.width, ph = proposal.height
        guard case .separable(let constant) = dependence else {
            if slotsMatch, let hit = sizeFromSlots(proposal, dependence) { return hit }
            for a in others where a.proposal == proposal && a.inputs.matches(inputs) { return a.size }
            return nil
        }
        let anyWidth = constant.contains(.horizontal), anyHeight = constant.contains(.vertical)
        var width: CGFloat?, height: CGFloat?
        if slotsMatch {
            if anyWidth || first.sameWidth(pw) { width = first.width }
            if anyHeight || first.sameHeight(ph) { height = first.height }
            for s in more {
                if width != nil && height != nil { break }
                if width == nil, s.sameWidth(pw) { width = s.width }
                if height == nil, s.sameHeight(ph) { height = s.height }
            }
            if let width, let height { return CGSize(width: width, height: height) }
        }
        for a in others where a.inputs.matches(inputs) {
            if width == nil, anyWidth || a.proposal.width == pw { width = a.size.width }
            if height == nil, anyHeight || a.proposal.height == ph { height = a.size.height }
            if let width, let height { return CGSize(width: width, height: height) }
        }
        return nil
    }

    /// Records the answer to a question.
    mutating func store(_ size: CGSize, for proposal: ProposedViewSize, _ inputs: LayoutInputsBox) {
        guard Slot.holds(proposal), !hasFirst || inlineInputs!.matches(inputs) else {
            if rare == nil { rare = Rare() }
            rare!.others.append(Answer(proposal: proposal, inputs: inputs, size: size))
            return
        }
        if !hasFirst {
            inlineInputs = inputs
            first = Slot(proposal, size)
            hasFirst = true
        } else {
            // Four at once: a stack's two more (a row's) to four more (a chain stack's five answers), one allocation.
            if more.isEmpty { more.reserveCapacity(4) }
            more.append(Slot(proposal, size))
        }
    }
}
