import XCTest
import Foundation
import AccordLayout
@testable import AccordCairo

/// Names seen unmapped on real files (issue 14's second pass over the real-file corpora,
/// Docs/Symbols.md): each now draws an icon glyph, outline and `.fill` distinct, instead of the
/// neutral rounded square.
final class SymbolCoverageTests: XCTestCase {
    override func setUpWithError() throws {
        try XCTSkipUnless(SymbolIcons.fontsAvailable, "python-qtawesome-common is not installed")
    }

    func testTrayAndTreeAreMapped() {
        for name in ["tray", "tray.fill", "tray.2", "tray.and.arrow.down", "tray.and.arrow.up", "tree", "tree.fill"] {
            XCTAssertNotNil(SymbolIcons.recipe(for: name), name)
            XCTAssertNotNil(SymbolIcons.inkBox(for: name, weight: 400), "\(name) has no drawable glyph")
        }
        XCTAssertNotEqual(SymbolIcons.recipe(for: "tray")?.glyph, SymbolIcons.recipe(for: "tray.fill")?.glyph)
        XCTAssertNotEqual(SymbolIcons.recipe(for: "tree")?.glyph, SymbolIcons.recipe(for: "tree.fill")?.glyph)
    }

    func testTheSecondPassNamesAreMappedOrComposed() {
        let names = ["train.side.front.car", "train.side.middle.car", "train.side.rear.car", "figure.2.and.child.holdinghands",
                     "birthday.cake", "cloud", "cloud.circle.fill", "cloud.snow.fill", "stethoscope", "stethoscope.circle.fill",
                     "building.columns.fill", "chart.pie", "chart.pie.fill", "cube.box", "info", "info.square.fill", "mug",
                     "snowflake", "beach.umbrella", "character.cursor.ibeam", "clipboard", "die.face.6", "function",
                     "list.dash", "location.fill.viewfinder", "mountain.2", "powerplug", "scroll", "tablecells",
                     "text.quote", "textformat.abc", "wrench.adjustable", "list.and.film", "button.programmable"]
        for name in names { XCTAssertNotNil(SymbolIcons.recipe(for: name), name) }
        // `home` is not an SF Symbol (iOS draws nothing): still the neutral square, warned.
        XCTAssertNil(SymbolIcons.recipe(for: "home"))
    }
}
