import XCTest
import Foundation
import AccordLayout
@testable import AccordCairo

/// Symbols drawn as paths and badged symbols (SymbolIcons+Drawn.swift; corpus7 L4: Instagram
/// clone's profile tabs `square.grid.3x3.fill` / `film.fill` / `person.crop.circle.badge.checkmark`,
/// BetterBlue's `carseat.*`). The shapes are SF Symbols' (Apple's SF Symbols app): `film` a
/// landscape frame with a column of sprocket holes down each side; `square.grid.3x3` nine rounded
/// squares in three rows and columns; a `.badge.X` name its base with X at the bottom trailing
/// corner, the base cleared around it.
final class SymbolIconsDrawnTests: XCTestCase {
    override func setUpWithError() throws {
        try XCTSkipUnless(SymbolIcons.fontsAvailable, "python-qtawesome-common is not installed")
    }

    /// The symbol drawn black into a 40 × 40 canvas at 2× (the frame 32 × 32 at (4, 4)).
    private func bitmap(_ name: String) throws -> RenderedBitmap {
        let list = DisplayList(size: CGSize(width: 40, height: 40), items: [
            .image(ImageDrawing(source: .symbol(name), frame: CGRect(x: 4, y: 4, width: 32, height: 32), tint: RGBA(0, 0, 0))),
        ])
        return try CairoRenderer.bitmap(list, scale: 2)
    }
    private func inked(_ b: RenderedBitmap, _ x: Int, _ y: Int) -> Bool { (b.pixel(x: x, y: y)?.a ?? 0) > 0.5 }
    /// Runs of ink along a row or column of pixels.
    private func runs(_ b: RenderedBitmap, row y: Int? = nil, column x: Int? = nil) -> Int {
        var n = 0, was = false
        let length = y != nil ? b.width : b.height
        for i in 0..<length {
            let on = y.map { inked(b, i, $0) } ?? inked(b, x!, i)
            if on && !was { n += 1 }
            was = on
        }
        return n
    }

    func testTheThreeByThreeGridIsNineSquaresOutlinedOrFilled() throws {
        XCTAssertEqual(SymbolIcons.recipe(for: "square.grid.3x3.fill")?.glyph, .drawn("grid3-fill"))
        let filled = try bitmap("square.grid.3x3.fill")
        // Through the middle of the middle row and column: three squares each way.
        XCTAssertEqual(runs(filled, row: filled.height / 2), 3)
        XCTAssertEqual(runs(filled, column: filled.width / 2), 3)
        // The outline grid is the same nine squares, stroked: the middle one is hollow.
        let outline = try bitmap("square.grid.3x3")
        XCTAssertEqual(runs(outline, row: outline.height / 2), 6, "each square's two sides")
        XCTAssertTrue(inked(filled, filled.width / 2, filled.height / 2))
        XCTAssertFalse(inked(outline, outline.width / 2, outline.height / 2))
    }

    func testTheFilledFilmIsAFilledFrameWithSprocketHolesDownEachSide() throws {
        XCTAssertEqual(SymbolIcons.recipe(for: "film.fill")?.glyph, .drawn("film-fill"))
        XCTAssertEqual(SymbolIcons.recipe(for: "film")?.glyph, .drawn("film"))
        let b = try bitmap("film.fill")
        // Landscape: the frame fills the width (from x 8 to 72 at 2×), and is shorter than wide.
        let box = try XCTUnwrap(SymbolIcons.inkBox(for: "film.fill", weight: 400))
        XCTAssertGreaterThan(box.width, box.height)
        // Down a side column, the ink is broken by four holes: five runs of ink.
        XCTAssertTrue((8..<24).contains { runs(b, column: $0) == 5 })
        // The middle of each frame is ink; the outline film leaves it empty.
        XCTAssertTrue(inked(b, b.width / 2, b.height / 2 - 10))
        XCTAssertFalse(inked(try bitmap("film"), b.width / 2, b.height / 2 - 10))
    }

    func testABadgeNameIsItsBaseWithTheMarkAtTheBottomTrailingCorner() throws {
        XCTAssertNil(SymbolIcons.table["person.crop.circle.badge.checkmark"])
        let badged = try XCTUnwrap(SymbolIcons.recipe(for: "person.crop.circle.badge.checkmark"))
        XCTAssertEqual(badged.glyph, SymbolIcons.recipe(for: "person.crop.circle")?.glyph)
        XCTAssertEqual(badged.badge, SymbolIcons.recipe(for: "checkmark")?.glyph)
        // The badge reaches past the circle's trailing and bottom edges, so the box is wider.
        let circle = try XCTUnwrap(SymbolIcons.inkBox(for: "person.crop.circle", weight: 400))
        let box = try XCTUnwrap(SymbolIcons.inkBox(for: "person.crop.circle.badge.checkmark", weight: 400))
        XCTAssertGreaterThan(box.maxX, circle.maxX)
        XCTAssertEqual(box.minX, circle.minX, accuracy: 1e-9)
        // The filled form's base is the filled circle (the selected tab in the same app).
        XCTAssertEqual(SymbolIcons.recipe(for: "person.crop.circle.fill.badge.checkmark")?.glyph,
                       SymbolIcons.recipe(for: "person.crop.circle.fill")?.glyph)
        // A final .fill fills the base: `doc.badge.gearshape.fill` is the filled document.
        XCTAssertEqual(SymbolIcons.recipe(for: "doc.badge.gearshape.fill")?.glyph, SymbolIcons.recipe(for: "doc.fill")?.glyph)
        // Unknown marks do not make a badge.
        XCTAssertNil(SymbolIcons.badgedRecipe(for: "person.badge.zzqx"))
    }

