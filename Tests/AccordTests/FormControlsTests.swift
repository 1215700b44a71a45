import Accord
import Foundation
import XCTest

/// ColorPicker, LabeledContent, ControlGroup: settings-row controls that take the proposed width.
final class FormControlsTests: XCTestCase {
    typealias S = TestSupport

    func testAColorPickerRowTakesTheWidthAndItsWellAlone() {
        let row = ColorPicker("Accent", selection: .constant(.purple))
        let well = S.size(row.labelsHidden())
        XCTAssertEqual(S.size(row).width, 390)
        XCTAssertEqual(S.size(row).height, max(10, well.height))
        XCTAssertEqual(well.width, well.height)
        XCTAssertEqual(S.texts(row), ["Accent"])
        // The selected colour is drawn inside the well (.purple: #AF52DE).
        XCTAssertTrue(S.fillColors(row).contains(RGBA(0xAF / 255.0, 0x52 / 255.0, 0xDE / 255.0)))
    }

    func testLabeledContentIsLabelSpaceValue() {
        let v = HStack { LabeledContent("Font", value: "SF").accessibilityIdentifier("row") }
        let h = S.host(v)
        XCTAssertEqual(h.frame(of: "row")?.width, 390)
        XCTAssertEqual(S.texts(v), ["Font", "SF"])
        XCTAssertEqual(S.texts(LabeledContent("Size", value: 1234, format: .number)), ["Size", "1,234"])
        XCTAssertEqual(S.size(LabeledContent("Font", value: "SF").labelsHidden()), CGSize(width: 20, height: 10))
    }

    func testAControlGroupSharesTheWidthEqually() {
        let g = ControlGroup {
            Button("A") {}.accessibilityIdentifier("a")
            Button("BBBB") {}.accessibilityIdentifier("b")
        }
        let h = S.host(g)
        XCTAssertEqual(S.size(g).width, 390)
        // Equal cells: each label centred in its half.
        XCTAssertEqual(h.frame(of: "a")?.midX ?? 0, 97.5, accuracy: 0.5)
        XCTAssertEqual(h.frame(of: "b")?.midX ?? 0, 292.5, accuracy: 0.5)
    }
}
