import AccordLayout
import Foundation
import XCTest

/// Engine-level tests of the public `Layout` protocol, without the view DSL: nodes are built by
/// hand from leaves of known sizes.
final class LayoutProtocolTests: XCTestCase {
    func leaf(_ w: CGFloat, _ h: CGFloat) -> LayoutNode {
        LayoutNode(IntrinsicBehaviour(ideal: CGSize(width: w, height: h), horizontal: .hug, vertical: .hug), label: "leaf \(w)×\(h)")
    }

    func layout<L: Layout>(_ l: L, _ children: [LayoutNode], _ p: ProposedViewSize) -> (LayoutPass, LayoutContext) {
        let ctx = LayoutContext()
        let root = LayoutNode(LayoutAdapter(l), children: children, label: "\(L.self)")
        return (LayoutPass(root: root, proposal: p, canvas: p.replacingUnspecifiedDimensions(by: .zero), context: ctx), ctx)
    }

    struct Garbage: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: CGFloat.nan, height: -5)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews.first?.place(at: CGPoint(x: CGFloat.nan, y: 0), proposal: .unspecified)
            subviews.first?.place(at: .zero, proposal: .unspecified)
        }
    }

    func testALayoutThatAnswersNaNAndNegativeSizesIsSizedZeroAndReported() {
        let (pass, ctx) = layout(Garbage(), [leaf(10, 10), leaf(20, 20)], ProposedViewSize(width: 100, height: 100))
        XCTAssertEqual(pass.root.frame.size, .zero)
        XCTAssertTrue(ctx.diagnostics.contains { $0.contains("NaN size") }, "\(ctx.diagnostics)")
        XCTAssertTrue(ctx.diagnostics.contains { $0.contains("more than once") }, "\(ctx.diagnostics)")
        XCTAssertTrue(ctx.diagnostics.contains { $0.contains("did not place 1") }, "\(ctx.diagnostics)")
    }

    struct PlacesNothing: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 100, height: 100) }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    /// SwiftUI centres a subview its layout never placed.
    func testAnUnplacedSubviewIsCentredInTheBounds() {
        let child = leaf(10, 20)
        let (pass, _) = layout(PlacesNothing(), [child], ProposedViewSize(width: 100, height: 100))
        XCTAssertEqual(pass.pixelFrame(child), CGRect(x: 45, y: 40, width: 10, height: 20))
    }

    /// A measurement is made once per (view, proposal): 20 nested HStacks around one leaf
    /// measure that leaf a bounded number of times (the stack probes at 0, ∞ and a share).
    func testNestedStacksMeasureEachLeafABoundedNumberOfTimes() {
        var counts: [Int] = []
        for depth in [5, 10, 20] {
            let ctx = LayoutContext()
            final class Counting: LayoutBehaviour, @unchecked Sendable {
                var calls = 0
                func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
                    calls += 1
                    return CGSize(width: min(p.width ?? 10, 50), height: 10)
                }
            }
            let counting = Counting()
            var node = LayoutNode(counting, label: "leaf")
            for i in 0..<depth {
                let other = leaf(5, 5)
                let behaviour: LayoutBehaviour = i % 2 == 0 ? LayoutAdapter(HStackLayout()) : LayoutAdapter(VStackLayout())
                node = LayoutNode(behaviour, children: [node, other], label: "stack")
            }
            _ = LayoutPass(root: node, proposal: ProposedViewSize(width: 300, height: 300), context: ctx)
            counts.append(counting.calls)
        }
        // Distinct proposals reaching the leaf are bounded (widths and heights each in
        // {0, ∞, one share}), whatever the depth.
        XCTAssertLessThanOrEqual(counts[2], 9, "leaf measured \(counts) times for depths 5, 10, 20")
        XCTAssertLessThanOrEqual(counts[2], counts[1] + 2)
    }

    func testRightToLeftMirrorsACustomLayoutsPlacements() {
        struct LeftToRight: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 100, height: 10) }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                subviews[0].place(at: CGPoint(x: bounds.minX, y: bounds.minY), proposal: .unspecified)
            }
        }
        let child = leaf(10, 10)
        let ctx = LayoutContext()
        let root = LayoutNode(LayoutAdapter(LeftToRight()), children: [child], label: "ltr")
        root.layoutDirection = .rightToLeft
        let pass = LayoutPass(root: root, proposal: ProposedViewSize(width: 100, height: 10), context: ctx)
        XCTAssertEqual(pass.pixelFrame(child).minX, 90)
    }

    func testATreeAThousandLevelsDeepLaysOutWithoutOverflowing() {
        var node = leaf(10, 10)
        for _ in 0..<1_000 {
            node = LayoutNode(PaddingBehaviour(EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)), children: [node], label: "padding")
        }
        let ctx = LayoutContext()
        let pass = LayoutPass(root: node, proposal: .unspecified, context: ctx)
        XCTAssertEqual(pass.root.frame.size, CGSize(width: 2010, height: 2010))
    }

    func testProposalsAreSanitized() {
        let p = ProposedViewSize(width: .nan, height: -3).sanitized()
        XCTAssertNil(p.width)
        XCTAssertEqual(p.height, 0)
    }

    func testPixelRoundingSnapsEdgesHalvesUp() {
        let ctx = LayoutContext(scale: 3)
        // 62.5 pt = 187.5 px rounds up to 188 px = 62.667 pt.
        let r = ctx.pixelAligned(CGRect(x: 62.5, y: 0, width: 75, height: 10))
        XCTAssertEqual(r.minX, 188.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(r.maxX, 413.0 / 3, accuracy: 1e-9)
    }
}
