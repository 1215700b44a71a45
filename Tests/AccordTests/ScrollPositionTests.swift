import XCTest
import Foundation
@testable import Accord
import AccordLayout
import AccordText

/// iOS 18's `ScrollPosition` (Containers/ScrollView+Position.swift). ScrollPosition's
/// documentation: `init(edge:)` / `scrollTo(edge:)` position the scroll view at that edge — a
/// scroll view bound to a `.bottom` position starts with its content's end showing.
final class ScrollPositionTests: XCTestCase {
    private func host<V: View>(_ v: V) -> HostedLayout {
        HostedLayout(v, proposal: ProposedViewSize(width: 200, height: 200), canvas: CGSize(width: 200, height: 200),
                     textMeasurer: FixedMetricTextMeasurer())
    }
    private func rows(_ position: Binding<ScrollPosition>) -> some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<10, id: \.self) { i in Color.blue.frame(height: 50).accessibilityIdentifier("row\(i)") }
            }
        }
        .scrollPosition(position)
        .frame(height: 200)
    }

    /// 10 rows × 50 pt in a 200-pt scroll view: at the bottom edge the last row ends at y 200.
    func testABottomEdgePositionStartsTheScrollViewAtItsEnd() throws {
        let h = host(rows(.constant(ScrollPosition(edge: .bottom))))
        XCTAssertEqual(try XCTUnwrap(h.frame(of: "row9")).maxY, 200, accuracy: 0.01)
        let top = host(rows(.constant(ScrollPosition(idType: Int.self))))
        XCTAssertEqual(try XCTUnwrap(top.frame(of: "row0")).minY, 0, accuracy: 0.01)
    }

    func testScrollToReplacesThePositionAndReadsItBack() {
        var p = ScrollPosition(idType: String.self)
        XCTAssertNil(p.edge)
        p.scrollTo(id: "row3", anchor: .center)
        XCTAssertEqual(p.viewID(type: String.self), "row3")
        XCTAssertNil(p.viewID(type: Int.self))
        p.scrollTo(y: 120)
        XCTAssertEqual(p.y, 120)
        XCTAssertNil(p.point)
        XCTAssertNil(p.viewID)
        p.scrollTo(x: 5, y: 6)
        XCTAssertEqual(p.point, CGPoint(x: 5, y: 6))
        p.scrollTo(edge: .top)
        XCTAssertEqual(p.edge, .top)
        XCTAssertFalse(p.isPositionedByUser)
        XCTAssertEqual(ScrollPosition(edge: .top), p)
    }
}
