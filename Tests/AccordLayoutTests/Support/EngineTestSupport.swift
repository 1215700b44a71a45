import AccordFixtures
import AccordLayout
import Foundation
import XCTest

/// The helpers the engine tests share (one copy, issue 19): leaves, and the check that answers
/// a node derives from other questions' answers give the frames exact answers give.
enum EngineTestSupport {
    /// A view of a fixed ideal size that hugs it on both axes.
    static func fixed(_ w: CGFloat = 10, _ h: CGFloat = 10) -> LayoutNode {
        LayoutNode(IntrinsicBehaviour(ideal: CGSize(width: w, height: h), horizontal: .hug, vertical: .hug), label: "fixed")
    }

    /// The tree's frames at `p`. A traced pass answers from exact questions only, so its frames
    /// are the reference for an untraced one.
    static func frames(_ make: () -> LayoutNode, _ p: ProposedViewSize, traced: Bool) -> String {
        let ctx = LayoutContext()
        ctx.isTracing = traced
        return LayoutPass(root: make(), proposal: p, context: ctx).dump()
    }

    /// `count` random trees, each `make(seed)` for a seed from `nextSeed` (built twice: once per
    /// pass), at 320×480, nil×200 and unspecified: the untraced pass's frames are the traced one's.
    static func assertSeparableAnswersMatchExactAnswers(count: Int = 200, nextSeed: () -> UInt64, make: (UInt64) -> LayoutNode,
                                                        file: StaticString = #filePath, line: UInt = #line) {
        for i in 0..<count {
            let seed = nextSeed()
            for p in [ProposedViewSize(width: 320, height: 480), ProposedViewSize(width: nil, height: 200), .unspecified] {
                XCTAssertEqual(frames({ make(seed) }, p, traced: false), frames({ make(seed) }, p, traced: true),
                               "tree \(i) at \(p)", file: file, line: line)
            }
        }
    }
}
