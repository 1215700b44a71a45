import AccordLayout
import Foundation
import XCTest

/// One answer cache per node (`NodeCache`): how many sizes the engine computes for the
/// benchmark's stretch-aligned chains (Sources/accord-bench, workload (c)), and that answering a
/// separable node's questions from other questions' answers changes no frame.
final class AnswerCacheTests: XCTestCase {
    func fixed(_ w: CGFloat = 10, _ h: CGFloat = 10) -> LayoutNode {
        LayoutNode(IntrinsicBehaviour(ideal: CGSize(width: w, height: h), horizontal: .hug, vertical: .hug), label: "fixed")
    }

    func stack(_ horizontal: Bool, _ children: [LayoutNode], spacing: CGFloat? = 0) -> LayoutNode {
        horizontal ? LayoutNode(LayoutAdapter(HStackLayout(spacing: spacing)), children: children, label: "HStack")
                   : LayoutNode(LayoutAdapter(VStackLayout(spacing: spacing)), children: children, label: "VStack")
    }

    /// The bench's chain: n nested stacks alternating H/V, each [next level, fixed 10×10],
    /// the innermost a flexible shape.
    func chain(_ n: Int) -> LayoutNode {
        var node = LayoutNode(ShapeBehaviour(), label: "flexible")
        for k in (0..<n).reversed() { node = stack(k % 2 == 0, [node, fixed()]) }
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

    /// A traced pass answers from exact questions only; its frames are the reference.
    func frames(_ make: () -> LayoutNode, _ p: ProposedViewSize, traced: Bool) -> String {
        let ctx = LayoutContext()
        ctx.isTracing = traced
        return LayoutPass(root: make(), proposal: p, context: ctx).dump()
    }

    func testSeparableAnswersMatchExactAnswersOnRandomTrees() {
        var rng = SystemRandomNumberGenerator.Seeded(seed: 19)
        func leaf() -> LayoutNode {
            switch rng.next() % 5 {
            case 0: return LayoutNode(ShapeBehaviour(), label: "shape")
            case 1: return LayoutNode(ShapeBehaviour(square: true), label: "circle")
            case 2: return fixed(CGFloat(rng.next() % 40), CGFloat(rng.next() % 40))
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
        for i in 0..<200 {
            let seed = rng.next()
            // The same tree for both passes: built from the same seed.
            let make = { () -> LayoutNode in
                rng = SystemRandomNumberGenerator.Seeded(seed: seed)
                return tree(6)
            }
            for p in [ProposedViewSize(width: 320, height: 480), ProposedViewSize(width: nil, height: 200), .unspecified] {
                XCTAssertEqual(frames(make, p, traced: false), frames(make, p, traced: true), "tree \(i) at \(p)")
            }
        }
    }
}

extension SystemRandomNumberGenerator {
    /// A small deterministic generator (SplitMix64) for reproducible trees.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
