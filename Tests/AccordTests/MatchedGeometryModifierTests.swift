import Accord
import Foundation
import XCTest

/// `matchedGeometryEffect` in a still frame (SwiftUI's documentation: a view with
/// `isSource: false` takes the geometry of the group's source).
final class MatchedGeometryModifierTests: XCTestCase {
    struct Pair: View {
        @Namespace var ns
        var properties: MatchedGeometryProperties = .frame
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: 100, height: 50)
                    .matchedGeometryEffect(id: "card", in: ns)
                    .accessibilityIdentifier("source")
                Color.blue
                    .matchedGeometryEffect(id: "card", in: ns, properties: properties, isSource: false)
                    .frame(width: 20, height: 20)
                    .accessibilityIdentifier("follower-slot")
            }
        }
    }

    private func frames<V: View>(_ v: V) -> [String: CGRect] {
        let h = HostedLayout(v, proposal: ProposedViewSize(width: 200, height: 200), textMeasurer: FixedMetricTextMeasurer())
        var out: [String: CGRect] = [:]
        for (id, f) in h.frames() { out[id] = f }
        // The follower's own frame: the colour node inside the effect.
        func find(_ n: LayoutNode) -> LayoutNode? {
            if n.label.hasPrefix(".matchedGeometryEffect(isSource: false)") { return n.children.first }
            for c in n.children { if let f = find(c) { return f } }
            return nil
        }
        if let f = find(h.root) { out["follower"] = h.pass.pixelFrame(f) }
        return out
    }

    /// The stack is 50 + 20 = 70 tall, centred in 200: the source at (50, 65, 100×50). The
    /// follower takes exactly that frame; its slot in the stack stays where it was.
    func testANonSourceViewTakesTheSourceFrame() {
        let f = frames(Pair())
        XCTAssertEqual(f["source"], CGRect(x: 50, y: 65, width: 100, height: 50))
        XCTAssertEqual(f["follower"], CGRect(x: 50, y: 65, width: 100, height: 50))
        XCTAssertEqual(f["follower-slot"], CGRect(x: 90, y: 115, width: 20, height: 20))
    }

    /// `.size` only: the source's size, at the follower's own place (its slot's origin).
    func testSizeOnlyKeepsThePosition() {
        let f = frames(Pair(properties: .size))
        XCTAssertEqual(f["follower"], CGRect(x: 90, y: 115, width: 100, height: 50))
    }

    /// Without a source present the view lays out as usual.
    func testWithoutASourceNothingChanges() {
        struct Alone: View {
            @Namespace var ns
            var body: some View {
                Color.blue.matchedGeometryEffect(id: 1, in: ns, isSource: false).frame(width: 20, height: 20)
                    .accessibilityIdentifier("slot")
            }
        }
        let h = HostedLayout(Alone(), proposal: ProposedViewSize(width: 100, height: 100))
        XCTAssertEqual(h.frame(of: "slot"), CGRect(x: 40, y: 40, width: 20, height: 20))
    }
}
