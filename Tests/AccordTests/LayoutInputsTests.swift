import Accord
import Foundation
import XCTest

/// Inputs flow down (issue 19): the viewport, the layout direction and the safe-area insets reach
/// a node with its proposal, never as state written while sizing, so an answer does not depend on
/// which questions were asked before it.
final class LayoutInputsTests: XCTestCase {
    private func host<V: View>(_ view: V, _ p: ProposedViewSize) -> HostedLayout {
        HostedLayout(view, proposal: p, textMeasurer: FixedMetricTextMeasurer())
    }

    /// Rows of unequal heights, so that a lazy stack's estimate depends on how far it measures.
    private func uneven() -> some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<300, id: \.self) { i in Color.red.frame(height: i < 20 ? 10 : 50) }
            }
        }
    }

    /// Before issue 19 a ScrollView wrote its last proposal into a shared viewport while being
    /// sized, and the LazyVStack inside estimated from whichever proposal came last: asking the
    /// ScrollView at 100 pt first made the stack answer another length for the same question.
    func testALazyStackAnswersTheSameWhicheverScrollViewProposalCameLast() throws {
        let p = ProposedViewSize(width: 390, height: 844)
        let laidOut = host(uneven(), p)
        let stack = try XCTUnwrap(laidOut.pass.allNodes().first { $0.label == "LazyVStack" })
        let question = try XCTUnwrap(stack.placedProposal)
        let inputs = try XCTUnwrap(stack.placedInputs)
        XCTAssertEqual(inputs.viewport, ScrollViewport(axes: .vertical, proposal: p))

        // Another tree of the same view, laid out at another size first (another history).
        let other = host(uneven(), ProposedViewSize(width: 390, height: 100))
        let scroll = try XCTUnwrap(other.pass.allNodes().first { $0.label == "ScrollView" })
        let otherStack = try XCTUnwrap(scroll.children.first)
        XCTAssertEqual(otherStack.label, "LazyVStack")
        let ctx = other.pass.context.with(inputs: inputs)
        XCTAssertEqual(otherStack.sizeThatFits(question, context: ctx), stack.frame.size)
        // And the 100 pt viewport is another question, with its own answer (20 rows of 10 and
        // the rest estimated from them: a viewport of 100 + 100 measures 20 × 10 + 1 × 50).
        let short = other.pass.context(of: otherStack)
        XCTAssertEqual(short.inputs.viewport?.proposal.height, 100)
        XCTAssertNotEqual(otherStack.sizeThatFits(question, context: short).height, stack.frame.height)
    }

    /// `.padding(.leading, 20)` under `.environment(\.layoutDirection, .rightToLeft)` pads the
    /// right edge (Apple: "leading" is the right edge in a right-to-left context). The direction
    /// now reaches every node below the environment change, modifiers of leaves included (it
    /// used to be copied onto containers only).
    func testRightToLeftReachesAModifierOfALeaf() throws {
        let h = host(Color.red.frame(width: 10, height: 10).accessibilityIdentifier("c")
            .padding(.leading, 20)
            .environment(\.layoutDirection, .rightToLeft), ProposedViewSize(width: 100, height: 20))
        // The padded view is 30 wide, centred: 35–65; its content on the leading (left… right
        // in RTL) side of the padding: 35–45.
        let c = try XCTUnwrap(h.frame(of: "c"))
        XCTAssertEqual(c.minX, 35)
        XCTAssertEqual(c.maxX, 45)
    }

    /// Left-to-right outside the environment change: the same view pads its left edge.
    func testLeftToRightOutsideTheChange() throws {
        let h = host(HStack {
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("c").padding(.leading, 20)
        }.environment(\.layoutDirection, .leftToRight), ProposedViewSize(width: 100, height: 20))
        let c = try XCTUnwrap(h.frame(of: "c"))
        XCTAssertEqual(c.minX, 55)
    }
}
