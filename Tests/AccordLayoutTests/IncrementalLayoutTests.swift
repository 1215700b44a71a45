import AccordFixtures
import AccordLayout
import Foundation
import XCTest

/// Relayout after a change (issue 18, goal 3; `LayoutNode+Invalidation.swift`): a tree laid out,
/// changed at a few leaves and laid out again gives exactly the frames a fresh tree built with the
/// changes gives (the reference: nothing cached), while measuring and placing only what the
/// change reaches.
final class IncrementalLayoutTests: XCTestCase {
    /// A leaf whose size changes between passes: an intrinsic size that hugs or expands per axis
    /// (so a change can also change how its size depends on its proposal).
    final class ChangingLeaf: LayoutBehaviour, @unchecked Sendable {
        var ideal: CGSize
        var horizontal: IntrinsicBehaviour.Sizing
        var vertical: IntrinsicBehaviour.Sizing
        init(_ ideal: CGSize, _ h: IntrinsicBehaviour.Sizing, _ v: IntrinsicBehaviour.Sizing) {
            self.ideal = ideal; horizontal = h; vertical = v
        }
        func sizeDependence(node: LayoutNode, context: LayoutContext) -> SizeDependence {
            var constant: Axis.Set = []
            if horizontal == .hug { constant.insert(.horizontal) }
            if vertical == .hug { constant.insert(.vertical) }
            return .separable(constant: constant)
        }
        func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
            CGSize(width: horizontal == .hug ? ideal.width : (p.width ?? ideal.width),
                   height: vertical == .hug ? ideal.height : (p.height ?? ideal.height))
        }
    }

    /// A random tree and its changing leaves, the same for the same seed.
    struct Tree {
        var root: LayoutNode
        var leaves: [(LayoutNode, ChangingLeaf)] = []
    }

    static func makeTree(seed: UInt64) -> Tree {
        var rng = SplitMix64(seed: seed)
        var leaves: [(LayoutNode, ChangingLeaf)] = []
        func pick<T>(_ xs: [T]) -> T { xs[Int(rng.next() % UInt64(xs.count))] }
        func leaf() -> LayoutNode {
            switch rng.next() % 6 {
            case 0: return LayoutNode(ShapeBehaviour(), label: "shape")
            case 1: return LayoutNode(SpacerBehaviour(minLength: rng.next() % 2 == 0 ? nil : 6), label: "Spacer")
            default:
                let b = ChangingLeaf(CGSize(width: CGFloat(rng.next() % 60), height: CGFloat(rng.next() % 30)),
                                     rng.next() % 3 == 0 ? .expand : .hug, rng.next() % 3 == 0 ? .expand : .hug)
                let n = LayoutNode(b, label: "leaf\(leaves.count)")
                leaves.append((n, b))
                return n
            }
        }
        func tree(_ depth: Int) -> LayoutNode {
            if depth == 0 || rng.next() % 5 == 0 { return leaf() }
            let node: LayoutNode
            switch rng.next() % 9 {
            case 0: node = LayoutNode(PaddingBehaviour(EdgeInsets(top: 3, leading: 5, bottom: 0, trailing: 8)), children: [tree(depth - 1)], label: "padding")
            case 1: node = LayoutNode(FrameBehaviour(width: rng.next() % 2 == 0 ? 50 : nil, height: rng.next() % 2 == 0 ? 20 : nil, alignment: pick([.topLeading, .center, .bottomTrailing])),
                                      children: [tree(depth - 1)], label: "frame")
            case 2: node = LayoutNode(FlexFrameBehaviour(minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: rng.next() % 2 == 0 ? 15 : nil,
                                                         idealHeight: nil, maxHeight: nil, alignment: pick([.leading, .center, .trailing])),
                                      children: [tree(depth - 1)], label: "flexframe")
            case 3: node = LayoutNode(AlignmentGuideBehaviour(HorizontalAlignment.leading) { d in d.width * 0.25 }, children: [tree(depth - 1)], label: "guide")
            case 4:
                let children = (0..<Int(1 + rng.next() % 3)).map { _ in tree(depth - 1) }
                node = LayoutNode(LayoutAdapter(ZStackLayout(alignment: pick([.center, .topLeading, .bottomTrailing]))), children: children, label: "ZStack")
            default:
                let children = (0..<Int(1 + rng.next() % 4)).map { _ in tree(depth - 1) }
                if children.count > 1 && rng.next() % 4 == 0 { children[1].traits.priority = 1 }
                let spacing: CGFloat? = rng.next() % 2 == 0 ? nil : 4
                node = rng.next() % 2 == 0
                    ? LayoutNode(LayoutAdapter(HStackLayout(alignment: pick([.center, .top, .bottom]), spacing: spacing)), children: children, label: "HStack")
                    : LayoutNode(LayoutAdapter(VStackLayout(alignment: pick([.center, .leading, .trailing]), spacing: spacing)), children: children, label: "VStack")
            }
            return node
        }
        let root = tree(6)
        return Tree(root: root, leaves: leaves)
    }

    /// Every placed node's exact frame (not pixel-rounded), depth first.
    static func frames(_ root: LayoutNode) -> String {
        var out = ""
        func walk(_ n: LayoutNode, _ depth: Int) {
            guard n.isPlaced else { return }
            out += String(repeating: " ", count: depth) + "\(n.label) \(n.frame.minX) \(n.frame.minY) \(n.frame.width) \(n.frame.height)\n"
            for c in n.children { walk(c, depth + 1) }
        }
        walk(root, 0)
        return out
    }

    /// A change to one leaf: its index among the tree's changing leaves and its new values.
    struct Change { var leaf: Int; var ideal: CGSize; var h: IntrinsicBehaviour.Sizing; var v: IntrinsicBehaviour.Sizing }

    static func apply(_ changes: [Change], to tree: Tree, invalidating: Bool) {
        for c in changes where c.leaf < tree.leaves.count {
            let (node, b) = tree.leaves[c.leaf]
            b.ideal = c.ideal; b.horizontal = c.h; b.vertical = c.v
            if invalidating { node.invalidate() }
        }
    }

    func testRelayoutAfterChangesGivesAFreshLayoutsFrames() {
        var rng = SplitMix64(seed: 1803)
        let proposals = [ProposedViewSize(width: 320, height: 480), ProposedViewSize(width: nil, height: 200),
                         ProposedViewSize(width: 390, height: nil), .unspecified]
        var changedTrees = 0
        for i in 0..<300 {
            let seed = rng.next()
            let tree = Self.makeTree(seed: seed)
            guard !tree.leaves.isEmpty else { continue }
            let ctx = LayoutContext()
            var p = proposals[Int(rng.next() % UInt64(proposals.count))]
            _ = LayoutPass(root: tree.root, proposal: p, context: ctx)
            let before = Self.frames(tree.root)
            var applied: [Change] = []
            // Three rounds of changes on the same tree (the last often undoes an earlier one).
            for round in 0..<3 {
                let changes = (0..<Int(1 + rng.next() % 3)).map { _ in
                    Change(leaf: Int(rng.next() % UInt64(tree.leaves.count)),
                           ideal: CGSize(width: CGFloat(rng.next() % 60), height: CGFloat(rng.next() % 30)),
                           h: rng.next() % 3 == 0 ? .expand : .hug, v: rng.next() % 3 == 0 ? .expand : .hug)
                }
                applied += changes
                Self.apply(changes, to: tree, invalidating: true)
                if round == 2 && rng.next() % 2 == 0 { p = proposals[Int(rng.next() % UInt64(proposals.count))] }
                _ = LayoutPass(root: tree.root, proposal: p, context: ctx)
                let fresh = Self.makeTree(seed: seed)
                Self.apply(applied, to: fresh, invalidating: false)
                _ = LayoutPass(root: fresh.root, proposal: p, context: LayoutContext())
                let expected = Self.frames(fresh.root)
                XCTAssertEqual(Self.frames(tree.root), expected, "tree \(i) (seed \(seed)) round \(round) at \(p)")
                if expected != before { changedTrees += 1 }
            }
            // Nothing changed since: a pass at the same proposal measures and places nothing.
            ctx.resetCounters()
            _ = LayoutPass(root: tree.root, proposal: p, context: ctx)
            XCTAssertEqual(ctx.measurementCount, 0, "tree \(i)")
            XCTAssertEqual(ctx.placementCount, 0, "tree \(i)")
        }
        // The changes moved something in most rounds (the check compares real relayouts).
        XCTAssertGreaterThan(changedTrees, 300)
    }

    /// The benchmark's relayout (`accord-bench`, workload (e)): a list of rows
    /// [leaf 40×20, flexible shape, fixed 40×20], the middle row's first leaf 40 → 60 wide. The
    /// row keeps its size, so only the leaf, its row and the list are measured or placed again:
    /// the same counts for 500 and 5,000 rows.
    func testRelayoutAfterALeafChangedIsFlatInTheRowCount() {
        func relayout(_ rows: Int) -> (measurements: Int, placements: Int, frame: CGRect) {
            let leaf = ChangingLeaf(CGSize(width: 40, height: 20), .hug, .hug)
            let list = LayoutNode(LayoutAdapter(VStackLayout(spacing: 0)), children: (0..<rows).map { i in
                LayoutNode(LayoutAdapter(HStackLayout(spacing: 0)), children: [
                    i == rows / 2 ? LayoutNode(leaf, label: "changing") : EngineTestSupport.fixed(40, 20),
                    LayoutNode(ShapeBehaviour(), label: "shape"), EngineTestSupport.fixed(40, 20)], label: "HStack")
            }, label: "VStack")
            let ctx = LayoutContext()
            let p = ProposedViewSize(width: 390, height: nil)
            _ = LayoutPass(root: list, proposal: p, context: ctx)
            leaf.ideal.width = 60
            list.children[rows / 2].children[0].invalidate()
            ctx.resetCounters()
            _ = LayoutPass(root: list, proposal: p, context: ctx)
            return (ctx.measurementCount, ctx.placementCount, list.children[rows / 2].children[1].frame)
        }
        let small = relayout(500), large = relayout(5_000)
        print("relayout: 500 rows \(small.measurements) measurements, \(small.placements) placed; 5,000 rows \(large.measurements), \(large.placements)")
        XCTAssertEqual(small.measurements, large.measurements)
        XCTAssertEqual(small.placements, large.placements)
        // The list (walked to the row), the row, its three children: before, every row was walked.
        XCTAssertLessThanOrEqual(large.placements, 5)
        XCTAssertLessThanOrEqual(large.measurements, 20)
        // The shape beside the leaf gave it 20 points: 390 − 60 − 40 wide, 20 points further right.
        XCTAssertEqual(large.frame.width, 290)
        XCTAssertEqual(large.frame.minX, 60)
    }
}
