import Foundation
import AccordLayout

/// `ignoresSafeArea(_:edges:)`: sized as its content for the proposal (its parent lays it out
/// as if nothing changed); when placed, on each ignored edge where its frame reaches the safe
/// area it proposes its content that much more and moves it out by as much, so the content
/// fills the insets there; the content's safe area then reaches the screen's edge on those
/// edges. Where the frame does not reach the safe area's edge (a padded or stacked view), there
/// is nothing to extend into.
/// Its node declares `.ignoresSafeArea` and its `ignoredSafeAreaEdges`, which `safeRegion(of:)`
/// reads to give its children a region that reaches the screen's edge there.
struct IgnoresSafeAreaBehaviour: UnaryBehaviour {
    let edges: Edge.Set

    init(edges: Edge.Set) { self.edges = edges }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        childSize(node, proposal, context)
    }

    func placements(node: LayoutNode, in bounds: CGRect, proposal: ProposedViewSize,
                             context: LayoutContext) -> [Placement] {
        var i = EdgeInsets()
        if let region = safeRegion(of: node) {
            let all = region.insets(of: bounds)
            let e = physical(edges, context.layoutDirection)
            if e.contains(.top) { i.top = all.top }
            if e.contains(.bottom) { i.bottom = all.bottom }
            if e.contains(.leading) { i.leading = all.leading }
            if e.contains(.trailing) { i.trailing = all.trailing }
        }
        let p = ProposedViewSize(width: proposal.width.map { $0 + i.leading + i.trailing },
                                 height: proposal.height.map { $0 + i.top + i.bottom })
        return [Placement(origin: CGPoint(x: bounds.minX - i.leading, y: bounds.minY - i.top), proposal: p,
                          size: childSize(node, p, context))]
    }
}

extension View {
    /// Lets the view extend into the safe area on `edges` where it touches it: a full-screen
    /// background (`Color.black.ignoresSafeArea()`) fills the screen under the status bar and
    /// home indicator, at any depth. Only the container region moves views (`.keyboard` has
    /// nothing to ignore in a still frame).
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        let e: Edge.Set = regions.contains(.container) ? edges : []
        return nodeModifier { content, ctx in
            content(ctx).map { n in
                guard !e.isEmpty else { return n }
                let w = wrap(n, IgnoresSafeAreaBehaviour(edges: e), label: ".ignoresSafeArea(edges: \(edgeNames(e)))")
                    .declaring(.ignoresSafeArea)
                w.ignoredSafeAreaEdges = e
                return w
            }
        }
    }

    /// The iOS 13 form of `ignoresSafeArea(.all, edges:)`.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { ignoresSafeArea(.all, edges: edges) }
}

func edgeNames(_ e: Edge.Set) -> String {
    if e == .all { return ".all" }
    if e == .vertical { return ".vertical" }
    if e == .horizontal { return ".horizontal" }
    var names: [String] = []
    if e.contains(.top) { names.append(".top") }
    if e.contains(.leading) { names.append(".leading") }
    if e.contains(.bottom) { names.append(".bottom") }
    if e.contains(.trailing) { names.append(".trailing") }
    return "[" + names.joined(separator: ", ") + "]"
}
