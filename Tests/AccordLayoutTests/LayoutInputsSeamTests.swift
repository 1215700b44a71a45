import AccordLayout
import Foundation
import XCTest

/// The inputs of a question are part of its cache key: the seam the safe-area model builds on.
final class LayoutInputsSeamTests: XCTestCase {
    /// A leaf as tall as the top safe-area inset it is given (a stand-in for `.ignoresSafeArea`).
    final class InsetReader: LayoutBehaviour, @unchecked Sendable {
        func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
            CGSize(width: 10, height: context.inputs.safeAreaInsets.top)
        }
    }

    /// A container that passes its children a 20 pt top inset.
    final class InsetsChildren: LayoutBehaviour, @unchecked Sendable {
        func childContext(_ context: LayoutContext, node: LayoutNode, proposal: ProposedViewSize,
                                   frame: CGRect?) -> LayoutContext {
            context.with { $0.safeAreaInsets.top = 20 }
        }
        func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
            node.children[0].sizeThatFits(p, context: childContext(context, node: node, proposal: p, frame: nil))
        }
        func placements(node: LayoutNode, in bounds: CGRect, proposal: ProposedViewSize,
                                 context: LayoutContext) -> [Placement] {
            let inner = childContext(context, node: node, proposal: proposal, frame: nil)
            return [Placement(origin: bounds.origin, proposal: proposal,
                              size: node.children[0].sizeThatFits(proposal, context: inner))]
        }
    }

    func testTheSameProposalUnderOtherInsetsIsAnotherQuestion() {
        let leaf = LayoutNode(InsetReader(), label: "reader")
        let root = LayoutNode(InsetsChildren(), children: [leaf], label: "insets")
        let ctx = LayoutContext()
        let p = ProposedViewSize(width: 100, height: 100)
        XCTAssertEqual(leaf.sizeThatFits(p, context: ctx).height, 0)
        XCTAssertEqual(leaf.sizeThatFits(p, context: ctx.with { $0.safeAreaInsets.top = 44 }).height, 44)
        let pass = LayoutPass(root: root, proposal: p, context: ctx)
        XCTAssertEqual(leaf.frame.height, 20)
        XCTAssertEqual(leaf.placedInputs?.safeAreaInsets.top, 20)
        XCTAssertEqual(root.placedInputs?.safeAreaInsets.top, 0)
        XCTAssertEqual(leaf.sizeThatFits(p, context: pass.context(of: leaf)).height, 20)
    }

    func testADeclaredDirectionReachesTheSubtree() {
        let leaf = LayoutNode(InsetReader(), label: "reader")
        let inner = LayoutNode(InsetsChildren(), children: [leaf], label: "inner")
        inner.layoutDirection = .rightToLeft
        let root = LayoutNode(InsetsChildren(), children: [inner], label: "root")
        _ = LayoutPass(root: root, proposal: ProposedViewSize(width: 10, height: 10), context: LayoutContext())
        XCTAssertEqual(root.placedInputs?.layoutDirection, .leftToRight)
        XCTAssertEqual(inner.placedInputs?.layoutDirection, .leftToRight)
        XCTAssertEqual(leaf.placedInputs?.layoutDirection, .rightToLeft)
    }
}
