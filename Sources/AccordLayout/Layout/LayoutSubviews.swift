import Foundation

/// Collects `LayoutSubview.place` calls made during one `placeSubviews` call.
final class PlacementRecorder: @unchecked Sendable {
    var placements: [Placement?]
    var placedTwice = false
    init(count: Int) { placements = Array(repeating: nil, count: count) }
}

/// The subviews of a layout container, as its `Layout` sees them.
public struct LayoutSubviews: RandomAccessCollection, Equatable, Sendable {
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias SubSequence = LayoutSubviews

    let nodes: [LayoutNode]
    let context: LayoutContext
    let recorder: PlacementRecorder?
    public let startIndex: Int
    public let endIndex: Int

    init(nodes: [LayoutNode], context: LayoutContext, recorder: PlacementRecorder?) {
        self.nodes = nodes
        self.context = context
        self.recorder = recorder
        startIndex = 0
        endIndex = nodes.count
    }

    private init(_ base: LayoutSubviews, _ range: Range<Int>) {
        nodes = base.nodes
        context = base.context
        recorder = base.recorder
        startIndex = range.lowerBound
        endIndex = range.upperBound
    }

    public var layoutDirection: LayoutDirection { context.layoutDirection }

    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(node: nodes[index], index: index, context: context, recorder: recorder)
    }

    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(self, bounds) }

    public static func == (a: Self, b: Self) -> Bool {
        a.startIndex == b.startIndex && a.endIndex == b.endIndex
            && a.nodes.count == b.nodes.count
            && zip(a.nodes, b.nodes).allSatisfy { $0 === $1 }
    }

    /// Runs `place` with a fresh recorder and returns what it placed, one entry per subview.
    func recordPlacements(in bounds: CGRect, _ place: (LayoutSubviews) -> Void) -> [Placement?] {
        let rec = PlacementRecorder(count: nodes.count)
        place(LayoutSubviews(nodes: nodes, context: context, recorder: rec))
        return rec.placements
    }

    /// Folds the subviews' explicit values of one guide, as placed, into the container's value.
    func merge(_ key: AlignmentKey, _ axis: Axis, placements: [Placement?], bounds: CGRect) -> CGFloat? {
        var result: CGFloat?
        var n = 0
        for (i, node) in nodes.enumerated() {
            guard let p = placements[i] else { continue }
            guard let v = node.explicitGuide(key, axis, proposal: p.proposal, context: context) else { continue }
            let offset = axis == .horizontal ? p.origin.x - bounds.minX : p.origin.y - bounds.minY
            key.combine(v + offset, n, into: &result)
            n += 1
        }
        return result
    }
}

/// One subview of a layout container: ask it for sizes, then place it.
public struct LayoutSubview: Equatable, Sendable {
    let node: LayoutNode
    let index: Int
    let context: LayoutContext
    let recorder: PlacementRecorder?

    public static func == (a: Self, b: Self) -> Bool { a.node === b.node }

    /// The size the subview wants for `proposal` (cached for the layout pass).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        node.sizeThatFits(proposal.sanitized(), context: context)
    }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        node.dimensions(proposal.sanitized(), context: context)
    }

    public var priority: Double { node.layoutPriority }

    public var spacing: ViewSpacing { node.spacing(context: context) }

    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { node.traits[key] }

    /// Places the subview: its `anchor` point goes to `position`, and it takes the size it
    /// answers for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        guard let recorder else {
            context.diagnose("place(at:) was called outside placeSubviews; ignored")
            return
        }
        let p = proposal.sanitized()
        let size = node.sizeThatFits(p, context: context)
        var origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        if !origin.x.isFinite || !origin.y.isFinite {
            context.diagnose("a subview was placed at a non-finite position \(position); placed at the origin")
            origin = CGPoint(x: origin.x.isFinite ? origin.x : 0, y: origin.y.isFinite ? origin.y : 0)
        }
        if recorder.placements[index] != nil { recorder.placedTwice = true }
        recorder.placements[index] = Placement(origin: origin, proposal: p, size: size)
    }
}
