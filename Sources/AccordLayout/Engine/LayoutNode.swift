import Foundation

/// One view in the layout tree: what the view DSL builds and the engine sizes and places.
///
/// A node's answers to size questions are cached per question — its proposal and the
/// `LayoutInputs` its context carries — for its whole life (a node's own data never changes;
/// `invalidate()` clears it and its ancestors when it does), so a container can probe a child at
/// zero, infinity and a share without repeating work below, and the answer to a question never
/// depends on which questions came before it.
package final class LayoutNode: @unchecked Sendable {
    package let behaviour: LayoutBehaviour
    package private(set) var children: [LayoutNode]
    package private(set) weak var parent: LayoutNode?
    /// Priority and `LayoutValueKey` values, seen by the parent container.
    package var traits = LayoutTraits()
    /// `.accessibilityIdentifier`, used by frame dumps.
    package var identifier: String?
    /// What the node is, for dumps and traces: `HStack`, `Text("Hi")`, `.padding(16)`.
    package var label: String
    /// A layout direction this node declares for itself and its subtree (where the environment's
    /// changes); nil: the direction its context brings (the root's is the host's). Right-to-left
    /// mirrors the placement of the node's children.
    package var layoutDirection: LayoutDirection?
    /// The direction the node lays its children out in: the one it declares, else the one its
    /// context brought when it was placed (left-to-right before it is placed). For readers after
    /// layout (drawing, safe-area regions); a behaviour reads `context.layoutDirection`.
    package var resolvedLayoutDirection: LayoutDirection {
        layoutDirection ?? placedInputsBox?.value.layoutDirection ?? .leftToRight
    }
    /// The axis of the stack this node sits in directly (through modifiers), if any.
    package var stackAxis: Axis?
    /// The name given by `.coordinateSpace(name:)`, if any.
    package var coordinateSpaceName: AnyHashable?
    /// Safe-area edges this node extends into (`.ignoresSafeArea`); used by hosts for the root.
    package var ignoredSafeAreaEdges: Edge.Set = []
    /// What this node draws and how it affects its subtree's drawing; opaque to the engine.
    package var drawing: NodeDrawing?

    /// One answered question: the proposal, the inputs it came with, the answer.
    private struct Answer {
        var proposal: ProposedViewSize
        var inputs: LayoutInputsBox
        var size: CGSize
        @inline(__always) func answers(_ p: ProposedViewSize, _ i: LayoutInputsBox) -> Bool {
            proposal == p && inputs.matches(i)
        }
    }
    // Cache of answered questions: the first few inline, the rest in an array.
    private var cache0: Answer?
    private var cache1: Answer?
    private var cache2: Answer?
    private var cache3: Answer?
    private var cachedAnswers: [Answer] = []
    private var guideCache: [(AlignmentKey, Axis, ProposedViewSize, LayoutInputsBox, CGFloat?)] = []
    private var frameGuidesKnown: Bool?

    /// See `LayoutBehaviour.mayExportFrameGuides(node:)`; computed once.
    package var mayExportFrameGuides: Bool {
        if let k = frameGuidesKnown { return k }
        let k = behaviour.mayExportFrameGuides(node: self)
        frameGuidesKnown = k
        return k
    }
    /// Every proposal received and the answer, when the context traces.
    package private(set) var trace: [(ProposedViewSize, CGSize)] = []

    /// The frame the node was placed at in the root's coordinate space (not pixel-rounded).
    package internal(set) var frame: CGRect = .zero
    /// The proposal the node was placed with, once placed.
    package internal(set) var placedProposal: ProposedViewSize?
    /// The inputs the node was placed with (its context's), once placed.
    var placedInputsBox: LayoutInputsBox?
    package var placedInputs: LayoutInputs? { placedInputsBox?.value }
    package internal(set) var isPlaced = false
    /// False once `invalidate()` touched this node since it was placed.
    var placementIsCurrent = false

    package init(_ behaviour: LayoutBehaviour, children: [LayoutNode] = [], label: String) {
        self.behaviour = behaviour
        self.children = children
        self.label = label
        for c in children { c.parent = self }
        if let axis = behaviour.stackOrientation {
            for c in children { c.inheritStackAxis(axis) }
        }
    }

    /// Replaces the children (GeometryReader builds its content when placed).
    package func setChildren(_ nodes: [LayoutNode]) {
        children = nodes
        for c in nodes { c.parent = self }
    }

    private func inheritStackAxis(_ axis: Axis) {
        stackAxis = axis
        // Through a modifier to its content only (an overlay's layer is not in the stack).
        if behaviour.passesStackAxisThrough, let content = children.first {
            content.inheritStackAxis(axis)
        }
    }

    /// Forgets cached answers here and in every ancestor (after this node's inputs changed).
    package func invalidate() {
        var n: LayoutNode? = self
        while let node = n {
            node.cache0 = nil; node.cache1 = nil; node.cache2 = nil; node.cache3 = nil
            node.placementIsCurrent = false
            node.cachedSpacing = nil
            node.cachedAnswers.removeAll(keepingCapacity: true)
            node.guideCache.removeAll()
            node.behaviour.invalidateCache()
            n = node.parent
        }
    }

    // MARK: Sizing

    /// The context this node's behaviour works in: the one it was given, with the direction the
    /// node declares.
    @inline(__always) func ownContext(_ context: LayoutContext) -> LayoutContext {
        guard let d = layoutDirection else { return context }
        return context.with(layoutDirection: d)
    }

    /// The size this node wants for `proposal` under the context's inputs; computed once per
    /// distinct question.
    package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
        let inputs = context.inputsBox
        if let c = cache0, c.answers(proposal, inputs) { return c.size }
        if let c = cache1, c.answers(proposal, inputs) { return c.size }
        if let c = cache2, c.answers(proposal, inputs) { return c.size }
        if let c = cache3, c.answers(proposal, inputs) { return c.size }
        for c in cachedAnswers where c.answers(proposal, inputs) { return c.size }
        if context.depth >= context.maximumDepth {
            context.diagnose("the view tree is deeper than \(context.maximumDepth) levels; deeper views are sized zero")
            return .zero
        }
        context.depth += 1
        context.countMeasurement()
        var size = behaviour.sizeThatFits(proposal, node: self, context: ownContext(context))
        context.depth -= 1
        size = checked(size, context: context)
        let answer = Answer(proposal: proposal, inputs: inputs, size: size)
        if cache0 == nil { cache0 = answer }
        else if cache1 == nil { cache1 = answer }
        else if cache2 == nil { cache2 = answer }
        else if cache3 == nil { cache3 = answer }
        else { cachedAnswers.append(answer) }
        if context.isTracing { trace.append((proposal, size)) }
        return size
    }

    private func checked(_ size: CGSize, context: LayoutContext) -> CGSize {
        var s = size
        if s.width.isNaN || s.height.isNaN {
            context.diagnose("\(label) answered a NaN size \(size); using 0")
            if s.width.isNaN { s.width = 0 }
            if s.height.isNaN { s.height = 0 }
        }
        if s.width < 0 || s.height < 0 {
            context.diagnose("\(label) answered a negative size \(size); using 0")
            s.width = max(0, s.width)
            s.height = max(0, s.height)
        }
        return s
    }

    package func dimensions(_ proposal: ProposedViewSize, context: LayoutContext) -> ViewDimensions {
        let size = sizeThatFits(proposal, context: context)
        return ViewDimensions(size: size, source: GuideSource(node: self, proposal: proposal, context: context))
    }

    /// The explicit value of a guide, in this node's own coordinates, when placed for `proposal`.
    func explicitGuide(_ key: AlignmentKey, _ axis: Axis, proposal: ProposedViewSize, context: LayoutContext) -> CGFloat? {
        if key.isFrameAlignment && !mayExportFrameGuides { return nil }
        for e in guideCache where e.0 == key && e.1 == axis && e.2 == proposal && e.3.matches(context.inputsBox) { return e.4 }
        let size = sizeThatFits(proposal, context: context)
        let v = behaviour.explicitGuide(key, axis, node: self, proposal: proposal, size: size, context: ownContext(context))
        guideCache.append((key, axis, proposal, context.inputsBox, v))
        return v
    }

    private var cachedSpacing: ViewSpacing?

    /// The node's spacing preferences (computed once; text's depend on its placed size).
    package func spacing(context: LayoutContext) -> ViewSpacing {
        if let s = cachedSpacing { return s }
        let s = behaviour.spacing(node: self, context: ownContext(context))
        cachedSpacing = s
        return s
    }

    // MARK: Placing

    /// Computes where the children go inside `bounds` (pure: nothing is recorded on them).
    /// `context` is the node's own (`ownContext`).
    func childPlacements(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext) -> [Placement] {
        var placements = behaviour.placements(node: self, in: bounds, proposal: proposal, context: context)
        if context.layoutDirection == .rightToLeft {
            for i in placements.indices {
                placements[i].origin.x = bounds.minX + bounds.maxX - placements[i].origin.x - placements[i].size.width
            }
        }
        return placements
    }

    /// Places this node with its top-leading corner at `origin`, then its subtree.
    func place(at origin: CGPoint, proposal: ProposedViewSize, context: LayoutContext) {
        let size = sizeThatFits(proposal, context: context)
        let shift = behaviour.renderOffset
        let newFrame = CGRect(origin: CGPoint(x: origin.x + shift.width, y: origin.y + shift.height), size: size)
        // A subtree placed before at the same frame and proposal, with nothing inside changed,
        // is where it was (relayout after a change walks only what moved).
        if isPlaced && placementIsCurrent && newFrame == frame && placedProposal == proposal,
           let placed = placedInputsBox, placed.matches(context.inputsBox) { return }
        frame = newFrame
        placedProposal = proposal
        placedInputsBox = context.inputsBox
        isPlaced = true
        placementIsCurrent = true
        let own = ownContext(context)
        behaviour.willPlaceChildren(of: self, in: frame, context: own)
        if children.isEmpty { return }
        if context.depth >= context.maximumDepth { return }
        context.depth += 1
        let placements = childPlacements(in: frame, proposal: proposal, context: own)
        let inner = behaviour.childContext(own, node: self, proposal: proposal, frame: frame)
        for (child, p) in zip(children, placements) {
            child.place(at: p.origin, proposal: p.proposal, context: inner)
        }
        context.depth -= 1
    }
}

/// Lets `ViewDimensions` compute explicit guides lazily, only when a container asks.
struct GuideSource: @unchecked Sendable {
    unowned let node: LayoutNode
    let proposal: ProposedViewSize
    let context: LayoutContext

    func value(_ key: AlignmentKey, _ axis: Axis) -> CGFloat? {
        node.explicitGuide(key, axis, proposal: proposal, context: context)
    }
}
