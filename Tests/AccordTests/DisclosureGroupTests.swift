import Accord
import Foundation
import XCTest

/// DisclosureGroup: collapsed, the label row (label, flexible space, chevron) takes the proposed
/// width and the content is not built; `isExpanded` true shows the content below the row.
final class DisclosureGroupTests: XCTestCase {
    typealias S = TestSupport

    func testACollapsedGroupShowsItsLabelAndAChevronOnly() {
        let g = DisclosureGroup("Network") { Text("Proxy") }
        XCTAssertEqual(S.texts(g), ["Network"])
        XCTAssertEqual(S.symbols(g), ["chevron.right"])
        XCTAssertEqual(S.size(g).width, 390)
    }

    func testAnExpandedGroupShowsItsContentBelowTheLabel() {
        let g = VStack(spacing: 0) {
            DisclosureGroup("Network", isExpanded: .constant(true)) { Text("Proxy").accessibilityIdentifier("content") }
                .accessibilityIdentifier("group")
        }
        let h = S.host(g)
        XCTAssertEqual(S.texts(g), ["Network", "Proxy"])
        XCTAssertEqual(S.symbols(g), ["chevron.down"])
        guard let group = h.frame(of: "group"), let content = h.frame(of: "content") else { return XCTFail("frames") }
        XCTAssertEqual(content.minX, group.minX)          // leading-aligned
        XCTAssertEqual(content.maxY, group.maxY, accuracy: 0.01)  // the last thing in the group
        XCTAssertEqual(content.size, CGSize(width: 50, height: 10))
    }

    func testExpandingAddsTheContentHeight() {
        let collapsed = S.size(DisclosureGroup("N", isExpanded: .constant(false)) { Text("P") })
        let expanded = S.size(DisclosureGroup("N", isExpanded: .constant(true)) { Text("P") })
        XCTAssertGreaterThanOrEqual(expanded.height, collapsed.height + 10)
        XCTAssertEqual(expanded.width, collapsed.width)
    }
}
