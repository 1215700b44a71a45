@testable import AccordLayout
import Foundation
import XCTest

/// A pass runs on its caller's thread and goes on on a large stack only where the recursion
/// nears the end of that thread's stack (`StackRoom`, issue 18): a shallow tree starts no
/// thread, a deep one lays out without overflowing, and both give the frames a pass run wholly
/// on a large stack gives.
final class StackRoomTests: XCTestCase {
    private func leaf() -> LayoutNode { EngineTestSupport.fixed(10, 10) }

    /// `levels` paddings of 1 around a 10×10 leaf: the root is 10 + 2 × levels square.
    private func nested(_ levels: Int) -> LayoutNode {
        var node = leaf()
        for _ in 0..<levels {
            node = LayoutNode(PaddingBehaviour(EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)), children: [node], label: "padding")
        }
        return node
    }

    /// A chain of stacks, each [next level, 10×10], alternating HStack and VStack.
    private func chain(_ n: Int) -> LayoutNode {
        var node = LayoutNode(ShapeBehaviour(), label: "flexible")
        for k in (0..<n).reversed() {
            let layout: LayoutBehaviour = k % 2 == 0 ? LayoutAdapter(HStackLayout(spacing: 0)) : LayoutAdapter(VStackLayout(spacing: 0))
            node = LayoutNode(layout, children: [node, leaf()], label: k % 2 == 0 ? "HStack" : "VStack")
        }
        return node
    }

    /// Every node's frame, depth first (iterative: `dump()` indents each line by its depth,
    /// quadratic in a chain's length).
    private func frames(_ root: LayoutNode) -> [CGRect] {
        var out: [CGRect] = [], stack = [root]
        while let n = stack.popLast() {
            out.append(n.frame)
            stack.append(contentsOf: n.children.reversed())
        }
        return out
    }

    /// The frames of a pass run wholly on a large stack (as every pass ran before).
    private func framesOnALargeStack(_ make: () -> LayoutNode, _ p: ProposedViewSize) -> [CGRect] {
        var result: [CGRect] = []
        withLargeStack {
            let root = make()
            _ = LayoutPass(root: root, proposal: p, context: LayoutContext())
            result = frames(root)
        }
        return result
    }

    func testAShallowTreeIsLaidOutOnTheCallersThread() {
        let before = StackRoom.largeStacksStartedHere
        let p = ProposedViewSize(width: 1000, height: 1000)
        let pass = LayoutPass(root: chain(100), proposal: p, context: LayoutContext())
        XCTAssertEqual(StackRoom.largeStacksStartedHere, before, "a 201-node chain started a thread")
        XCTAssertEqual(frames(pass.root), framesOnALargeStack({ chain(100) }, p))
    }

    func testATreeDeeperThanTheThreadsStackGoesOnOnALargeStack() {
        // 15,000 levels (the depth limit is 20,000): far more than 8 MB of recursion.
        let levels = 15_000
        let before = StackRoom.largeStacksStartedHere
        var root: LayoutNode? = nested(levels)
        var pass: LayoutPass? = LayoutPass(root: root!, proposal: .unspecified, context: LayoutContext())
        XCTAssertEqual(pass?.root.frame.size, CGSize(width: 10 + 2 * levels, height: 10 + 2 * levels))
        XCTAssertGreaterThan(StackRoom.largeStacksStartedHere, before)
        XCTAssertEqual(frames(root!), framesOnALargeStack({ nested(levels) }, .unspecified))
        // Releasing a chain of nodes recurses too: done on a large stack.
        withLargeStack { pass = nil; root = nil }
    }

    func testAPassOnAThreadWithASmallStackLaysOutADeepTree() {
        // 256 KB: less than a pass wants, so it starts on a large stack at once.
        final class Job: @unchecked Sendable { var root: LayoutNode?; var size = CGSize.zero }
        let job = Job()
        var attr = pthread_attr_t()
        pthread_attr_init(&attr)
        pthread_attr_setstacksize(&attr, 256 << 10)
        var thread = pthread_t()
        XCTAssertEqual(pthread_create(&thread, &attr, { raw in
            let job = Unmanaged<Job>.fromOpaque(raw!).takeUnretainedValue()
            var node = LayoutNode(ShapeBehaviour(), label: "leaf")
            for _ in 0..<3_000 {
                node = LayoutNode(PaddingBehaviour(EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)), children: [node], label: "padding")
            }
            job.root = node  // let go on the test's thread, not this small stack
            job.size = LayoutPass(root: node, proposal: ProposedViewSize(width: 8000, height: 8000), context: LayoutContext()).root.frame.size
            return nil
        }, Unmanaged.passUnretained(job).toOpaque()), 0)
        pthread_attr_destroy(&attr)
        pthread_join(thread, nil)
        XCTAssertEqual(job.size, CGSize(width: 8000, height: 8000))
        withLargeStack { job.root = nil }
    }
}
