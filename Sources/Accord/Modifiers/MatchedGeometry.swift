import Foundation
import AccordLayout

// `matchedGeometryEffect`, for still frames. SwiftUI's documentation: views in a namespace that
// share an id form a group; the view with `isSource: true` supplies the geometry, and every
// other view of the group with `isSource: false` is given the source's geometry (`properties`:
// its size, its position, or both — the frame), aligned at `anchor`. Animation between
// positions is inert (a still frame is the end state). So here: the source keeps its geometry;
// a non-source view whose source is present is proposed the source's size and placed with its
// `anchor` point on the source's `anchor` point (its parent still lays it out where it would
// be: the effect moves it, like `offset`). Without a source present it is laid out as usual.
// Several sources for one id are undefined in SwiftUI; Accord uses the first and says so.

/// Which geometry a matched view takes from its source.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// Shares geometry between views with the same `id` in `namespace` (see above).
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                    properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        nodeModifier { content, ctx in
            content(ctx).map { n in
                let key = MatchedGeometryRegistry.Key(namespace: namespace, id: AnyHashable(id))
                if isSource {
                    let w = wrap(n, TransparentBehaviour(), label: ".matchedGeometryEffect(isSource: true)")
                    ctx.diagnostics.matchedGeometry.addSource(key, w, ctx.diagnostics)
                    return w
                }
                let w = wrap(n, MatchedGeometryBehaviour(properties: properties, anchor: anchor),
                             label: ".matchedGeometryEffect(isSource: false)")
                ctx.diagnostics.matchedGeometry.addFollower(key, w)
                return w
            }
        }
    }

    /// Inert (iOS 18 zoom transitions and geometry groups have no still-frame effect).
    public func geometryGroup() -> Self { self }
}

/// The groups of one build: sources by key, and the views that follow them.
final class MatchedGeometryRegistry: @unchecked Sendable {
    struct Key: Hashable {
        let namespace: Namespace.ID
        let id: AnyHashable
    }
    private let lock = NSLock()
    private var sources: [Key: LayoutNode] = [:]
    private var followers: [(Key, LayoutNode)] = []

    func addSource(_ key: Key, _ node: LayoutNode, _ sink: DiagnosticSink) {
        Invalidation.noteEffect()
        lock.lock()
        defer { lock.unlock() }
        if sources[key] != nil {
            sink.add("matchedGeometryEffect: several views with isSource: true share the id \(key.id); SwiftUI's result is undefined (Accord uses the first)")
            return
        }
        sources[key] = node
    }

    func addFollower(_ key: Key, _ node: LayoutNode) {
        Invalidation.noteEffect()
        lock.lock()
        followers.append((key, node))
        lock.unlock()
    }

    /// Gives each follower its source's frame from `pass` (the follower node's
    /// `behaviourInput`: the behaviour is an immutable value); true when any changed (the tree
    /// must then be laid out again).
    func resolve(_ pass: LayoutPass, _ sink: DiagnosticSink) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        var changed = false
        for (key, node) in followers {
            guard let source = sources[key], source.isPlaced else { continue }
            if MatchedGeometryBehaviour.sourceFrame(of: node) != source.frame {
                node.invalidate()
                node.behaviourInput = source.frame
                changed = true
            }
        }
        return changed
    }
}

/// A view that takes its source's size and/or position: the source's frame in the root's space,
/// which the registry gives the node after a pass (`LayoutNode.behaviourInput`).
struct MatchedGeometryBehaviour: UnaryBehaviour {
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint

    init(properties: MatchedGeometryProperties, anchor: UnitPoint) {
        self.properties = properties
        self.anchor = anchor
    }

    /// The source frame given to `node`, if any yet.
    static func sourceFrame(of node: LayoutNode) -> CGRect? { node.behaviourInput as? CGRect }

    private func contentProposal(_ p: ProposedViewSize, _ node: LayoutNode) -> ProposedViewSize {
        if let f = Self.sourceFrame(of: node), properties.contains(.size) { return ProposedViewSize(f.size) }
        return p
    }

    func placements(node: LayoutNode, in bounds: CGRect, proposal: ProposedViewSize,
                             context: LayoutContext) -> [Placement] {
        let p = contentProposal(proposal, node)
        let size = childSize(node, p, context)
        var origin = bounds.origin
        if let f = Self.sourceFrame(of: node), properties.contains(.position) {
            origin = CGPoint(x: f.minX + anchor.x * f.width - anchor.x * size.width,
                             y: f.minY + anchor.y * f.height - anchor.y * size.height)
        }
        return [Placement(origin: origin, proposal: p, size: size)]
    }
}
