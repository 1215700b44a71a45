import AccordFixtures
import AccordLayout
import Foundation
import XCTest

/// Answer reuse for ZStacks (issue 19): a ZStack of separable children is separable, so it
/// answers a question it was never asked from the lengths of answers it gave — and no frame
/// changes (a traced pass, which answers exact questions only, is the reference).
final class ZStackAnswerReuseTests: XCTestCase {
    typealias E = EngineTestSupport

    /// A ZStack of a fixed view and a flexible shape, asked 3 widths × 3 heights directly:
    /// separable, it computes only the questions that bring a new width or a new height.
    func testAZStackOfSeparableChildrenAnswersFromEarlierLengths() {
        let z = LayoutNode(LayoutAdapter(ZStackLayout(alignment: .topLeading)),
                           children: [E.fixed(30, 20), LayoutNode(ShapeBehaviour(), label: "shape")], label: "ZStack")
        let ctx = LayoutContext()
        let lengths: [CGFloat?] = [0, nil, 100]
        var answers: [CGSize] = []
        for w in lengths { for h in lengths { answers.append(z.sizeThatFits(ProposedViewSize(width: w, height: h), context: ctx)) } }
        // The answers themselves: the union of 30×20 and the shape (the proposal; 10 where unspecified).
        XCTAssertEqual(answers[0], CGSize(width: 30, height: 20))
        XCTAssertEqual(answers[4], CGSize(width: 30, height: 20))
        XCTAssertEqual(answers[8], CGSize(width: 100, height: 100))
        XCTAssertEqual(answers[2], CGSize(width: 30, height: 100))
        // Exact answers for all nine would compute the ZStack nine times (and its two children
        // nine times each); separable, the ZStack computes at most 1 + 2 + 2 = 5.
        XCTAssertLessThanOrEqual(ctx.measurementCount, 5 + 5 + 1, "measured \(ctx.measurementCount)")
    }

    func testSeparableZStackAnswersMatchExactAnswersOnRandomTrees() {
        var rng = SplitMix64(seed: 1913)
        let alignments: [Alignment] = [.center, .topLeading, .bottomTrailing, .leading, .top]
        func leaf() -> LayoutNode {
            switch rng.next() % 4 {
            case 0: return LayoutNode(ShapeBehaviour(), label: "shape")
            case 1: return LayoutNode(ShapeBehaviour(square: true), label: "circle")
            case 2: return E.fixed(CGFloat(rng.next() % 40), CGFloat(rng.next() % 40))
            default: return LayoutNode(IntrinsicBehaviour(ideal: CGSize(width: 30, height: 12), horizontal: .expand, vertical: .hug), label: "bar")
            }
        }
        func tree(_ depth: Int) -> LayoutNode {
            if depth == 0 || rng.next() % 4 == 0 { return leaf() }
            switch rng.next() % 4 {
            case 0: return LayoutNode(PaddingBehaviour(EdgeInsets(top: 3, leading: 5, bottom: 0, trailing: 8)), children: [tree(depth - 1)], label: "padding")
            case 1:
                let children = (0..<Int(1 + rng.next() % 3)).map { _ in tree(depth - 1) }
                if rng.next() % 2 == 0 { children[0].traits.priority = 1 }
                return LayoutNode(LayoutAdapter(ZStackLayout(alignment: alignments[Int(rng.next() % UInt64(alignments.count))])),
                                  children: children, label: "ZStack")
            case 2: return LayoutNode(FrameBehaviour(width: rng.next() % 2 == 0 ? 50 : nil, height: rng.next() % 2 == 0 ? 20 : nil, alignment: .topLeading),
                                      children: [tree(depth - 1)], label: "frame")
            default:
                let children = (0..<Int(1 + rng.next() % 3)).map { _ in tree(depth - 1) }
                return rng.next() % 2 == 0 ? LayoutNode(LayoutAdapter(HStackLayout(spacing: 4)), children: children, label: "HStack")
                    : LayoutNode(LayoutAdapter(VStackLayout()), children: children, label: "VStack")
            }
        }
        E.assertSeparableAnswersMatchExactAnswers(nextSeed: { rng.next() }, make: { seed in
            rng = SplitMix64(seed: seed)
            return tree(6)
        })
    }
}
