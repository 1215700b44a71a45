import Foundation

/// What a node is told from above besides its proposal, the same while it is sized and placed:
/// immutable, passed down with every question (as Flutter passes `BoxConstraints`), never written
/// during a pass. A node's answer is a function of its proposal and these inputs, and the engine
/// caches it under both — so answers do not depend on the order questions are asked in.
///
/// A container changes them for its subtree only through `LayoutBehaviour.childContext`
/// (`ScrollViewBehaviour` adds its viewport) or a node's declared `layoutDirection`.
package struct LayoutInputs: Hashable, Sendable {
    /// The direction the node lays its children out in; right-to-left mirrors their placement.
    /// Set at the root (the host's environment) and changed for a subtree by a node that
    /// declares one (`LayoutNode.layoutDirection`: where `.environment(\.layoutDirection, …)` is).
    package var layoutDirection: LayoutDirection
    /// The nearest enclosing `ScrollView`: its axes and the proposal it was given (the container
    /// of `containerRelativeFrame`, the viewport lazy stacks estimate and fill).
    package var viewport: ScrollViewport?
    /// The safe-area insets this node's region is inset by. Zero for now: the seam the safe-area
    /// model builds on (a host sets the root's; containers pass each child the part of their
    /// own that the child reaches, in `childContext`; `.ignoresSafeArea` reads them to expand
    /// its proposal). Part of the cache key like every input, so a node asked under other
    /// insets answers again.
    package var safeAreaInsets: EdgeInsets
    /// The proposal of the nearest container `containerRelativeFrame` measures against: a
    /// ScrollView's, or the content area a `NavigationStack` leaves under its bars
    /// (`ContainerBehaviour`); nil: the root container (the host's). Set by the container in
    /// `childContext`, like every input.
    package var container: ProposedViewSize?

    package init(layoutDirection: LayoutDirection = .leftToRight, viewport: ScrollViewport? = nil,
                safeAreaInsets: EdgeInsets = EdgeInsets(), container: ProposedViewSize? = nil) {
        self.layoutDirection = layoutDirection
        self.viewport = viewport
        self.safeAreaInsets = safeAreaInsets
        self.container = container
    }
}

/// The nearest enclosing ScrollView, as its descendants see it: its scroll axes and the
/// proposal it was sized (and placed) for.
package struct ScrollViewport: Hashable, Sendable {
    package let axes: Axis.Set
    /// The proposal the ScrollView was given.
    package let proposal: ProposedViewSize

    package init(axes: Axis.Set, proposal: ProposedViewSize) {
        self.axes = axes
        self.proposal = proposal
    }

    package func scrolls(_ axis: Axis) -> Bool { axes.contains(axis == .horizontal ? .horizontal : .vertical) }

    /// The container length on `axis`: the ScrollView's proposal, when finite.
    package func length(_ axis: Axis) -> CGFloat? {
        proposal[axis].flatMap { $0.isFinite ? $0 : nil }
    }
}

/// Inputs shared by reference down a subtree: nodes compare them by identity first (the common
/// case: one box for the whole tree), by value otherwise.
package final class LayoutInputsBox: @unchecked Sendable {
    package let value: LayoutInputs
    /// The box a node that declares `layoutDirection` last derived from this one (so a subtree
    /// keeps sharing one box).
    fileprivate var derived: (LayoutDirection, LayoutInputsBox)?
    package init(_ value: LayoutInputs) { self.value = value }

    @inline(__always) package func matches(_ other: LayoutInputsBox) -> Bool {
        self === other || value == other.value
    }
}

/// Services and counters one layout pass shares (the text measurer, diagnostics); the mutable
/// part of a context, never an input to an answer.
package final class LayoutPassState: @unchecked Sendable {
    let textMeasurer: any TextMeasurer
    var scale: CGFloat
    var measurementCount = 0
    var placementCount = 0
    var diagnostics: [String] = []
    var seenDiagnostics = Set<String>()
    var isTracing = false
    var maximumDepth = 20_000
    var depth = 0
    /// Arrays a stack orders its children in while it solves, reused (one per level of nesting
    /// in use at once; a solve takes one and gives it back).
    var scratchOrders: [[SpaceDistribution.Item]] = []

    init(textMeasurer: any TextMeasurer, scale: CGFloat) {
        self.textMeasurer = textMeasurer
        self.scale = scale
    }
}

