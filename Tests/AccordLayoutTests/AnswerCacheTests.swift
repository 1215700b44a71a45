import AccordFixtures
import AccordLayout
import Foundation
import XCTest

/// One answer cache per node (`NodeCache`): how many sizes the engine computes for the
/// benchmark's stretch-aligned chains (Sources/accord-bench, workload (c)), and that answering a
/// separable node's questions from other questions' answers changes no frame.
final class AnswerCacheTests: XCTestCase {
    typealias E = EngineTestSupport

    func stack(_ horizontal: Bool, _ children: [LayoutNode], spacing: CGFloat? = 0) -> LayoutNode {
        horizontal ? LayoutNode(LayoutAdapter(HStackLayout(spacing: spacing)), children: children, label: "HStack")
                   : LayoutNode(LayoutAdapter(VStackLayout(spacing: spacing)), children: children, label: "VStack")
    }

    /// The bench's chain: n nested stacks alternating H/V, each [next level, fixed 10×10],
    /// the innermost a flexible shape.
    func chain(_ n: Int) -> LayoutNode {
        var node = LayoutNode(ShapeBehaviour(), label: "flexible")
        for k in (0..<n).reversed() { node = stack(k % 2 == 0, [node, E.fixed()]) }
        return node
    }

    func measurements(_ n: Int) -> Int {
        let ctx = LayoutContext()
        _ = LayoutPass(root: chain(n), proposal: ProposedViewSize(width: 1000, height: 1000), context: ctx)
        return ctx.measurementCount
    }

    /// Each level's stack is asked three widths (0, ∞, its share) by three heights; separable,
    /// it computes an answer only for a question that brings a new width or a new height (at
    /// most 1 + 2 + 2 = 5), and its fixed leaf computes one. Before the cache was one per node
    /// and per-axis, the chains measured 889 and 1,789 times (18 per level).
    func testAStretchAlignedChainComputesAtMostSixAnswersPerLevel() {
        let c50 = measurements(50), c100 = measurements(100)
        print("chain_50 measurements: \(c50), chain_100 measurements: \(c100)")
        XCTAssertLessThanOrEqual(c50, 6 * 50 + 5)
        XCTAssertLessThanOrEqual(c100, 6 * 100 + 5)
    }

    func testSeparableAnswersMatchExactAnswersOnRandomTrees() {
        var rng = SplitMix64(seed: 19)
        func leaf() -> LayoutNode {
            switch rng.next() % 5 {
            case 0: return LayoutNode(ShapeBehaviour(), label: "shape")
            case 1: return LayoutNode(ShapeBehaviour(square: true), label: "circle")
            case 2: return E.fixed(CGFloat(rng.next() % 40), CGFloat(rng.next() % 40))
            case 3: return LayoutNode(IntrinsicBehaviour(ideal: CGSize(width: 30, height: 12), horizontal: .expand, vertical: .hug), label: "bar")
            default: return LayoutNode(SpacerBehaviour(minLength: nil), label: "Spacer")
            }
        }
        func tree(_ depth: Int) -> LayoutNode {
            if depth == 0 || rng.next() % 4 == 0 { return leaf() }
            switch rng.next() % 4 {
            case 0: return LayoutNode(PaddingBehaviour(EdgeInsets(top: 3, leading: 5, bottom: 0, trailing: 8)), children: [tree(depth - 1)], label: "padding")
            case 1: return LayoutNode(FrameBehaviour(width: rng.next() % 2 == 0 ? 50 : nil, height: rng.next() % 2 == 0 ? 20 : nil, alignment: .topLeading),
                                      children: [tree(depth - 1)], label: "frame")
            default: return stack(rng.next() % 2 == 0, (0..<Int(1 + rng.next() % 3)).map { _ in tree(depth - 1) },
                                  spacing: rng.next() % 2 == 0 ? nil : 4)
            }
        }
        // The same tree for both passes: built from the same seed.
        E.assertSeparableAnswersMatchExactAnswers(nextSeed: { rng.next() }, make: { seed in
            rng = SplitMix64(seed: seed)
            return tree(6)
        })
    }
}
