@testable import Accord
import AccordLayout
import Foundation
import XCTest

/// Edit mode draws a list's delete and reorder controls (issue 14): rows of a `ForEach` with
/// `onDelete` start with `minus.circle.fill` (a white minus on a red disc), rows with `onMove`
/// end with `line.3.horizontal`, only while `editMode` is active (Apple, `onDelete(perform:)`,
/// `onMove(perform:)`, `EditButton`). Positions: on a 393-pt screen the card starts at 20 and a
/// row's content at 40 (ControlMetrics, ScanNow's iOS snapshot); the delete control takes the
/// multiple-selection circle's place (21.7 pt and 12 pt after it, List+Selection.swift), so the
/// text starts at 40 + 33.7; the grip (17 pt wide, 12 pt from the content) ends at the trailing
/// inset, 393 − 20 − 20 = 353.
final class ListEditModeTests: XCTestCase {
    typealias S = TestSupport
    let size = CGSize(width: 393, height: 600)

    func list(editing: Bool) -> some View {
        List {
            ForEach(["Apple", "Banana"], id: \.self) { Text($0) }
                .onDelete { _ in }
                .onMove { _, _ in }
            Text("Fixed")
        }
        .environment(\.editMode, .constant(editing ? .active : .inactive))
    }
    func dump(_ editing: Bool) -> String { S.host(list(editing: editing), size).displayList().description }

    func testEditModeDrawsADeleteControlAndAGripOnTheForEachRowsOnly() {
        // Fixed 10-pt glyphs, 44-pt rows: each control centred on its row; the separators start
        // where the content does, past the delete control.
        let expected = """
            DisplayList 393.0 x 600.0
              fill rect(0.0 0.0 393.0 600.0) #f2f2f7
              group clip rect(0.0 0.0 393.0 600.0) {
                fill roundedRect(20.0 35.0 353.0 132.0 r 10.0) #ffffff
                image symbol "minus.circle.fill" at (40.0 46.15 21.7 21.7) tint #ffffff layers [#ff3b30]
                image symbol "line.3.horizontal" at (336.0 46.15 17.0 21.7) tint #3c3c434d
                image symbol "minus.circle.fill" at (40.0 90.15 21.7 21.7) tint #ffffff layers [#ff3b30]
                image symbol "line.3.horizontal" at (336.0 90.15 17.0 21.7) tint #3c3c434d
                fill rect(73.7 78.67 299.3 0.33) #3c3c434a
                fill rect(73.7 122.67 299.3 0.33) #3c3c434a
                text "Apple" at (73.67 52.0 50.0 10.0) system 17.0 #000000 width 250.3
                text "Banana" at (73.67 96.0 60.0 10.0) system 17.0 #000000 width 250.3
                text "Fixed" at (40.0 140.0 50.0 10.0) system 17.0 #000000 width 313.0
              }
            """
        XCTAssertEqual(dump(true), expected)
    }

    func testTheDeleteControlIsAWhiteMinusOnARedDisc() {
        let h = S.host(list(editing: true), size)
        let controls = S.allItems(h.displayList().items).compactMap { item -> ImageDrawing? in
            if case .image(let i) = item, case .symbol("minus.circle.fill") = i.source { return i }
            return nil
        }
        XCTAssertEqual(controls.count, 2)
        XCTAssertEqual(controls.first?.tint, RGBA(1, 1, 1, 1))
        XCTAssertEqual(controls.first?.symbolLayers, [RGBA(1, 59.0 / 255, 48.0 / 255, 1)], "systemRed #FF3B30")
    }

    func testOutsideEditModeNothingMoves() {
        let d = dump(false)
        XCTAssertFalse(d.contains("minus.circle.fill"), d)
        XCTAssertFalse(d.contains("line.3.horizontal"), d)
        XCTAssertTrue(d.contains("text \"Apple\" at (40.0 "), d)
    }

    func testTheEditButtonSaysDoneWhileEditing() {
        XCTAssertEqual(S.texts(EditButton().environment(\.editMode, .constant(.active))), ["Done"])
        XCTAssertEqual(S.texts(EditButton().environment(\.editMode, .constant(.inactive))), ["Edit"])
        XCTAssertEqual(S.texts(EditButton()), ["Edit"], "no edit mode around it")
    }
}