/// What every size and placement question carries: the node's `LayoutInputs` (immutable,
/// flowing down) and the pass's shared services. A pass starts from the root's context; a node
/// passes its own down, or a derived one (`with`). Not shared between threads.
package struct LayoutContext: @unchecked Sendable {
    package let state: LayoutPassState
    package let inputsBox: LayoutInputsBox
    /// The part of the root's space the nearest ScrollView shows (its placed frame), while
    /// placing only: which lines a lazy container builds. Never read while sizing, and not an
    /// input to any answer.
    package var visibleRect: CGRect?

    package init(textMeasurer: any TextMeasurer = FixedMetricTextMeasurer(), scale: CGFloat = 3,
                layoutDirection: LayoutDirection = .leftToRight) {
        self.init(textMeasurer: textMeasurer, scale: scale, inputs: LayoutInputs(layoutDirection: layoutDirection))
    }

    package init(textMeasurer: any TextMeasurer = FixedMetricTextMeasurer(), scale: CGFloat = 3, inputs: LayoutInputs) {
        state = LayoutPassState(textMeasurer: textMeasurer, scale: scale.isFinite && scale > 0 ? scale : 3)
        inputsBox = LayoutInputsBox(inputs)
    }

    private init(state: LayoutPassState, inputsBox: LayoutInputsBox, visibleRect: CGRect?) {
        self.state = state
        self.inputsBox = inputsBox
        self.visibleRect = visibleRect
    }

    /// The inputs of the node this context is passed to.
    package var inputs: LayoutInputs { inputsBox.value }
    package var layoutDirection: LayoutDirection { inputsBox.value.layoutDirection }

    /// The same pass with other inputs (for a subtree).
    package func with(inputs: LayoutInputs) -> LayoutContext {
        inputs == inputsBox.value ? self : LayoutContext(state: state, inputsBox: LayoutInputsBox(inputs), visibleRect: visibleRect)
    }

    /// The same pass with inputs changed by `change`.
    package func with(_ change: (inout LayoutInputs) -> Void) -> LayoutContext {
        var i = inputsBox.value
        change(&i)
        return with(inputs: i)
    }

    /// The context below a node that declares `direction` (one box per parent box, reused).
    func with(layoutDirection direction: LayoutDirection) -> LayoutContext {
        if direction == inputsBox.value.layoutDirection { return self }
        if let (d, box) = inputsBox.derived, d == direction {
            return LayoutContext(state: state, inputsBox: box, visibleRect: visibleRect)
        }
        var i = inputsBox.value
        i.layoutDirection = direction
        let box = LayoutInputsBox(i)
        inputsBox.derived = (direction, box)
        return LayoutContext(state: state, inputsBox: box, visibleRect: visibleRect)
    }

    package func with(inputsBox box: LayoutInputsBox) -> LayoutContext {
        LayoutContext(state: state, inputsBox: box, visibleRect: visibleRect)
    }

    package func with(visibleRect rect: CGRect?) -> LayoutContext {
        LayoutContext(state: state, inputsBox: inputsBox, visibleRect: rect)
    }

    // MARK: The pass's services

    package var textMeasurer: any TextMeasurer { state.textMeasurer }
    /// Points per pixel: frames are rounded to 1/scale points.
    package var scale: CGFloat {
        get { state.scale }
        nonmutating set { state.scale = newValue }
    }
    /// How many sizes were computed (cache misses) during this pass's life.
    package var measurementCount: Int { state.measurementCount }
    /// How many nodes were placed (or placed again: walked for a change below) during this
    /// pass's life; a subtree that did not move is not counted.
    package var placementCount: Int { state.placementCount }
    /// Human-readable problems met while laying out (bad sizes, unplaced subviews...).
    package var diagnostics: [String] { state.diagnostics }
    /// When set, every node records each proposal it receives and what it answered.
    package var isTracing: Bool {
        get { state.isTracing }
        nonmutating set { state.isTracing = newValue }
    }
    /// Deepest recursion allowed before a subtree is given up on (reported, sized zero).
    package var maximumDepth: Int {
        get { state.maximumDepth }
        nonmutating set { state.maximumDepth = newValue }
    }
    var depth: Int {
        get { state.depth }
        nonmutating set { state.depth = newValue }
    }

    package func diagnose(_ message: String) {
        if state.seenDiagnostics.insert(message).inserted { state.diagnostics.append(message) }
    }

    package func resetCounters() {
        state.measurementCount = 0
        state.placementCount = 0
    }

    func countMeasurement() { state.measurementCount &+= 1 }
    func countPlacement() { state.placementCount &+= 1 }
}
