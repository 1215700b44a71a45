import Accord
import AccordLayout
import Foundation
import XCTest

/// Rows of a List outside any Section are drawn as a section of their own (iOS's inset-grouped
/// card, separators between rows), as a list with one Section would be.
final class ListDrawingTests: XCTestCase {
    func testRowsOutsideASectionAreDrawnOnACardWithSeparators() {
        let loose = HostedLayout(List { Text("a"); Text("b"); Text("c") }, proposal: ProposedViewSize(width: 393, height: 600))
        let sectioned = HostedLayout(List { Section { Text("a"); Text("b"); Text("c") } }, proposal: ProposedViewSize(width: 393, height: 600))
        let dump = loose.displayList().description
        XCTAssertTrue(dump.contains("fill roundedRect(20.0"), dump)  // the card, 20 from the sides (ControlMetrics)
        XCTAssertEqual(dump.components(separatedBy: "#3c3c434a").count - 1, 2, dump)  // two separators for three rows
        XCTAssertEqual(dump, sectioned.displayList().description)
    }
}
