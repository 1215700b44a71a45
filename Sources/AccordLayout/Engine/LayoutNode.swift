// About 410 lines: one class — the node's storage, its sizing and its placing share the private parent link, extras and placement flags; the invalidation walk is LayoutNode+Invalidation.swift, the answer cache NodeCache.swift.
import Foundation

/// One view in the layout tree: what the view DSL builds and the engine sizes and places.
///
/// A node's answers to size questions are cached per question — its proposal and the
/// `LayoutInputs` its context carries — in its one `NodeCache`, for its whole life (a node's own
/// data never changes; `invalidate()` clears it and its ancestors when it does), so a container
/// can probe a child at zero, infinity and a share without repeating work below, and the answer
/// to a question never depends on which questions came before it.
package final class LayoutNode: @unchecked Sendable {
    package let behaviour: LayoutBehaviour
    package private(set) var children: [LayoutNode]
    /// The node whose children include this one (nil once that node is gone). Not `weak`: a weak
    /// reference gives every node a side table, and then every retain and release of a node
    /// takes the runtime's slow path (~15 % of a chain's layout instructions, callgrind). The
    /// parent clears it instead when it lets the node go (`deinit`, `setChildren`), so it never
    /// dangles.
    package var parent: LayoutNode? { parentLink }
    private unowned(unsafe) var parentLink: LayoutNode?
    /// Priority and `LayoutValueKey` values, seen by the parent container. Kept in `extras`
    /// when set (most nodes have neither: 16 bytes a node; issue 18, bytes per node).
    package var traits: LayoutTraits {
        get { extras?.traits ?? LayoutTraits() }
        set { if newValue.priority != 0 || !newValue.values.isEmpty || extras != nil { withExtras { $0.traits = newValue } } }
    }
    /// `traits.priority`, read without a copy of the traits (a stack asks it of every child).
    @inline(__always) package var layoutPriority: Double { extras?.traits.priority ?? 0 }
    /// `.accessibilityIdentifier`, used by frame dumps.
    package var identifier: String? {
        get { extras?.identifier }
        set { if newValue != nil || extras != nil { withExtras { $0.identifier = newValue } } }
    }
    /// What the node is, for dumps and traces: `HStack`, `Text("Hi")`, `.padding(16)`.
    package var label: String
    /// The direction the node lays its children out in: the one it declares, else the one its
    /// context brought when it was placed (left-to-right before it is placed). For readers after
    /// layout (drawing, safe-area regions); a behaviour reads `context.layoutDirection`.
    package var resolvedLayoutDirection: LayoutDirection {
        layoutDirection ?? placedInputsBox?.value.layoutDirection ?? .leftToRight
    }
    /// The name given by `.coordinateSpace(name:)`, if any.
    package var coordinateSpaceName: AnyHashable? {
        get { extras?.coordinateSpaceName }
        set { if newValue != nil || extras != nil { withExtras { $0.coordinateSpaceName = newValue } } }
    }
    /// What this node draws and how it affects its subtree's drawing; opaque to the engine.
    package var drawing: NodeDrawing?
    /// What this node contributes to preference values and observes of them; opaque to the engine.
    package var preferences: NodePreferences? {
        get { extras?.preferences }
        set { if newValue != nil || extras != nil { withExtras { $0.preferences = newValue } } }
    }
    /// A scrolled container's position (the live preview): its children are placed moved by it.
    package var scroll: ScrollOffsetState? {
        get { extras?.scroll }
        set { if newValue != nil || extras != nil { withExtras { $0.scroll = newValue } } }
    }
    /// What the node's behaviour is given after the node is made (a matched-geometry follower's
    /// source frame, known after a pass): node data, like the behaviour's own values, not an
    /// answer — `invalidate()` keeps it, so set it and then call `invalidate()`. Behaviours stay
    /// immutable values; this is where a node's changing input lives.
    package var behaviourInput: (any Sendable)? {
        get { extras?.behaviourInput }
        set { if newValue != nil || extras != nil { withExtras { $0.behaviourInput = newValue } } }
    }
    /// What the node's behaviour decided when the node was last placed and reads back later (a
    /// GeometryReader's frame it built its content for, a lazy container's placements of the
    /// lines it built): node data like the children it built then, not an answer — `invalidate()`
    /// keeps it. Behaviours stay immutable values; this is where what they build lives.
    package var placementState: (any Sendable)? {
        get { extras?.placementState }
        set { if newValue != nil || extras != nil { withExtras { $0.placementState = newValue } } }
    }

    /// What few nodes carry (an identifier, a coordinate space's name, a scroll position, a
    /// behaviour's input and placement state, preferences, a trace, what changed since the last
    /// pass), out of line: a node without them stays small
    /// (issue 18, bytes per node).
    final class Extras {
        var traits = LayoutTraits()
        var identifier: String?
        var coordinateSpaceName: AnyHashable?
        var scroll: ScrollOffsetState?
        var behaviourInput: (any Sendable)?
        var placementState: (any Sendable)?
        var preferences: NodePreferences?
        var trace: [(ProposedViewSize, CGSize)] = []
        /// The children below which something changed since this node was placed
        /// (`LayoutNode+Invalidation.swift`).
        var changedChildren: [LayoutNode] = []
        /// The answers this node gave before they were cleared, until its parent has compared
        /// them with its new ones (`LayoutNode+Invalidation.swift`).
        var previousCache: NodeCache?
    }
    private(set) var extras: Extras?
    func withExtras(_ change: (Extras) -> Void) {
        if extras == nil { extras = Extras() }
        change(extras!)
    }

    /// See `LayoutBehaviour.mayExportFrameGuides(node:)`; computed once (and not kept while a
    /// change below is unchecked: the check needs a context, this question has none).
    package var mayExportFrameGuides: Bool {
        if let k = cache.mayExportFrameGuides, !needsCheck { return k }
        return computeMayExportFrameGuides()
    }

    @inline(never)
    private func computeMayExportFrameGuides() -> Bool {
        let k = withRoom { behaviour.mayExportFrameGuides(node: self) }
        if !needsCheck { cache.mayExportFrameGuides = k }
        return k
    }

    /// How the node's size depends on its proposal (`LayoutBehaviour.sizeDependence`); computed
    /// once. Deeper than the context allows, general.
    package func sizeDependence(_ context: LayoutContext) -> SizeDependence {
        if needsCheck { revalidate(context) }
        return checkedSizeDependence(context)
    }

    /// `sizeDependence` once the node's answers are checked (`sizeThatFits` checked them).
    @inline(__always) private func checkedSizeDependence(_ context: LayoutContext) -> SizeDependence {
        if let d = cache.dependence { return d }
        return computeSizeDependence(context)
    }

    /// The behaviour's answer, once (out of line: asked once per node).
    @inline(never)
    private func computeSizeDependence(_ context: LayoutContext) -> SizeDependence {
        if context.depth >= context.maximumDepth { return .general }
        context.depth += 1
        // Checked every 8th level, as sizing is (each level of this recursion is one node's).
        let d = withRoom(atDepth: context.depth) { behaviour.sizeDependence(node: self, context: context) }
        context.depth -= 1
        cache.dependence = d
        return d
    }

    /// The behaviour's own state for this node (its typed extension of the cache), made by
    /// `make` on first use. A node has one behaviour, so one type of state.
    package func behaviourState<State: AnyObject>(_ make: () -> State) -> State {
        if let s = cache.behaviourState { return unsafeDowncast(s, to: State.self) }
        let s = make()
        cache.behaviourState = s
        return s
    }

    /// Every proposal received and the answer, when the context traces.
    package var trace: [(ProposedViewSize, CGSize)] { extras?.trace ?? [] }

    /// The frame the node was placed at in the root's coordinate space (not pixel-rounded).
    package internal(set) var frame: CGRect = .zero
    /// The proposal the node was placed with, once placed.
    package var placedProposal: ProposedViewSize? {
        isPlaced ? ProposedViewSize(width: Self.length(placedWidth), height: Self.length(placedHeight)) : nil
    }
    /// The placed proposal's lengths, an unspecified one as `unspecifiedLength` (16 bytes where a
    /// `ProposedViewSize?` takes 26; issue 18, bytes per node).
    private var placedWidth: CGFloat = 0, placedHeight: CGFloat = 0
    /// A NaN no arithmetic makes (its payload is not the default NaN's): a proposal's NaN length
    /// stays NaN and an unspecified one nil.
    private static let unspecifiedLength = CGFloat(Double(bitPattern: 0x7FF8_0000_0000_A11D))
    @inline(__always) private static func stored(_ length: CGFloat?) -> CGFloat { length ?? unspecifiedLength }
    @inline(__always) private static func length(_ stored: CGFloat) -> CGFloat? {
        Double(stored).bitPattern == Double(unspecifiedLength).bitPattern ? nil : stored
    }
    /// Whether the node was placed with `proposal` (`placedProposal == proposal`, without making it).
    @inline(__always) private func wasPlaced(with proposal: ProposedViewSize) -> Bool {
        isPlaced && Self.length(placedWidth) == proposal.width && Self.length(placedHeight) == proposal.height
    }
    /// The inputs the node was placed with (its context's), once placed.
    var placedInputsBox: LayoutInputsBox?
    package var placedInputs: LayoutInputs? { placedInputsBox?.value }

    /// What the node remembers between questions: answers, guides, spacing, facts and the
    /// behaviour's own state, in one place (`NodeCache`).
    var cache = NodeCache()

    // The one- and two-byte fields last, after the cache's own (they fill its tail: a node is
    // 248 bytes, a 256-byte allocation; issue 18, bytes per node). Stored properties are laid
    // out in the order declared.
    /// A layout direction this node declares for itself and its subtree (where the environment's
    /// changes); nil: the direction its context brings (the root's is the host's). Right-to-left
    /// mirrors the placement of the node's children.
    package var layoutDirection: LayoutDirection?
    /// The axis of the stack this node sits in directly (through modifiers), if any.
    package var stackAxis: Axis?
    /// Safe-area edges this node extends into (`.ignoresSafeArea`); used by hosts for the root.
    package var ignoredSafeAreaEdges: Edge.Set = []
    package internal(set) var isPlaced = false
    /// False once `invalidate()` touched this node or a descendant since it was placed.
    var placementIsCurrent = false
    /// True when the node's answers were cleared since it was placed (its own data changed, or
    /// what its children answer): its children's placements are computed again.
    var placementsChanged = false
    /// True when something below changed since the node's answers were cached: they are
    /// checked (`revalidate`) before they are used.
    var needsCheck = false
    /// The behaviour builds views while laid out (`LayoutBehaviour.buildsViewsWhileLaidOut`).
    let buildsViews: Bool
    /// What the node is to the views around it (a navigation stack, a scrollable list…), as the
    /// view that made it declares: the view layer reads this, never the label. Opaque to the engine.
    package var role: NodeRole = []

    package init(_ behaviour: LayoutBehaviour, children: [LayoutNode] = [], label: String) {
        self.behaviour = behaviour
        self.children = children
        self.label = label
        buildsViews = behaviour.buildsViewsWhileLaidOut
        for c in children { c.parentLink = self }
        if let axis = behaviour.stackOrientation {
            for c in children { c.inheritStackAxis(axis) }
        }
    }

    /// Replaces the children (GeometryReader builds its content when placed).
    package func setChildren(_ nodes: [LayoutNode]) {
        for c in children where c.parentLink === self { c.parentLink = nil }
        children = nodes
        for c in nodes { c.parentLink = self }
    }

    deinit {
        for c in children where c.parentLink === self { c.parentLink = nil }
    }

    private func inheritStackAxis(_ axis: Axis) {
        stackAxis = axis
        // Through a modifier to its content only (an overlay's layer is not in the stack).
        if behaviour.passesStackAxisThrough, let content = children.first {
            content.inheritStackAxis(axis)
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
        if needsCheck { revalidate(context) }
        let inputs = context.inputsBox
        // A traced pass records every distinct question, so it answers from exact questions only.
        let dependence = context.isTracing ? .general : checkedSizeDependence(context)
        if let known = cache.size(for: proposal, inputs, dependence) { return known }
        return measure(proposal, inputs, context: context)
    }

    /// Computes and keeps the answer to a question the cache does not hold (out of line: the
    /// question answered from the cache, most of them, stays a small function).
    @inline(never)
    private func measure(_ proposal: ProposedViewSize, _ inputs: LayoutInputsBox, context: LayoutContext) -> CGSize {
        if context.depth >= context.maximumDepth {
            context.diagnose("the view tree is deeper than \(context.maximumDepth) levels; deeper views are sized zero")
            return .zero
        }
        context.depth += 1
        context.countMeasurement()
        // The context as given when the node declares no direction (no copy of it to retain).
        var size = withRoom(atDepth: context.depth) {
            layoutDirection == nil ? behaviour.sizeThatFits(proposal, node: self, context: context)
                                   : behaviour.sizeThatFits(proposal, node: self, context: ownContext(context))
        }
        context.depth -= 1
        size = checked(size, context: context)
        cache.store(size, for: proposal, inputs)
        if context.isTracing { withExtras { $0.trace.append((proposal, size)) } }
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
        if needsCheck { revalidate(context) }
        if key.isFrameAlignment && !mayExportFrameGuides { return nil }
        for e in cache.guides where e.0 == key && e.1 == axis && e.2 == proposal && e.3.matches(context.inputsBox) { return e.4 }
        let size = sizeThatFits(proposal, context: context)
        let v = withRoom { behaviour.explicitGuide(key, axis, node: self, proposal: proposal, size: size, context: ownContext(context)) }
        cache.appendGuide((key, axis, proposal, context.inputsBox, v))
        return v
    }

    /// The node's spacing preferences (computed once; text's depend on its placed size).
    package func spacing(context: LayoutContext) -> ViewSpacing {
        if needsCheck { revalidate(context) }
        if let s = cache.spacing { return s }
        let s = withRoom { behaviour.spacing(node: self, context: ownContext(context)) }
        cache.spacing = s
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
        place(frame: CGRect(origin: CGPoint(x: origin.x + shift.width, y: origin.y + shift.height), size: size),
              proposal: proposal, context: context)
    }

    /// Places this node at `newFrame` (its size for `proposal`, at its origin with the render
    /// offset applied), then its subtree. A subtree placed before at the same frame and proposal
    /// is where it was: with nothing inside changed it is not walked; with its own answers kept
    /// (`placementsChanged` false) only the children below which something changed are placed
    /// again, where they were (relayout after a change walks only what moved).
    func place(frame newFrame: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
        withRoom(atDepth: context.depth) { placeHere(frame: newFrame, proposal: proposal, context: context) }
    }

    /// `place(frame:proposal:context:)` on this thread's stack.
    private func placeHere(frame newFrame: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
        let samePlace = wasPlaced(with: proposal) && newFrame == frame
            && placedInputsBox.map { $0.matches(context.inputsBox) } == true
        if samePlace && placementIsCurrent { return }
        context.countPlacement()
        if samePlace && !placementsChanged {
            placementIsCurrent = true
            guard let e = extras, !e.changedChildren.isEmpty else { return }
            let changed = e.changedChildren
            e.changedChildren = []
            if context.depth >= context.maximumDepth { return }
            context.depth += 1
            let inner = behaviour.childContext(ownContext(context), node: self, proposal: proposal, frame: frame)
            for child in changed where child.parentLink === self && child.isPlaced {
                guard let p = child.placedProposal else { continue }
                // Where the child was; its size asked again (an unchanged child answers from its cache).
                let size = child.sizeThatFits(p, context: inner)
                child.place(frame: CGRect(origin: child.frame.origin, size: size), proposal: p, context: inner)
            }
            context.depth -= 1
            return
        }
        frame = newFrame
        placedWidth = Self.stored(proposal.width)
        placedHeight = Self.stored(proposal.height)
        // Kept when it is the same box (no retain and release of it; a relayout's common case).
        if placedInputsBox !== context.inputsBox { placedInputsBox = context.inputsBox }
        isPlaced = true
        placementIsCurrent = true
        placementsChanged = false
        if let e = extras, !e.changedChildren.isEmpty { e.changedChildren = [] }
        // The context as given when the node declares no direction (no copy of it to retain).
        if layoutDirection == nil {
            placeChildren(proposal: proposal, own: context, depth: context)
        } else {
            placeChildren(proposal: proposal, own: ownContext(context), depth: context)
        }
    }

    /// The rest of `placeHere` once the node is placed: its behaviour told, its children placed.
    /// `own` is the node's own context (`ownContext`), `depth` the one whose depth counts.
    @inline(__always)
    private func placeChildren(proposal: ProposedViewSize, own: LayoutContext, depth context: LayoutContext) {
        behaviour.willPlaceChildren(of: self, in: frame, context: own)
        if children.isEmpty { return }
        if context.depth >= context.maximumDepth { return }
        context.depth += 1
        var placements = childPlacements(in: frame, proposal: proposal, context: own)
        scroll?.apply(&placements, in: frame)
        let inner = behaviour.childContext(own, node: self, proposal: proposal, frame: frame)
        let nodes = children
        for i in 0..<min(nodes.count, placements.count) {
            nodes.withNode(i) { $0.place(at: placements[i].origin, proposal: placements[i].proposal, context: inner) }
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

/// Roles a node declares for the view layer (`LayoutNode.role`); the view layer names the bits.
/// Not a trait: a modifier around the node does not take its role.
package struct NodeRole: OptionSet, Hashable, Sendable {
    package let rawValue: UInt16
    package init(rawValue: UInt16) { self.rawValue = rawValue }
}

extension Array where Element == LayoutNode {
    /// `body` of the node at `i`, borrowed: no retain and release around the call (a question
    /// to a child is ~200 instructions, its retain and release ~50). The array keeps the node
    /// alive for the call (the caller holds the array).
    @inline(__always) func withNode<R>(_ i: Int, _ body: (LayoutNode) -> R) -> R {
        precondition(i >= 0 && i < count)
        return withUnsafeBufferPointer { b in
            UnsafeRawPointer(b.baseAddress!).assumingMemoryBound(to: Unmanaged<LayoutNode>.self)[i]._withUnsafeGuaranteedRef(body)
        }
    }
}
