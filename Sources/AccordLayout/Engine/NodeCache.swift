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

    /// An answer kept inline: the proposal's two lengths and the size, no reference (the inline
    /// answers share `inlineInputs`). 32 bytes where an `Answer?` takes 64: an unspecified
    /// length is stored as NaN (a proposal holding a real NaN is kept in `moreSizes` instead,
    /// so NaN in a slot means nil), and compared as plain numbers.
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
        /// Whether a proposal can be kept inline (no NaN length: NaN there stands for nil).
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
    }

    /// The inputs every inline answer was given (nil until the first answer).
    private var inlineInputs: LayoutInputsBox?
    /// The inline answers, `inlineCount` of them (a homogeneous tuple: contiguous, read as a buffer).
    private var slots = (Slot(), Slot(), Slot(), Slot())
    /// Answers past the first four, or under other inputs than theirs.
    private var moreSizes: [Answer] = []
    var guides: [(AlignmentKey, Axis, ProposedViewSize, LayoutInputsBox, CGFloat?)] = []
    var spacing: ViewSpacing?
    // The one-byte fields together (no padding between them).
    private var inlineCount: UInt8 = 0
    var mayExportFrameGuides: Bool?
    var dependence: SizeDependence?
    var behaviourState: AnyObject?

    /// Forgets everything.
    mutating func clear() { self = NodeCache() }

    /// Nothing remembered.
    var isEmpty: Bool {
        inlineCount == 0 && moreSizes.isEmpty && guides.isEmpty && spacing == nil && mayExportFrameGuides == nil
            && dependence == nil && behaviourState == nil
    }

    /// Every answered question and its answer, until `body` returns false (a parent's check of
    /// its changed child, `LayoutNode.revalidate`).
    func forEachAnswer(_ body: (ProposedViewSize, LayoutInputsBox, CGSize) -> Bool) {
        if let inputs = inlineInputs {
            var all = slots
            let stop = withUnsafeMutablePointer(to: &all) { t in
                t.withMemoryRebound(to: Slot.self, capacity: 4) { s in
                    for i in 0..<Int(inlineCount) {
                        if !body(s[i].proposal, inputs, CGSize(width: s[i].width, height: s[i].height)) { return true }
                    }
                    return false
                }
            }
            if stop { return }
        }
        for a in moreSizes where !body(a.proposal, a.inputs, a.size) { return }
    }

    /// The inline answers as a buffer (in place; valid during `body`).
    @inline(__always) private mutating func withSlots<R>(_ body: (UnsafeMutableBufferPointer<Slot>) -> R) -> R {
        let n = Int(inlineCount)
        return withUnsafeMutablePointer(to: &slots) { t in
            t.withMemoryRebound(to: Slot.self, capacity: 4) { body(UnsafeMutableBufferPointer(start: $0, count: n)) }
        }
    }

    /// The answer to `proposal` under `inputs`, if it is known: asked before, or (separable)
    /// made of the lengths of answers to other questions.
    /// `mutating` only so that the node reads its cache in place: a non-mutating call on the
    /// node's stored struct copies all of it first (memcpy and a retain of every reference in
    /// it, ~12 % of a chain's layout instructions).
    ///
    /// Inlined into the node's question: the inline answers are scanned here (no call, no
    /// closure); only a node with answers past them takes `sizeFromAll`, which scans them all
    /// (the same answer: it starts from the inline ones).
    @inline(__always)
    mutating func size(for proposal: ProposedViewSize, _ inputs: LayoutInputsBox, _ dependence: SizeDependence) -> CGSize? {
        if !moreSizes.isEmpty { return sizeFromAll(for: proposal, inputs, dependence) }
        let n = Int(inlineCount)
        guard n > 0, let box = inlineInputs, box === inputs || box.value == inputs.value else { return nil }
        let pw = proposal.width, ph = proposal.height
        return withUnsafeMutablePointer(to: &slots) { t in
            t.withMemoryRebound(to: Slot.self, capacity: 4) { s -> CGSize? in
                guard case .separable(let constant) = dependence else {
                    for i in 0..<n where s[i].sameWidth(pw) && s[i].sameHeight(ph) { return CGSize(width: s[i].width, height: s[i].height) }
                    return nil
                }
                // The first answer for the width and the first for the height (any answer's, along a constant axis).
                var w = constant.contains(.horizontal) ? 0 : -1, h = constant.contains(.vertical) ? 0 : -1
                var i = 0
                while i < n && (w < 0 || h < 0) {
                    if w < 0 && s[i].sameWidth(pw) { w = i }
                    if h < 0 && s[i].sameHeight(ph) { h = i }
                    i += 1
                }
                guard w >= 0, h >= 0 else { return nil }
                return CGSize(width: s[w].width, height: s[h].height)
            }
        }
    }

    /// `size(for:)` over the inline answers and those past them.
    @inline(never)
    private mutating func sizeFromAll(for proposal: ProposedViewSize, _ inputs: LayoutInputsBox, _ dependence: SizeDependence) -> CGSize? {
        let inlineMatch = inlineCount > 0 && inlineInputs!.matches(inputs)
        let pw = proposal.width, ph = proposal.height
        guard case .separable(let constant) = dependence else {
            if inlineMatch, let hit = withSlots({ slots -> CGSize? in
                for s in slots where s.sameWidth(pw) && s.sameHeight(ph) { return CGSize(width: s.width, height: s.height) }
                return nil
            }) { return hit }
            if moreSizes.isEmpty { return nil }
            for a in moreSizes where a.proposal == proposal && a.inputs.matches(inputs) { return a.size }
            return nil
        }
        let anyWidth = constant.contains(.horizontal), anyHeight = constant.contains(.vertical)
        var width: CGFloat?, height: CGFloat?
        if inlineMatch {
            withSlots { slots in
                for s in slots {
                    if width == nil, anyWidth || s.sameWidth(pw) { width = s.width }
                    if height == nil, anyHeight || s.sameHeight(ph) { height = s.height }
                    if width != nil && height != nil { return }
                }
            }
            if let width, let height { return CGSize(width: width, height: height) }
        }
        if moreSizes.isEmpty { return nil }
        for a in moreSizes where a.inputs.matches(inputs) {
            if width == nil, anyWidth || a.proposal.width == pw { width = a.size.width }
            if height == nil, anyHeight || a.proposal.height == ph { height = a.size.height }
            if let width, let height { return CGSize(width: width, height: height) }
        }
        return nil
    }

    /// Records the answer to a question.
    mutating func store(_ size: CGSize, for proposal: ProposedViewSize, _ inputs: LayoutInputsBox) {
        if inlineCount < 4, inlineCount == 0 || inlineInputs!.matches(inputs), Slot.holds(proposal) {
            if inlineCount == 0 { inlineInputs = inputs }
            let i = Int(inlineCount)
            withUnsafeMutablePointer(to: &slots) { t in
                t.withMemoryRebound(to: Slot.self, capacity: 4) { $0[i] = Slot(proposal, size) }
            }
            inlineCount += 1
        } else {
            moreSizes.append(Answer(proposal: proposal, inputs: inputs, size: size))
        }
    }
}
