@testable import Accord
import AccordLayout
import Foundation
import XCTest

/// `Picker` `.palette` (issue 14). Apple, `PickerStyle.palette`: "When used outside of menus,
/// this style is rendered as a segmented picker", and "for each option's label, use one symbol
/// per item": a segment shows a title or an image, so a `Label` option shows its icon.
final class PalettePickerTests: XCTestCase {
    typealias S = TestSupport

    private func picker(_ style: some PickerStyle) -> some View {
        Picker("Reaction", selection: .constant(2)) {
            Label("Thumbs up", systemImage: "hand.thumbsup").tag(1)
            Label("Heart", systemImage: "heart").tag(2)
            Label("Question", systemImage: "questionmark").tag(3)
        }
        .pickerStyle(style)
    }

    func testAPalettePickerOutsideAMenuIsDrawnAsASegmentedPicker() {
        XCTAssertEqual(S.host(picker(.palette)).displayList(), S.host(picker(.segmented)).displayList())
        XCTAssertEqual(S.size(picker(.palette)).height, ControlMetrics.segmentedControlHeight, accuracy: 0.5)
    }

    func testASegmentShowsALabelsIconOnlyInTheLabelColour() {
        let list = List { picker(.palette) }
        XCTAssertEqual(S.symbols(list), ["hand.thumbsup", "heart", "questionmark"])
        XCTAssertFalse(S.texts(list).contains("Heart"), "no titles in the segments")
        let tints = S.allItems(S.host(list).displayList().items).compactMap { item -> RGBA? in
            if case .image(let i) = item, case .symbol = i.source { return i.tint }
            return nil
        }
        XCTAssertEqual(Set(tints), [RGBA(0, 0, 0)], "the label colour, not a list row's tint")
    }
}