    func testTheBadgeIsDrawnAtTheBottomTrailingCorner() throws {
        // The frame is the badged box; its trailing edge is the badge's (it reaches past the
        // circle), so the last columns of the frame hold ink below the middle and none above.
        let b = try bitmap("person.crop.circle.badge.checkmark")
        let last = 2 * 36 - 2
        let lower = (b.height / 2..<b.height).contains { y in inked(b, last, y) || inked(b, last - 1, y) }
        let upper = (0..<b.height / 2).contains { y in inked(b, last, y) || inked(b, last - 1, y) }
        XCTAssertTrue(lower)
        XCTAssertFalse(upper)
    }

    func testTheInsetFilledCircleIsARingAroundADisc() throws {
        // SF's `circle.inset.filled` (a selected radio button): across the middle, ring, disc, ring.
        let b = try bitmap("circle.inset.filled")
        XCTAssertEqual(runs(b, row: b.height / 2), 3)
        XCTAssertTrue(inked(b, b.width / 2, b.height / 2))
    }

    func testCarSeatsAreMappedWithTheirHeatOrFan() {
        for n in ["carseat.left", "carseat.right", "carseat.left.and.heat.waves", "carseat.right.fan"] {
            XCTAssertTrue(SymbolIcons.isMapped(n), n)
        }
        XCTAssertEqual(SymbolIcons.recipe(for: "carseat.right.fan")?.badge, .mdi("fan"))
        XCTAssertNotEqual(SymbolIcons.recipe(for: "carseat.left.and.heat.waves")?.glyph, SymbolIcons.recipe(for: "carseat.left")?.glyph)
    }

    func testADrawnSymbolInALineOfTextIsTheFontsNearestCharacter() {
        XCTAssertNotNil(SymbolIcons.textGlyph(for: "film.fill", weight: 400))
        XCTAssertNotNil(SymbolIcons.textGlyph(for: "square.grid.3x3", weight: 400))
    }

    /// The menu picker's `chevron.up.chevron.down` (issue 14): an up chevron over a down one, in
    /// a box 0.652 × 0.94 of the reference circle — 8.33 × 12 points at footnote semibold, as an
    /// iOS 17/18 snapshot of ScanNow's Form measures it (1 unit = 0.982 × 13 points).
    func testTheUpDownChevronsAreTwoChevronsInTheMeasuredBox() throws {
        XCTAssertEqual(SymbolIcons.recipe(for: "chevron.up.chevron.down")?.glyph, .drawn("updown"))
        let box = try XCTUnwrap(SymbolIcons.inkBox(for: "chevron.up.chevron.down", weight: 600))
        XCTAssertEqual(box.width * 0.982 * 13, 8.33, accuracy: 0.1)
        XCTAssertEqual(box.height * 0.982 * 13, 12.0, accuracy: 0.1)
        // Down the middle: two strokes (the apexes), nothing between them.
        let b = try bitmap("chevron.up.chevron.down")
        XCTAssertEqual(runs(b, column: b.width / 2), 2)
        XCTAssertFalse(inked(b, b.width / 2, b.height / 2))
    }

    /// `envelope` (issue 14): a landscape outline, 1.138 × 0.819 of the reference circle (19 ×
    /// 13.67 points at body on the same snapshot), with the flap's V and the two lower folds.
    func testTheEnvelopeHasItsFlapAndLowerFolds() throws {
        XCTAssertEqual(SymbolIcons.recipe(for: "envelope")?.glyph, .drawn("envelope"))
        let box = try XCTUnwrap(SymbolIcons.inkBox(for: "envelope", weight: 400))
        XCTAssertEqual(box.width * 0.982 * 17, 19.0, accuracy: 0.1)
        XCTAssertEqual(box.height * 0.982 * 17, 13.67, accuracy: 0.1)
        let b = try bitmap("envelope")
        // A row low in the envelope crosses the two sides and the two lower folds.
        let low = (0..<b.height).filter { y in (0..<b.width).contains { inked(b, $0, y) } }
        let y = low[low.count * 3 / 4]
        XCTAssertEqual(runs(b, row: y), 4)
    }
}
