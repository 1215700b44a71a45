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

    // MARK: In a list (corpus look row: each child its own row)
    //
    // iOS gives each view of an expanded disclosure group in a list a row of its own, with the
    // list's separators and insets (UIKit's expandable list cells: a header row, then a row per
    // child). So the list draws exactly as one whose rows are the label row and each child.

    let listSize = CGSize(width: 393, height: 600)

    func testAnExpandedGroupInAListDrawsEachChildAsARow() {
        let grouped = S.host(List {
            DisclosureGroup("Network", isExpanded: .constant(true)) { Text("Proxy"); Text("Port") }
        }, listSize)
        let rows = S.host(List {
            HStack {
                Text("Network")
                Spacer()
                Image(systemName: "chevron.down").font(.footnote.weight(.semibold)).foregroundStyle(.tint)
            }
            Text("Proxy")
            Text("Port")
        }, listSize)
        let dump = grouped.displayList().description
        XCTAssertEqual(dump, rows.displayList().description)
        // Three 44-point rows on the card (from y 35, ListLabelAlignmentTests): two separators,
        // each title centred in its row (10-point glyphs: 35 + 17, + 44, + 88).
        XCTAssertEqual(dump.components(separatedBy: "#3c3c434a").count - 1, 2, dump)
        for (title, y) in [("Network", 52.0), ("Proxy", 96.0), ("Port", 140.0)] {
            XCTAssertTrue(dump.contains("text \"\(title)\" at (40.0 \(y)"), "\(title)\n\(dump)")
        }
    }

    func testACollapsedGroupInAListIsOneRow() {
        let dump = S.host(List { DisclosureGroup("Network") { Text("Proxy") }; Text("Other") }, listSize).displayList().description
        XCTAssertFalse(dump.contains("\"Proxy\""), dump)
        XCTAssertEqual(dump.components(separatedBy: "#3c3c434a").count - 1, 1, dump)
    }

    func testAStyledGroupInAListKeepsItsStyle() {
        // A style set by the app draws the whole group, in one row.
        struct Boxed: DisclosureGroupStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack { configuration.label; configuration.content }
            }
        }
        let dump = S.host(List {
            DisclosureGroup("Network", isExpanded: .constant(true)) { Text("Proxy") }.disclosureGroupStyle(Boxed())
        }, listSize).displayList().description
        XCTAssertEqual(dump.components(separatedBy: "#3c3c434a").count - 1, 0, dump)
    }
}
