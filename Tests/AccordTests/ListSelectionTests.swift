@testable import Accord
import AccordLayout
import Foundation
import XCTest

/// `List(selection:)` (issue 20: implicit tags from `ForEach` ids select in lists too). A row is
/// selected when its tag — explicit, or the id `ForEach` gives it (Apple, `View.tag(_:
/// includeOptional:)`) — is the selection; it is drawn with the selected-cell background
/// (`.systemGray4`, #D1D1D6 in light mode, #3A3A3C in dark: Apple's UI element colours) and
/// without the separators beside it.
final class ListSelectionTests: XCTestCase {
    typealias S = TestSupport
    struct Fruit: Identifiable { let id: String }
    let fruits = [Fruit(id: "apple"), Fruit(id: "pear"), Fruit(id: "plum")]
    let gray4 = RGBA(0xD1 / 255.0, 0xD1 / 255.0, 0xD6 / 255.0, 1)

    private func highlights<V: View>(_ v: V) -> [CGRect] {
        S.allItems(S.host(v).displayList().items).compactMap { item in
            if case .fill(let path, .color(let c), _) = item, c == gray4 { return path.boundingRect }
            return nil
        }
    }

    private func textFrame<V: View>(_ v: V, _ s: String) -> CGRect? {
        for item in S.allItems(S.host(v).displayList().items) {
            if case .text(let t) = item, t.request.runs.map(\.string).joined() == s { return t.frame }
        }
        return nil
    }

    func testTheSelectedRowOfIdentifiableDataIsHighlighted() throws {
        let list = List(fruits, selection: .constant(Optional("pear"))) { Text($0.id) }
        let h = highlights(list)
        XCTAssertEqual(h.count, 1)
        let pear = try XCTUnwrap(textFrame(list, "pear"))
        XCTAssertTrue(try XCTUnwrap(h.first).contains(CGPoint(x: pear.midX, y: pear.midY)), "the highlight is pear's row")
    }

    func testAForEachOfARangeTagsItsRowsWithTheIndex() {
        let list = List(selection: .constant(Set([0, 2]))) {
            ForEach(0..<3) { i in Text("row \(i)") }
        }
        XCTAssertEqual(highlights(list).count, 2)
    }

    func testNoSelectionHighlightsNothing() {
        XCTAssertEqual(highlights(List(fruits, selection: .constant(String?.none)) { Text($0.id) }).count, 0)
        XCTAssertEqual(highlights(List(fruits) { Text($0.id) }).count, 0)
    }

    func testTheSeparatorsBesideTheSelectedRowAreNotDrawn() {
        let separator = SystemColors.separator.resolve(in: EnvironmentValues())
        func separators<V: View>(_ v: V) -> Int {
            S.allItems(S.host(v).displayList().items).filter { item in
                if case .fill(_, .color(let c), _) = item { return c == separator }
                return false
            }.count
        }
        let none = List(fruits, selection: .constant(String?.none)) { Text($0.id) }
        let middle = List(fruits, selection: .constant(Optional("pear"))) { Text($0.id) }
        XCTAssertEqual(separators(none), 2, "an inset grouped card: under the first and second rows")
        XCTAssertEqual(separators(middle), 0, "both border the selected middle row")
    }

    // MARK: Edit mode

    private func circles<V: View>(_ v: V) -> [(name: String, frame: CGRect, tint: RGBA?, disc: RGBA?)] {
        S.allItems(S.host(v).displayList().items).compactMap { item in
            if case .image(let d) = item, case .symbol(let n) = d.source { return (n, d.frame, d.tint, d.symbolLayers.first) }
            return nil
        }
    }

    /// iOS draws a multiple-selection list in edit mode with a selection circle before each row:
    /// the filled checkmark circle (white check, disc in the tint) for a selected row, an empty circle otherwise; the
    /// row's text moves right past it.
    func testEditModeDrawsASelectionCircleBeforeEachRowTheSelectedOnesChecked() throws {
        let editing = List(fruits, selection: .constant(Set(["pear"]))) { Text($0.id) }
            .environment(\.editMode, .constant(.active))
        let c = circles(editing)
        XCTAssertEqual(c.map(\.name), ["circle", "checkmark.circle.fill", "circle"])
        // A white check on a disc in the accent colour; the empty circles in grey.
        XCTAssertEqual(c[1].disc, Color.accentColor.resolve(in: EnvironmentValues()))
        XCTAssertEqual(c[1].tint, RGBA(1, 1, 1, 1))
        XCTAssertNotEqual(c[0].tint, c[1].disc)
        let pear = try XCTUnwrap(textFrame(editing, "pear"))
        XCTAssertEqual(c[1].frame.midY, pear.midY, accuracy: 0.5, "the circle is centred on its row")
        XCTAssertGreaterThan(pear.minX, c[1].frame.maxX, "the text starts after the circle")
        let plain = try XCTUnwrap(textFrame(List(fruits, selection: .constant(Set(["pear"]))) { Text($0.id) }, "pear"))
        XCTAssertGreaterThan(pear.minX, plain.minX, "edit mode moves the text right")
    }

    func testNoCirclesOutsideEditModeOrWithoutASetSelection() {
        XCTAssertTrue(circles(List(fruits, selection: .constant(Set(["pear"]))) { Text($0.id) }).isEmpty)
        XCTAssertTrue(circles(List(fruits) { Text($0.id) }.environment(\.editMode, .constant(.active))).isEmpty)
        XCTAssertTrue(circles(List(fruits, selection: .constant(Set(["pear"]))) { Text($0.id) }
            .environment(\.editMode, .constant(.inactive))).isEmpty)
    }
}
